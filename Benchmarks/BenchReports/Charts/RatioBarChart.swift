// The grouped bar chart of one suite: per benchmark, one horizontal bar per pattern for its cost × the floor's,
// on a log axis where the floor is the line at 1× and bars grow from it (right: costs more; left: less).
// A plain value built from the report's groups; draws a ChartFigure.
import BenchResults
import SceneRig

/// One suite's patterns against the floor, benchmark by benchmark.
///
/// Every bar is labelled with its pattern's name and value, so colour only repeats what the text says.
/// The 95 % interval of a ratio, when the report has one, is a whisker across the bar's end.
struct RatioBarChart: Sendable, Equatable {
    /// The chart's heading, e.g. `dispatch · time per operation × floor`.
    var title: String
    /// One line under the heading: how to read the chart.
    var subtitle: String
    /// One block of bars per benchmark.
    var groups: [Group]

    /// One benchmark: a heading and a bar per pattern.
    struct Group: Sendable, Equatable {
        /// The benchmark's title, e.g. `like` or `scene-rows (rows=100)`.
        var title: String
        /// What was compared, e.g. `p50 time`, and any warning about the comparison.
        var note: String
        /// One per pattern measured, in the report's order.
        var bars: [Bar]
    }

    /// One pattern's ratio in one benchmark.
    struct Bar: Sendable, Equatable {
        /// Who was measured; picks the colour.
        var subject: SceneSubject
        /// The ratio to the floor; `nil` draws no bar and reads "n/a".
        var ratio: Double?
        /// The 95 % interval of the ratio, drawn as a whisker when known.
        var interval: ClosedRange<Double>?
        /// The measured value the ratio rests on, formatted (e.g. `3.05 µs`), or n/a.
        var valueText: String
        /// `★` for the pattern significantly cheapest, `≈` for one tied with it, empty otherwise.
        var verdict: String
    }

    // Layout, in pixels.
    private static let width = 760.0, plotLeft = 150.0, plotRight = 560.0, valueColumn = 574.0
    private static let top = 76.0, headerHeight = 22.0, barPitch = 19.0, barHeight = 13.0, groupGap = 10.0

    /// The chart drawn: heading, grid and ticks on a log axis, the floor's line at 1×, bars, whiskers, labels.
    var figure: ChartFigure {
        let bars = groups.flatMap(\.bars)
        let values: [Double] = bars.flatMap { bar -> [Double] in
            [bar.ratio, bar.interval?.lowerBound, bar.interval?.upperBound].compactMap { $0 }
        } + [1]
        let scale = ChartScale.logarithmic(covering: values, range: (Self.plotLeft, Self.plotRight))
        let plotHeight = groups.reduce(0) { height, group in
            height + Self.headerHeight + Double(max(group.bars.count, 1)) * Self.barPitch + Self.groupGap
        }
        let bottom = Self.top + max(plotHeight, Self.barPitch)
        var body = [
            ChartFigure.label(title, x: 16, y: 24, size: 16, weight: "bold"),
            ChartFigure.label(subtitle, x: 16, y: 42, fill: ChartPalette.muted),
        ]
        body += Self.axis(scale, top: Self.top, bottom: bottom)
        var y = Self.top
        for group in groups {
            body.append(ChartFigure.label(group.title, x: 16, y: y + 15, weight: "bold"))
            body.append(ChartFigure.label(
                group.note, x: 16 + ChartFigure.estimatedWidth(of: group.title, bold: true) + 10, y: y + 15, size: 11,
                fill: ChartPalette.muted))
            y += Self.headerHeight
            let rows = Double(max(group.bars.count, 1)) * Self.barPitch
            // Grid and floor line run through the bars only, so they never cross the group's heading; the floor's
            // line is drawn over the bars, which start on it.
            body += Self.gridLines(scale, top: y - 2, bottom: y + rows + 2)
            let floorLine = Self.floorLine(scale, top: y - 2, bottom: y + rows + 2)
            for bar in group.bars {
                body += Self.drawn(bar, in: group, scale: scale, centre: y + Self.barPitch / 2)
                y += Self.barPitch
            }
            if group.bars.isEmpty {
                body.append(ChartFigure.label("no pattern measured", x: Self.plotLeft, y: y + 13, fill: ChartPalette.muted))
                y += Self.barPitch
            }
            body.append(floorLine)
            y += Self.groupGap
        }
        if groups.isEmpty {
            body.append(ChartFigure.label("Nothing to compare with the floor.", x: Self.plotLeft, y: y + 13, fill: ChartPalette.muted))
        }
        return ChartFigure(width: Self.width, height: bottom + 44, title: title, body: body)
    }

