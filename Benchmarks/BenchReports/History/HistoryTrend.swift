// The trend of every benchmark × subject × metric over the runs of a history file: the data `bench history` prints
// (and a chart can draw). Pure; owns the series it computes.
import BenchResults
import Foundation

/// Each metric of each result as a series over the recorded runs, oldest first.
///
/// ```swift
/// let trend = HistoryTrend(runs: try RunHistory.load(path: "bench-history.jsonl").runs)
/// for series in trend.series where series.metric == .wallTime { print(series.key, series.values) }
/// ```
public struct HistoryTrend: Sendable, Equatable {
    /// One value per run: nil where the run did not measure it.
    public struct Series: Sendable, Equatable, ResultIdentified {
        /// The result's identity; its members read on the series (`series.key`, `series.subject`).
        public let identity: ResultIdentity
        public let metric: Metric
        /// The value in each run, in run order.
        public let values: [Double?]

        /// The first and last measured values.
        public var first: Double? { values.compactMap { $0 }.first }
        public var last: Double? { values.compactMap { $0 }.last }

        /// The runs (indices) at which the value differs from the previous measured one.
        public var changes: [Int] {
            var previous: Double?
            var changes: [Int] = []
            for (index, value) in values.enumerated() {
                guard let value else { continue }
                if let previous, previous != value { changes.append(index) }
                previous = value
            }
            return changes
        }
    }

    /// The runs, oldest first (their metadata: commit, date, toolchain…).
    public let runs: [RunMetadata]
    /// Every result × metric measured in at least one run: results in order of first appearance, metrics in
    /// registry order.
    public let series: [Series]

    /// The trend of `runs`, oldest first.
    public init(runs reports: [BenchReport]) {
        runs = reports.map(\.metadata)
        var identities: [ResultIdentity] = [], seen: Set<String> = []
        for report in reports {
            for result in report.results where seen.insert(result.key).inserted { identities.append(result.identity) }
        }
        let indexed = reports.map { report in
            Dictionary(report.results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        series = identities.flatMap { identity in
            Metric.allCases.compactMap { metric -> Series? in
                let values = indexed.map { $0[identity.key]?.metrics[metric] }
                guard values.contains(where: { $0 != nil }) else { return nil }
                return Series(identity: identity, metric: metric, values: values)
            }
        }
    }

    /// What labels run `index`: its commit, or its date when the commit is unknown.
    public func label(ofRun index: Int) -> String {
        runs[index].commit ?? runs[index].isoDate
    }
}
