// Numbers as charts print them: tick labels without trailing zeros, and small values (0.0064 objects per row)
// with their three significant digits instead of the tables' two decimals. Pure and locale-independent.
import BenchResults
import Foundation

extension MetricFormatter {
    /// Three significant digits at any magnitude, trailing zeros dropped: `0.0064`, `0.5`, `98.2`, `1000`, `123k`.
    static func chartNumber(_ value: Double) -> String {
        guard value.isFinite else { return notAvailable }
        guard abs(value) < 100_000 else { return count(value) }
        guard value != 0 else { return "0" }
        let magnitude = Int(log10(abs(value)).rounded(.down))
        var text = fixed(value, decimals: max(0, 2 - magnitude))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A tick of a ratio axis: `0.5×`, `1×`, `20×`.
    static func tickRatio(_ value: Double) -> String {
        chartNumber(value) + "×"
    }

    /// A formatted value with the zeros after its decimal point dropped: `5.00 µs` → `5 µs`, `2.50 µs` → `2.5 µs`.
    /// For tick labels, whose values are round by construction.
    static func withoutTrailingZeros(_ text: String) -> String {
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard digits.contains(".") else { return text }
        var number = String(digits)
        while number.hasSuffix("0") { number.removeLast() }
        if number.hasSuffix(".") { number.removeLast() }
        return number + text.dropFirst(digits.count)
    }
}