    /// Tick labels above and below the plot, the floor's label, the axis title.
    private static func axis(_ scale: ChartScale, top: Double, bottom: Double) -> [MarkupNode] {
        var nodes: [MarkupNode] = []
        for tick in scale.ticks {
            let x = scale.position(tick)
            let text = MetricFormatter.tickRatio(tick)
            nodes.append(ChartFigure.label(text, x: x, y: top - 8, anchor: "middle", size: 11, fill: ChartPalette.muted))
            nodes.append(ChartFigure.label(text, x: x, y: bottom + 10, anchor: "middle", size: 11, fill: ChartPalette.muted))
        }
        nodes.append(ChartFigure.label("floor", x: scale.position(1), y: top - 22, anchor: "middle", size: 11, weight: "bold"))
        nodes.append(ChartFigure.label(
            "× floor, log scale: left of the line costs less than the floor, right costs more", x: (plotLeft + plotRight) / 2,
            y: bottom + 28, anchor: "middle", size: 11, fill: ChartPalette.muted))
        nodes.append(ChartFigure.label("× floor", x: valueColumn, y: top - 8, size: 11, weight: "bold"))
        return nodes
    }

    /// The grid at each tick but 1×, between `top` and `bottom`.
    private static func gridLines(_ scale: ChartScale, top: Double, bottom: Double) -> [MarkupNode] {
        scale.ticks.filter { $0 != 1 }.map { tick in
            ChartFigure.line(x1: scale.position(tick), y1: top, x2: scale.position(tick), y2: bottom, stroke: ChartPalette.grid)
        }
    }

    /// The floor's dashed line at 1×, between `top` and `bottom`.
    private static func floorLine(_ scale: ChartScale, top: Double, bottom: Double) -> MarkupNode {
        let floor = scale.position(1)
        return ChartFigure.line(x1: floor, y1: top, x2: floor, y2: bottom, stroke: ChartPalette.ink, width: 1.5, dash: "4 3")
    }

    /// The row of one bar: the pattern's name, the bar from 1× to its ratio, the whisker, the value column.
    private static func drawn(_ bar: Bar, in group: Group, scale: ChartScale, centre: Double) -> [MarkupNode] {
        let style = ChartPalette.style(of: bar.subject)
        var nodes = [ChartFigure.label("\(bar.subject)", x: plotLeft - 8, y: centre + 4, anchor: "end")]
        let ratioText = MetricFormatter.ratio(bar.ratio) + (bar.verdict.isEmpty ? "" : " \(bar.verdict)")
        guard let ratio = bar.ratio, ratio > 0 else {
            nodes.append(ChartFigure.label("n/a", x: scale.position(1) + 6, y: centre + 4, fill: ChartPalette.muted))
            nodes.append(ChartFigure.label(MetricFormatter.notAvailable, x: valueColumn, y: centre + 4, fill: ChartPalette.muted))
            return nodes
        }
        let start = scale.position(1), end = scale.position(ratio)
        let tooltip = "\(bar.subject) · \(group.title): \(ratioText) the floor (\(bar.valueText))"
            + (bar.interval.map { ", 95 % interval \(MetricFormatter.ratio($0.lowerBound))–\(MetricFormatter.ratio($0.upperBound))" } ?? "")
        nodes.append(MarkupNode("rect", [
            "class": "bar", "data-subject": "\(bar.subject)", "data-benchmark": group.title,
            "x": ChartFigure.number(min(start, end)), "y": ChartFigure.number(centre - barHeight / 2),
            "width": ChartFigure.number(max(abs(end - start), 1.5)), "height": ChartFigure.number(barHeight),
            "fill": style.colour,
        ], [MarkupNode("title", text: tooltip)]))
        if let interval = bar.interval {
            let low = scale.position(interval.lowerBound), high = scale.position(interval.upperBound)
            nodes.append(MarkupNode("g", ["class": "whisker", "stroke": ChartPalette.ink, "stroke-width": "1.5"], [
                ChartFigure.line(x1: low, y1: centre, x2: high, y2: centre, stroke: ChartPalette.ink, width: 1.5),
                ChartFigure.line(x1: low, y1: centre - 4, x2: low, y2: centre + 4, stroke: ChartPalette.ink, width: 1.5),
                ChartFigure.line(x1: high, y1: centre - 4, x2: high, y2: centre + 4, stroke: ChartPalette.ink, width: 1.5),
            ]))
        }
        let weight = bar.verdict == "★" ? "bold" : nil
        nodes.append(ChartFigure.label(ratioText, x: valueColumn, y: centre + 4, weight: weight))
        nodes.append(ChartFigure.label(bar.valueText, x: valueColumn + 78, y: centre + 4, size: 11, fill: ChartPalette.muted))
        return nodes
    }
}
