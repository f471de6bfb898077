// What every command's flags share: spelling, value, help line, and the parsing and help text built from them, so
// `bench` and each of its subcommands parse alike and their --help cannot drift from what they accept.
import BenchReports
import ProfileKit

/// A flag of one command, defined once: the parser reads it and the help text is generated from it.
protocol CommandFlag: RawRepresentable<String>, CaseIterable, Sendable {
    /// The command's name in messages: `bench`, `bench compare`.
    static var command: String { get }
    /// What the flag takes and does (the specs several commands share are declared once, in `FlagSpec`).
    var spec: FlagSpec { get }
    /// The flag that asks for the help text (`-h` means the same); every command has one.
    static var help: Self { get }
}

extension CommandFlag {
    /// How the flag is typed: `--suite`.
    var spelling: String { "--" + rawValue }
    /// The placeholder of the flag's value in the help (`LIST`, `PATH`), nil for a flag without a value.
    var valueName: String? { spec.valueName }
    /// What the flag does, for the help text: one or more lines.
    var summary: String { spec.summary }
    /// What the value should be, for the "needs a value" message.
    var expectedValue: String { spec.expectedValue }
    /// Internal flags, neither listed nor suggested.
    var isHidden: Bool { spec.isHidden }
    /// Whether the flag needs a value, as `--flag value` or `--flag=value`.
    var takesValue: Bool { valueName != nil }

    /// The flags a user may type.
    static var visible: [Self] { allCases.filter { !$0.isHidden } }

    /// `  --suite LIST      Suites to run…`, one entry per visible flag, summaries aligned, continuation lines indented.
    static var optionsHelp: String {
        let heads = visible.map { flag in "  " + flag.spelling + (flag.valueName.map { " " + $0 } ?? "") }
        let width = (heads.map(\.count).max() ?? 0) + 2
        return zip(visible, heads).map { flag, head in
            let lines = flag.summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let indent = String(repeating: " ", count: width)
            let first = head + String(repeating: " ", count: width - head.count) + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `[--suite LIST] [--quick] …` for the usage line, wrapped at `width` columns after `prefix`.
    static func synopsis(prefix: String, width: Int = 100) -> String {
        let items = visible.map { "[" + $0.spelling + ($0.valueName.map { " " + $0 } ?? "") + "]" }
        var lines = [prefix]
        for item in items {
            if lines[lines.count - 1].count + 1 + item.count > width {
                lines.append(String(repeating: " ", count: prefix.count))
            }
            lines[lines.count - 1] += " " + item
        }
        return lines.joined(separator: "\n")
    }
}

/// The parsing steps every command shares; each throws a one-line `UsageError` that names the flag.
enum FlagParser<Flag: CommandFlag> {
    /// Whether `--help` or `-h` is anywhere in `arguments`: help wins over everything else, even a bad flag.
    static func asksForHelp(_ arguments: some Sequence<String>) -> Bool {
        arguments.contains { $0 == Flag.help.spelling || $0 == "-h" }
    }

    /// Reads a command line, left to right: each flag is recognized and handed to `onSwitch` (a flag without a
    /// value) or to `onValue` with its value (`--flag value` or `--flag=value`). Returns the other words, in order,
    /// for the command to interpret: report paths, an action.
    ///
    /// ```swift
    /// let paths = try FlagParser<CompareFlag>.parse(["old.json", "--format=csv", "new.json"]) { flag, value in … }
    /// // paths == ["old.json", "new.json"]; onValue got (.format, "csv")
    /// ```
    static func parse(
        _ arguments: [String],
        onSwitch: (Flag) throws(UsageError) -> Void = { _ in },
        onValue: (Flag, String) throws(UsageError) -> Void
    ) throws(UsageError) -> [String] {
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                words.append(argument)
                continue
            }
            let (flag, inlineValue) = try recognize(argument)
            if flag.takesValue {
                try onValue(flag, try takeValue(for: flag, inlineValue: inlineValue, from: &remaining))
            } else if let inlineValue {
                throw noValueExpected(flag, got: inlineValue)
            } else {
                try onSwitch(flag)
            }
        }
        return words
    }

