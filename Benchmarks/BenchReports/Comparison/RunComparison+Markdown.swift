// The comparison as GitHub Markdown for a pull-request comment or $GITHUB_STEP_SUMMARY: one summary line,
// regressions, improvements and significant timing changes under their threshold in the open, every other comparison
// and the run details collapsed. Pure.

extension RunComparison {
    /// The comparison as GitHub-flavoured Markdown.
    ///
    /// ```markdown
    /// ## ArchBench comparison
    ///
    /// **1 regression, 0 improvements** · 240 compared: 200 unchanged, 40 within noise
    ///
    /// ### Regressions
    /// | benchmark | pattern | metric | old | new | Δ | Δ % | verdict | timing test |
    /// …
    /// <details><summary>All 241 comparisons</summary> … </details>
    /// ```
    public func markdownText(oldLabel: String, newLabel: String) -> String {
        let (counts, rest) = summaryParts
        var lines = ["## ArchBench comparison", "", "**\(counts)**\(rest)"]
        if let environmentWarning { lines += ["", "> " + MarkdownText.escaped(environmentWarning)] }
        for (verdict, heading) in [(Verdict.missing, "Missing in the new run"), (.regression, "Regressions"),
                                   (.improvement, "Improvements"),
                                   (.added, "Added"), (.removed, "Removed")] where !entries(verdict).isEmpty {
            lines += ["", "### \(heading)", ""] + Self.markdownTable(entries(verdict))
        }
        if !significantUnderThreshold.isEmpty {
            lines += ["", "### Significant, under the threshold", ""] + Self.markdownTable(significantUnderThreshold)
        }
        lines += ["", "<details><summary>All \(entries.count) comparisons</summary>", ""]
        lines += Self.markdownTable(entriesByAttention)
        lines += ["", "</details>", "", "<details><summary>Runs</summary>", ""]
        lines += ["- **old**: \(MarkdownText.escaped(oldLabel)) · \(MarkdownText.escaped(Self.describe(oldMetadata)))"]
        lines += oldMetadata.summaryLines.map { "  - \($0.label): \(MarkdownText.escaped($0.text))" }
        lines += ["- **new**: \(MarkdownText.escaped(newLabel)) · \(MarkdownText.escaped(Self.describe(newMetadata)))"]
        lines += newMetadata.summaryLines.map { "  - \($0.label): \(MarkdownText.escaped($0.text))" }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary split after the counts of regressions and improvements (which the Markdown puts in bold).
    private var summaryParts: (counts: String, rest: String) {
        let summary = self.summary
        guard let separator = summary.range(of: " · ") else { return (summary, "") }
        return (String(summary[..<separator.lowerBound]), String(summary[separator.lowerBound...]))
    }

    private static func markdownTable(_ entries: [Entry]) -> [String] {
        let alignments = columnTitles.indices.map { [3, 4, 5, 6].contains($0) ? " ---: |" : " :--- |" }
        return ["| " + columnTitles.map(MarkdownText.escaped).joined(separator: " | ") + " |", "|" + alignments.joined()]
            + entries.map { "| " + cells(of: $0).map(MarkdownText.escaped).joined(separator: " | ") + " |" }
    }
}
