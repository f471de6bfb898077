// What one flag takes and does — its value's placeholder, its help, what its value must be — and the specs several
// commands share, declared once here: --help, --format, a subcommand's --output, --filter, --root and the threshold
// flags of bench and bench compare. A plain value; owns nothing.
import BenchReports
import BenchResults

/// A flag's part in the parser and the help: a command's flag enum gives one per case (`CommandFlag.spec`).
///
/// ```swift
/// var spec: FlagSpec {
///     switch self {
///     case .format: .format(["table", "json"], default: "table")
///     case .help: .help
///     }
/// }
/// ```
struct FlagSpec: Equatable, Sendable {
    /// The placeholder of the flag's value in the help (`LIST`, `PATH`), nil for a flag without a value.
    let valueName: String?
    /// What the flag does, for the help text: one or more lines.
    let summary: String
    /// What the value should be, for the "needs a value" message (`nothing` for a flag without a value).
    let expectedValue: String
    /// Internal flags are neither listed nor suggested.
    var isHidden = false

    /// A flag that takes a value, written `VALUE` in the help.
    static func value(_ valueName: String, expects expectedValue: String, _ summary: String) -> FlagSpec {
        FlagSpec(valueName: valueName, summary: summary, expectedValue: expectedValue)
    }

    /// A flag without a value.
    static func `switch`(_ summary: String, isHidden: Bool = false) -> FlagSpec {
        FlagSpec(valueName: nil, summary: summary, expectedValue: "nothing", isHidden: isHidden)
    }

    /// `--help`, which every command has.
    static let help = FlagSpec.switch("Show this help (also -h)")

    /// `--format`, choosing among `names`: `Output format: table|json (default: table)`.
    static func format(_ names: [String], default defaultName: String, noun: String = "Output") -> FlagSpec {
        let names = names.joined(separator: "|")
        return .value("FORMAT", expects: names, "\(noun) format: \(names) (default: \(defaultName))")
    }

    /// A subcommand's `--output`: where it writes `document` instead of standard output, and what it never writes over.
    static func output(writing document: String, never: String) -> FlagSpec {
        .value("PATH", expects: "a file path",
               "Write \(document) to PATH instead of standard output (as bench --output does);\nnever \(never)")
    }

    /// `--pattern` naming one scene (`bench graph`, `bench explain`): `The scene to draw: mvc|…|floor (required)`.
    static func oneSubject(_ role: String, required: String = "required") -> FlagSpec {
        let names = SubjectSelection.Grammar.oneSubject.expectedValue
        return .value("PATTERN", expects: names, "\(role): \(names) (\(required))")
    }

    /// `--filter`: a regular expression over the keys `summary` describes.
    static func filter(_ summary: String) -> FlagSpec {
        .value("REGEX", expects: "a regular expression", summary)
    }

    /// `--root`: the package to read, `whose` part of it: `The package whose docs/ to regenerate (default: …)`.
    static func root(whose part: String) -> FlagSpec {
        .value("PATH", expects: "a directory path", "The package whose \(part) (default: the one holding this bench)")
    }

    // The flags that tune a comparison, shared by `bench --baseline` and `bench compare`.

    /// `--threshold SPEC`.
    static let threshold = FlagSpec.value(
        "SPEC", expects: "a percentage, or metric=percent pairs such as retains=0,wall=25",
        "Allowed change in percent: one number for every count, or pairs such as\n"
            + "retains=0,bytes=10,wall=3 (off: not gated). Default: counts exactly (live bytes read\n"
            + "from the allocator's statistics: \(percent(RegressionThresholds.allocatorStatisticsDrift)) % at least), "
            + "instructions \(Metric.defaultInstructionThreshold) %,\n"
            + "wall time \(percent(Metric.defaultTimingThreshold)) % and significant")
    /// `--threshold-file PATH`.
    static let thresholdFile = FlagSpec.value(
        "PATH", expects: "a file path",
        "Thresholds from a JSON object, e.g. {\"bytes\": 5, \"wallTime\": 10, \"instructions\": null}")
    /// `--allow-environment-change`.
    static let allowEnvironmentChange = FlagSpec.switch(
        "When the runs differ in toolchain, OS, CPU, build or counting, report regressions\n"
            + "but exit 0 (metrics the new run lacks are excused only when OS or counting differ;\n"
            + "a comparison in which no gated metric was measured by both runs still fails)")
    /// `--allow-missing`.
    static let allowMissing = FlagSpec.switch(
        "Metrics the baseline gates and the new run could not measure are expected: list them,\n"
            + "do not fail (by default they fail: a gate never passes on what was not measured). Never\n"
            + "excused: a malformed report, a baseline that measured nothing gated, or no gated metric\n"
            + "measured by both runs")

    private static func percent(_ value: Double) -> String { MetricFormatter.count(value) }
}
