// Teaching: the docs' tables that quote the reference run — the README's first screen (the terminal's own tables),
// CHOOSING.md's cost table, COMPARISON.md's head-to-head of two patterns — each with a caption naming the run. Pure.
import BenchReports
import BenchResults
import BenchStatistics
import ProfileKit
import SceneRig

extension ReferenceRun {
    /// Which run a table quotes, linked from a page `linkPrefix` away from the package root:
    /// `[the reference run](../docs/data/reference-run.json): `swift run bench …` at commit … on …, 2026-11-25`.
    func caption(linkPrefix: String) -> String {
        "[the reference run](\(linkPrefix)\(Self.path)), \(provenance)"
    }

    /// The groups `ids` (`dispatch/like`, `memory/row-growth`) exactly as the terminal report prints them, in a text
    /// block, then a line naming the run and what ★ means.
    func reportMarkdown(_ ids: [String], linkPrefix: String) throws(DocsGenerator.Failure) -> String {
        var chosen: [ResultGroup] = []
        for id in ids { chosen.append(try everySubject(in: try group(id))) }
        let tables = chosen.map { BenchReport.tableLines(of: $0).joined(separator: "\n") }.joined(separator: "\n\n")
        let equalWork = chosen.first { group in
            !group.hasUnequalUIWork && group.rows.contains { $0.result.metrics[.ui] != nil }
        }
        let work = equalWork.flatMap { group in
            group.rows.first?.result.metrics[.ui].map {
                "Every subject does the same UI work per \(group.benchmark), `ui` \(CostTable.number($0)); "
            }
        } ?? ""
        return "```text\n\(tables)\n```\n(From \(caption(linkPrefix: linkPrefix)). \(work)★ only when significantly "
            + "cheaper than every other pattern, ≈ when not significantly dearer than the cheapest.)"
    }

    /// The timed columns of CHOOSING.md's cost table: a group id and its heading.
    static let summaryColumns = [("dispatch/like", "like"), ("assembly/first-render", "first render"),
                                 ("dispatch/select-blog", "select (detail module + first frame)"), ("dispatch/refresh", "refresh")]

