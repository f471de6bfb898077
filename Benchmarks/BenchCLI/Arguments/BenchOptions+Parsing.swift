// Turns `bench`'s arguments into `BenchOptions`, or one usage-error line naming the flag (exit 2). Reads its input, a
// threshold file, and the file system only to tell whether two paths name one file.
import BenchMeasurement
import BenchReports
import BenchResults
import ProfileKit
import SceneRig

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
    ///   expression, a stray argument, `--variant leaky` outside the memory suite, a flag that `--list` or
    ///   `--variant leaky` would ignore, a comparison flag without `--baseline`, or one file named by two flags where
    ///   one writes it (`--output` and `--history`, `--output` and `--baseline`, in any spelling); its message is one
    ///   line that names the flags.
    public static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        if Parser.asksForHelp(arguments) { return BenchOptions(showsHelp: true) }
        var options = BenchOptions()
        var requestedSuites: Set<Suite> = []
        var requestedSubjects: SubjectSelection?
        var given: [BenchFlag] = []
        let words = try Parser.parse(arguments, onSwitch: { flag in
            given.append(flag)
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
            given.append(flag)
            switch flag {
            case .suite: requestedSuites.formUnion(try Parser.list(of: Suite.self, in: value, for: flag))
            case .pattern:
                let chosen = try SubjectSelection.parse(value, as: .patternList, for: flag)
                requestedSubjects = requestedSubjects?.adding(chosen) ?? chosen
            case .filter: options.filter = try BenchmarkFilter(value)
            case .format, .output, .history: _ = try options.output.read(flag, value: value)
            case .baseline: options.baselinePath = value
            case .threshold: options.thresholds = try RegressionThresholds.parse(value, over: options.thresholds)
            case .thresholdFile:
                options.thresholds = try RegressionThresholds.load(path: value, over: options.thresholds)
                options.thresholdFilePath = value
            case .layouts:
                guard let count = Int(value), (1...AddressSpaceLayout.maximumCount).contains(count) else {
                    throw UsageError("bench: --layouts needs a whole number from 1 to \(AddressSpaceLayout.maximumCount), "
                        + "got \(value.debugDescription)")
                }
                options.instructionLayouts = count
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
        if let requestedSubjects { options.subjects = requestedSubjects }
        try refuseIgnored(given, in: options, suites: requestedSuites)
        var files = FileArguments()
        files.reads(options.baselinePath, as: BenchFlag.baseline.spelling)
        files.reads(options.thresholdFilePath, as: BenchFlag.thresholdFile.spelling)
        options.output.recordWrites(in: &files)
        if let conflict = files.conflict(command: BenchFlag.command) { throw conflict }
        return options
    }

    /// Refuses a flag that what `options` ask for would ignore: `--list` and `--variant leaky` read only their own
    /// flags (`BenchFlag.listReads`, `.variantReads`), and the comparison flags need `--baseline`.
    private static func refuseIgnored(_ given: [BenchFlag], in options: BenchOptions, suites: Set<Suite>) throws(UsageError) {
        if options.listsBenchmarks, let ignored = given.first(where: { !BenchFlag.listReads.contains($0) }) {
            throw UsageError("bench: --list only lists what \(BenchFlag.spelled(BenchFlag.listReads.dropFirst())) select; "
                + "\(ignored.spelling) would be ignored")
        }
        if options.checksLeakyVariants {
            if let ignored = given.first(where: { !BenchFlag.variantReads.contains($0) }) {
                throw UsageError("bench: --variant leaky measures nothing and takes only "
                    + "\(BenchFlag.spelled(BenchFlag.variantReads.dropFirst())); \(ignored.spelling) would be ignored")
            }
            if !options.suites.contains(.memory) || suites.contains(where: { $0 != .memory }) {
                throw UsageError("bench: --variant leaky runs in the memory suite only (use --suite memory)")
            }
            if !BenchFlag.variantFormats.contains(options.output.format) {
                throw UsageError("bench: --variant leaky writes "
                    + "\(BenchFlag.variantFormats.map(\.rawValue).joined(separator: ", ")), not \(options.output.format.rawValue)")
            }
        }
        if given.contains(.layouts), !options.countsInstructions {
            throw UsageError("bench: --layouts says how instructions are counted; without --instructions it would be ignored")
        }
        if options.baselinePath == nil, let unused = given.first(where: BenchFlag.comparisonFlags.contains) {
            throw UsageError("bench: \(unused.spelling) tunes the comparison with --baseline, which is not given")
        }
    }
}
