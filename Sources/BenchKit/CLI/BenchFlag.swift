// The flags `bench` knows: their spelling and whether each takes a value. A plain value; owns nothing.
import ProfileKit

/// One command-line flag of `bench`.
enum BenchFlag: String, CaseIterable, Sendable {
    case suite, pattern, filter, quick, format, output, instructions, list, help, baseline, threshold
    /// Hidden: everything after it is handed raw to the bench's counting subprocess.
    case worker

    /// How the flag is typed: `--suite`.
    var spelling: String { "--" + rawValue }

    /// Whether the flag needs a value, as `--flag value` or `--flag=value`.
    var takesValue: Bool {
        switch self {
        case .suite, .pattern, .filter, .format, .output, .baseline, .threshold: true
        case .quick, .instructions, .list, .help, .worker: false
        }
    }

    /// What the value should be, for the "needs a value" message.
    var expectedValue: String {
        switch self {
        case .suite: Suite.allCases.map(\.rawValue).joined(separator: ",")
        case .pattern: Pattern.allCases.map(\.rawValue).joined(separator: ",")
        case .format: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")
        case .filter: "a regular expression"
        case .output, .baseline: "a file path"
        case .threshold: "a percentage, or metric=percent pairs such as retains=0,wall=25"
        case .quick, .instructions, .list, .help, .worker: "nothing"
        }
    }

    /// The flags a user may type; `--worker` is internal and never suggested.
    static var visible: [BenchFlag] { allCases.filter { $0 != .worker } }
}
