// Statistics: the Wilcoxon signed-rank test, which decides whether paired differences (one per interleaved round)
// lean to one side more than chance allows. Pure functions over the differences it is given.
import Foundation

/// The two-sided Wilcoxon signed-rank test of paired differences against zero.
///
/// Within one run every subject is timed in the same interleaved rounds, so each round gives one paired
/// difference (e.g. the log of a subject's median over the floor's in that round). Zero differences are dropped;
/// the absolute differences are ranked (ties get their mean rank) and the positive ranks summed. Exact for up to
/// `exactLimit` differences without ties; otherwise the normal approximation with the tie correction.
///
/// ```swift
/// let test = SignedRank(differences: [0.021, 0.018, 0.025, 0.019, 0.02, 0.017, 0.022, 0.023])
/// test?.pValue   // 0.0078: every round leans the same way
/// ```
public struct SignedRank: Sendable, Equatable {
    /// The two-sided p-value.
    public let pValue: Double

    /// Largest number of differences for which the exact distribution is enumerated.
    public static let exactLimit = 30

    /// Tests `differences` against zero; nil when there are none. All-zero differences give p = 1.
    public init?(differences: [Double]) {
        guard !differences.isEmpty else { return nil }
        let nonZero = differences.filter { $0 != 0 }.sorted { abs($0) < abs($1) }
        let n = nonZero.count
        guard n > 0 else {
            pValue = 1
            return
        }
        var positive = 0.0, tieTerm = 0.0, start = 0
        while start < n {
            var end = start
            while end + 1 < n, abs(nonZero[end + 1]) == abs(nonZero[start]) { end += 1 }
            let meanRank = Double(start + end) / 2 + 1
            let tied = Double(end - start + 1)
            tieTerm += tied * tied * tied - tied
            for index in start...end where nonZero[index] > 0 { positive += meanRank }
            start = end + 1
        }
        if tieTerm == 0, n <= Self.exactLimit {
            let counts = Self.distribution(n: n)
            let total = counts.reduce(0, +), w = Int(positive.rounded())
            let lower = counts[0...w].reduce(0, +), upper = counts[w...].reduce(0, +)
            pValue = min(1, 2 * min(lower, upper) / total)
        } else {
            let mean = Double(n * (n + 1)) / 4
            let variance = Double(n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48
            let distance = max(0, abs(positive - mean) - 0.5)
            pValue = variance > 0 ? min(1, erfc(distance / variance.squareRoot() / 2.squareRoot())) : 1
        }
    }

    /// How many of the 2ⁿ sign patterns give each positive rank sum from 0 to n(n+1)/2.
    static func distribution(n: Int) -> [Double] {
        var counts = [Double](repeating: 0, count: n * (n + 1) / 2 + 1)
        counts[0] = 1
        for rank in stride(from: 1, through: n, by: 1) {
            for sum in stride(from: counts.count - 1, through: rank, by: -1) { counts[sum] += counts[sum - rank] }
        }
        return counts
    }
}
