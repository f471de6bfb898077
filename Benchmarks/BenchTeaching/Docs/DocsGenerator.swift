// Teaching: fills the generated regions of the docs — diagrams, tables and excerpts — from the running code, its
// reports and its sources. Caches what it computed for one run; owns no scene after a region is written.
import BenchReports
import BenchResults
import Foundation
import ProfileKit
import SceneRig

/// Rewrites every region of a Markdown page that sits between `<!-- bench docs: DIRECTIVE -->` and
/// `<!-- end bench docs -->`, leaving the prose around it alone, and the files generated whole (`generatedFiles`).
///
/// A **block** region is a line holding only its opening marker, the generated lines, and a line holding only the end
/// marker. Its directives: `graph mvc|…|floor`, `graph-variant NAME`, `trace like mvc|…|floor`, `loc`, `loc PATTERN`,
/// `costs PATTERN`, `costs-scene PATTERN`, `costs all`, `costs navigation`, `costs summary`, `leaky PATTERN|all`,
/// `tests PATTERN`, `test-totals`, `summary PATTERN`, `excerpt PATH TEXT-OF-THE-FIRST-LINE`, `report GROUP…`,
/// `versus SUBJECT OTHER`, `modules` (the harness's module map, from Package.swift), `explain BENCHMARK SUBJECT|all`
/// (where an operation's instructions go, `DocsGenerator+Explain.swift`), `changes CHANGE` and `changes-diff CHANGE`
/// (what a change request touched in each column and what its operation costs; each column's diff:
/// `DocsGenerator+Changes.swift`), `traps` (the store's classic traps against the careful store: `TrapTable`).
///
/// An **inline** region sits inside a line of prose, `<!-- bench docs: DIRECTIVE -->TEXT<!-- end bench docs -->`, and
/// only its TEXT is rewritten (`DocsGenerator+Inline.swift`): `value RESULT METRIC`, `verdict SUBJECT OTHER GROUP`,
/// `reference`, `loc NAME MEASURE`.
///
/// Counts come from a counted run of the code now (`report`); timings, ratios and verdicts from the committed reference
/// run (`reference`), whose counts `referenceDifferences()` checks against the counted run.
@MainActor
package final class DocsGenerator {
    nonisolated static let regionStart = "<!-- bench docs: "
    nonisolated static let regionEnd = "<!-- end bench docs -->"

    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The files `bench docs` writes whole, from the package root: the dispatch chart, drawn from the reference run.
    package static let generatedFiles = ["docs/bench-dispatch.svg"]

    let root: String
    private let report: () -> Result<BenchReport, Failure>
    private let reference: () -> Result<ReferenceRun, Failure>
    private let trace: (TraceAction, SceneSubject) -> Result<CallTrace, Failure>
    private let leakyFindings: () -> [LeakyVariantFinding]
    let attribute: ([(id: String, subject: SceneSubject)]) -> Result<[CostAttribution], Failure>
    var cachedAttributions: [String: CostAttribution] = [:]
    private var cachedReport: Result<BenchReport, Failure>?
    private var cachedReference: Result<ReferenceRun, Failure>?
    private var cachedTraces: [String: Result<CallTrace, Failure>] = [:]
    private var cachedFindings: [LeakyVariantFinding]?
    private var cachedManifest: Result<PackageManifest, Failure>?

    /// `report`, `reference`, `trace`, `leakyFindings` and `attribute` are the expensive inputs (a counted bench run,
    /// the committed reference run, gdb, the leak checks of every leaky variant, callgrind's call trees of some cases),
    /// and the ones measuring gives: passed in, by the command line, so that teaching depends on no pass and tests can
    /// stub them.
    package init(root: String, report: @escaping () -> Result<BenchReport, Failure>,
         reference: @escaping () -> Result<ReferenceRun, Failure>,
         trace: @escaping (TraceAction, SceneSubject) -> Result<CallTrace, Failure>,
         leakyFindings: @escaping () -> [LeakyVariantFinding],
         attribute: @escaping ([(id: String, subject: SceneSubject)]) -> Result<[CostAttribution], Failure> = { _ in
             .failure(Failure(description: "bench docs: no call trees here"))
         }) {
        self.root = root
        self.report = report
        self.reference = reference
        self.trace = trace
        self.leakyFindings = leakyFindings
        self.attribute = attribute
    }

    /// `page` with every generated region, block or inline, recomputed. `path` (from the package root) sets the links'
    /// prefix. Inline regions are not looked for inside fenced code or code spans, where the syntax is only quoted.
    package func regenerate(_ page: String, path: String) throws(Failure) -> String {
        let linkPrefix = String(repeating: "../", count: path.split(separator: "/").count - 1)
        var output: [String] = []
        var lines = page.components(separatedBy: "\n")[...]
        var inFence = false
        while let line = lines.popFirst() {
            guard let directive = Self.blockDirective(line) else {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
                output.append(inFence ? line : try regenerateInline(line, linkPrefix: linkPrefix, page: path))
                continue
            }
            output.append(line)
            guard let end = lines.firstIndex(of: Self.regionEnd) else {
                throw Failure(description: "bench docs: \(path): `\(directive)` has no \(Self.regionEnd)")
            }
            let existing = lines[..<end].joined(separator: "\n")
            lines = lines[end...]
            let regenerated = try content(of: directive, linkPrefix: linkPrefix, page: path)
            output.append(try keepsExisting(existing, over: regenerated, directive: directive) ? existing : regenerated)
        }
        return output.joined(separator: "\n")
    }

    /// The traces `page`'s `trace` regions draw, in order, each once: what a caller may capture together beforehand
    /// (`CallTracer.traces`) and hand to `trace`. A malformed directive is left to `regenerate` to report.
    package static func traceRequests(in page: String) -> [CallTracer.Request] {
        var requests: [CallTracer.Request] = []
        for line in page.components(separatedBy: "\n") {
            guard let words = blockDirective(line)?.split(separator: " ").map(String.init), words.count > 2,
                  words[0] == "trace", let action = TraceAction(rawValue: words[1]), let subject = SceneSubject(words[2])
            else { continue }
            let request = CallTracer.Request(action, of: subject)
            if !requests.contains(request) { requests.append(request) }
        }
        return requests
    }

    /// The directive of a line that opens a block region: the opening marker and nothing after its `-->`.
    private static func blockDirective(_ line: String) -> String? {
        guard line.hasPrefix(regionStart), line.hasSuffix("-->"), !line.contains(regionEnd) else { return nil }
        let directive = line.dropFirst(regionStart.count).dropLast(3)
        return directive.contains("-->") ? nil : directive.trimmingCharacters(in: .whitespaces)
    }

    /// The content of a file of `generatedFiles`, from the package root.
    package func generatedFile(_ path: String) throws(Failure) -> String {
        guard path == "docs/bench-dispatch.svg" else { throw Failure(description: "bench docs: \(path) is not generated") }
        let run = try referenceRun()
        for group in run.groups where group.suite == .dispatch {
            do {
                _ = try run.everySubject(in: group)
            } catch {
                throw Failure(description: "bench docs: \(path): \(error.description)")
            }
        }
        var dispatch = run.report
        dispatch.results = dispatch.results.filter { $0.suite == .dispatch }
        return dispatch.svgText()
    }

    /// Each exact count in which the reference run differs from the counted run of the code now (`ReferenceRun`'s
    /// `differences(from:)`); empty when the reference still describes the code.
    package func referenceDifferences() throws(Failure) -> [String] {
        try referenceRun().differences(from: try counted())
    }

    private func content(of directive: String, linkPrefix: String, page: String) throws(Failure) -> String {
        let words = directive.split(separator: " ").map(String.init)
        guard let verb = words.first else { throw Failure(description: "bench docs: \(page): an empty directive") }
        func subject(at index: Int) throws(Failure) -> SceneSubject {
            guard index < words.count, let subject = SceneSubject(words[index]) else {
                throw Failure(description: "bench docs: \(page): `\(directive)` needs "
                    + SceneSubject.all.map(\.description).joined(separator: ", "))
            }
            return subject
        }
        switch verb {
        case "graph":
            return OwnershipDiagram.scene(try subject(at: 1).composer).docsMarkdown
        case "graph-variant":
            guard words.count > 1, let variant = LeakyVariant(rawValue: words[1]) else {
                throw Failure(description: "bench docs: \(page): unknown variant in `\(directive)`")
            }
            return OwnershipDiagram.scene(variant.composer).docsMarkdown
        case "trace":
            guard words.count > 2, let action = TraceAction(rawValue: words[1]) else {
                throw Failure(description: "bench docs: \(page): `\(directive)` needs an action and a pattern")
            }
            return "```mermaid\n\(try traced(action, try subject(at: 2)).mermaid())\n```"
        case _ where Self.isInline(words):
            throw Failure(description: "bench docs: \(page): `\(directive)` is inline: write it inside a line, "
                + "<!-- bench docs: \(directive) -->…<!-- end bench docs -->")
        case "loc":
            let names = words.count > 1 ? [words[1], "floor"] : CodeSize.modules.map(\.name)
            let sizes = CodeSize.modules.filter { names.contains($0.name) }
                .compactMap { CodeSize.measure(name: $0.name, directory: $0.directory, root: root) }
            return CodeSize.render(sizes, as: .markdown)
        case "costs":
            if words.count > 1, words[1] == "summary" { return try summaryTable(linkPrefix: linkPrefix, page: page) }
            let table = CostTable(report: try counted())
            switch words.count > 1 ? words[1] : "" {
            case "all": return table.comparisonMarkdown()
            case "navigation": return table.navigationMarkdown()
            default: return table.operationsMarkdown(for: try subject(at: 1))
            }
        case "costs-scene":
            return CostTable(report: try counted()).sceneMarkdown(for: try subject(at: 1))
        case "leaky":
            let findings = checkedFindings()
            let chosen = words.count > 1 && words[1] != "all"
                ? findings.filter { $0.name.hasPrefix(words[1] + "-") || $0.name == words[1] } : findings
            return LeakyVariantReport(findings: chosen).markdownText
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
        case "modules":
            return try manifest().moduleMapMarkdown(linkPrefix: linkPrefix)
        case "explain":
            return try explained(Array(words.dropFirst()), directive: directive, page: page)
        case "calibration":
            return try calibrationMarkdown(page: page)
        case "layout-table":
            return Self.layoutTable(of: try referenceRun().report)
        case "traps":
            let source = "[the reference run](\(linkPrefix)\(ReferenceRun.path))"
            return TrapTable(report: try referenceRun().report, source: source).markdown
        case "changes", "changes-diff":
            return try changesMarkdown(words, directive: directive, linkPrefix: linkPrefix, page: page)
        case "excerpt":
            guard words.count > 2 else { throw Failure(description: "bench docs: \(page): `\(directive)` needs a file and a symbol") }
            do {
                return try SourceExcerpt(file: words[1], symbol: words[2...].joined(separator: " "), root: root)
                    .markdown(linkPrefix: linkPrefix)
            } catch {
                throw Failure(description: "\(error) (\(page))")
            }
        case "report":
            guard words.count > 1 else {
                throw Failure(description: "bench docs: \(page): `\(directive)` needs a group, e.g. dispatch/like")
            }
            return try cited(directive, page: page) { run throws(Failure) in
                try run.reportMarkdown(Array(words.dropFirst()), linkPrefix: linkPrefix)
            }
        case "versus":
            let (first, second) = (try subject(at: 1), try subject(at: 2))
            return try cited(directive, page: page) { run throws(Failure) in
                try run.versusMarkdown(first, second, linkPrefix: linkPrefix)
            }
        default:
            throw Failure(description: "bench docs: \(page): unknown directive `\(directive)`")
        }
    }

    /// CHOOSING.md's cost table: the reference run's ratios and counts, each subject's lines of code and tests.
    private func summaryTable(linkPrefix: String, page: String) throws(Failure) -> String {
        var linesOfCode: [SceneSubject: Int] = [:], tests: [SceneSubject: Int] = [:]
        for module in CodeSize.modules {
            guard let subject = SceneSubject(module.name) else { continue }
            linesOfCode[subject] = CodeSize.measure(name: module.name, directory: module.directory, root: root)?.lines
        }
        for pattern in Pattern.allCases {
            tests[.pattern(pattern)] = TestInventory(directory: "Tests/\(pattern.displayName)Tests", root: root).total
        }
        return try cited("costs summary", page: page) { run throws(Failure) in
            try run.summaryMarkdown(linesOfCode: linesOfCode, tests: tests, linkPrefix: linkPrefix)
        }
    }

    /// What `render` makes of the reference run; a result it cites and the run lacks fails naming the page.
    func cited(_ directive: String, page: String, _ render: (ReferenceRun) throws(Failure) -> String)
        throws(Failure) -> String
    {
        let run = try referenceRun()
        do {
            return try render(run)
        } catch {
            throw Failure(description: "bench docs: \(page): `\(directive)`: \(error.description)")
        }
    }

    /// The reference run, read once.
    func referenceRun() throws(Failure) -> ReferenceRun {
        let result = cachedReference ?? reference()
        cachedReference = result
        return try result.get()
    }

    /// The counted run of the code now, run once.
    func counted() throws(Failure) -> BenchReport {
        let result = cachedReport ?? report()
        cachedReport = result
        return try result.get()
    }

    /// The package's manifest, as SwiftPM reads it, once.
    private func manifest() throws(Failure) -> PackageManifest {
        let result = cachedManifest ?? PackageManifest.load(root: root).mapError { Failure(description: "bench docs: \($0)") }
        cachedManifest = result
        return try result.get()
    }

    private func traced(_ action: TraceAction, _ subject: SceneSubject) throws(Failure) -> CallTrace {
        let key = "\(action.rawValue) \(subject)"
        let result = cachedTraces[key] ?? trace(action, subject)
        cachedTraces[key] = result
        return try result.get()
    }

    private func checkedFindings() -> [LeakyVariantFinding] {
        if let cachedFindings { return cachedFindings }
        let findings = leakyFindings()
        cachedFindings = findings
        return findings
    }
}
