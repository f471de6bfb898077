// The report formats `--format` accepts. A plain value; owns nothing.

/// How the report is written: a terminal table, versioned JSON, GitHub Markdown, CSV, SVG charts or an HTML page.
public enum OutputFormat: String, CaseIterable, Sendable, Codable {
    /// Aligned columns for a terminal, readable in 100 columns (the default).
    case table
    /// The complete, versioned schema (`BenchReport`), pretty-printed with sorted keys.
    case json
    /// GitHub tables, fit for a pull-request comment.
    case markdown
    /// One row per result and metric, RFC 4180 quoting.
    case csv
    /// Charts: per suite, each pattern × the floor on a log axis; per-row memory across sizes. Self-contained SVG.
    case svg
    /// One self-contained page (inline CSS and SVG): run details, tables, verdicts and charts.
    case html

    /// Whether the format draws charts (SVG, or a page of them): for reports and histories, not for comparisons.
    public var isChart: Bool { self == .svg || self == .html }
}
