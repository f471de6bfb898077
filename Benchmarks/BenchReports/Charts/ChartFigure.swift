// One drawn chart: its size, title and elements, as a standalone SVG document or stacked with others in one.
// Also the drawing vocabulary every chart shares (numbers for coordinates, text, markers). Pure.
import BenchResults

/// A finished chart, ready to be written as SVG on its own or inside an HTML page.
struct ChartFigure: Sendable, Equatable {
    /// Width and height in pixels (CSS pixels when inlined).
    var width: Double, height: Double
    /// What the chart shows, in one line: the SVG's accessible name.
    var title: String
    /// The elements, in drawing order, in a coordinate system with the origin at the top left.
    var body: [MarkupNode]

    /// The fonts every chart asks for: whatever sans-serif the reader's system has, nothing downloaded.
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"

    /// The chart as an `<svg>` element with a white background (readable on a dark page too).
    func svg(standalone: Bool) -> MarkupNode {
        let size = "0 0 \(Self.number(width)) \(Self.number(height))"
        var root = MarkupNode("svg", [
            "width": Self.number(width), "height": Self.number(height), "viewBox": size,
            "font-family": Self.fontFamily, "font-size": "12", "role": "img", "aria-label": title,
        ], [MarkupNode("title", text: title), Self.background(width: width, height: height)] + body)
        if standalone {
            root.attributes.insert(("xmlns", "http://www.w3.org/2000/svg"), at: 0)
        }
        return root
    }

    /// Several charts one under another in one SVG document, `gap` pixels apart, with an optional last line in
    /// small print (e.g. where and when the numbers were measured).
    static func stacked(_ figures: [ChartFigure], title: String, footer: String? = nil, gap: Double = 16) -> ChartFigure {
        let width = figures.map(\.width).max() ?? 760
        var y = 0.0
        var body: [MarkupNode] = []
        for figure in figures {
            body.append(MarkupNode("g", ["transform": "translate(0 \(number(y)))"],
                                   [background(width: figure.width, height: figure.height)] + figure.body))
            y += figure.height + gap
        }
        if figures.isEmpty {
            body.append(label("No results to chart.", x: 16, y: 28, fill: ChartPalette.muted))
            y = 48 + gap
        }
        let footerLines = footer.map { wrapped($0, width: width - 32, size: 10.5) } ?? []
        for line in footerLines {
            body.append(label(line, x: 16, y: y + 2, size: 10.5, fill: ChartPalette.muted))
            y += 14
        }
        return ChartFigure(width: width, height: max(y - gap, 0) + (footerLines.isEmpty ? 0 : gap), title: title, body: body)
    }

    private static func background(width: Double, height: Double) -> MarkupNode {
        MarkupNode("rect", ["width": number(width), "height": number(height), "fill": "#ffffff"])
    }

    // MARK: - Drawing vocabulary

