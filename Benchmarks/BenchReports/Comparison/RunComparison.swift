// The comparison engine behind `bench compare OLD NEW` and `bench --baseline`: every benchmark × subject × metric of
// two reports, old and new value, change, and a verdict. Pure; owns the entries it computes.
import BenchResults
import BenchStatistics

/// Two runs compared metric by metric.
///
/// - **Exact metrics** (counts): the change in percent against the metric's threshold (default 0 %: any increase is a
///   regression, any decrease an improvement); live bytes both runs read from the allocator's statistics against
///   `RegressionThresholds.allocatorStatisticsDrift` at least, since they move with the system's malloc.
/// - **Instructions** are exact too, unless either run counted them differently in different address-space layouts
///   (`Metrics.instructionsByLayout`): then the mean over layouts is compared with a `LayoutComparison`, and the
///   change must be beyond what layout explains *and* beyond the threshold to count; one within the threshold is
///   `unchanged`, one layout explains is `within noise`.
/// - **Wall time**: a `TimingComparison` between the runs, round by round; a pattern is compared by its time *over the
///   floor of its own run* (a machine or process that runs everything slower cancels out), the floor by its own
///   time. The change must be significant (Holm-corrected over every timing of the comparison) *and* beyond the
///   threshold to count; a significant change within the threshold is `unchanged`, one that is not significant is
///   `within noise`.
///
/// ```swift
/// let comparison = RunComparison(old: baseline, new: report, thresholds: .default)
/// comparison.regressions.map(\.description)   // ["dispatch/like/mvc retains: 33 → 34 (+3.0 %)"]
/// comparison.exitCode                          // 3
/// ```
public struct RunComparison: Sendable, Equatable {
    /// What happened to one metric of one result.
    public enum Verdict: String, Sendable, Codable, CaseIterable {
        /// Worse beyond the threshold (and, for timings, significantly).
        case regression
        /// Better beyond the threshold (and, for timings, significantly).
        case improvement
        /// Equal, or changed less than the threshold.
        case unchanged
        /// A timing difference that noise explains.
        case withinNoise = "within noise"
        /// Measured only in the new run.
        case added
        /// Measured only in the old run, and not gated (no threshold).
        case removed
        /// A gated metric the old run measured and the new one did not (n/a there, measured another way, or the whole
        /// result absent): the gate cannot tell whether it regressed, so the comparison fails unless this is expected
        /// (`--allow-missing`).
        case missing
    }

    /// One metric of one result in both runs.
    public struct Entry: Sendable, Equatable, CustomStringConvertible, ResultIdentified {
        /// The result's identity (from the new run, or the old one for a removed result); its members read on the
        /// entry (`entry.key`, `entry.subject`).
        public let identity: ResultIdentity
        public let metric: Metric
        /// The values in each run; nil when not measured there. A value the new run measured another way than the old
        /// one (see `missingReason`) is nil too: the two are not compared.
        public let old: Double?
        public let new: Double?
        /// The allowed change in percent, nil when the metric is not gated.
        public let threshold: Double?
        /// Timings: the change between runs as tested (ratio new/old, with its interval and significance).
        public let timing: TimingComparison?
        /// Timings: whether `timing` compares the pattern's time over its run's floor (true) or the time itself.
        public let isRelativeToFloor: Bool
        /// Instructions that depend on layout in either run: the change of their mean over layouts, tested.
        public let layouts: LayoutComparison?
        public let verdict: Verdict
        /// For a `missing` entry: why the new run lacks it, as the new run says (e.g. `counts: n/a: not available on
        /// macOS: …`), that it measured it another way, or that the result is not in it.
        public let missingReason: String?

        /// Timings: the run-to-run drift the test allowed before calling the change significant (its null hypothesis:
        /// `overFloorDrift` over the floor, `absoluteTimeDrift` for a time itself); nil without a timing test.
        public var driftMargin: Double? {
            timing.map { _ in RunComparison.driftMargin(isRelativeToFloor: isRelativeToFloor) }
        }