    /// Splits `--flag=value` and checks the flag exists.
    static func recognize(_ argument: String) throws(UsageError) -> (Flag, inlineValue: String?) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count > 1 ? String(parts[1]) : nil
        guard name.hasPrefix("--"), let flag = Flag(rawValue: String(name.dropFirst(2))) else {
            let suggestion = closestMatch(to: name, among: Flag.visible.map(\.spelling))
                .map { " (did you mean \($0)?)" } ?? ""
            throw UsageError("\(Flag.command): unknown flag \(name.debugDescription)\(suggestion); see \(Flag.command) --help")
        }
        return (flag, inlineValue)
    }

    /// The inline value, or the next argument unless it is itself a flag.
    static func takeValue(
        for flag: Flag, inlineValue: String?, from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let inlineValue, !inlineValue.isEmpty { return inlineValue }
        if inlineValue == nil, let next = remaining.first, !next.hasPrefix("--") {
            remaining.removeFirst()
            if !next.isEmpty { return next }
        }
        throw UsageError("\(Flag.command): \(flag.spelling) needs a value: \(flag.expectedValue)")
    }

    /// The error for a flag given a value it does not take.
    static func noValueExpected(_ flag: Flag, got value: String) -> UsageError {
        UsageError("\(Flag.command): \(flag.spelling) takes no value (got \(value.debugDescription))")
    }

    /// A comma-separated list of enum values; empty items (a trailing comma) are ignored.
    static func list<Value: CaseIterable & RawRepresentable<String>>(
        of _: Value.Type, in text: String, for flag: Flag
    ) throws(UsageError) -> [Value] {
        let items = text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw UsageError("\(Flag.command): \(flag.spelling) needs a value: \(flag.expectedValue)") }
        var values: [Value] = []
        for item in items { values.append(try choice(of: Value.self, in: item, for: flag)) }
        return values
    }

    /// One enum value by name, case-insensitively, or an error that lists the valid names.
    static func choice<Value: CaseIterable & RawRepresentable<String>>(
        of _: Value.Type, in text: String, for flag: Flag
    ) throws(UsageError) -> Value {
        try choice(in: text, among: Value.allCases.map { ($0.rawValue, $0) }, for: flag)
    }

    /// The value of one of `options` by its name, case-insensitively, or an error that lists the names: for a flag's
    /// values that are not one enum (`--pattern` takes a pattern or the floor).
    static func choice<Value>(
        in text: String, among options: [(name: String, value: Value)], for flag: Flag
    ) throws(UsageError) -> Value {
        try choice(in: text, among: options, unknown: "\(flag.spelling): unknown \(flag.rawValue)")
    }

    /// The value of one of `options` by its name, case-insensitively, or the error
    /// `<command>: <unknown> "text" (did you mean …?); expected …`: for a flag's value or a positional word.
    static func choice<Value>(
        in text: String, among options: [(name: String, value: Value)], unknown: String
    ) throws(UsageError) -> Value {
        if let match = options.first(where: { $0.name == text.lowercased() }) { return match.value }
        let names = options.map(\.name)
        let suggestion = closestMatch(to: text.lowercased(), among: names).map { " (did you mean \($0)?)" } ?? ""
        throw UsageError(
            "\(Flag.command): \(unknown) \(text.debugDescription)\(suggestion); expected \(names.joined(separator: ", "))")
    }

    /// The error for a word the command has no place for.
    static func unexpected(_ word: String) -> UsageError {
        UsageError("\(Flag.command): unexpected argument \(word.debugDescription); see \(Flag.command) --help")
    }

    /// The error for a flag the command cannot do without.
    static func missing(_ flag: Flag) -> UsageError {
        UsageError("\(Flag.command): \(flag.spelling) is required: \(flag.expectedValue); see \(Flag.command) --help")
    }

    /// The candidate within two edits of `text`, for "did you mean" hints.
    static func closestMatch(to text: String, among candidates: [String]) -> String? {
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
