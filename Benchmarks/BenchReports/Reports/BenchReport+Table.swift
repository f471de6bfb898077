// The terminal format: the run summary, then per benchmark an aligned table with a row per subject,
// ratios to the floor (with their 95 % interval when it fits) and to the best pattern (★, or ≈ for a tie), and the
// counts, then a line per pattern beside its nearest relative. Readable in 100 columns.
import BenchResults

extension BenchReport {
    /// The report as aligned text for a terminal.
    ///
    /// ```text
    /// dispatch · like
    ///   pattern      p50      p90  ×floor (95 % CI)  ×best  ui  retains  releases  objects  bytes  instr.
    ///   floor    1.47 µs  1.52 µs                 —      —   5       32      51.2        4    112     n/a
    ///   mvc      1.50 µs  1.55 µs  1.02× (1.01–1.03)  1.44×   5       33      52.2        4    112     n/a
    ///   mvp ★    1.04 µs  1.08 µs  0.73× (0.72–0.73)  1.00×   5       27      45.2        3     80     n/a
    ///   viper    1.65 µs  1.68 µs  1.70× (1.69–1.71)  2.24×   5       52      93.4        4    112     n/a
    ///   vip      1.93 µs  1.96 µs  2.00× (1.99–2.00)  2.62×   5       72       112        8    480     n/a
    ///     vip beside viper, its nearest relative: 1.17× (1.16–1.18), significantly dearer
    /// ```
    /// ★ marks a pattern significantly cheaper than every other, ≈ the patterns tied for cheapest; the last line sets a
    /// pattern beside its nearest relative (`Pattern.nearestRelatives`, `ResultGroup.relativeComparisons`).
    public func tableText() -> String {
        let summary = metadata.summaryLines
        let labelWidth = summary.map(\.label.count).max() ?? 0
        var lines = ["ArchBench report (schema \(schema))"]
        lines += summary.map { "  " + $0.label.padded(to: labelWidth, alignment: .left) + "  " + $0.text }
        for group in groups {
            lines.append("")
            lines += Self.tableLines(of: group)
        }
        if results.isEmpty { lines += ["", "No results."] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One benchmark's table as the terminal shows it: its title, the aligned rows, then its warnings, each pattern
    /// beside its nearest relatives, and the survivors.
    /// The README's first screen quotes these lines (`bench docs: report …`).
    package static func tableLines(of group: ResultGroup) -> [String] {
        [group.title] + alignedRows(of: group).map { "  " + $0 }
            + (group.unequalUIWorkLine.map { ["    " + $0] } ?? [])
            + group.relativeLines.map { "    " + $0 }
            + group.survivorLines.map { "    survivor \($0)" }
    }

    /// The header and one line per row, each column padded to its widest cell, in 100 columns: with the ×floor
    /// intervals when they fit; else without p90, which the intervals say more than (how sure the ratio is, not how
    /// slow the tail); else without the intervals.
    private static func alignedRows(of group: ResultGroup) -> [String] {
        let fits = { (lines: [String]) in lines.allSatisfy { $0.count + 2 <= 100 } }
        let withIntervals = group.columns(intervals: true)
        let full = alignedRows(withIntervals, of: group.rows)
        if fits(full) { return full }
        let withoutP90 = alignedRows(withIntervals.filter { $0.title != "p90" }, of: group.rows)
        return fits(withoutP90) ? withoutP90 : alignedRows(group.columns(), of: group.rows)
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
