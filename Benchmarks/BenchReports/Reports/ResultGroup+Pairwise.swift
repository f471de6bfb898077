// Whether one subject of a benchmark is cheaper than another: for the floor, the group's own ×floor comparison; for
// two patterns, the same per-round test as ★, Holm-corrected over every pair of the group's patterns. Computed on demand
// (the docs' verdicts); owns nothing.
import BenchResults
import BenchStatistics
import SceneRig

extension ResultGroup {
    /// How one subject of a group compares with another on the group's ranking metric.
    package struct PairComparison: Equatable {
        /// What the comparison concluded.
        package enum Verdict: Equatable {
            /// Lower: significantly so for a timing, exactly for a count.
            case cheaper
            /// Higher: significantly so for a timing, exactly for a count.
            case dearer
            /// A timing whose difference is not significant.
            case notSignificant
            /// An exact metric with equal values.
            case equal
        }

        package let verdict: Verdict
        /// The metric compared: the group's ranking metric.
        let metric: Metric
        /// Timed groups: the subject over the other, round by round, with its Holm-adjusted p-value.
        package let timing: TimingComparison?
    }

    /// `subject` against `other` on the ranking metric; nil when either was not measured, the subjects did unequal UI
    /// work (then the report ranks nothing), or the group has nothing to rank.
    ///
    /// With the floor on either side the answer is the row's `versusFloor`, the very comparison the report's ×floor
    /// column and its interval show. Between two patterns it is the per-round test of ★ and ≈ (`timing(of:over:label:)`),
    /// adjusted with Holm over the comparisons of every pair of the group's patterns: the family a reader could ask
    /// about, so a page quoting several pairs of one benchmark keeps the chance of any false "significantly" within 5 %.
    package func comparison(of subject: SceneSubject, with other: SceneSubject) -> PairComparison? {
        comparisons(of: [(subject, other)])[0]
    }

    /// `comparison(of:with:)` for each of `pairs`, the same answers, with the group's pattern pairs timed once for all
    /// of them (a report's relative lines ask several pairs of one group).
    package func comparisons(of pairs: [(subject: SceneSubject, other: SceneSubject)]) -> [PairComparison?] {
        var family: [PatternPair]?
        return pairs.map { subject, other in
            guard let ranking, !hasUnequalUIWork, subject != other,
                  let mine = rows.first(where: { $0.result.subject == subject }),
                  let theirs = rows.first(where: { $0.result.subject == other }),
                  let value = mine.result.metrics[ranking], let otherValue = theirs.result.metrics[ranking] else { return nil }
            guard ranking.comparison == .sampled else {
                let verdict: PairComparison.Verdict = value < otherValue ? .cheaper : value > otherValue ? .dearer : .equal
                return PairComparison(verdict: verdict, metric: ranking, timing: nil)
            }
            let timing: TimingComparison?
            if other == .floor {
                timing = mine.versusFloor
            } else if subject == .floor {
                timing = theirs.versusFloor.map(Self.inverted)
            } else {
                let pairs = family ?? patternPairs()
                family = pairs
                timing = asked(mine, over: theirs, in: pairs)
            }
            guard let timing else { return nil }
            let verdict: PairComparison.Verdict = timing.isSignificantlyFaster ? .cheaper
                : timing.isSignificantlySlower ? .dearer : .notSignificant
            return PairComparison(verdict: verdict, metric: ranking, timing: timing)
        }
    }

    /// Two timed patterns of the group, in canonical order, compared top over bottom (nil when they cannot be).
    private struct PatternPair {
        let top: Row, bottom: Row
        let comparison: TimingComparison?
    }

    /// Every pair of the group's timed patterns compared once, in canonical order.
    private func patternPairs() -> [PatternPair] {
        let timed = rows.filter { $0.result.subject != .floor && $0.result.metrics.wallTime != nil }
        return timed.indices.flatMap { index in
            timed[(index + 1)...].map { second in
                PatternPair(top: timed[index], bottom: second,
                            comparison: timing(of: timed[index], over: second, label: "\(second.result.subject)"))
            }
        }
    }

    /// `row` over `reference` among `family`: the asked pair in the asked direction, the others in canonical order,
    /// Holm-adjusted together; nil when the pair is not in the family or cannot be compared.
    private func asked(_ row: Row, over reference: Row, in family: [PatternPair]) -> TimingComparison? {
        var comparisons: [TimingComparison] = []
        var asked: Int?
        for pair in family {
            let subjects = [pair.top.result.subject, pair.bottom.result.subject]
            let isAsked = subjects == [row.result.subject, reference.result.subject]
                || subjects == [reference.result.subject, row.result.subject]
            let comparison = isAsked && pair.top.result.subject != row.result.subject
                ? timing(of: row, over: reference, label: "\(reference.result.subject)") : pair.comparison
            guard let comparison else { continue }
            if isAsked { asked = comparisons.count }
            comparisons.append(comparison)
        }
        guard let asked else { return nil }
        return TimingComparison.adjustedWithHolm(comparisons)[asked]
    }

    /// The floor over a pattern, from the pattern over the floor: the ratio and its interval turned over, same p-values.
    private static func inverted(_ comparison: TimingComparison) -> TimingComparison {
        let ratio = comparison.ratio
        return TimingComparison(
            ratio: RatioInterval(estimate: 1 / ratio.estimate, low: 1 / ratio.high, high: 1 / ratio.low),
            pValue: comparison.pValue, adjustedPValue: comparison.adjustedPValue, units: comparison.units)
    }
}
