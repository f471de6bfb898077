// Maps values to positions along one chart axis, linear or logarithmic, and picks round tick values
// (1, 2, 5 × a power of ten). Pure.
import Foundation

/// One axis: a value domain, the pixel range it spans, and its ticks.
///
/// ```swift
/// let scale = ChartScale.logarithmic(covering: [0.7, 1, 2.4], range: (0, 400))
/// scale.ticks          // [0.7, 1, 1.5, 2]: 1-2-5 would give only two
/// scale.position(1)    // where the floor's line goes
/// ```
struct ChartScale: Sendable, Equatable {
    /// Whether positions follow the logarithm of the value.
    var isLogarithmic: Bool
    /// The values at the two ends of the axis.
    var domain: ClosedRange<Double>
    /// The pixel positions of the two ends (the lower end may be the larger pixel, as on a vertical axis).
    var range: (start: Double, end: Double)
    /// The values that get a grid line and a label.
    var ticks: [Double]

    static func == (lhs: ChartScale, rhs: ChartScale) -> Bool {
        lhs.isLogarithmic == rhs.isLogarithmic && lhs.domain == rhs.domain && lhs.ticks == rhs.ticks
            && lhs.range.start == rhs.range.start && lhs.range.end == rhs.range.end
    }

    /// A log axis spanning the positive values with a little room at both ends, ticked at round values
    /// (1, 2, 5 × 10ⁿ; finer steps when the span is narrow, powers of ten only when it is wide).
    /// Non-positive and non-finite values are ignored; with none left the axis spans 0.5…2.
    static func logarithmic(covering values: [Double], range: (start: Double, end: Double)) -> ChartScale {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        var low = positive.min() ?? 0.5, high = positive.max() ?? 2
        if high / low < 1.6 {
            let middle = (low * high).squareRoot()
            (low, high) = (middle / 1.265, middle * 1.265)
        }
        let margin = exp(log(high / low) * 0.06)
        (low, high) = (low / margin, high * margin)
        let steps: [[Double]] = [[1, 2, 5], [1, 1.5, 2, 3, 5, 7], [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8]]
        var ticks = steps.lazy.map { roundValues(from: low, through: high, mantissas: $0) }.first { $0.count >= 3 }
            ?? roundValues(from: low, through: high, mantissas: steps[2])
        if ticks.count > 9 { ticks = ticks.filter(isPowerOfTen) }
        return ChartScale(isLogarithmic: true, domain: low...high, range: range, ticks: ticks)
    }

    /// A linear axis from zero (or the smallest value, when negative) to a round value at or above the largest,
    /// with about five ticks.
    static func linear(covering values: [Double], range: (start: Double, end: Double)) -> ChartScale {
        let finite = values.filter(\.isFinite)
        let low = min(0, finite.min() ?? 0), high = max(finite.max() ?? 1, low + 1e-9)
        let step = niceStep(for: (high - low) / 5)
        let start = (low / step).rounded(.down) * step, end = max((high / step).rounded(.up) * step, start + step)
        let count = Int(((end - start) / step).rounded())
        let ticks = (0...count).map { start + Double($0) * step }
        return ChartScale(isLogarithmic: false, domain: start...end, range: range, ticks: ticks)
    }

    /// The pixel position of `value`, clamped to the axis (a log axis puts non-positive values at its start).
    func position(_ value: Double) -> Double {
        let fraction: Double
        if isLogarithmic {
            let clamped = Swift.min(Swift.max(value, domain.lowerBound), domain.upperBound)
            fraction = log(clamped / domain.lowerBound) / log(domain.upperBound / domain.lowerBound)
        } else {
            let width = domain.upperBound - domain.lowerBound
            fraction = width > 0 ? Swift.min(Swift.max((value - domain.lowerBound) / width, 0), 1) : 0
        }
        return range.start + fraction * (range.end - range.start)
    }

    /// Each mantissa × 10ⁿ between two positive values, inclusive, in increasing order.
    private static func roundValues(from low: Double, through high: Double, mantissas: [Double]) -> [Double] {
        var values: [Double] = []
        var decade = pow(10, log10(low).rounded(.down))
        while decade <= high, values.count < 400 {
            for mantissa in mantissas where decade * mantissa >= low && decade * mantissa <= high {
                values.append(cleaned(decade * mantissa))
            }
            decade *= 10
        }
        return values
    }

    /// The smallest of 1, 2, 5 × 10ⁿ at or above `value`.
    private static func roundValue(atOrAbove value: Double) -> Double {
        let decade = pow(10, log10(value).rounded(.down))
        let mantissa = [1.0, 2, 5, 10].first { decade * $0 >= value / 1.000_001 } ?? 10
        return cleaned(decade * mantissa)
    }

    /// 1, 2 or 5 × 10ⁿ, the smallest at or above `rough`.
    private static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        return roundValue(atOrAbove: rough)
    }

    /// Removes the binary noise of `pow` (0.1 × 2 = 0.2000000004) so tick labels read as typed.
    private static func cleaned(_ value: Double) -> Double {
        Double(String(format: "%.6g", value)) ?? value
    }

    private static func isPowerOfTen(_ value: Double) -> Bool {
        let exponent = log10(value)
        return abs(exponent - exponent.rounded()) < 1e-9
    }
}