        /// `new − old`, when both were measured.
        public var delta: Double? { old.flatMap { old in new.map { $0 - old } } }

        /// The change in percent of the old value; infinite from 0, nil when a side is missing.
        public var percent: Double? {
            guard let old, let new else { return nil }
            return RunComparison.percentChange(from: old, to: new)
        }

        /// `dispatch/like/mvc retains: 33 → 34 (+3.0 %)`.
        public var description: String {
            let change = percent.map(RunComparison.formatPercent) ?? "n/a"
            return "\(identity.key) \(metric.key): \(metric.unit.format(old)) → \(metric.unit.format(new)) (\(change))"
        }
    }

    /// Every compared metric: results in the new run's order, then removed ones; metrics in registry order.
    public let entries: [Entry]
    /// Ways the two runs' environments differ (toolchain, OS, CPU, build), one line each; empty when alike.
    public let environmentDifferences: [String]
    /// Where and how each run was measured.
    public let oldMetadata: RunMetadata, newMetadata: RunMetadata
    /// Whether a metric the new run lacks is expected (`--allow-missing`): then `missing` entries are listed but do
    /// not fail the comparison.
    public let allowsMissing: Bool

    /// Compares `new` with `old` under `thresholds`; `allowsMissing` says that gated metrics absent from the new run
    /// are expected.
    public init(old: BenchReport, new: BenchReport, thresholds: RegressionThresholds, allowsMissing: Bool = false) {
        self.allowsMissing = allowsMissing
        environmentDifferences = Self.differences(old: old.metadata, new: new.metadata)
        oldMetadata = old.metadata
        newMetadata = new.metadata
        let oldByKey = Dictionary(old.results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.results.map(\.key))
        let measuredAnotherWay = Self.metricsMeasuredAnotherWay(old: old.metadata, new: new.metadata)
        let fromStatistics = Self.metricsFromAllocatorStatistics(old: old.metadata, new: new.metadata)
        var pending: [PendingEntry] = []
        var seen: Set<String> = []
        for result in new.results where seen.insert(result.key).inserted {
            pending += Self.pendingEntries(old: oldByKey[result.key], new: result, oldReport: old, newReport: new,
                                           thresholds: thresholds, notComparable: Set(measuredAnotherWay.keys),
                                           fromStatistics: fromStatistics)
        }
        for result in old.results where !newKeys.contains(result.key) && seen.insert(result.key).inserted {
            pending += Self.pendingEntries(old: result, new: nil, oldReport: old, newReport: new, thresholds: thresholds,
                                           notComparable: [], fromStatistics: fromStatistics)
        }
        let timings = TimingComparison.adjustedWithHolm(pending.compactMap(\.timing))
        var timingIndex = 0
        let newMetadata = new.metadata
        entries = pending.map { entry in
            let reason = {
                Self.missingReason(entry.metric, resultPresent: newKeys.contains(entry.result.key),
                                   measuredAs: measuredAnotherWay[entry.metric], in: newMetadata)
            }
            guard entry.timing != nil else { return entry.finished(timing: nil, missingReason: reason) }
            defer { timingIndex += 1 }
            return entry.finished(timing: timings[timingIndex], missingReason: reason)
        }
    }

    /// Why the new run has no `metric` for a result: that the result is not in the run at all, that it measured the
    /// metric another way than the old run (`change`), or what its metadata says it could not measure.
    static func missingReason(
        _ metric: Metric, resultPresent: Bool, measuredAs change: (old: String, new: String)?, in metadata: RunMetadata
    ) -> String {
        guard resultPresent else { return "not in the new run (not run, filtered out, renamed or failed)" }
        if let change { return "measured another way in the new run: \(change.new) instead of \(change.old); not compared" }
        return metadata.unmeasured?[metric.key].map { "n/a in the new run: \($0)" } ?? "n/a in the new run"
    }

    /// Entries whose verdict is `verdict`, in entry order.
    public func entries(_ verdict: Verdict) -> [Entry] { entries.filter { $0.verdict == verdict } }

