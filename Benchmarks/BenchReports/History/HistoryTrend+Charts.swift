// `bench history --format svg` and `--format html`: per benchmark a small line chart of its ranking metric (p50 for
// timed benchmarks, live bytes for memory) over the recorded runs, a line per subject. Pure; draws with Report/Charts.
import BenchResults
import SceneRig

extension HistoryTrend {
    /// The trend as one SVG document: a chart per benchmark, oldest run on the left.
    public func svgText() -> String {
        let footer = "ArchBench history · \(runs.count) run\(runs.count == 1 ? "" : "s")"
            + (runs.last.map { " · latest \($0.isoDate) · \($0.toolchain)" } ?? "")
        let figure = ChartFigure.stacked(chartFigures, title: "ArchBench history", footer: footer)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + figure.svg(standalone: true).rendered(indent: 1) + "\n"
    }

    /// The trend as one self-contained page: the runs, the charts, the table of `bench history`.
    public func htmlText() -> String {
        let runList = MarkupNode("ol", [:], runs.indices.map { index in
            MarkupNode("li", text: "\(label(ofRun: index)) · \(runs[index].isoDate) · \(runs[index].toolchain)")
        })
        let header = MarkupNode("tr", [:], Self.columnTitles.map { MarkupNode("th", text: $0) })
        let table = MarkupNode("table", [:], [
            MarkupNode("thead", [:], [header]),
            MarkupNode("tbody", [:], rows.map { row in MarkupNode("tr", [:], row.map { MarkupNode("td", text: $0) }) }),
        ])
        var content = [MarkupNode("h1", text: "ArchBench history"), MarkupNode("h2", text: "Runs, oldest first"), runList]
        content += chartFigures.map { MarkupNode("figure", [:], [$0.svg(standalone: false)]) }
        content += [MarkupNode("h2", text: "Trend per benchmark and subject"), MarkupNode("div", ["class": "benchmark"], [table])]
        if runs.isEmpty { content.append(MarkupNode("p", ["class": "empty"], text: "No runs recorded.")) }
        return BenchReport.htmlPage(title: "ArchBench history", content: content)
    }

    /// A chart per benchmark (suite, benchmark and parameters), in order of first appearance.
    var chartFigures: [ChartFigure] {
        var benchmarks: [ResultIdentity] = []   // the first series of each benchmark
        for series in series where !benchmarks.contains(where: series.identity.isSameBenchmark(as:)) {
            benchmarks.append(series.identity)
        }
        let labels = runs.indices.map(shortLabel(ofRun:))
        return benchmarks.compactMap { benchmark in
            let ofBenchmark = series.filter { $0.identity.isSameBenchmark(as: benchmark) }
            guard let metric = Metric.rankingOrder.first(where: { metric in ofBenchmark.contains { $0.metric == metric } })
            else { return nil }
            let lines = SceneSubject.chartOrder.compactMap { subject in
                ofBenchmark.first { $0.subject == subject && $0.metric == metric }.map { series in
                    LineChart.Series(subject: subject, points: series.values.enumerated().map {
                        LineChart.Point(x: Double($0.offset), y: $0.element)
                    })
                }
            }
            return LineChart(
                title: "\(benchmark.benchmarkTitle): \(metric.chartName)",
                subtitle: "over \(runs.count) recorded run\(runs.count == 1 ? "" : "s"), oldest on the left; a gap: not measured",
                xTitle: "run: number · commit (or date when unknown)", yTitle: metric.chartName,
                logX: false, logY: true,
                xFormat: { MetricFormatter.chartNumber($0) }, yFormat: { metric.chartText($0) },
                xCategories: labels, series: lines, plotHeight: 150
            ).figure
        }
    }

    /// A run's x label: its number (several runs may measure one commit), then its commit (eight characters at most),
    /// else its date and time without the year: `2 · 4795dba`, `3 · 11-23 09:23`.
    private func shortLabel(ofRun index: Int) -> String {
        if let commit = runs[index].commit { return "\(index + 1) · \(commit.prefix(8))" }
        let date = runs[index].isoDate     // 2026-11-23T09:23:28Z → 11-23 09:23
        guard date.count >= 16 else { return "\(index + 1) · \(date)" }
        return "\(index + 1) · " + String(date.dropFirst(5).prefix(11)).replacingOccurrences(of: "T", with: " ")
    }
}
