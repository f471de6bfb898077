// PassResult: what every measuring pass returns, in one shape — metrics per case, what it could not measure and why,
// and how it measured — so the session merges every pass in one place. What belongs to one pass alone travels beside
// it, in that pass's own result (TimingPassResult, CallgrindPassResult). A plain value; owns its numbers only.
import BenchResults

/// The measurements of one pass over the chosen cases, in the shape every pass shares.
///
/// Each pass sets only the metrics it is responsible for; merging lays the passes over each other in order.
///
/// ```swift
/// let merged = PassResult.merging([timing, uiWork, counting, callgrind, memory])
/// merged.metrics["dispatch/like/mvc"]?[.retains]   // 33
/// ```
struct PassResult {
    /// The metrics measured, per case id.
    var metrics: [String: Metrics] = [:]
    /// Cases that could not be measured, with why.
    var problems: [String: String] = [:]
    /// Metrics this pass could not measure in this run at all, by metric key, with why (`RunMetadata.unmeasured`).
    var unmeasured: [String: String] = [:]
    /// How each column group or aspect was measured, or `n/a: <why>`: the counted groups (`Self.arcColumns`,
    /// `Self.allocatorColumns`, `Self.instructionColumn`) and the header's aspects (`RunMetadata.mechanisms`).
    var mechanisms: [String: String] = [:]

    /// The keys of ``mechanisms`` for the counted columns, as the report's `counting` line names them.
    static let arcColumns = "retains, releases, objects"
    static let allocatorColumns = "allocations, bytes"
    static let instructionColumn = "instructions"

    /// `results` laid over each other in order: metrics per case combined (a later pass's measured value wins),
    /// problems, reasons and mechanisms united (the first one given wins).
    static func merging(_ results: [PassResult]) -> PassResult {
        var merged = PassResult()
        for result in results {
            for (id, metrics) in result.metrics { merged.metrics[id, default: Metrics()].overlay(metrics) }
            merged.problems.merge(result.problems) { first, _ in first }
            merged.unmeasured.merge(result.unmeasured) { first, _ in first }
            merged.mechanisms.merge(result.mechanisms) { first, _ in first }
        }
        return merged
    }
}

extension PassResult {
    /// The interposed ARC columns: retains, releases and objects.
    static let arcMetrics: [Metric] = [.retains, .releases, .objects]

    /// This result without its ARC columns (values, mechanism, reasons): what a counting pass leaves when exact counts
    /// replace its own, so that no column mixes two mechanisms.
    var withoutARCColumns: PassResult {
        var result = self
        for id in result.metrics.keys {
            for metric in Self.arcMetrics { result.metrics[id]?[metric] = nil }
        }
        result.mechanisms[Self.arcColumns] = nil
        for metric in Self.arcMetrics { result.unmeasured[metric.key] = nil }
        return result
    }
}

extension Metrics {
    /// Every value `other` has measured written over this one's.
    mutating func overlay(_ other: Metrics) {
        for (metric, value) in other.values { self[metric] = value }
        if let wallTime = other.wallTime { self.wallTime = wallTime }
        if let breakdown = other.uiBreakdown { uiBreakdown = breakdown }
        if let descriptions = other.survivorDescriptions { survivorDescriptions = descriptions }
        if let samples = other.instructionsByLayout { instructionsByLayout = samples }
    }
}
