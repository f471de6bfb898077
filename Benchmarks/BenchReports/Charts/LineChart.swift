// A line chart of one value across sizes or runs: a line per subject with its marker at every point and its
// name at its end, so lines are told apart without colour. Used for per-row memory and for history.
// A plain value; draws a ChartFigure.
import BenchResults
import SceneRig

/// Lines of `y` over `x`, one per subject.
struct LineChart: Sendable, Equatable {
    /// The chart's heading.
    var title: String
    /// One line under the heading: what the reader is looking at.
    var subtitle: String
    /// What the x axis counts, e.g. `rows (log scale)`.
    var xTitle: String
    /// What the y axis measures, e.g. `live bytes per row`.
    var yTitle: String
    /// Whether x and y are drawn on log axes (non-positive values then fall back to a linear axis).
    var logX: Bool, logY: Bool
    /// How a tick or a value reads on each axis.
    var xFormat: @Sendable (Double) -> String, yFormat: @Sendable (Double) -> String
    /// Named x positions (e.g. commits), replacing numeric ticks when given.
    var xCategories: [String]?
    /// The lines.
    var series: [Series]
    /// The height of the plotting area in pixels: compact for the many small charts of a history.
    var plotHeight = 230.0

    /// One subject's line.
    struct Series: Sendable, Equatable {
        /// Who was measured; picks colour, marker and dash.
        var subject: SceneSubject
        /// The points in x order; a `nil` y (not measured) breaks the line.
        var points: [Point]
    }

    /// One measurement: `y` at `x`.
    struct Point: Sendable, Equatable {
        var x: Double
        var y: Double?
    }

