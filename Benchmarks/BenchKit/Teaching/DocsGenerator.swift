// Teaching: fills the generated regions of the docs — diagrams, tables and excerpts — from the running code, its
// reports and its sources. Caches what it computed for one run; owns no scene after a region is written.
import Foundation
import Patterns
import ProfileKit

/// Rewrites every region of a Markdown page that sits between `<!-- bench docs: DIRECTIVE -->` and
/// `<!-- end bench docs -->`, leaving the prose around it alone.
///
/// Directives: `graph mvc|…|floor`, `graph-variant NAME`, `trace like mvc|…|floor`, `loc`, `loc PATTERN`,
/// `costs PATTERN`, `costs-scene PATTERN`, `costs all`, `costs navigation`, `leaky PATTERN|all`, `tests PATTERN`, `test-totals`,
/// `summary PATTERN`,
/// `excerpt PATH TEXT-OF-THE-FIRST-LINE`.
@MainActor
final class DocsGenerator {
    nonisolated static let regionStart = "<!-- bench docs: "
    nonisolated static let regionEnd = "<!-- end bench docs -->"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let root: String
    private let report: () -> Result<BenchReport, Failure>
    private let trace: (TraceAction, SceneSubject) -> Result<CallTrace, Failure>
    private var cachedReport: Result<BenchReport, Failure>?
    private var cachedTraces: [String: Result<CallTrace, Failure>] = [:]
    private var cachedFindings: [LeakyVariantRun.Finding]?

    /// `report` and `trace` are the expensive inputs (a counted bench run, gdb): passed in so tests can stub them.
    init(root: String, report: @escaping () -> Result<BenchReport, Failure>,
         trace: @escaping (TraceAction, SceneSubject) -> Result<CallTrace, Failure>) {
        self.root = root
        self.report = report
        self.trace = trace
    }

    /// `page` with every generated region recomputed. `path` (from the package root) sets the links' prefix.
    func regenerate(_ page: String, path: String) throws(Failure) -> String {
        let linkPrefix = String(repeating: "../", count: path.split(separator: "/").count - 1)
        var output: [String] = []
        var lines = page.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            output.append(line)
            guard line.hasPrefix(Self.regionStart), line.hasSuffix("-->") else { continue }
            let directive = line.dropFirst(Self.regionStart.count).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard let end = lines.firstIndex(of: Self.regionEnd) else {
                throw Failure(description: "bench docs: \(path): `\(directive)` has no \(Self.regionEnd)")
            }
            lines = lines[end...]
            output.append(try content(of: directive, linkPrefix: linkPrefix, page: path))
        }
        return output.joined(separator: "\n")
    }

    private func content(of directive: String, linkPrefix: String, page: String) throws(Failure) -> String {
        let words = directive.split(separator: " ").map(String.init)
        guard let verb = words.first else { throw Failure(description: "bench docs: \(page): an empty directive") }
        func subject(at index: Int) throws(Failure) -> SceneSubject {
            guard index < words.count, let subject = SceneSubject(words[index]) else {
                throw Failure(description: "bench docs: \(page): `\(directive)` needs mvc, mvp, mvvm, viper or floor")
            }
            return subject
        }
        switch verb {
        case "graph":
            return GraphCommand.diagram(of: try subject(at: 1).composer).docsMarkdown
        case "graph-variant":
            guard words.count > 1, let variant = LeakyVariant(rawValue: words[1]) else {
                throw Failure(description: "bench docs: \(page): unknown variant in `\(directive)`")
            }
            return GraphCommand.diagram(of: variant.composer).docsMarkdown
        case "trace":
            guard words.count > 2, let action = TraceAction(rawValue: words[1]) else {
                throw Failure(description: "bench docs: \(page): `\(directive)` needs an action and a pattern")
            }
            return "```mermaid\n\(try traced(action, try subject(at: 2)).mermaid())\n```"
        case "loc":
            let names = words.count > 1 ? [words[1], "floor"] : CodeSize.modules.map(\.name)
            let sizes = CodeSize.modules.filter { names.contains($0.name) }
                .compactMap { CodeSize.measure(name: $0.name, directory: $0.directory, root: root) }
            return LOCCommand.render(sizes, as: .markdown)
        case "costs":
            let table = CostTable(report: try counted())
            switch words.count > 1 ? words[1] : "" {
            case "all": return table.comparisonMarkdown()
            case "navigation": return table.navigationMarkdown()
            default: return table.operationsMarkdown(for: try subject(at: 1))
            }
        case "costs-scene":
            return CostTable(report: try counted()).sceneMarkdown(for: try subject(at: 1))
        case "leaky":
            let findings = leakyFindings()
            let chosen = words.count > 1 && words[1] != "all"
                ? findings.filter { $0.name.hasPrefix(words[1] + "-") || $0.name == words[1] } : findings
            return LeakyVariantRun.markdown(chosen)
        case "tests":
            guard case .pattern(let pattern) = try subject(at: 1) else { return "" }
            return TestInventory(directory: "Tests/\(pattern.displayName)Tests", root: root).markdown(linkPrefix: linkPrefix)
        case "test-totals":
            let rows = Pattern.allCases.map { pattern in
                let inventory = TestInventory(directory: "Tests/\(pattern.displayName)Tests", root: root)
                return "| \(pattern.displayName) | [\(inventory.total)](\(linkPrefix)Tests/\(pattern.displayName)Tests) |"
            }
            return (["| | tests of its own |", "|---|---:|"] + rows + ["| floor | 0 (the conformance suite only) |"])
                .joined(separator: "\n")
        case "summary":
            return "> " + (try subject(at: 1)).composer.summary
        case "excerpt":
            guard words.count > 2 else { throw Failure(description: "bench docs: \(page): `\(directive)` needs a file and a symbol") }
            do {
                return try SourceExcerpt(file: words[1], symbol: words[2...].joined(separator: " "), root: root)
                    .markdown(linkPrefix: linkPrefix)
            } catch {
                throw Failure(description: "\(error) (\(page))")
            }
        default:
            throw Failure(description: "bench docs: \(page): unknown directive `\(directive)`")
        }
    }

    private func counted() throws(Failure) -> BenchReport {
        let result = cachedReport ?? report()
        cachedReport = result
        return try result.get()
    }

    private func traced(_ action: TraceAction, _ subject: SceneSubject) throws(Failure) -> CallTrace {
        let key = "\(action.rawValue) \(subject)"
        let result = cachedTraces[key] ?? trace(action, subject)
        cachedTraces[key] = result
        return try result.get()
    }

    private func leakyFindings() -> [LeakyVariantRun.Finding] {
        if let cachedFindings { return cachedFindings }
        let findings = LeakyVariant.allCases.map(LeakyVariantRun.check) + SceneSubject.all.map(LeakyVariantRun.check)
        cachedFindings = findings
        return findings
    }
}