    /// The regressions, in entry order.
    public var regressions: [Entry] { entries(.regression) }
    /// The improvements, in entry order.
    public var improvements: [Entry] { entries(.improvement) }

    /// Timings that changed significantly but by less than their threshold (verdict `unchanged`): not gated, yet
    /// real by the test, so every human format names them before the rest.
    public var significantUnderThreshold: [Entry] {
        entries(.unchanged).filter { $0.timing?.isSignificant == true }
    }

    /// Gated metrics the old run measured and the new run did not, in entry order.
    public var missing: [Entry] { entries(.missing) }

    /// Whether not one gated metric was measured by both runs: then nothing was gated, whatever was allowed.
    public var comparesNothing: Bool {
        !entries.contains { $0.threshold != nil && $0.old != nil && $0.new != nil }
    }

    /// 3 when anything regressed, or a gated metric is missing from the new run and that was not expected, or nothing
    /// gated was compared at all; else 0 (`bench`'s exit codes). A gate never passes on nothing: an empty new run
    /// fails, even when missing metrics are expected.
    public var exitCode: Int32 {
        regressions.isEmpty && (missing.isEmpty || allowsMissing) && !comparesNothing ? 0 : 3
    }

    /// The exit status of `bench compare` and `bench --baseline`: ``exitCode``, except that with
    /// `--allow-environment-change` runs of different environments exit 0 (their changes are reported, not gated) — yet
    /// a missing metric is excused only when the runs differ in OS or in how they count or measure, which can explain
    /// it, and a comparison of nothing gated is never excused.
    public func exitCode(allowingEnvironmentChange: Bool) -> Int32 {
        guard allowingEnvironmentChange, !environmentDifferences.isEmpty, !comparesNothing else { return exitCode }
        let explainsMissing = oldMetadata.os != newMetadata.os || oldMetadata.countingMechanism != newMetadata.countingMechanism
            || !Self.metricsMeasuredAnotherWay(old: oldMetadata, new: newMetadata).isEmpty
        return missing.isEmpty || allowsMissing || explainsMissing ? 0 : 3
    }

    /// `2 regressions, 1 improvement, 3 added · 240 compared: 118 unchanged (1 significant timing change under its
    /// threshold), 120 within noise` (added and removed count results; the others count metrics).
    public var summary: String {
        func count(_ verdict: Verdict, _ singular: String, _ plural: String) -> String {
            let number = entries(verdict).count
            return "\(number) \(number == 1 ? singular : plural)"
        }
        var parts = [count(.regression, "regression", "regressions"), count(.improvement, "improvement", "improvements")]
        if comparesNothing { parts.insert("nothing gated compared (no gated metric measured by both runs)", at: 0) }
        if !missing.isEmpty {
            let results = Set(missing.map(\.key)).count
            parts.insert("\(missing.count) missing in the new run (\(results) \(results == 1 ? "result" : "results")"
                + (allowsMissing ? ", expected)" : ")"), at: 0)
        }
        for verdict in [Verdict.added, .removed] where !entries(verdict).isEmpty {
            parts.append("\(Set(entries(verdict).map(\.key)).count) \(verdict.rawValue)")   // results, not metrics
        }
        let compared = entries.filter { ![.added, .removed, .missing].contains($0.verdict) }.count
        let significant = significantUnderThreshold.count
        let underThreshold = significant == 0 ? ""
            : significant == 1 ? " (1 significant timing change under its threshold)"
            : " (\(significant) significant timing changes under their threshold)"
        return parts.joined(separator: ", ") + " · \(compared) compared: \(entries(.unchanged).count) unchanged"
            + underThreshold + ", \(entries(.withinNoise).count) within noise"
    }

    /// The change from `old` to `new` in percent of `old`: 0 when both are 0, infinite (signed) from 0 to anything
    /// else. A ratio's change is its change from 1: `percentChange(from: 1, to: 1.03)` is 3 %.
    static func percentChange(from old: Double, to new: Double) -> Double {
        if old == 0 { return new == 0 ? 0 : (new > 0 ? .infinity : -.infinity) }
        return (new - old) / old * 100
    }

