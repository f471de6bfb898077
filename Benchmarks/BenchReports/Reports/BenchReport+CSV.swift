// The CSV format: one row per result and metric, RFC 4180 (quoted fields, doubled quotes, CRLF).
// Rows follow the metric registry (`Metric`): hook counts always (empty = not measurable), the rest when measured;
// then the result beside each nearest relative its group measured (`relative.<subject>.…`).
import BenchResults

extension BenchReport {
    /// The CSV header, in column order.
    static let csvHeader = ["suite", "benchmark", "pattern", "parameters", "metric", "value", "unit"]

    /// The report as RFC 4180 CSV with a header row.
    ///
    /// ```text
    /// suite,benchmark,pattern,parameters,metric,value,unit
    /// dispatch,like,mvc,,retains,33,count
    /// memory,scene-rows,mvvm,rows=1000,liveBytes,51200,bytes
    /// ```
    public func csvText() -> String {
        let relativesByKey = Self.comparedRelatives(in: groups)
        var records = [Self.csvHeader]
        for result in results {
            let rows = Self.csvMetricRows(of: result.metrics) + (relativesByKey[result.key] ?? []).flatMap(Self.csvRelativeRows)
            records += rows.map { result.csvFields + [$0.metric, $0.value, $0.unit] }
        }
        return records.map { $0.map(Self.csvField).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A result beside one nearest relative, in the rows' own shape (a column per relative would widen every row):
    /// `relative.viper.ratio` and `relative.viper.verdict` (`cheaper`, `dearer`, `notSignificant`, `equal`) always;
    /// for a timing also `.low` and `.high` (the 95 % interval) and `.adjustedPValue` (Holm's).
    private static func csvRelativeRows(_ entry: ResultGroup.RelativeComparison)
        -> [(metric: String, value: String, unit: String)] {
        let prefix = "relative.\(entry.relative)."
        var rows = [(prefix + "ratio", csvNumber(entry.ratio), "ratio")]
        if let timing = entry.comparison?.timing {
            rows += [(prefix + "low", csvNumber(timing.ratio.low), "ratio"), (prefix + "high", csvNumber(timing.ratio.high), "ratio"),
                     (prefix + "adjustedPValue", csvNumber(timing.adjustedPValue), "p")]
        }
        rows.append((prefix + "verdict", entry.comparison?.verdict.key ?? "", "text"))
        return rows
    }

    /// `(metric, value, unit)` for every registered metric: the ones shown when unmeasured always get a row (empty =
    /// not measurable), the others when measured; wall time as one row per statistic, survivors' paths as text, and
    /// instructions that differ between address-space layouts once more per layout (`instructions.layout0`, …).
    private static func csvMetricRows(of metrics: Metrics) -> [(metric: String, value: String, unit: String)] {
        var rows: [(metric: String, value: String, unit: String)] = []
        for metric in Metric.allCases {
            if metric == .wallTime {
                guard let wallTime = metrics.wallTime else { continue }
                let statistics = [("min", wallTime.min), ("p50", wallTime.p50), ("p90", wallTime.p90),
                                  ("p99", wallTime.p99), ("mean", wallTime.mean)]
                rows += statistics.map { ("\(metric.key).\($0.0)", csvNumber($0.1), metric.unit.symbol) }
            } else if metrics[metric] != nil || metric.isShownWhenUnmeasured {
                rows.append((metric.key, csvNumber(metrics[metric]), metric.unit.symbol))
            }
        }
        rows += (metrics.survivorDescriptions ?? []).map { ("survivorDescription", $0, "text") }
        if metrics.instructionsVaryWithLayout, let samples = metrics.instructionsByLayout {
            rows += samples.enumerated().map { ("\(Metric.instructions.key).layout\($0.offset)", csvNumber($0.element),
                                                Metric.instructions.unit.symbol) }
        }
        return rows
    }

    /// Exact and machine-readable: `14`, `0.5`, `1e+20`; empty when not measured.
    static func csvNumber(_ value: Double?) -> String {
        guard let value else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// RFC 4180: a field with a comma, quote, CR or LF is quoted, with quotes doubled.
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
