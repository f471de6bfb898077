// The `bench --help` text, built from the same enums the parser accepts so the two cannot drift.
import ProfileKit

extension BenchOptions {
    /// The usage text `--help` prints (exit 0). The hidden `--worker` flag is not listed.
    public static var usage: String {
        let suites = Suite.allCases.map(\.rawValue).joined(separator: ",")
        let patterns = Pattern.allCases.map(\.rawValue).joined(separator: ",")
        let formats = OutputFormat.allCases.map(\.rawValue).joined(separator: "|")
        return """
            USAGE: bench [--suite \(suites)] [--pattern \(patterns)]
                         [--filter REGEX] [--quick] [--format \(formats)]
                         [--output PATH] [--instructions] [--baseline PATH [--threshold SPEC]]
                         [--list] [--help]

            Measures what each architecture costs for the same profile scene, against a floor
            (the same state change with no architecture). A debug build builds the release product
            and runs it with the same arguments: swift run bench is swift run -c release bench.

            OPTIONS:
              --suite LIST      Suites to run, comma-separated (default: all)
              --pattern LIST    Patterns to measure, comma-separated (default: all; the floor always runs)
              --filter REGEX    Only benchmarks whose suite/benchmark id matches, e.g. 'like|refresh'
              --quick           CI smoke run: every benchmark, fewer samples
              --format FORMAT   Report format (default: table)
              --output PATH     Write the report to PATH atomically instead of standard output
              --instructions    Count CPU instructions with valgrind's callgrind (slow; needs valgrind)
              --baseline PATH   Compare with a saved JSON report (--format json --output PATH);
                                exit 3 when a metric got worse than its threshold allows
              --threshold SPEC  Allowed increase in percent: one number for every count, or pairs such as
                                retains=0,bytes=10,wall=25 (default: every count exactly, wall time not gated)
              --list            List suites, benchmarks and patterns, then exit
              -h, --help        Show this help

            Values may also be written --flag=value. Progress goes to standard error.
            Exit status: 0 on success, 1 when a benchmark could not be measured, 2 on a usage, baseline
            or output error, 3 when the run regressed against --baseline.
            """
    }
}
