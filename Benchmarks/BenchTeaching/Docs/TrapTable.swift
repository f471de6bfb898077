// Teaching: the table of docs/patterns/Store.md's four classic costs (`traps`), what the traps suite measured on the
// careful store and on each trap, from a report (the reference run). A plain value; owns the counts it shows.
import BenchResults
import SceneRig

/// What falling into each of the store's classic traps costs, beside the careful store: a like at a short and a long
/// list (so O(N) shows as the long list's count against the short one's, and as the count each extra row adds), and
/// the first render. Exact counts only; n/a, and why, when the report has no traps suite.
///
/// ```swift
/// TrapTable(report: reference.report, source: "[the reference run](../data/reference-run.json)").markdown
/// ```
package struct TrapTable {
    /// The counts shown for each operation, in this order.
    package static let metrics: [Metric] = [.retains, .releases, .objects, .bytes, .instructions, .ui]

    private let byKey: [String: BenchResult]
    private let source: String

    /// The traps suite's results of `report`; `source` names it in the caption (a Markdown link).
    package init(report: BenchReport, source: String) {
        var byKey: [String: BenchResult] = [:]
        for result in report.results where result.suite == .traps { byKey[result.identity.key] = result }
        self.byKey = byKey
        self.source = source
    }

    /// The like's table, then the first render's, each with its caption.
    package var markdown: String {
        let missing = byKey.isEmpty ? " — n/a: it has no traps suite" : ""
        var lines = ["A like (the tap, its request and the answer, the row updated) at 10 and 10 000 rows, per like, "
            + "from \(source)\(missing); the last column is what each row more of the list adds to a like's retains "
            + "(0: flat):", ""]
        lines += header(extra: ["retains per extra row"], rows: true)
        for scene in TrapBenchmark.Scene.all {
            let benchmark = TrapBenchmark(.like, on: scene)
            let counts = benchmark.rowCounts.map { result(benchmark, rows: $0) }
            for (index, rows) in benchmark.rowCounts.enumerated() {
                let name = index == 0 ? Self.name(of: scene) : ""
                let growth = index == 0 ? "" : perRow(counts.first ?? nil, counts[index], rows: (benchmark.rowCounts[0], rows))
                lines.append("| \(name) | \(Self.thousands(rows)) | " + cells(counts[index]).joined(separator: " | ")
                    + " | \(growth) |")
            }
        }
        lines += ["", "The first render (build, push, show; the three answers rendered) at 10 rows:", ""]
        lines += header(extra: [], rows: false)
        for scene in TrapBenchmark.Scene.all {
            let benchmark = TrapBenchmark(.firstRender, on: scene)
            let counts = benchmark.rowCounts.first.flatMap { result(benchmark, rows: $0) }
            lines.append("| \(Self.name(of: scene)) | " + cells(counts).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    private func header(extra: [String], rows: Bool) -> [String] {
        let titles = ["store"] + (rows ? ["rows"] : []) + Self.metrics.map(\.columnTitle) + extra
        return ["| " + titles.joined(separator: " | ") + " |",
                "|---|" + String(repeating: "---:|", count: titles.count - 1)]
    }

    private func result(_ benchmark: TrapBenchmark, rows: Int) -> BenchResult? {
        byKey[benchmark.identity(rows: rows).key]
    }

    private func cells(_ result: BenchResult?) -> [String] {
        Self.metrics.map { MetricFormatter.count(result?.metrics[$0]) }
    }

    /// (retains at the long list − at the short one) / the rows between them.
    private func perRow(_ short: BenchResult?, _ long: BenchResult?, rows: (short: Int, long: Int)) -> String {
        guard let low = short?.metrics[.retains], let high = long?.metrics[.retains], rows.long > rows.short else {
            return MetricFormatter.notAvailable
        }
        return MetricFormatter.count(((high - low) / Double(rows.long - rows.short) * 100).rounded() / 100)
    }

    /// "careful", "1 · whole-state dedupe": the trap with the number of the cost it falls into.
    static func name(of scene: TrapBenchmark.Scene) -> String {
        switch scene {
        case .careful: "careful (this column)"
        case .trap(let trap): "\(trap.classicCost) · `\(trap.moduleName)`"
        }
    }

    /// `10 000`, as the prose writes row counts.
    static func thousands(_ value: Int) -> String {
        guard value >= 1_000 else { return "\(value)" }
        let rest = "\(value % 1_000)"
        return "\(value / 1_000) " + String(repeating: "0", count: 3 - rest.count) + rest
    }
}
