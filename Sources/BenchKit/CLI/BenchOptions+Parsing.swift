// Turns `bench`'s arguments into `BenchOptions`, or one usage-error line naming the flag (exit 2).
// Pure: reads only its input.
import ProfileKit

extension BenchOptions {
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
        if beforeWorker.contains(where: { $0 == BenchFlag.help.spelling || $0 == "-h" }) {
            return BenchOptions(showsHelp: true)
        }
        var options = BenchOptions()
        var requestedSuites: Set<Suite> = []
        var requestedPatterns: Set<Pattern> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = try recognize(argument)
            guard flag.takesValue else {
                if let inlineValue {
                    throw UsageError("bench: \(flag.spelling) takes no value (got \(inlineValue.debugDescription))")
                }
                switch flag {
                case .quick: options.isQuick = true
                case .instructions: options.countsInstructions = true
                case .list: options.listsBenchmarks = true
                case .worker:
                    options.workerArguments = Array(remaining)
                    remaining = []
                case .help, .suite, .pattern, .filter, .format, .output, .baseline, .threshold: break
                }
                continue
            }
            let value = try takeValue(for: flag, inlineValue: inlineValue, from: &remaining)
            switch flag {
            case .suite: requestedSuites.formUnion(try list(of: Suite.self, in: value, for: flag))
            case .pattern: requestedPatterns.formUnion(try list(of: Pattern.self, in: value, for: flag))
            case .filter: options.filter = try BenchmarkFilter(value)
            case .format: options.format = try choice(of: OutputFormat.self, in: value, for: flag)
            case .output: options.outputPath = value
            case .baseline: options.baselinePath = value
            case .threshold: options.thresholds = try RegressionThresholds.parse(value)
            case .quick, .instructions, .list, .help, .worker: break
            }
        }
        if !requestedSuites.isEmpty { options.suites = Suite.allCases.filter(requestedSuites.contains) }
        if !requestedPatterns.isEmpty { options.patterns = Pattern.allCases.filter(requestedPatterns.contains) }
        return options
    }

    /// Splits `--flag=value` and checks the flag exists.
    private static func recognize(_ argument: String) throws(UsageError) -> (BenchFlag, inlineValue: String?) {
        guard argument.hasPrefix("-"), argument != "-" else {
            throw UsageError(
                "bench: unexpected argument \(argument.debugDescription); flags start with -- (see bench --help)")
        }
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count > 1 ? String(parts[1]) : nil
        guard name.hasPrefix("--"), let flag = BenchFlag(rawValue: String(name.dropFirst(2))) else {
            let suggestion = closestMatch(to: name, among: BenchFlag.visible.map(\.spelling))
                .map { " (did you mean \($0)?)" } ?? ""
            throw UsageError("bench: unknown flag \(name.debugDescription)\(suggestion); see bench --help")
        }
        return (flag, inlineValue)
    }

    /// The inline value, or the next argument unless it is itself a flag.
    private static func takeValue(
        for flag: BenchFlag, inlineValue: String?, from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let inlineValue, !inlineValue.isEmpty { return inlineValue }
        if inlineValue == nil, let next = remaining.first, !next.hasPrefix("--") {
            remaining.removeFirst()
            if !next.isEmpty { return next }
        }
        throw UsageError("bench: \(flag.spelling) needs a value: \(flag.expectedValue)")
    }

    /// A comma-separated list of enum values; empty items (a trailing comma) are ignored.
    private static func list<Value: CaseIterable & RawRepresentable<String>>(
        of _: Value.Type, in text: String, for flag: BenchFlag
    ) throws(UsageError) -> [Value] {
        let items = text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw UsageError("bench: \(flag.spelling) needs a value: \(flag.expectedValue)") }
        var values: [Value] = []
        for item in items { values.append(try choice(of: Value.self, in: item, for: flag)) }
        return values
    }

    /// One enum value by name, case-insensitively, or an error that lists the valid names.
    private static func choice<Value: CaseIterable & RawRepresentable<String>>(
        of _: Value.Type, in text: String, for flag: BenchFlag
    ) throws(UsageError) -> Value {
        if let value = Value(rawValue: text.lowercased()) { return value }
        let names = Value.allCases.map(\.rawValue)
        let suggestion = closestMatch(to: text.lowercased(), among: names).map { " (did you mean \($0)?)" } ?? ""
        throw UsageError(
            "bench: \(flag.spelling): unknown \(flag.rawValue) \(text.debugDescription)\(suggestion); "
                + "expected \(names.joined(separator: ", "))")
    }

    /// The candidate within two edits of `text`, for "did you mean" hints.
    private static func closestMatch(to text: String, among candidates: [String]) -> String? {
        candidates
            .map { (candidate: $0, distance: editDistance(text, $0)) }
            .filter { $0.distance <= 2 && $0.distance < $0.candidate.count }
            .min { $0.distance < $1.distance }?
            .candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions to turn `source` into `target`.
    private static func editDistance(_ source: String, _ target: String) -> Int {
        let target = Array(target)
        var previous = Array(0...target.count)
        for (row, sourceCharacter) in source.enumerated() {
            var current = [row + 1]
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}
