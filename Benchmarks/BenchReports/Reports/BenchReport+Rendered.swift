// A report in the format `--format` names: the one switch over `OutputFormat`, each format in its own
// BenchReport+Format.swift. Pure.
import BenchResults

extension BenchReport {
    /// The report rendered in `format`, ready to print or to write with `OutputPath.write(_:to:flag:)`.
    public func rendered(as format: OutputFormat) throws -> String {
        switch format {
        case .table: tableText()
        case .json: try jsonText()
        case .markdown: markdownText()
        case .csv: csvText()
        case .svg: svgText()
        case .html: htmlText()
        }
    }
}