    /// `+3.0 %`, `−12.5 %`, `from 0`.
    static func formatPercent(_ percent: Double) -> String {
        guard percent.isFinite else { return percent > 0 ? "from 0" : "to 0" }
        return (percent > 0 ? "+" : percent < 0 ? "−" : "±") + MetricFormatter.fixed(abs(percent), decimals: 1) + " %"
    }
}

extension RunComparison {
    /// An entry before Holm's correction has been applied to the timings of the whole comparison.
    private struct PendingEntry {
        let result: BenchResult
        let metric: Metric
        let old: Double?, new: Double?
        let threshold: Double?
        let timing: TimingComparison?
        let isRelativeToFloor: Bool
        let layouts: LayoutComparison?

        func finished(timing adjusted: TimingComparison?, missingReason: () -> String) -> Entry {
            let verdict = RunComparison.verdict(metric: metric, old: old, new: new, threshold: threshold, timing: adjusted,
                                                layouts: layouts)
            return Entry(identity: result.identity, metric: metric, old: old, new: new, threshold: threshold,
                         timing: adjusted, isRelativeToFloor: isRelativeToFloor, layouts: layouts, verdict: verdict,
                         missingReason: verdict == .missing ? missingReason() : nil)
        }
    }

    private static func pendingEntries(
        old: BenchResult?, new: BenchResult?, oldReport: BenchReport, newReport: BenchReport,
        thresholds: RegressionThresholds, notComparable: Set<Metric>, fromStatistics: Set<Metric>
    ) -> [PendingEntry] {
        guard let identity = new ?? old else { return [] }
        return Metric.allCases.compactMap { metric in
            let before = old?.metrics[metric]
            let after = notComparable.contains(metric) ? nil : new?.metrics[metric]
            guard before != nil || after != nil else { return nil }
            var timing: TimingComparison?
            var relative = false
            if metric.comparison == .sampled, let old, let new, before != nil, after != nil {
                (timing, relative) = timingChange(old: old, new: new, oldReport: oldReport, newReport: newReport)
            }
            let threshold = thresholds.percent(for: metric, fromAllocatorStatistics: fromStatistics.contains(metric))
            let layouts = metric == .instructions && after != nil
                ? layoutChange(old: old?.metrics, new: new?.metrics) : nil
            return PendingEntry(result: identity, metric: metric, old: before, new: after, threshold: threshold,
                                timing: timing, isRelativeToFloor: relative, layouts: layouts)
        }
    }

    /// The change of instructions over address-space layouts, when either run counted them differently in different
    /// layouts; nil when both are exact (one value, or the same in every layout), which compare as counts do.
    static func layoutChange(old: Metrics?, new: Metrics?) -> LayoutComparison? {
        guard let old, let new, let before = old[.instructions], let after = new[.instructions],
              old.instructionsVaryWithLayout || new.instructionsVaryWithLayout else { return nil }
        return LayoutComparison(old: old.instructionsByLayout ?? [before], new: new.instructionsByLayout ?? [after])
    }

