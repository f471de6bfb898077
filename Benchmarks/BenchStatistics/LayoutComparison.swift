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

    /// How many standard errors a change must exceed to count. Chosen on the reference run's counts of the 30 operations
    /// that depended on layout then (2026-11-27), drawn again 1 000 times as a gate draws them (16 layouts against a
    /// baseline's 32): at 5, unchanged code went beyond it in 1 run of 1 000 (at 4.5, in 5), and a 1 % change in
    /// MVVMAsync's like, then the noisiest like (0.43 % standard deviation over layouts), stayed under it in 1 of
    /// 1 000. That like has varied 0.025 % since its async bridge is specialised; what 5 resolves now, operation by
    /// operation, is `.ci/redraw-layout-gate`'s estimate from the committed baseline (docs/METHODOLOGY.md).
    public static let criticalScore = 5.0

    /// Compares `new` with `old`, each the instructions per operation in every layout of its run; nil when a side is
    /// empty or not finite.
    public init?(old: [Double], new: [Double]) {
        guard (old + new).allSatisfy(\.isFinite), let before = Statistics(samples: old),
              let after = Statistics(samples: new) else { return nil }
        oldMean = before.mean
        newMean = after.mean
        oldLayouts = old.count
        newLayouts = new.count
        let oldVariance = before.standardDeviation * before.standardDeviation
        let newVariance = after.standardDeviation * after.standardDeviation
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
}