    /// CHOOSING.md's cost table: per subject, ×floor of a like, a first render, a select and a refresh (★ and ≈ as the
    /// report marks them), live objects per scene and bytes per extra row, then its lines of code and tests of its own.
    func summaryMarkdown(linesOfCode: [SceneSubject: Int], tests: [SceneSubject: Int], linkPrefix: String)
        throws(DocsGenerator.Failure) -> String
    {
        var timed: [ResultGroup] = []
        for (id, _) in Self.summaryColumns { timed.append(try everySubject(in: try group(id))) }
        let scene = try everySubject(in: try group("memory/scene")), growth = try everySubject(in: try group("memory/row-growth"))
        let headings = Self.summaryColumns.map(\.1) + ["live objects per scene", "bytes per extra row", "lines of code",
                                                       "tests of its own"]
        var lines = ["| | " + headings.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---:|", count: headings.count)]
        for subject in [SceneSubject.floor] + Pattern.allCases.map(SceneSubject.pattern) {
            let ratios = timed.map { Self.ratioCell(of: subject, in: $0) }
            let counts = [Self.count(.liveObjects, of: subject, in: scene), Self.count(.liveBytesPerRow, of: subject, in: growth)]
            let ownTests = subject == .floor ? "0 (the conformance suite only)" : tests[subject].map(String.init)
            let code = [linesOfCode[subject].map(String.init), ownTests].map { $0 ?? MetricFormatter.notAvailable }
            lines.append("| \(subject.displayName) | " + (ratios + counts + code).joined(separator: " | ") + " |")
        }
        return (lines + ["", "×floor: each pattern's median time per operation over the floor's, round by round (★ significantly "
            + "cheaper than every other pattern, ≈ not significantly dearer than the cheapest); live objects and bytes per "
            + "extra row: exact counts; both from \(caption(linkPrefix: linkPrefix)). Lines of code: `swift run bench loc`; "
            + "tests: each pattern's test target."]).joined(separator: "\n")
    }

    /// Two subjects head to head on every timed dispatch and assembly benchmark: each one's ×floor, which is
    /// significantly cheaper (`ResultGroup.comparison(of:with:)`), their instructions beside the floor's, retains and
    /// objects; then their live objects per scene.
    func versusMarkdown(_ subject: SceneSubject, _ other: SceneSubject, linkPrefix: String)
        throws(DocsGenerator.Failure) -> String
    {
        let (a, b) = (subject.displayName, other.displayName)
        var lines = ["| | \(a) ×floor | \(b) ×floor | cheaper | instructions: floor / \(a) / \(b) | retains: \(a) / \(b) "
                        + "| objects: \(a) / \(b) |",
                     "|---|---:|---:|---|---:|---:|---:|"]
        let timed = groups.filter { [.dispatch, .assembly].contains($0.suite) && $0.parameters == nil && $0.ranking == .wallTime }
        for group in timed {
            _ = try everySubject(in: group)
            let cheaper: String
            switch group.comparison(of: subject, with: other)?.verdict {
            case .cheaper?: cheaper = "\(a) ★"
            case .dearer?: cheaper = "\(b) ★"
            case .notSignificant?, .equal?: cheaper = "≈"
            case nil: cheaper = MetricFormatter.notAvailable
            }
            let counts = { (metric: Metric, subjects: [SceneSubject]) in
                subjects.map { Self.count(metric, of: $0, in: group) }.joined(separator: " / ")
            }
            lines.append("| \(group.benchmark) | \(Self.ratioCell(of: subject, in: group, marked: false)) | "
                + "\(Self.ratioCell(of: other, in: group, marked: false)) | \(cheaper) | "
                + "\(counts(.instructions, [.floor, subject, other])) | \(counts(.retains, [subject, other])) | "
                + "\(counts(.objects, [subject, other])) |")
        }
        let scene = try everySubject(in: try group("memory/scene"))
        let objects = { (who: SceneSubject) in scene.rows.first { $0.result.subject == who }?.result.metrics[.liveObjects] }
        let floorObjects = objects(.floor)
        let sceneCell = { (who: SceneSubject) -> String in
            guard let count = objects(who) else { return MetricFormatter.notAvailable }
            let ratio = floorObjects.flatMap { $0 > 0 ? count / $0 : nil }
            return CostTable.number(count) + (ratio.map { " (\(MetricFormatter.ratio($0)))" } ?? "")
        }
        var fewest = MetricFormatter.notAvailable
        if let mine = objects(subject), let theirs = objects(other) {
            fewest = mine == theirs ? "equal" : "\(mine < theirs ? a : b) (fewer)"
        }
        lines.append("| live objects per scene | \(sceneCell(subject)) | \(sceneCell(other)) | \(fewest) | | | |")
        return (lines + ["", "×floor: each one's median time per operation over the floor's, round by round, from "
            + "\(caption(linkPrefix: linkPrefix)). ★: significantly cheaper than the other (Wilcoxon's signed-rank test of "
            + "their per-round ratios, Holm-corrected over every pair of patterns of the benchmark, at 5 %); ≈: no "
            + "significant difference. Instructions (callgrind), retains and objects (interposed: what the scene's own code "
            + "asks of the runtime) are the same run's counts per operation, exact but where marked ~: instructions that "
            + "differ from one address-space layout to another, their mean over the layouts; live objects per scene, with "
            + "their ratio to the floor's, are a rendered scene's."]).joined(separator: "\n")
    }

    /// `0.75× ★`: the subject's ×floor as the report computes it, with its standing (★ best, ≈ tied) unless `marked`
    /// is false; `1×` for the floor.
    private static func ratioCell(of subject: SceneSubject, in group: ResultGroup, marked: Bool = true) -> String {
        guard subject != .floor else { return "1×" }
        guard let row = group.rows.first(where: { $0.result.subject == subject }) else { return MetricFormatter.notAvailable }
        let mark = !marked ? "" : row.standing == .best ? " ★" : row.standing == .tied ? " ≈" : ""
        return MetricFormatter.ratio(row.ratioToFloor) + mark
    }

    /// One exact count of `subject` in `group`, as the cost tables write it.
    /// One count of `subject` in `group` as the docs write it; instructions that differ from one address-space layout
    /// to another read `~41230`, their mean over the layouts, as the report marks them.
    private static func count(_ metric: Metric, of subject: SceneSubject, in group: ResultGroup) -> String {
        guard let metrics = group.rows.first(where: { $0.result.subject == subject })?.result.metrics,
              let value = metrics[metric] else { return MetricFormatter.notAvailable }
        return (metric == .instructions && metrics.instructionsVaryWithLayout ? "~" : "") + figure(value, of: metric)
    }
}
