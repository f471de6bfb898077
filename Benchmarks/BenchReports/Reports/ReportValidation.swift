// ReportValidation: what makes a decoded report one a gate cannot trust — a count that is not a finite number ≥ 0, a
// wall time whose samples are empty, non-finite or disagree with its rounds — and a baseline that measured nothing to
// gate. Pure; owns nothing.
import BenchResults
import BenchStatistics

/// The checks a saved report passes before a comparison, a baseline or a trend reads it.
///
/// The bench's own JSON writes a failed statistic as `"nan"` or `"inf"` (`BenchJSON`), and the decoder reads it back
/// as the non-finite number it is: such a value, or a negative count, would compare as an improvement or as nothing,
/// so the report is refused instead, naming the first result and metric at fault.
///
/// ```swift
/// ReportValidation.firstProblem(in: report, timings: .withSamples)
/// // "the result dispatch · like · mvc: retains is nan (a count is a finite number ≥ 0)"
/// ```
public enum ReportValidation {
    /// How much of each wall time a report carries.
    public enum Timings: Sendable {
        /// Every sample and its rounds, as `bench --format json` writes them: a comparison tests them.
        case withSamples
        /// The percentiles only: a history line leaves the samples out (`RunHistory`).
        case percentilesOnly
    }

    /// The first value of `report` a gate cannot trust, as `the result <benchmark · pattern, parameters>: <metric> …`;
    /// nil when every value can be.
    static func firstProblem(in report: BenchReport, timings: Timings) -> String? {
        for result in report.results {
            if let problem = problem(in: result.metrics, timings: timings) {
                return "the result \(title(of: result.identity)): \(problem)"
            }
        }
        return nil
    }

    /// Why `report` gives a gate nothing to compare with under `thresholds`: no results, or not one value of a gated
    /// metric. Nil when it measured something gated.
    static func nothingToGate(in report: BenchReport, thresholds: RegressionThresholds) -> String? {
        guard !report.results.isEmpty else { return "it has no results" }
        let gated = Metric.allCases.filter { thresholds[$0] != nil }
        let measuresAny = report.results.contains { result in gated.contains { result.metrics[$0] != nil } }
        guard !measuresAny else { return nil }
        let keys = gated.map(\.key).joined(separator: ", ")
        let names = gated.isEmpty ? "no metric is gated" : "every gated metric (\(keys)) is null"
        return "\(names) in its \(report.results.count) results"
    }

    /// `dispatch · like · mvc`, `memory · scene-rows · mvvm, rows=1000`: a result as a message names it.
    static func title(of identity: ResultIdentity) -> String {
        let name = "\(identity.suite.rawValue) · \(identity.benchmark) · \(identity.subject)"
        let parameters = ResultIdentity.parameterPairs(identity.parameters)
        return parameters.isEmpty ? name : name + ", " + parameters.joined(separator: ", ")
    }

    private static func problem(in metrics: Metrics, timings: Timings) -> String? {
        for metric in Metric.allCases where metric != .wallTime {
            if let value = metrics[metric], let why = countProblem(value) { return "\(metric.key) is \(why)" }
        }
        for (kind, value) in (metrics.uiBreakdown ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let why = countProblem(value) { return "uiBreakdown.\(kind) is \(why)" }
        }
        if let samples = metrics.instructionsByLayout {
            for (index, sample) in samples.enumerated() {
                if let why = countProblem(sample) { return "instructionsByLayout[\(index)] is \(why)" }
            }
            guard let instructions = metrics[.instructions], let mean = Statistics(samples: samples)?.mean else {
                return "instructionsByLayout needs instructions and at least one layout's count"
            }
            guard abs(mean - instructions) <= 1e-9 * max(1, abs(instructions)) else {
                return "instructions (\(instructions)) is not the mean of instructionsByLayout (\(mean))"
            }
        }
        guard let wallTime = metrics.wallTime else { return nil }
        return problem(in: wallTime, timings: timings).map { "\(Metric.wallTime.key)\($0)" }
    }

    /// A wall time's problem, starting with the field it is in (`.p50 is nan …`, `: 0 samples …`).
    private static func problem(in wallTime: WallTime, timings: Timings) -> String? {
        let percentiles = [("min", wallTime.min), ("p50", wallTime.p50), ("p90", wallTime.p90), ("p99", wallTime.p99),
                           ("mean", wallTime.mean)]
        for (name, value) in percentiles {
            if let why = durationProblem(value) { return ".\(name) is \(why)" }
        }
        guard timings == .withSamples else { return nil }
        let samples = wallTime.samples
        guard !samples.isEmpty else { return ": no samples (a timing is compared by its samples)" }
        for (index, sample) in samples.enumerated() {
            if let why = durationProblem(sample) { return ".samples[\(index)] is \(why)" }
        }
        let roundCount = wallTime.rounds?.count ?? 1
        if let rounds = wallTime.rounds {
            if let negative = rounds.first(where: { $0 < 0 }) {
                return ".rounds holds \(negative) (a round takes 0 samples or more)"
            }
            let total = rounds.reduce(0, +)
            if total != samples.count {
                return ": \(samples.count) samples, but its \(rounds.count) rounds add up to \(total)"
            }
        }
        if let speeds = wallTime.roundsSpeed {
            if speeds.count != roundCount { return ": \(speeds.count) roundsSpeed for \(roundCount) rounds" }
            if let index = speeds.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
                return ".roundsSpeed[\(index)] is \(spelled(speeds[index])) (a share of full speed is a finite number ≥ 0)"
            }
        }
        return nil
    }

    private static func countProblem(_ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "\(spelled(value)) (a count is a finite number ≥ 0)"
    }

    private static func durationProblem(_ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "\(spelled(value)) (a time is a finite number of nanoseconds ≥ 0)"
    }

    /// `nan`, `inf`, `-inf`, `-3`, `-0.5`: as the JSON spells it.
    private static func spelled(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
