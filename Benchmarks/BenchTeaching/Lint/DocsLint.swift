// Teaching: the docs lint — hand-written prose checked against the catalog, the code, the files and the generated
// numbers beside it, and every graph checked for size. Runs its rules over parsed pages; owns nothing.
import BenchPlatform
import Foundation
import ProfileKit
import SceneRig

/// What `bench docs --check` reads besides the generated regions: the prose around them.
///
/// Each rule (`DocsLintRule`) reads a `MarkdownPage` and reports `Finding`s. A `drift` finding fails `bench docs --check`;
/// an `unchecked` one (a figure in prose that no generated number backs or contradicts) is listed and does not fail, for
/// the maintainers to turn into a generated value or to leave.
///
/// ```swift
/// let lint = DocsLint(repository: .load(root: root, vocabulary: vocabulary))
/// let findings = lint.findings(in: MarkdownPage(path: "docs/CHOOSING.md", text: page))
/// ```
package struct DocsLint {
    struct Finding: Equatable, CustomStringConvertible {
        enum Severity: String, Equatable { case drift, unchecked }
        let page: String
        let line: Int
        /// The rule's name: `pattern-count`, `code-span`, `link`, `prose-number`, `verdict`, `graph-size`.
        let rule: String
        let severity: Severity
        let message: String

        /// `docs/CHOOSING.md:85: verdict: …`, the form editors jump to.
        var description: String {
            "\(page):\(line): \(rule)\(severity == .unchecked ? " (not checked)" : ""): \(message)"
        }
    }

    /// What the rules compare the pages with, besides the page itself.
    struct Catalog {
        /// Display names, in catalog order: `MVC`, `MVP`, `MVVM`, `VIPER`, `VIP`.
        let patternNames: [String]
        /// The patterns plus the floor.
        var subjectCount: Int { patternNames.count + 1 }

        static let current = Catalog(patternNames: Pattern.allCases.map(\.displayName))
    }

    let repository: DocsRepository
    let catalog: Catalog
    let rules: [any DocsLintRule]

    static let allRules: [any DocsLintRule] = [PatternCountRule(), CodeSpanRule(), LinkRule(), ProseNumberRule(),
                                               VerdictWordRule(), GraphSizeRule()]

    init(repository: DocsRepository, catalog: Catalog = .current, rules: [any DocsLintRule] = DocsLint.allRules) {
        self.repository = repository
        self.catalog = catalog
        self.rules = rules
    }

    /// Every finding of every rule on `page`, in line order.
    func findings(in page: MarkdownPage) -> [Finding] {
        rules.flatMap { $0.findings(in: page, lint: self) }
            .sorted { ($0.line, $0.rule) < ($1.line, $1.rule) }
    }

    /// A finding of `rule` on `page`.
    static func finding(_ rule: any DocsLintRule, _ page: MarkdownPage, line: Int, _ message: String,
                        severity: Finding.Severity = .drift) -> Finding {
        Finding(page: page.path, line: line, rule: type(of: rule).name, severity: severity, message: message)
    }

    /// The lines `bench docs` prints: every finding, then a count of each severity.
    static func report(_ findings: [Finding]) -> [String] {
        let drift = findings.filter { $0.severity == .drift }.count
        return findings.map(\.description)
            + ["bench docs: lint: \(drift) drift, \(findings.count - drift) figures not checked"]
    }
}

/// One check of the docs lint.
protocol DocsLintRule: Sendable {
    /// The rule's name in findings.
    static var name: String { get }
    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding]
}

extension DocsLint {
    /// Code spans of a prose text: the text between single backticks.
    static func codeSpans(in text: String) -> [(text: String, offset: Int)] {
        var result: [(text: String, offset: Int)] = [], open: Int?, current = ""
        for (offset, character) in text.enumerated() {
            if character == "`" {
                if let start = open { result.append((current, start)); open = nil } else { open = offset; current = "" }
            } else if open != nil {
                current.append(character)
            }
        }
        return result
    }

    /// The text with every code span (backticks included) replaced by one space.
    static func withoutCodeSpans(_ text: String) -> String {
        text.replacingOccurrences(of: #"`[^`]*`"#, with: " ", options: .regularExpression)
    }

    /// The text with code spans' backticks and Markdown emphasis removed, link targets dropped (`[text](url)` → `text`):
    /// what a reader reads.
    static func readable(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        result = result.replacingOccurrences(of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<![A-Za-z0-9])\*([^*]+)\*(?![A-Za-z0-9])"#, with: "$1", options: .regularExpression)
        return result
    }
}

extension DocsLint {
    /// Lints `pages` (and README.md when they leave it out) against the package at `root`, prints every finding and the
    /// counts, and returns how many are drift.
    @MainActor
    package static func lint(_ pages: [MarkdownPage], root: String, vocabulary: BenchVocabulary) -> Int {
        var pages = pages
        if !pages.contains(where: { $0.path == "README.md" }),
           let readme = try? String(contentsOfFile: root + "/README.md", encoding: .utf8) {
            pages.insert(MarkdownPage(path: "README.md", text: readme), at: 0)
        }
        let lint = DocsLint(repository: .load(root: root, vocabulary: vocabulary))
        let findings = pages.flatMap(lint.findings(in:))
        for line in report(findings) { Console.note(line) }
        return findings.filter { $0.severity == .drift }.count
    }
}
