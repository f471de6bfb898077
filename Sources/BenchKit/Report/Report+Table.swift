// The terminal format: the run summary, then per benchmark an aligned table with a row per subject,
// ratios to the floor and to the best pattern (★), and the counts. Readable in 100 columns.

extension BenchReport {
    /// The report as aligned text for a terminal.
    ///
    /// ```text
    /// dispatch · like-success
    ///   pattern     p50      p90  ×floor  ×best  retains  releases  objects  bytes  instr.
    ///   floor     41.0 ns  44.0 ns     —      —        2         2        0      0     n/a
    ///   mvc ★      812 ns   840 ns  19.8×  1.00×      14        14        1     48     n/a
    /// ```
    public func tableText() -> String {
        let summary = metadata.summaryLines
        let labelWidth = summary.map(\.label.count).max() ?? 0
        var lines = ["ArchBench report (schema \(schema))"]
        lines += summary.map { "  " + $0.label.padded(to: labelWidth, alignment: .left) + "  " + $0.text }
        for group in groups {
            lines.append("")
            lines.append(group.title)
            lines += Self.alignedRows(of: group).map { "  " + $0 }
            lines += group.unequalUIWorkLine.map { ["    " + $0] } ?? []
            lines += group.survivorLines.map { "    survivor \($0)" }
        }
        if results.isEmpty { lines += ["", "No results."] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header and one line per row, each column padded to its widest cell; the ×floor intervals are shown
    /// when the table still fits in 100 columns.
    private static func alignedRows(of group: ResultGroup) -> [String] {
        let withIntervals = alignedRows(group.columns(intervals: true), of: group.rows)
        return withIntervals.allSatisfy { $0.count + 2 <= 100 } ? withIntervals : alignedRows(group.columns(), of: group.rows)
    }

    private static func alignedRows(_ columns: [ReportColumn], of rows: [ResultGroup.Row]) -> [String] {
        let table = [columns.map(\.title)] + rows.map { row in columns.map { $0.cell(row) } }
        let widths = columns.indices.map { index in table.map { $0[index].count }.max() ?? 0 }
        return table.map { cells in
            columns.indices
                .map { cells[$0].padded(to: widths[$0], alignment: columns[$0].alignment) }
                .joined(separator: "  ")
                .trailingSpacesRemoved
        }
    }
}

extension String {
    /// Padded with spaces to `width` characters (graphemes, so `µ`, `×` and `★` count as one).
    fileprivate func padded(to width: Int, alignment: ReportColumn.Alignment) -> String {
        let padding = String(repeating: " ", count: max(0, width - count))
        return alignment == .left ? self + padding : padding + self
    }

    fileprivate var trailingSpacesRemoved: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
