// Turns `bench`'s arguments into `BenchOptions`, or one usage-error line naming the flag (exit 2).
// Pure: reads only its input.
import ProfileKit

extension BenchOptions {
    private typealias Parser = FlagParser<BenchFlag>

    /// Parses the arguments that follow the program name.
    ///
    /// Accepts `--flag value` and `--flag=value`; `--suite` and `--pattern` take comma-separated lists
    /// and may repeat. `--help` (or `-h`) wins over everything else. Everything after the hidden
    /// `--worker` is kept raw in `workerArguments`.
    ///
    /// ```swift
    /// let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    /// ```
    /// - Throws: `UsageError` for an unknown flag, a bad or missing value, an invalid regular
    ///   expression or a stray argument; its message is one line that names the flag.
    public static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        let beforeWorker = arguments.prefix { $0 != BenchFlag.worker.spelling }
        if Parser.asksForHelp(beforeWorker) {
            return BenchOptions(showsHelp: true)
        }
        var options = BenchOptions()
        var requestedSuites: Set<Suite> = []
        var requestedPatterns: Set<Pattern> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                throw UsageError(
                    "bench: unexpected argument \(argument.debugDescription); flags start with -- (see bench --help)")
            }
            let (flag, inlineValue) = try Parser.recognize(argument)
            guard flag.takesValue else {
                if let inlineValue { throw Parser.noValueExpected(flag, got: inlineValue) }
                switch flag {
                case .quick: options.isQuick = true
                case .instructions: options.countsInstructions = true
                case .exactARC: options.countsExactARC = true
                case .list: options.listsBenchmarks = true
                case .allowEnvironmentChange: options.allowsEnvironmentChange = true
                case .allowMissing: options.allowsMissing = true
                case .worker:
                    options.workerArguments = Array(remaining)
                    remaining = []
                case .help, .suite, .pattern, .filter, .format, .output, .baseline, .threshold, .thresholdFile, .history,
                     .variant:
                    break
                }
                continue
            }
            let value = try Parser.takeValue(for: flag, inlineValue: inlineValue, from: &remaining)
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
            case .variant: break   // a leaky run never reaches this parser (BenchCommand hands it to LeakyVariantRun)
            case .quick, .instructions, .exactARC, .list, .help, .worker, .allowEnvironmentChange, .allowMissing: break
            }
        }
        if !requestedSuites.isEmpty { options.suites = Suite.allCases.filter(requestedSuites.contains) }
        if !requestedPatterns.isEmpty { options.patterns = Pattern.allCases.filter(requestedPatterns.contains) }
        return options
    }
}
