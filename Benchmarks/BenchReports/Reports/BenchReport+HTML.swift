// The HTML format: one self-contained page (inline CSS, inline SVG, no scripts, nothing fetched) with the run
// details, each suite's charts, and every benchmark's table with its verdicts. Well-formed XML, so any XML
// parser can read it. Same columns as the terminal table and Markdown.
import BenchResults
import BenchStatistics

extension BenchReport {
    /// The report as one HTML page that opens offline in any browser.
    public func htmlText() -> String {
        let groups = self.groups      // computed once: each group bootstraps its intervals
        let suites = Suite.allCases.filter { suite in groups.contains { $0.suite == suite } }
        var main: [MarkupNode] = [
            MarkupNode("h1", text: "ArchBench report"),
            MarkupNode("p", ["class": "lede"], text: lede(benchmarks: groups.count)),
            runDetails,
            Self.howToRead,
        ]
        if !suites.isEmpty {
            main.append(MarkupNode("nav", [:], suites.map { suite in
                MarkupNode("a", ["href": "#\(suite.rawValue)"], text: suite.rawValue)
            }))
        }
        if let verdicts = Self.verdicts(of: groups) { main.append(verdicts) }
        main += suites.map { section(of: $0, groups: groups) }
        if results.isEmpty { main.append(MarkupNode("p", ["class": "empty"], text: "No results.")) }
        return Self.htmlPage(title: "ArchBench report · \(metadata.isoDate)", content: main)
    }