    static func == (lhs: LineChart, rhs: LineChart) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.series == rhs.series
            && lhs.xCategories == rhs.xCategories && lhs.logX == rhs.logX && lhs.logY == rhs.logY
    }

    // Layout, in pixels.
    private static let width = 760.0, plotLeft = 78.0, plotRight = 600.0, top = 72.0
    private static let labelGap = 14.0

    /// The chart drawn: heading, axes with grid, one line and its markers per series, a name at each line's end.
    var figure: ChartFigure {
        let bottom = Self.top + plotHeight
        let xs = series.flatMap { $0.points.map(\.x) }, ys = series.flatMap { $0.points.compactMap(\.y) }
        let xScale = xCategories != nil || !logX || xs.contains { $0 <= 0 }
            ? ChartScale.linear(covering: xs.isEmpty ? [0, 1] : [xs.min() ?? 0, xs.max() ?? 1], range: (Self.plotLeft, Self.plotRight))
                .fitted(to: xCategories == nil ? nil : xs)
            : ChartScale.logarithmic(covering: xs, range: (Self.plotLeft, Self.plotRight))
        let yScale = logY && !ys.isEmpty && ys.allSatisfy({ $0 > 0 })
            ? ChartScale.logarithmic(covering: ys, range: (bottom, Self.top))
            : ChartScale.linear(covering: ys + [0], range: (bottom, Self.top))
        var body = [
            ChartFigure.label(title, x: 16, y: 24, size: 16, weight: "bold"),
            ChartFigure.label(subtitle, x: 16, y: 42, fill: ChartPalette.muted),
            ChartFigure.label(yTitle, x: 16, y: Self.top - 12, size: 11, weight: "bold"),
        ]
        body += axes(x: xScale, y: yScale, bottom: bottom)
        var ends: [(subject: SceneSubject, y: Double, text: String)] = []
        for line in series {
            let style = ChartPalette.style(of: line.subject)
            body += Self.segments(of: line).map { segment in
                let points = segment.map { "\(ChartFigure.number(xScale.position($0.x))),\(ChartFigure.number(yScale.position($0.y)))" }
                var path = MarkupNode("polyline", [
                    "class": "series", "data-subject": "\(line.subject)", "points": points.joined(separator: " "),
                    "fill": "none", "stroke": style.colour, "stroke-width": "2.5", "stroke-linejoin": "round",
                ])
                if !style.dash.isEmpty { path = path.with("stroke-dasharray", style.dash) }
                return path
            }
            for point in line.points {
                guard let y = point.y else { continue }
                let marker = ChartFigure.marker(style, x: xScale.position(point.x), y: yScale.position(y))
                var withTitle = marker
                withTitle.children = [MarkupNode("title", text: "\(line.subject) at \(xLabel(point.x)): \(yFormat(y))")]
                body.append(withTitle.with("class", "point"))
            }
            if let last = line.points.last(where: { $0.y != nil }), let y = last.y {
                ends.append((line.subject, yScale.position(y), "\(line.subject) \(yFormat(y))"))
            }
        }
        let placed = Self.spread(ends.map(\.y), gap: Self.labelGap, within: Self.top...bottom)
        for (end, y) in zip(ends, placed) {
            let style = ChartPalette.style(of: end.subject)
            body.append(ChartFigure.marker(style, x: Self.plotRight + 16, y: y - 4, size: 4))
            body.append(ChartFigure.label(end.text, x: Self.plotRight + 26, y: y))
        }
        if series.allSatisfy({ $0.points.allSatisfy { $0.y == nil } }) {
            body.append(ChartFigure.label("nothing measured", x: (Self.plotLeft + Self.plotRight) / 2, y: Self.top + plotHeight / 2,
                                          anchor: "middle", fill: ChartPalette.muted))
        }
        return ChartFigure(width: Self.width, height: bottom + 48, title: title, body: body)
    }

    /// Grid lines with tick labels on both axes and the x axis title.
    private func axes(x: ChartScale, y: ChartScale, bottom: Double) -> [MarkupNode] {
        var nodes: [MarkupNode] = []
        for tick in y.ticks {
            let position = y.position(tick)
            nodes.append(ChartFigure.line(x1: Self.plotLeft, y1: position, x2: Self.plotRight, y2: position, stroke: ChartPalette.grid))
            nodes.append(ChartFigure.label(MetricFormatter.withoutTrailingZeros(yFormat(tick)), x: Self.plotLeft - 6, y: position + 4, anchor: "end", size: 11, fill: ChartPalette.muted))
        }
        let xTicks = xCategories.map { Self.shownCategories(count: $0.count).map(Double.init) } ?? x.ticks
        for tick in xTicks {
            let position = x.position(tick)
            nodes.append(ChartFigure.line(x1: position, y1: Self.top, x2: position, y2: bottom, stroke: ChartPalette.grid))
            nodes.append(ChartFigure.label(xLabel(tick), x: position, y: bottom + 16, anchor: "middle", size: 11, fill: ChartPalette.muted))
        }
        nodes.append(ChartFigure.line(x1: Self.plotLeft, y1: bottom, x2: Self.plotRight, y2: bottom, stroke: ChartPalette.muted))
        nodes.append(ChartFigure.line(x1: Self.plotLeft, y1: Self.top, x2: Self.plotLeft, y2: bottom, stroke: ChartPalette.muted))
        nodes.append(ChartFigure.label(xTitle, x: (Self.plotLeft + Self.plotRight) / 2, y: bottom + 36, anchor: "middle", size: 11, weight: "bold"))
        return nodes
    }

    /// The label of an x value: its category name, or the formatted number.
    private func xLabel(_ value: Double) -> String {
        guard let xCategories else { return xFormat(value) }
        let index = Int(value.rounded())
        return xCategories.indices.contains(index) ? xCategories[index] : xFormat(value)
    }

    /// The categories that get a label: all of up to ten, else every n-th and the last, so labels never overlap.
    static func shownCategories(count: Int) -> [Int] {
        let step = max(1, (count + 9) / 10)
        var shown = Array(stride(from: 0, to: count, by: step))
        if let last = shown.last, last != count - 1 {
            if count - 1 - last < step / 2 + 1 { shown.removeLast() }
            shown.append(count - 1)
        }
        return shown
    }

    /// The runs of consecutive measured points: a missing value breaks the line rather than bridging it.
    private static func segments(of series: Series) -> [[(x: Double, y: Double)]] {
        var segments: [[(x: Double, y: Double)]] = [[]]
        for point in series.points {
            if let y = point.y { segments[segments.count - 1].append((point.x, y)) } else { segments.append([]) }
        }
        return segments.filter { $0.count >= 2 }
    }

    /// Positions as close as possible to `wanted`, at least `gap` apart, inside `bounds`, in the same order.
    static func spread(_ wanted: [Double], gap: Double, within bounds: ClosedRange<Double>) -> [Double] {
        let order = wanted.indices.sorted { wanted[$0] < wanted[$1] }
        var placed = order.map { wanted[$0] }
        for index in placed.indices.dropFirst() { placed[index] = max(placed[index], placed[index - 1] + gap) }
        if let last = placed.indices.last, placed[last] > bounds.upperBound {
            placed[last] = bounds.upperBound
            for index in placed.indices.dropLast().reversed() { placed[index] = min(placed[index], placed[index + 1] - gap) }
        }
        var result = wanted
        for (rank, index) in order.enumerated() { result[index] = placed[rank] }
        return result
    }
}

extension ChartScale {
    /// A linear axis for categories at 0, 1, 2…: half a step of room before the first and after the last.
    fileprivate func fitted(to values: [Double]?) -> ChartScale {
        guard let values, let low = values.min(), let high = values.max() else { return self }
        var scale = self
        scale.domain = (low - 0.5)...(high + 0.5)
        scale.ticks = []
        return scale
    }
}
