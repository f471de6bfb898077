// The comparison as text for a terminal, and the ordering and cells every human format shares: regressions first,
// then improvements, added, removed, significant changes under their threshold, then everything else. Pure.
import BenchResults

extension RunComparison {
    /// The order the human formats list entries in: what needs attention first.
    static let verdictOrder: [Verdict] = [.missing, .regression, .improvement, .added, .removed, .withinNoise, .unchanged]

    /// Entries sorted by `verdictOrder`, report order within each verdict, except that significant timing changes
    /// under their threshold come right after the verdicts that gate.
    package var entriesByAttention: [Entry] {
        let significant = significantUnderThreshold
        let gating: [Verdict] = [.missing, .regression, .improvement, .added, .removed]
        let rest = Self.verdictOrder.filter { !gating.contains($0) }.flatMap { entries($0) }
            .filter { !significant.contains($0) }
        return gating.flatMap { entries($0) } + significant + rest
    }

    /// Column titles of the human formats; the last holds a timing's test, or why a missing metric is missing.
    static let columnTitles = ["benchmark", "pattern", "metric", "old", "new", "Δ", "Δ %", "verdict", "timing test / why"]

    /// One entry's cells, in `columnTitles` order.
    static func cells(of entry: Entry) -> [String] {
        let unit = entry.metric.unit
        let delta = entry.delta.map { ($0 > 0 ? "+" : $0 < 0 ? "−" : "±") + unit.format(abs($0)) } ?? ""
        return [entry.benchmarkTitle, entry.subject.description, entry.metric.key, unit.format(entry.old),
                unit.format(entry.new), delta, entry.percent.map(formatPercent) ?? "", entry.verdict.rawValue,
                entry.missingReason ?? layoutText(of: entry) ?? timingText(of: entry)]
    }

    /// `layouts 16/32: +5.1 SE significant`: for instructions that depend on layout, the change of their mean in
    /// standard errors over the layouts of each run (new/old), and whether layout alone cannot explain it.
    static func layoutText(of entry: Entry) -> String? {
        guard let layouts = entry.layouts else { return nil }
        let score = layouts.score.isFinite
            ? (layouts.score > 0 ? "+" : layouts.score < 0 ? "−" : "±") + MetricFormatter.fixed(abs(layouts.score), decimals: 1)
            : (layouts.score > 0 ? "+∞" : "−∞")
        return "layouts \(layouts.newLayouts)/\(layouts.oldLayouts): \(score) SE" + (layouts.isSignificant ? " significant" : "")
    }

    /// `×floor +0.4 % [−0.8, +1.6]` or `time +3.1 % […] significant`: the change that decided a timing verdict, with
    /// its 95 % interval in percent, and whether it is significant (after Holm's correction).
    static func timingText(of entry: Entry) -> String {
        guard let timing = entry.timing else { return "" }
        let bound = { (ratio: Double) in String(formatPercent(percentChange(from: 1, to: ratio)).dropLast(2)) }
        let change = formatPercent(percentChange(from: 1, to: timing.ratio.estimate))
        return (entry.isRelativeToFloor ? "×floor " : "time ") + change
            + " [\(bound(timing.ratio.low)), \(bound(timing.ratio.high))]" + (timing.isSignificant ? " significant" : "")
    }

    /// The comparison as aligned text: a heading naming both runs, the warning, the summary, then every entry.
    public func tableText(oldLabel: String, newLabel: String) -> String {
        var lines = ["ArchBench comparison", "  old  \(oldLabel) · \(Self.describe(oldMetadata))",
                     "  new  \(newLabel) · \(Self.describe(newMetadata))"]
        if let environmentWarning { lines.append(environmentWarning) }
        lines += ["", summary, ""]
        let rows = [Self.columnTitles] + entriesByAttention.map(Self.cells(of:))
        let widths = Self.columnTitles.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let leftAligned: Set<Int> = [0, 1, 2, 7, 8]
        for row in rows {
            let cells = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return leftAligned.contains(column) ? row[column] + padding : padding + row[column]
            }
            lines.append(("  " + cells.joined(separator: "  ")).replacingTrailingSpaces())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `commit 3f2c1ab · 2026-11-23T09:00:00Z · Swift version 6.3.1 …`.
    static func describe(_ metadata: RunMetadata) -> String {
        ([metadata.commit.map { "commit \($0)" }, metadata.isoDate, metadata.quick ? "quick" : nil].compactMap { $0 })
            .joined(separator: " · ")
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