    /// A coordinate or length with at most one decimal, locale-independent: `12`, `12.5`, `-3.2`.
    static func number(_ value: Double) -> String {
        let text = MetricFormatter.fixed(value.isFinite ? value : 0, decimals: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A line of text; `anchor` is `start`, `middle` or `end`.
    static func label(
        _ text: String, x: Double, y: Double, anchor: String = "start", size: Double = 12,
        weight: String? = nil, fill: String = ChartPalette.ink
    ) -> MarkupNode {
        var node = MarkupNode("text", [
            "x": number(x), "y": number(y), "text-anchor": anchor, "font-size": number(size), "fill": fill,
        ], text: text)
        if let weight { node = node.with("font-weight", weight) }
        return node
    }

    /// A straight line.
    static func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: String = ""
    ) -> MarkupNode {
        var node = MarkupNode("line", [
            "x1": number(x1), "y1": number(y1), "x2": number(x2), "y2": number(y2),
            "stroke": stroke, "stroke-width": number(width),
        ])
        if !dash.isEmpty { node = node.with("stroke-dasharray", dash) }
        return node
    }

    /// The marker of a style, centred on a point, filled with the style's colour and outlined in white so
    /// overlapping markers stay apart.
    static func marker(_ style: ChartStyle, x: Double, y: Double, size: Double = 4.5) -> MarkupNode {
        let paint: KeyValuePairs<String, String> = ["fill": style.colour, "stroke": "#ffffff", "stroke-width": "1"]
        func points(_ list: [(Double, Double)]) -> String {
            list.map { "\(number(x + $0.0)),\(number(y + $0.1))" }.joined(separator: " ")
        }
        var node: MarkupNode
        switch style.marker {
        case .circle:
            node = MarkupNode("circle", ["cx": number(x), "cy": number(y), "r": number(size)])
        case .square:
            let side = size * 1.7
            node = MarkupNode("rect", [
                "x": number(x - side / 2), "y": number(y - side / 2), "width": number(side), "height": number(side),
            ])
        case .triangle:
            node = MarkupNode("polygon", ["points": points([(0, -size * 1.2), (size * 1.1, size * 0.8), (-size * 1.1, size * 0.8)])])
        case .diamond:
            node = MarkupNode("polygon", ["points": points([(0, -size * 1.3), (size * 1.1, 0), (0, size * 1.3), (-size * 1.1, 0)])])
        case .invertedTriangle:
            node = MarkupNode("polygon", ["points": points([(0, size * 1.2), (size * 1.1, -size * 0.8), (-size * 1.1, -size * 0.8)])])
        case .hexagon:
            node = MarkupNode("polygon", ["points": points([
                (size * 1.1, 0), (size * 0.55, -size * 0.95), (-size * 0.55, -size * 0.95), (-size * 1.1, 0),
                (-size * 0.55, size * 0.95), (size * 0.55, size * 0.95),
            ])])
        case .pentagon:
            let r = size * 1.2  // the corners at 72° steps from the top
            node = MarkupNode("polygon", ["points": points([
                (0, -r), (r * 0.951, -r * 0.309), (r * 0.588, r * 0.809), (-r * 0.588, r * 0.809), (-r * 0.951, -r * 0.309),
            ])])
        case .star:
            // A five-pointed star, point up: outer corners on the unit circle, inner ones at 0.45 of it.
            let outer: [(Double, Double)] = [(0, -1), (0.9511, -0.309), (0.5878, 0.809), (-0.5878, 0.809), (-0.9511, -0.309)]
            let inner: [(Double, Double)] = [(0.5878, -0.809), (0.9511, 0.309), (0, 1), (-0.9511, 0.309), (-0.5878, -0.809)]
            let corners = (0..<5).flatMap { [outer[$0], (inner[$0].0 * 0.45, inner[$0].1 * 0.45)] }
            node = MarkupNode("polygon", ["points": points(corners.map { (size * 1.3 * $0.0, size * 1.3 * $0.1) })])
        case .cross:
            let arm = size * 0.9
            return MarkupNode("path", [
                "d": "M\(number(x - arm)) \(number(y - arm))L\(number(x + arm)) \(number(y + arm))"
                    + "M\(number(x - arm)) \(number(y + arm))L\(number(x + arm)) \(number(y - arm))",
                "stroke": style.colour, "stroke-width": "2", "fill": "none",
            ])
        }
        for attribute in paint { node = node.with(attribute.key, attribute.value) }
        return node
    }

    /// `text` cut at its ` · ` separators into lines that fit `width` pixels (a single part longer than that keeps
    /// its own line).
    static func wrapped(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        for part in text.components(separatedBy: " · ") {
            if let last = lines.last, estimatedWidth(of: last + " · " + part, size: size) <= width {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    /// About how wide `text` is at `size` pixels in a proportional sans-serif: for layout, never for clipping.
    static func estimatedWidth(of text: String, size: Double = 12, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.68 : 0.6)
    }
}
