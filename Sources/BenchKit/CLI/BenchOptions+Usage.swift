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
                         [--output PATH] [--instructions] [--list] [--help]

            Measures what each architecture costs for the same profile scene, against a floor
            (the same state change with no architecture). Release build: swift run -c release bench

            OPTIONS:
              --suite LIST      Suites to run, comma-separated (default: all)
              --pattern LIST    Patterns to measure, comma-separated (default: all; the floor always runs)
              --filter REGEX    Only benchmarks whose suite/benchmark id matches, e.g. 'like|refresh'
              --quick           CI smoke run: every benchmark, fewer samples
              --format FORMAT   Report format (default: table)
              --output PATH     Write the report to PATH atomically instead of standard output
              --instructions    Count CPU instructions with valgrind's callgrind (slow; needs valgrind)
              --list            List suites, benchmarks and patterns, then exit
              -h, --help        Show this help

            Values may also be written --flag=value. Progress goes to standard error.
            Exit status: 0 on success, 2 on a usage or output error.
            """
    }
}
