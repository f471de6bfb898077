// The output options the commands that write what they made share — `--format`, `--output`, and bench's `--history` —
// declared once: how each is read, and the files they write, checked with those the command reads. A plain value.
import BenchReports

/// Where and how a command writes what it made: `bench` (a report), `bench compare` (a comparison), `bench history`
/// (a trend), `bench explain` (an attribution), each in a report's `OutputFormat`; `bench changes` (its table), in the
/// table's own formats.
///
/// ```swift
/// case .format, .output, .history: _ = try options.output.read(flag, value: value)
/// ```
struct OutputOptions<Format: CaseIterable & RawRepresentable<String> & Equatable & Sendable>: Equatable, Sendable {
    /// `--format`.
    var format: Format
    /// `--output`: the file (or device, or FIFO) written instead of standard output; nil for standard output.
    var outputPath: String?
    /// `--history`: the JSON-lines file a run is appended to.
    var historyPath: String?

    /// Options with `format` (the command's default unless given), written to standard output, appended nowhere.
    init(format: Format, outputPath: String? = nil, historyPath: String? = nil) {
        self.format = format
        self.outputPath = outputPath
        self.historyPath = historyPath
    }

    /// The flags of the group, as every command spells them.
    enum Flag: String, CaseIterable {
        case format, output, history
    }

    /// Reads `value` into the option `flag` sets when `flag` is one of the group's (`Flag`), and says whether it was.
    /// - Throws: `UsageError` for a format that is not one of `Format`'s.
    mutating func read<Command: CommandFlag>(_ flag: Command, value: String) throws(UsageError) -> Bool {
        switch Flag(rawValue: flag.rawValue) {
        case .format?: format = try FlagParser<Command>.choice(of: Format.self, in: value, for: flag)
        case .output?: outputPath = value
        case .history?: historyPath = value
        case nil: return false
        }
        return true
    }

    /// Records the files these options write (`--output`, then `--history`), after those the command reads.
    func recordWrites(in files: inout FileArguments) {
        files.writes(outputPath, as: "--" + Flag.output.rawValue)
        files.writes(historyPath, as: "--" + Flag.history.rawValue)
    }

    /// Why `--output` cannot be written, said as `command: --output: …`; nil when it can, or when nothing names it.
    func outputProblem(command: String) -> String? {
        outputPath.flatMap { OutputPath.problem(with: $0, flag: "\(command): --output") }
    }
}

extension OutputOptions where Format == OutputFormat {
    /// A report's options: a table, on standard output.
    init() { self.init(format: .table) }
}
