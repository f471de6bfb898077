// Statistics: Holm's correction, which keeps the chance of any false "significant" within α over all the
// comparisons of one table. Pure.

/// Holm–Bonferroni step-down adjustment of p-values.
///
/// A table compares several pairs at once; at α = 0.05 each, twenty comparisons of identical code would
/// produce about one false "significant". Holm's adjusted p-values keep the chance of *any* false one within α
/// (the family-wise error rate) and are uniformly more powerful than Bonferroni's: the smallest p is multiplied
/// by m, the next by m − 1, and so on, each kept at least as large as the one before and at most 1.
///
/// ```swift
/// Holm.adjusted([0.01, 0.04, 0.03])   // [0.03, 0.06, 0.06]
/// ```
public enum Holm {
    /// The adjusted p-values, in the order given; compare each with α.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: pValues.count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
