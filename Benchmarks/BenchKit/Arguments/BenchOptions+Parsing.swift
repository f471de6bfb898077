// Turns `bench`'s arguments into `BenchOptions`, or one usage-error line naming the flag (exit 2).
// Pure: reads only its input.
import ProfileKit

extension BenchOptions {
    private typealias Parser = FlagParser<BenchFlag>

    /// Parses the arguments that follow the program name.
    ///
    /// Accepts `--flag value` and `--flag=value`; `--suite` and `--pattern` take comma-separated lists
    /// and may repeat. `--help` (or `-h`) wins over everything else.
    ///
    /// ```swift
    /// let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    /// ```
    /// - Throws: `UsageError` for an unknown flag, a bad or missing value, an invalid regular
    ///   expression, a stray argument, or `--variant leaky` without the memory suite; its message is one line that
    ///   names the flag.
    public static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        if Parser.asksForHelp(arguments) { return BenchOptions(showsHelp: true) }
        var options = BenchOptions()
        var requestedSuites: Set<Suite> = []
        var requestedPatterns: Set<Pattern> = []
        let words = try Parser.parse(arguments, onSwitch: { flag in
            switch flag {
            case .quick: options.isQuick = true
            case .instructions: options.countsInstructions = true
            case .exactARC: options.countsExactARC = true
            case .list: options.listsBenchmarks = true
            case .allowEnvironmentChange: options.allowsEnvironmentChange = true
            case .allowMissing: options.allowsMissing = true
            default: break
            }
        }) { flag, value throws(UsageError) in
            switch flag {
            case .suite: requestedSuites.formUnion(try Parser.list(of: Suite.self, in: value, for: flag))
            case .pattern: requestedPatterns.formUnion(try Parser.list(of: Pattern.self, in: value, for: flag))
            case .filter: options.filter = try BenchmarkFilter(value)
            case .format: options.format = try Parser.choice(of: OutputFormat.self, in: value, for: flag)
            case .output: options.outputPath = value
            case .baseline: options.baselinePath = value
            case .threshold: options.thresholds = try RegressionThresholds.parse(value, over: options.thresholds)
            case .thresholdFile: options.thresholds = try RegressionThresholds.load(path: value, over: options.thresholds)
            case .history: options.historyPath = value
            case .variant:
                _ = try Parser.choice(in: value, among: [("leaky", ())], for: flag)
                options.checksLeakyVariants = true
            default: break
            }
        }
        if let word = words.first {
            if word.hasPrefix("-"), word != "-" { _ = try Parser.recognize(word) }   // throws: unknown flag
            throw UsageError("bench: unexpected argument \(word.debugDescription); flags start with -- (see bench --help)")
        }
        if !requestedSuites.isEmpty { options.suites = Suite.allCases.filter(requestedSuites.contains) }
        if !requestedPatterns.isEmpty { options.patterns = Pattern.allCases.filter(requestedPatterns.contains) }
        if options.checksLeakyVariants, !options.suites.contains(.memory) {
            throw UsageError("bench: --variant leaky runs in the memory suite only (use --suite memory)")
        }
        return options
    }
}
