// The Markdown format: one GitHub table per benchmark, fit for a pull-request comment, with the run
// details folded away. Same columns, ratios and nearest-relative lines as the terminal table.
import BenchResults

extension BenchReport {
    /// The report as GitHub-flavoured Markdown.
    public func markdownText() -> String {
        var lines = ["## ArchBench results", ""]
        lines += ["<details><summary>Run details (schema \(schema))</summary>", ""]
        lines += metadata.summaryLines.map { "- **\($0.label)**: \(MarkdownText.escaped($0.text))" }
        lines += ["", "</details>"]
        for group in groups {
            let columns = group.columns(intervals: true)
            lines += ["", "#### \(MarkdownText.escaped(group.title))", ""]
            lines.append("| " + columns.map { MarkdownText.escaped($0.title) }.joined(separator: " | ") + " |")
            lines.append("|" + columns.map { $0.alignment == .left ? " :--- |" : " ---: |" }.joined())
            for row in group.rows {
                let cells = columns.map { MarkdownText.escaped($0.cell(row)) }
                let emphasised = row.isBest ? ["**\(cells[0])**"] + cells.dropFirst() : cells
                lines.append("| " + emphasised.joined(separator: " | ") + " |")
            }
            if let warning = group.unequalUIWorkLine {
                lines += ["", "> " + MarkdownText.escaped(warning)]
            }
            let relatives = group.relativeLines
            if !relatives.isEmpty {
                lines.append("")
                lines += relatives.map { "- " + MarkdownText.escaped($0) }
            }
            if !group.survivorLines.isEmpty {
                lines.append("")
                lines += group.survivorLines.map { "- survivor `\($0.replacingBackticks)`" }
            }
        }
        if results.isEmpty { lines += ["", "_No results._"] }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// A code span cannot contain its own delimiter; a survivor path has no use for backticks.
    fileprivate var replacingBackticks: String {
        String(map { $0 == "`" ? "'" : $0 })
    }
}
