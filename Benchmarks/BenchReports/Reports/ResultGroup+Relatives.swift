// Each subject of a group beside its nearest relatives (`Pattern.nearestRelatives`): the ratio, its interval and the
// verdict of `comparison(of:with:)`, the test behind the docs' verdicts. Computed on demand; every format renders the
// same list. A plain value; owns its entries.
import BenchResults
import BenchStatistics
import SceneRig

extension ResultGroup {
    /// One subject beside one of its nearest relatives, on the group's ranking metric.
    package struct RelativeComparison: Equatable {
        /// The subject whose catalog entry names the relative.
        package let subject: SceneSubject
        /// The relative it is read beside.
        package let relative: SceneSubject
        /// The subject's value over the relative's: for a timing, the per-round estimate of `comparison.timing`; for an
        /// exact metric, the quotient of the two values. Nil when not compared, or the relative's value is zero.
        package let ratio: Double?
        /// What `comparison(of:with:)` concluded; nil when the two did unequal UI work (then nothing is compared).
        package let comparison: PairComparison?
    }

    /// For each measured subject with nearest relatives, in row order, each relative this group measured too, in
    /// catalog order. A relative the group did not measure (`--pattern vip` alone), or one whose ranking metric is
    /// unmeasured, has no entry; a pair that did unequal UI work has one without a comparison, so that the human
    /// formats can say why there is no verdict. A group with nothing to rank (the leak check) has none.
    package var relativeComparisons: [RelativeComparison] {
        guard let ranking else { return [] }
        let pairs = rows.flatMap { row -> [(subject: SceneSubject, other: SceneSubject, ratio: Double?)] in
            guard case .pattern(let pattern) = row.result.subject, let value = row.result.metrics[ranking] else { return [] }
            return pattern.nearestRelatives.compactMap { relative in
                guard relative != row.result.subject,
                      let otherValue = rows.first(where: { $0.result.subject == relative })?.result.metrics[ranking]
                else { return nil }
                return (row.result.subject, relative, Self.ratio(value, to: otherValue))
            }
        }
        // One call for all pairs: the group's pattern pairs are timed once, not once per relative.
        let comparisons = comparisons(of: pairs.map { ($0.subject, $0.other) })
        return zip(pairs, comparisons).compactMap { pair, comparison in
            // No comparison for another reason (a timing without rounds to pair) is no entry: never a made-up why.
            guard comparison != nil || hasUnequalUIWork else { return nil }
            let ratio = comparison.flatMap { $0.timing.map(\.ratio.estimate) ?? pair.ratio }
            return RelativeComparison(subject: pair.subject, relative: pair.other, ratio: ratio, comparison: comparison)
        }
    }

    /// One line per relative comparison, for the human formats:
    /// `vip beside viper, its nearest relative: 1.17× (1.16–1.18), significantly dearer`; an exact metric's verdict
    /// reads `dearer (exact)`, a pair that did unequal UI work `not compared: unequal UI work`.
    var relativeLines: [String] {
        relativeComparisons.map { entry in
            let head = "\(entry.subject) beside \(entry.relative), its nearest relative: "
            guard let comparison = entry.comparison else { return head + "not compared: unequal UI work" }
            var ratio = MetricFormatter.ratio(entry.ratio)
            if let interval = comparison.timing?.ratio {
                ratio += " (\(MetricFormatter.significant(interval.low))–\(MetricFormatter.significant(interval.high)))"
            }
            return head + ratio + ", " + comparison.verdict.phrase(exact: comparison.timing == nil)
        }
    }
}

extension BenchReport {
    /// The comparisons `groups` made with nearest relatives, by the key of the result they set beside its relative:
    /// what JSON and CSV write with each result. A pair left uncompared (unequal UI work) is not among them.
    static func comparedRelatives(in groups: [ResultGroup]) -> [String: [ResultGroup.RelativeComparison]] {
        var byKey: [String: [ResultGroup.RelativeComparison]] = [:]
        for group in groups {
            for entry in group.relativeComparisons where entry.comparison != nil {
                guard let row = group.rows.first(where: { $0.result.subject == entry.subject }) else { continue }
                byKey[row.result.key, default: []].append(entry)
            }
        }
        return byKey
    }
}

extension ResultGroup.PairComparison.Verdict {
    /// `significantly cheaper`, `not significant`; for an exact metric `cheaper (exact)`, `equal (exact)`.
    func phrase(exact: Bool) -> String {
        switch self {
        case .cheaper: exact ? "cheaper (exact)" : "significantly cheaper"
        case .dearer: exact ? "dearer (exact)" : "significantly dearer"
        case .notSignificant: "not significant"
        case .equal: "equal (exact)"
        }
    }

    /// The verdict as JSON and CSV write it: `cheaper`, `dearer`, `notSignificant`, `equal`.
    var key: String {
        switch self {
        case .cheaper: "cheaper"
        case .dearer: "dearer"
        case .notSignificant: "notSignificant"
        case .equal: "equal"
        }
    }
}
