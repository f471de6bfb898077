// Statistics: the Mann–Whitney U rank test, which decides whether one set of timing samples tends to be lower
// than another without assuming any distribution. Pure functions over the samples it is given.
import Foundation

/// The two-sided Mann–Whitney U test (Wilcoxon rank-sum) of two independent samples.
///
/// Ranks the pooled samples (ties get their mean rank) and asks how likely a rank sum this far from its
/// expectation would be if both samples came from one distribution. Exact for small samples without ties
/// (the distribution of U is enumerated); otherwise the normal approximation with the tie correction of the
/// variance and a continuity correction, accurate from about ten samples a side.
///
/// ```swift
/// let test = MannWhitney(first: oldSamples, second: newSamples)
/// test?.pValue                         // 0.003: the two are unlikely to be one distribution
/// test?.probabilityFirstIsGreater      // 0.21: new samples tend to be the larger ones
/// ```
public struct MannWhitney: Sendable, Equatable {
    /// U of the first sample: the number of (first, second) pairs where the first is larger, ties counting ½.
    public let u: Double
    /// The two-sided p-value: how often samples of one distribution would differ at least this much.
    public let pValue: Double
    /// `u / (n₁ n₂)`: the chance that a value of the first sample exceeds one of the second (ties count ½).
    /// 0.5 means neither tends to be larger.
    public let probabilityFirstIsGreater: Double
    /// Whether the p-value comes from the exact distribution of U (small samples, no ties).
    public let isExact: Bool

    /// Largest sample size, per side, for which the exact distribution is enumerated.
    public static let exactLimit = 20

    /// Tests `first` against `second`; nil when either is empty (there is nothing to rank).
    public init?(first: [Double], second: [Double]) {
        let n1 = first.count, n2 = second.count
        guard n1 > 0, n2 > 0 else { return nil }
        let pooled = (first.map { ($0, true) } + second.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var rankSumFirst = 0.0, tieTerm = 0.0
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count, pooled[end + 1].0 == pooled[start].0 { end += 1 }
            let meanRank = Double(start + end) / 2 + 1
            let tied = Double(end - start + 1)
            tieTerm += tied * tied * tied - tied
            for index in start...end where pooled[index].1 { rankSumFirst += meanRank }
            start = end + 1
        }
        let u = rankSumFirst - Double(n1 * (n1 + 1)) / 2
        self.u = u
        self.probabilityFirstIsGreater = u / Double(n1 * n2)
        if tieTerm == 0, max(n1, n2) <= Self.exactLimit {
            self.isExact = true
            self.pValue = Self.exactPValue(u: Int(u.rounded()), n1: n1, n2: n2)
        } else {
            self.isExact = false
            self.pValue = Self.normalPValue(u: u, n1: n1, n2: n2, tieTerm: tieTerm)
        }
    }

    /// Normal approximation: mean n₁n₂/2, variance n₁n₂/12 · ((n+1) − Σ(t³−t)/(n(n−1))), continuity-corrected.
    static func normalPValue(u: Double, n1: Int, n2: Int, tieTerm: Double) -> Double {
        let n = Double(n1 + n2), product = Double(n1 * n2)
        let variance = product / 12 * ((n + 1) - (n > 1 ? tieTerm / (n * (n - 1)) : 0))
        guard variance > 0 else { return 1 }   // every value tied: nothing tells the samples apart
        let distance = max(0, abs(u - product / 2) - 0.5)
        return min(1, erfc(distance / variance.squareRoot() / 2.squareRoot()))
    }

    /// Twice the smaller tail of U's exact distribution under the null hypothesis, at most 1.
    static func exactPValue(u: Int, n1: Int, n2: Int) -> Double {
        let counts = distribution(n1: n1, n2: n2)
        let total = counts.reduce(0, +)
        let lower = counts[0...min(u, counts.count - 1)].reduce(0, +)
        let upper = counts[max(0, u)...].reduce(0, +)
        return min(1, 2 * min(lower, upper) / total)
    }

    /// How many orderings of n₁ + n₂ distinct values give each U from 0 to n₁n₂ (counted as Doubles: they
    /// reach C(40, 20) ≈ 1.4 × 10¹¹, exact in a Double).
    static func distribution(n1: Int, n2: Int) -> [Double] {
        // f(i, j, u) = f(i − 1, j, u − j) + f(i, j − 1, u): the largest value belongs to the first sample (and
        // beats all j of the second) or to the second. Rolled over i, for every j at once.
        let maximumU = n1 * n2
        var table = [[Double]](repeating: [Double](repeating: 0, count: maximumU + 1), count: n2 + 1)
        for j in 0...n2 { table[j][0] = 1 }   // i = 0: one ordering, U = 0
        for _ in 0..<n1 {
            var next = [[Double]](repeating: [Double](repeating: 0, count: maximumU + 1), count: n2 + 1)
            for j in 0...n2 {
                for u in 0...maximumU {
                    var ways = u >= j ? table[j][u - j] : 0
                    if j > 0 { ways += next[j - 1][u] }
                    next[j][u] = ways
                }
            }
            table = next
        }
        return table[n2]
    }
}