    /// The timing change of one result between the runs: over each run's floor, round by round, when both runs have
    /// the floor's rounds; otherwise the times themselves.
    private static func timingChange(
        old: BenchResult, new: BenchResult, oldReport: BenchReport, newReport: BenchReport
    ) -> (TimingComparison?, relative: Bool) {
        guard let oldTime = old.metrics.wallTime, let newTime = new.metrics.wallTime else { return (nil, false) }
        let seed = SeededGenerator.seed(for: "compare/\(new.key)")
        if new.subject != .floor,
           let oldFloor = floorTime(of: old, in: oldReport), let newFloor = floorTime(of: new, in: newReport),
           let before = TimingUnits.roundRatios(oldTime.samplesByRound, over: oldFloor.samplesByRound,
                                                speeds: oldTime.roundsSpeed, referenceSpeeds: oldFloor.roundsSpeed),
           let after = TimingUnits.roundRatios(newTime.samplesByRound, over: newFloor.samplesByRound,
                                               speeds: newTime.roundsSpeed, referenceSpeeds: newFloor.roundsSpeed) {
            return (TimingComparison(new: after, old: before, seed: seed, margin: driftMargin(isRelativeToFloor: true)), true)
        }
        let oldRounds = oldTime.roundsAtFullSpeed, newRounds = newTime.roundsAtFullSpeed
        let usesRounds = oldRounds.count >= TimingComparison.minimumRounds && newRounds.count >= TimingComparison.minimumRounds
        let before = usesRounds ? TimingUnits.roundMedians(oldRounds) : oldRounds.flatMap { $0 }
        let after = usesRounds ? TimingUnits.roundMedians(newRounds) : newRounds.flatMap { $0 }
        return (TimingComparison(new: after, old: before, seed: seed, margin: driftMargin(isRelativeToFloor: false)), false)
    }

    /// The run-to-run drift a timing test allows before calling a change significant: over the floor, or for a time
    /// itself.
    static func driftMargin(isRelativeToFloor: Bool) -> Double {
        isRelativeToFloor ? overFloorDrift : absoluteTimeDrift
    }

    /// How far a pattern's time over its floor may move between two runs of unchanged code: the null hypothesis of
    /// its test. Each run draws its own machine state, so a run's rounds agree with each other more than with another
    /// run's, and a test over rounds alone calls that draw significant. Measured here (`bench --suite dispatch`, seven
    /// series of consecutive runs of unchanged code, 1 020 comparisons): 0.2 % (median), 0.74 % (p95), 1.1 % (p99), at
    /// most 1.6 %. The median drift, a quarter of a percent, keeps unchanged code quiet (1 significant timing in 750
    /// comparisons of thirty run pairs) while a 2 % slowdown stays findable (docs/METHODOLOGY.md, "Timings").
    public static let overFloorDrift = 0.0025

    /// How far an absolute time (the floor's, or any time without a floor to divide by) may move between two runs of
    /// unchanged code: the null hypothesis of its test. A machine that runs everything slower moves it, every
    /// benchmark alike; measured as above (255 comparisons): 1.1 % (median), 4.2 % (p95), 6.7 % (p99), up to 7.4 %
    /// while the host slowed this VM. With 3 %, 8 of 250 floor timings of unchanged code were significant in one
    /// series and two beyond the 5 % threshold (a regression, exit 3).
    public static let absoluteTimeDrift = 0.05

    private static func floorTime(of result: BenchResult, in report: BenchReport) -> WallTime? {
        let floor = report.results.first { $0.subject == .floor && $0.identity.isSameBenchmark(as: result.identity) }
        return floor?.metrics.wallTime
    }

    /// The verdict of one metric: see the type's documentation.
    static func verdict(
        metric: Metric, old: Double?, new: Double?, threshold: Double?, timing: TimingComparison?,
        layouts: LayoutComparison? = nil
    ) -> Verdict {
        guard let old else { return .added }
        guard let new else { return threshold == nil ? .removed : .missing }
        if let layouts {
            let change = percentChange(from: old, to: new)
            guard let threshold, abs(change) > threshold + 1e-9 else { return .unchanged }
            guard layouts.isSignificant else { return .withinNoise }
            return change > 0 ? .regression : .improvement
        }
        if metric.comparison == .sampled {
            guard let timing else { return old == new ? .unchanged : .withinNoise }
            guard timing.isSignificant else { return .withinNoise }
            let change = percentChange(from: 1, to: timing.ratio.estimate)
            guard let threshold, abs(change) > threshold else { return .unchanged }
            return change > 0 ? .regression : .improvement
        }
        guard new != old else { return .unchanged }
        guard let threshold else { return .unchanged }
        let change = percentChange(from: old, to: new)
        if change > threshold + 1e-9 { return .regression }
        if change < -threshold - 1e-9 { return .improvement }
        return .unchanged
    }
}
