// The SVG format: per suite a grouped bar chart of each pattern × the floor (log axis), then a line chart per
// metric of each benchmark measured across sizes (per-row memory, 10 → 10 000 rows). Self-contained: no fonts,
// no scripts, no links. The HTML page inlines the same figures.
import BenchResults
import BenchStatistics
import SceneRig

extension BenchReport {
    /// The report's charts as one SVG document, one chart under another.
    public func svgText() -> String {
        let figure = ChartFigure.stacked(chartFigures, title: "ArchBench results", footer: provenance)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + figure.svg(standalone: true).rendered(indent: 1) + "\n"
    }

    /// One line saying what measured these numbers, so a chart copied elsewhere keeps its context:
    /// `ArchBench · commit d91f26a · 2026-11-23T09:23:28Z · Swift version 6.3.1 … · Debian … · AMD EPYC · 2 cores`.
    var provenance: String {
        (["ArchBench", metadata.commit.map { "commit \($0)" }, metadata.isoDate, metadata.toolchain, metadata.os,
          "\(metadata.cpu) · \(metadata.cores) cores", metadata.quick ? "quick run" : nil] as [String?])
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// Every chart of the report, in suite order: a suite's bar chart, then its charts across sizes.
    var chartFigures: [ChartFigure] {
        let groups = self.groups      // computed once: each group bootstraps its intervals
        return Suite.allCases.flatMap { suite in Self.chartFigures(of: suite, in: groups) }
    }

    /// The charts of one suite among `groups`: its bar chart (when it has a benchmark to compare) and its series charts.
    static func chartFigures(of suite: Suite, in groups: [ResultGroup]) -> [ChartFigure] {
        let groups = groups.filter { $0.suite == suite }
        let series = Self.sizeSeries(in: groups)
        let barGroups = groups.filter { group in
            group.ranking != nil && !series.contains { $0.benchmark == group.benchmark }
        }
        var figures: [ChartFigure] = []
        if !barGroups.isEmpty {
            figures.append(ratioChart(of: suite, groups: barGroups).figure)
        }
        figures += series.flatMap { lineCharts(of: $0).map(\.figure) }
        return figures
    }

    /// The bar chart of a suite's comparable benchmarks.
    static func ratioChart(of suite: Suite, groups: [ResultGroup]) -> RatioBarChart {
        let bars = groups.map { group in
            RatioBarChart.Group(
                title: group.chartTitle,
                note: group.ranking.map(\.chartName).map { group.hasUnequalUIWork ? "\($0) · ⚠ unequal UI work" : $0 } ?? "",
                bars: group.rows.filter { $0.result.subject != .floor }.map { row in
                    RatioBarChart.Bar(
                        subject: row.result.subject, ratio: row.ratioToFloor,
                        interval: row.versusFloor.flatMap { Self.interval($0.ratio) },
                        valueText: group.ranking.map { $0.chartText(row.result.metrics[$0]) } ?? MetricFormatter.notAvailable,
                        verdict: row.standing == .best ? "★" : row.standing == .tied ? "≈" : "")
                })
        }
        return RatioBarChart(
            title: "\(suite.rawValue) · each pattern's cost × the floor's",
            subtitle: "The floor: the same scene, no architecture. ★ significantly cheapest; ≈ tied with the cheapest"
                + (groups.contains { $0.rows.contains { $0.versusFloor != nil } } ? "; whisker: 95 % interval." : "."),
            groups: bars)
    }

    /// A ratio's 95 % interval as a range, nil when its ends are not finite (nothing to draw).
    private static func interval(_ ratio: RatioInterval) -> ClosedRange<Double>? {
        guard ratio.low.isFinite, ratio.high.isFinite else { return nil }
        return min(ratio.low, ratio.high)...max(ratio.low, ratio.high)
    }

    /// A benchmark measured at several values of one parameter (e.g. `rows`): its groups in parameter order.
    struct SizeSeries {
        var suite: Suite
        var benchmark: String
        var parameter: String
        var groups: [ResultGroup]
    }

    /// The benchmarks measured at two values or more of a single parameter; found by shape, not by name.
    static func sizeSeries(in groups: [ResultGroup]) -> [SizeSeries] {
        var found: [SizeSeries] = []
        for group in groups {
            guard let parameters = group.parameters, parameters.count == 1, let key = parameters.keys.first else { continue }
            if let index = found.firstIndex(where: { $0.benchmark == group.benchmark && $0.parameter == key }) {
                found[index].groups.append(group)
            } else {
                found.append(SizeSeries(suite: group.suite, benchmark: group.benchmark, parameter: key, groups: [group]))
            }
        }
        return found
            .filter { series in Set(series.groups.compactMap { $0.parameters?[series.parameter] }).count >= 2 }
            .map { series in
                var sorted = series
                sorted.groups.sort { ($0.parameters?[series.parameter] ?? 0) < ($1.parameters?[series.parameter] ?? 0) }
                return sorted
            }
    }

    /// Per-row memory gets two charts (bytes and objects per row); any other series, its ranking metric.
    static func lineCharts(of series: SizeSeries) -> [LineChart] {
        let results = series.groups.flatMap { $0.rows.map(\.result) }
        let perRow: [Metric] = [.liveBytesPerRow, .liveObjectsPerRow]
        let plotted = perRow.contains { metric in results.contains { $0.metrics[metric] != nil } }
            ? perRow
            : Array(series.groups.compactMap(\.ranking).prefix(1))
        let subjects = SceneSubject.chartOrder.filter { subject in results.contains { $0.subject == subject } }
        return plotted.map { metric in
            LineChart(
                title: "\(series.suite.rawValue) · \(series.benchmark): \(metric.chartName)",
                subtitle: metric.chartDetail,
                xTitle: "\(series.parameter) (log scale)", yTitle: metric.chartName,
                logX: true, logY: true,
                xFormat: { MetricFormatter.chartNumber($0) }, yFormat: { metric.chartText($0) },
                xCategories: nil,
                series: subjects.map { subject in
                    LineChart.Series(subject: subject, points: series.groups.compactMap { group in
                        guard let x = group.parameters?[series.parameter] else { return nil }
                        let result = group.rows.first { $0.result.subject == subject }?.result
                        return LineChart.Point(x: Double(x), y: result?.metrics[metric])
                    })
                })
        }
    }
}

extension ResultGroup {
    /// The group's name inside its suite's chart: the benchmark, with its parameters when it has any.
    var chartTitle: String {
        guard let parameters, !parameters.isEmpty else { return benchmark }
        let list = ResultIdentity.parameterPairs(parameters).joined(separator: ", ")
        return "\(benchmark) (\(list))"
    }
}

extension Metric {
    /// What a chart's axis or heading calls the metric: the words of a sentence, not a column title.
    var chartName: String {
        switch self {
        case .wallTime: "median time per operation"
        case .liveObjects: "live objects after first render"
        case .liveBytes: "live bytes after first render"
        case .liveObjectsPerRow: "live objects per row"
        case .liveBytesPerRow: "live bytes per row"
        case .bytes: "bytes allocated per operation"
        default: "\(columnTitle) per operation"
        }
    }

    /// One sentence saying how the metric was measured, under a line chart's heading.
    var chartDetail: String {
        switch self {
        case .wallTime: "p50 wall time of one operation, release build"
        case .liveBytes: "heap bytes alive in the scene after its first render"
        case .liveBytesPerRow: "heap bytes alive after the first render ÷ rows: the scene's fixed cost fades, "
            + "each row's own cost remains"
        case .liveObjectsPerRow: "Swift objects alive after the first render ÷ rows"
        default: "\(columnTitle) per operation, exact"
        }
    }

    /// A value with its unit, as charts print it: `3.05 µs`, `10064 B`, `0.0064`; `n/a` when not measured.
    func chartText(_ value: Double?) -> String {
        guard let value else { return MetricFormatter.notAvailable }
        switch unit {
        case .nanoseconds: return MetricFormatter.duration(nanoseconds: value)
        case .bytes: return MetricFormatter.chartNumber(value) + " B"
        case .count, .instructions: return MetricFormatter.chartNumber(value)
        }
    }
}

extension SceneSubject {
    /// The floor, then the patterns in their canonical order: the order of every chart's lines and legends.
    static let chartOrder: [SceneSubject] = [.floor] + Pattern.allCases.map(SceneSubject.pattern)
}
