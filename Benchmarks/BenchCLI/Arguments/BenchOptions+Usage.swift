// The `bench --help` text, generated from the flag definitions (`BenchFlag`) so it cannot drift from the parser.
import ProfileKit

extension BenchOptions {
    /// The usage text `--help` prints (exit 0). The hidden `worker` subcommand is not listed.
    public static var usage: String {
        let subcommands = BenchSubcommand.visible.map { "  bench \($0.rawValue) …".padding(21) + $0.summary }
        return """
            \(BenchFlag.synopsis(prefix: "USAGE: bench"))
                   bench <subcommand> [--help]

            Measures what each architecture costs for the same profile scene, against a floor
            (the same scene with no architecture). A debug build builds the release product
            and runs it with the same arguments: swift run bench is swift run -c release bench.

            OPTIONS:
            \(BenchFlag.optionsHelp)

            SUBCOMMANDS:
            \(subcommands.joined(separator: "\n"))

            Values may also be written --flag=value. Progress goes to standard error.
            Exit status: 0 on success, 1 when a benchmark or a measurement asked for (--instructions,
            --exact-arc) could not be taken, 2 on a usage, baseline or output error, 3 when the run
            regressed against --baseline.
            """
    }
}

extension String {
    /// Padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
