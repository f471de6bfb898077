// `bench --variant leaky`'s findings written as a table, Markdown or JSON: not a report, since no variant is ever
// measured or compared. A plain value; owns its findings.
import BenchResults
import Foundation

/// The findings of a leaky-variant run, in the formats `--variant leaky` writes.
///
/// JSON is `{"kind": "leaky-variants", "schema": 1, "findings": [{"name", "mistake", "expected", "survivors",
/// "cycles", "staysAlive", "earlyDeath"}]}`.
public struct LeakyVariantReport: Equatable, Sendable {
    /// Every scene checked, variants first, then the correct scenes.
    public let findings: [LeakyVariantFinding]

    /// Creates the report of `findings`.
    public init(findings: [LeakyVariantFinding]) {
        self.findings = findings
    }

    /// The formats it is written in.
    public static let formats: [OutputFormat] = [.table, .json, .markdown]

    /// The findings in `format` (one of `formats`; any other writes the table), ending with a newline.
    public func rendered(as format: OutputFormat) -> String {
        switch format {
        case .json: (try? BenchJSON.text(Document(findings: findings))) ?? "{}\n"
        case .markdown: markdownText + "\n"
        default: tableText + "\n"
        }
    }

    /// The JSON document of a variant run.
    private struct Document: Encodable {
        let kind = "leaky-variants"
        let schema = 1
        let findings: [LeakyVariantFinding]
    }

    /// The terminal's table: each scene, ✓ or ✗, its mistake, and what was found.
    public var tableText: String {
        let header = "memory · leak-check and stays-alive · --variant leaky (mistakes planted on purpose; never compared)"
        let width = findings.map(\.name.count).max() ?? 0
        let rows = findings.map { finding in
            let mark = finding.isCaught ? "✓" : "✗"
            return "  \(finding.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(mark) \(finding.mistake)\n"
                + "  \(String(repeating: " ", count: width))    \(finding.found)"
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// The docs' table (ADD-AN-ARCHITECTURE.md, the pattern pages).
    public var markdownText: String {
        let rows = findings.map { finding in
            "| `\(finding.name)` | \(finding.mistake) | \(finding.expected) | \(finding.found.replacingOccurrences(of: "|", with: "\\|")) | \(finding.isCaught ? "✓" : "✗") |"
        }
        return (["| scene | mistake | expected | what the memory suite finds | caught |", "|---|---|---|---|---|"] + rows)
            .joined(separator: "\n")
    }
}