    /// A complete page around `content`: the doctype, the one style sheet, nothing else fetched or run.
    static func htmlPage(title: String, content: [MarkupNode]) -> String {
        let page = MarkupNode("html", ["lang": "en"], [
            MarkupNode("head", [:], [
                MarkupNode("meta", ["charset": "utf-8"]),
                MarkupNode("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                MarkupNode("title", text: title),
                MarkupNode("style", text: styleSheet),
            ]),
            MarkupNode("body", [:], [MarkupNode("main", [:], content)]),
        ])
        return "<!DOCTYPE html>\n" + page.rendered(indent: 1) + "\n"
    }

    /// One sentence: what was measured, where, when.
    private func lede(benchmarks: Int) -> String {
        let subjects = Set(results.map { "\($0.subject)" }).count
        return "\(benchmarks) benchmark\(benchmarks == 1 ? "" : "s") × \(subjects) subject\(subjects == 1 ? "" : "s"), "
            + "measured \(metadata.isoDate)\(metadata.quick ? " (quick run: fewer samples)" : ""). Report schema \(schema)."
    }

    /// The run metadata as a definition list.
    private var runDetails: MarkupNode {
        MarkupNode("section", ["class": "details"], [
            MarkupNode("h2", text: "Run details"),
            MarkupNode("dl", [:], metadata.summaryLines.flatMap { line in
                [MarkupNode("dt", text: line.label), MarkupNode("dd", text: line.text)]
            }),
        ])
    }

    /// The legend of the tables' symbols, written once.
    private static let howToRead = MarkupNode("section", ["class": "legend"], [
        MarkupNode("h2", text: "How to read"),
        MarkupNode("ul", [:], [
            MarkupNode("li", text: "×floor: a pattern's cost divided by the floor's — the same scene with no architecture. "
                + "Above 1× the pattern costs more."),
            MarkupNode("li", text: "×floor (95 % CI): for a timing, the ratio's 95 % interval over the measuring rounds; "
                + "the charts draw it as a whisker."),
            MarkupNode("li", text: "×best: the cost divided by the cheapest pattern's. ★ marks a pattern significantly "
                + "cheaper than every other; ≈ marks patterns that cannot be told apart from the cheapest (Holm-corrected, 5 %)."),
            MarkupNode("li", text: "X beside Y, its nearest relative: a pattern over the column it varies by one mechanism, "
                + "with the interval and verdict of the same test as ★ (Holm-corrected over every pair of the benchmark's "
                + "patterns, 5 %); for a count, exact."),
            MarkupNode("li", text: "Counts (retains, releases, objects, bytes) are per operation and exact; "
                + "n/a means not measurable in this run, never zero."),
            MarkupNode("li", text: "~ before instructions: the operation's count depends on where the program lies in "
                + "memory (hash tables keyed by addresses), so it is the mean over the address-space layouts it was "
                + "counted in; the others are identical in every layout."),
        ]),
    ])

    /// One line per ranked benchmark: who is cheapest (★, or the patterns tied ≈), by what, and × the floor.
    private static func verdicts(of groups: [ResultGroup]) -> MarkupNode? {
        let ranked = groups.filter { $0.ranking != nil && ($0.best != nil || $0.hasUnequalUIWork) }
        guard !ranked.isEmpty else { return nil }
        let header = MarkupNode("tr", [:], ["benchmark", "cheapest", "compared on", "×floor"].enumerated().map { index, title in
            MarkupNode("th", index == 3 ? ["class": "num"] : [:], text: title)
        })
        let rows = ranked.map { group in
            // The cheapest first, then the patterns tied with it from the closest.
            let leaders = group.rows.filter { $0.standing != nil }.sorted { ($0.ratioToBest ?? 0) < ($1.ratioToBest ?? 0) }
            let names = group.hasUnequalUIWork
                ? "not ranked: unequal UI work"
                : leaders.map { "\($0.result.subject) \($0.standing == .best ? "★" : "≈")" }.joined(separator: ", ")
            let ratios = leaders.map { MetricFormatter.ratio($0.ratioToFloor) }.joined(separator: ", ")
            return MarkupNode("tr", leaders.count == 1 ? ["class": "crowned"] : [:], [
                MarkupNode("td", text: group.title), MarkupNode("td", text: names),
                MarkupNode("td", text: group.ranking?.chartName ?? ""), MarkupNode("td", ["class": "num"], text: ratios),
            ])
        }
        return MarkupNode("section", ["class": "verdicts"], [
            MarkupNode("h2", text: "Verdicts"),
            MarkupNode("div", ["class": "benchmark"], [
                MarkupNode("table", [:], [MarkupNode("thead", [:], [header]), MarkupNode("tbody", [:], rows)]),
            ]),
        ])
    }

    /// A suite: its charts, then a table per benchmark.
    private func section(of suite: Suite, groups: [ResultGroup]) -> MarkupNode {
        var children = [MarkupNode("h2", text: suite.rawValue)]
        children += Self.chartFigures(of: suite, in: groups).map { figure in
            MarkupNode("figure", [:], [figure.svg(standalone: false)])
        }
        for group in groups where group.suite == suite {
            children.append(Self.table(of: group))
        }
        return MarkupNode("section", ["id": suite.rawValue], children)
    }

    /// One benchmark's table, its warning, each pattern beside its nearest relatives, and its survivors.
    private static func table(of group: ResultGroup) -> MarkupNode {
        let columns = group.columns(intervals: true)
        let header = MarkupNode("tr", [:], columns.map { column in
            MarkupNode("th", column.alignment == .right ? ["class": "num"] : [:], text: column.title)
        })
        let rows = group.rows.map { row in
            MarkupNode("tr", row.standing == .best ? ["class": "best"] : row.standing == .tied ? ["class": "tied"]
                       : row.result.subject == .floor ? ["class": "floor"] : [:],
                       columns.map { column in
                MarkupNode("td", column.alignment == .right ? ["class": "num"] : [:], text: column.cell(row))
            })
        }
        var children = [
            MarkupNode("h3", text: group.title),
            MarkupNode("table", [:], [MarkupNode("thead", [:], [header]), MarkupNode("tbody", [:], rows)]),
        ]
        if let warning = group.unequalUIWorkLine {
            children.append(MarkupNode("p", ["class": "warning"], text: warning))
        }
        let relatives = group.relativeLines
        if !relatives.isEmpty {
            children.append(MarkupNode("ul", ["class": "relatives"], relatives.map { MarkupNode("li", text: $0) }))
        }
        if !group.survivorLines.isEmpty {
            children.append(MarkupNode("ul", ["class": "survivors"], group.survivorLines.map {
                MarkupNode("li", [:], [.text("survivor "), MarkupNode("code", text: $0)])
            }))
        }
        return MarkupNode("div", ["class": "benchmark"], children)
    }

    /// The page's only style: system fonts, tables whose digits line up, charts that shrink on narrow screens.
    private static let styleSheet = """
        :root { color-scheme: light; --ink: #222; --muted: #666; --rule: #ddd; --best: #eef5fb; }
        body { margin: 0; background: #fff; color: var(--ink);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
        main { max-width: 980px; margin: 0 auto; padding: 24px 20px 64px; }
        h1 { font-size: 28px; margin: 0 0 4px; }
        h2 { font-size: 21px; margin: 36px 0 10px; padding-bottom: 4px; border-bottom: 2px solid var(--ink); }
        h3 { font-size: 16px; margin: 24px 0 6px; }
        .lede { color: var(--muted); margin: 0 0 8px; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
        dt { font-weight: 600; }
        dd { margin: 0; overflow-wrap: anywhere; }
        .legend ul { margin: 0; padding-left: 20px; }
        nav { margin: 24px 0 0; display: flex; gap: 16px; font-weight: 600; }
        nav a { color: #0b5cad; }
        figure { margin: 16px 0; overflow-x: auto; }
        figure svg { display: block; box-sizing: border-box; width: 100%; min-width: 600px; height: auto; border: 1px solid var(--rule); border-radius: 4px; }
        .benchmark { overflow-x: auto; }
        table { border-collapse: collapse; font-size: 13.5px; font-variant-numeric: tabular-nums; }
        th, td { padding: 3px 10px; border-bottom: 1px solid var(--rule); text-align: left; white-space: nowrap; }
        th { border-bottom: 2px solid var(--ink); font-weight: 600; }
        .num { text-align: right; }
        tr.floor td { color: var(--muted); }
        tr.best td { background: var(--best); font-weight: 600; }
        tr.tied td { background: #f6f6f6; }
        tr.crowned td { background: var(--best); }
        .warning { background: #fff4e0; border-left: 4px solid #E69F00; padding: 6px 10px; }
        .relatives { margin: 6px 0; padding-left: 20px; font-size: 13.5px; font-variant-numeric: tabular-nums; }
        .survivors code { font-size: 13px; }
        .empty { color: var(--muted); font-style: italic; }
        """
}
