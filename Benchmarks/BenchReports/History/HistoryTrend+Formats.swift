// `bench history`'s formats: per benchmark × subject the p50 trend (first, last, change, a sparkline) and the count
// changes with the run that made them; JSON with every series for scripts and charts; CSV; Markdown. Pure.
import BenchResults
import Foundation

extension HistoryTrend {
    /// The trend in `format`.
    public func rendered(as format: OutputFormat) throws -> String {
        switch format {
        case .table: tableText()
        case .markdown: markdownText()
        case .json: try jsonText()
        case .csv: csvText()
        case .svg: svgText()
        case .html: htmlText()
        }
    }

    /// Column titles of the human formats.
    static let columnTitles = ["benchmark", "pattern", "runs", "p50 first", "p50 last", "Δ %", "p50 trend", "counts"]

    /// One row per benchmark × subject that was timed or counted.
    var rows: [[String]] {
        var rows: [[String]] = []
        var keys: [String] = []
        for series in series where !keys.contains(series.key) { keys.append(series.key) }
        for key in keys {
            let ofKey = series.filter { $0.key == key }
            guard let identity = ofKey.first else { continue }
            let wall = ofKey.first { $0.metric == .wallTime }
            let measuredRuns = Set(ofKey.flatMap { series in series.values.indices.filter { series.values[$0] != nil } })
            let percent: String = {
                guard let first = wall?.first, let last = wall?.last, first > 0 else { return "" }
                return RunComparison.formatPercent(RunComparison.percentChange(from: first, to: last))
            }()
            rows.append([identity.benchmarkTitle, identity.subject.description, String(measuredRuns.count),
                         Metric.wallTime.unit.format(wall?.first), Metric.wallTime.unit.format(wall?.last), percent,
                         wall.map { Self.sparkline($0.values) } ?? "", countsText(ofKey.filter { $0.metric != .wallTime })])
        }
        return rows
    }

    /// `retains 33 → 34 at d4e5f6a` for each count that moved; `steady` when none did.
    private func countsText(_ counts: [Series]) -> String {
        let moved = counts.filter { !$0.changes.isEmpty }.map { series -> String in
            let steps = series.changes.map { index in
                "\(series.metric.unit.format(series.values[index])) at \(label(ofRun: index))"
            }
            return "\(series.metric.key) \(series.metric.unit.format(series.first)) → " + steps.joined(separator: " → ")
        }
        return moved.isEmpty ? (counts.isEmpty ? "" : "steady") : moved.joined(separator: "; ")
    }

    /// `▁▃▅█▃`: each measured value scaled between the series' minimum and maximum; `·` where a run did not measure it.
    static func sparkline(_ values: [Double?]) -> String {
        let measured = values.compactMap { $0 }
        guard let low = measured.min(), let high = measured.max() else { return "" }
        let blocks = Array("▁▂▃▄▅▆▇█")
        return String(values.map { value in
            guard let value else { return "·" }
            guard high > low else { return blocks[0] }
            return blocks[min(blocks.count - 1, Int((value - low) / (high - low) * Double(blocks.count - 1) + 0.5))]
        })
    }

    /// The runs, then one aligned row per benchmark × subject.
    public func tableText() -> String {
        var lines = ["ArchBench history: \(runs.count) run\(runs.count == 1 ? "" : "s"), oldest first"]
        lines += runs.indices.map { "  \($0 + 1). \(label(ofRun: $0)) · \(runs[$0].isoDate) · \(runs[$0].toolchain)" }
        lines.append("")
        let table = [Self.columnTitles] + rows
        let widths = Self.columnTitles.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [2, 3, 4, 5]
        for row in table {
            let cells = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return rightAligned.contains(column) ? padding + row[column] : row[column] + padding
            }
            lines.append(String(("  " + cells.joined(separator: "  ")).reversed().drop { $0 == " " }.reversed()))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same table in GitHub Markdown, the runs folded away.
    public func markdownText() -> String {
        var lines = ["## ArchBench history", "", "\(runs.count) runs, oldest first.", ""]
        lines.append("| " + Self.columnTitles.joined(separator: " | ") + " |")
        lines.append("|" + Self.columnTitles.indices.map { [2, 3, 4, 5].contains($0) ? " ---: |" : " :--- |" }.joined())
        lines += rows.map { "| " + $0.map(MarkdownText.escaped).joined(separator: " | ") + " |" }
        lines += ["", "<details><summary>Runs</summary>", ""]
        lines += runs.indices.map { "\($0 + 1). \(MarkdownText.escaped(label(ofRun: $0))) · \(runs[$0].isoDate)" }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"runs": [metadata…], "series": [{"key", "suite", "benchmark", "pattern", "parameters", "metric",
    /// "values": [… or null]}]}`.
    public func jsonText() throws -> String {
        struct Document: Encodable {
            let kind = "history"
            let runs: [RunMetadata]
            let series: [Series]
        }
        return try BenchJSON.text(Document(runs: runs, series: series))
    }

    /// One CSV row per run × result × metric: `run,commit,date,suite,benchmark,pattern,parameters,metric,value`.
    public func csvText() -> String {
        var records = [["run", "commit", "date", "suite", "benchmark", "pattern", "parameters", "metric", "value"]]
        for series in series {
            for (run, value) in series.values.enumerated() {
                records.append([String(run + 1), runs[run].commit ?? "", runs[run].isoDate] + series.csvFields
                               + [series.metric.key, BenchReport.csvNumber(value)])
            }
        }
        return records.map { $0.map(BenchReport.csvField).joined(separator: ",") + "\r\n" }.joined()
    }
}

extension HistoryTrend.Series: Encodable {
    private enum CodingKeys: String, CodingKey { case key, metric, values }

    /// `{"key", "suite", "benchmark", "pattern", "parameters" (left out when none), "metric", "values": [… or null]}`.
    public func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder, writesNullParameters: false)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identity.key, forKey: .key)
        try container.encode(metric, forKey: .metric)
        try container.encode(values, forKey: .values)
    }
}
