// Formats numbers for people: durations with units, counts, ratios, "n/a" for what was not measured.
// Pure and locale-independent: built from integer arithmetic, never from the user's locale.

/// Human-readable numbers for the table and Markdown formats. Three significant digits.
package enum MetricFormatter {
    /// What every format shows for a value that could not be measured (never 0).
    package static let notAvailable = "n/a"

    /// `812 ns`, `3.40 µs`, `1.20 ms`, `2.05 s`; `0.84 ns` below one nanosecond.
    package static func duration(nanoseconds: Double?) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return notAvailable }
        let units: [(name: String, scale: Double)] = [("ns", 1), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
        for (index, unit) in units.enumerated() {
            let scaled = nanoseconds / unit.scale
            let text = significant(scaled)
            if abs(rounded(scaled, decimals: decimals(for: scaled))) < 1000 || index == units.count - 1 {
                return "\(text) \(unit.name)"
            }
        }
        return notAvailable
    }

    /// Exact below 100 000 (`42`, `0.50`, `12.5`), then `123k`, `1.23M`, `4.56G`.
    package static func count(_ value: Double?) -> String {
        guard let value, value.isFinite else { return notAvailable }
        if abs(value) < 100_000 {
            return value == value.rounded() ? fixed(value, decimals: 0) : significant(value)
        }
        let units: [(suffix: String, scale: Double)] = [("k", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12)]
        for (index, unit) in units.enumerated() {
            let scaled = value / unit.scale
            if abs(rounded(scaled, decimals: decimals(for: scaled))) < 1000 || index == units.count - 1 {
                return significant(scaled) + unit.suffix
            }
        }
        return notAvailable
    }

    /// `1.00×`, `19.7×`, `123×`.
    package static func ratio(_ value: Double?) -> String {
        guard let value, value.isFinite else { return notAvailable }
        return significant(value) + "×"
    }

    /// Three significant digits for values from 0.01 up: `0.84`, `3.40`, `19.7`, `812`, `12345`.
    package static func significant(_ value: Double) -> String {
        fixed(value, decimals: decimals(for: value))
    }

    /// The decimals that give three significant digits once rounded (9.996 → `10.0`, not `10.00`).
    private static func decimals(for value: Double) -> Int {
        let magnitude = abs(value)
        if rounded(magnitude, decimals: 2) < 10 { return 2 }
        if rounded(magnitude, decimals: 1) < 100 { return 1 }
        return 0
    }

    private static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        return (value * scale).rounded() / scale
    }

    /// `value` with exactly `decimals` digits after a `.`, whatever the locale.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return notAvailable }
        let scale = (0..<decimals).reduce(1) { result, _ in result * 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let units = Int(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        let padding = String(repeating: "0", count: decimals - fraction.count)
        return "\(sign)\(units / scale).\(padding)\(fraction)"
    }
}
