// Statistics: the per-round units a timing is compared by — each round's median, or its ratio to the reference's
// median in the same round. Pure functions over the samples they are given.

/// The per-round values two runs are compared by.
public enum TimingUnits {
    /// The median of each non-empty round.
    public static func roundMedians(_ rounds: [[Double]]) -> [Double] {
        rounds.filter { !$0.isEmpty }.map(RatioInterval.median)
    }

    /// Two rounds whose speeds differ by more than this factor are not compared: one of them ran on a slowed core.
    public static let speedMismatch = 1.15

    /// Each round's median over the reference's median in the same round (the floor of the same run): a round that
    /// ran slow for both, or a whole process that did, cancels out. With speeds (`WallTime.roundsSpeed`), rounds where
    /// only one side ran slow (speeds differing by more than `speedMismatch`) are left out, unless fewer than
    /// `TimingComparison.minimumRounds` would remain. Nil when the rounds do not pair up.
    public static func roundRatios(_ rounds: [[Double]], over reference: [[Double]], speeds: [Double]? = nil,
                                   referenceSpeeds: [Double]? = nil) -> [Double]? {
        guard rounds.count == reference.count, rounds.count >= TimingComparison.minimumRounds else { return nil }
        let pairs = rounds.indices.filter { !rounds[$0].isEmpty && !reference[$0].isEmpty }
        var kept = pairs
        if let speeds, let referenceSpeeds, speeds.count == rounds.count, referenceSpeeds.count == rounds.count {
            let alike = pairs.filter { index in
                let (a, b) = (speeds[index], referenceSpeeds[index])
                return a > 0 && b > 0 && max(a, b) / min(a, b) <= speedMismatch
            }
            if alike.count >= TimingComparison.minimumRounds { kept = alike }
        }
        let ratios = kept.map { RatioInterval.median(rounds[$0]) / RatioInterval.median(reference[$0]) }
        return ratios.count >= TimingComparison.minimumRounds && ratios.allSatisfy({ $0.isFinite && $0 > 0 })
            ? ratios : nil
    }
}
