// Statistics: whether instructions counted in several address-space layouts changed between two runs beyond what
// layout alone moves them. Pure; owns the numbers it returns.
import Foundation

/// The change of an operation's mean instructions over address-space layouts, from an old run to a new one, with its
/// standard error: the test behind an instruction verdict when a count depends on where the program lies in memory.
///
/// Such a count is one draw per layout from a distribution fixed by the code (hash tables keyed by addresses probe
/// more or less often wherever the linker put things), so two runs of unchanged code differ as two samples do, and
/// a change of the code shows as a shift of the mean. The standard error is Welch's over the two samples. A side whose
/// layouts all counted alike (one layout, or a dependent count that happened to agree in every layout of a short
/// screen) is taken as **one draw** with the other side's spread, so a case never looks exact on one side by luck.
///
/// ```swift
/// let change = LayoutComparison(old: [41_025, 41_365, 41_123, 41_080], new: [41_250, 41_590, 41_330, 41_310])!
/// change.score           // the change of the mean in standard errors
/// change.isSignificant   // beyond `criticalScore`
/// ```
public struct LayoutComparison: Sendable, Equatable {
    /// The mean per operation over each run's layouts.
    public let oldMean: Double, newMean: Double
    /// The standard error of `newMean − oldMean`; 0 when neither side varies.
    public let standardError: Double
    /// The layouts each side was counted in.
    public let oldLayouts: Int, newLayouts: Int

    /// How many standard errors a change must exceed to count: for a mean over 16 layouts or more, unchanged code
    /// goes beyond it less than once in 10 000 comparisons (one-sided normal tail 3.4 × 10⁻⁶; a gate compares about
    /// 40 such operations), while a 0.5 % change in the noisiest like here, MVVMAsync's (0.26 % standard deviation
    /// over layouts), is about 6 standard errors with 16 layouts against a baseline's 32.
    public static let criticalScore = 4.5

    /// Compares `new` with `old`, each the instructions per operation in every layout of its run; nil when a side is
    /// empty or not finite.
    public init?(old: [Double], new: [Double]) {
        guard !old.isEmpty, !new.isEmpty, (old + new).allSatisfy(\.isFinite) else { return nil }
        oldMean = Self.mean(old)
        newMean = Self.mean(new)
        oldLayouts = old.count
        newLayouts = new.count
        let oldVariance = Self.variance(old), newVariance = Self.variance(new)
        switch (oldVariance > 0, newVariance > 0) {
        case (true, true): standardError = (oldVariance / Double(old.count) + newVariance / Double(new.count)).squareRoot()
        case (true, false): standardError = (oldVariance / Double(old.count) + oldVariance).squareRoot()
        case (false, true): standardError = (newVariance / Double(new.count) + newVariance).squareRoot()
        case (false, false): standardError = 0
        }
    }

    /// The change of the mean in standard errors (infinite for a change where neither side varies, 0 for none).
    public var score: Double {
        let change = newMean - oldMean
        guard standardError > 0 else { return change == 0 ? 0 : (change > 0 ? .infinity : -.infinity) }
        return change / standardError
    }

    /// Whether the change is beyond what layout alone explains.
    public var isSignificant: Bool { abs(score) > Self.criticalScore }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

    /// The sample variance (n − 1); 0 for one value.
    static func variance(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let mean = mean(values)
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)
    }
}
