// Teaching: the ownership diagram as a Mermaid `flowchart`, the form GitHub renders inside Markdown — whole for
// `bench graph`, folded and cut to a readable size for the docs. Pure text.
import Foundation
import LeakProbe

extension OwnershipDiagram {
    /// A Mermaid flowchart: strong references solid (`-->`), weak ones dashed (`-.->`), unverified ones (an `unowned`
    /// reference, or memory that could not be read) dashed and marked "?"; a closure's capture says "(closure)".
    package var mermaid: String { mermaid(direction: "LR") }

    /// The flowchart laid out `TB` (top to bottom) or `LR`.
    ///
    /// Mermaid's layout breaks cycles by reversing the edges that close them, found depth-first in the order nodes and
    /// edges are written. Nodes are written owners first (breadth-first along strong references from the nodes nothing
    /// owns) and strong edges before weak ones, so the weak references are the ones turned back and ownership reads
    /// downwards.
    func mermaid(direction: String) -> String {
        var lines = ["flowchart \(direction)"]
        for index in drawingOrder {
            lines.append("    n\(index)[\"\(Self.mermaidEscaped(nodes[index].displayTitle))\"]")
        }
        for edge in edges.filter({ $0.strength == .strong }) + edges.filter({ $0.strength != .strong }) {
            let arrow = edge.strength == .strong ? "-->" : "-.->"
            lines.append("    n\(edge.from) \(arrow)|\"\(Self.mermaidEscaped(edge.displayLabel))\"| n\(edge.to)")
        }
        let kitNodes = nodes.indices.filter { nodes[$0].isKit }.map { "n\($0)" }
        if !kitNodes.isEmpty {
            lines.append("    classDef kit fill:#f2f2f2,stroke:#999,color:#555")
            lines.append("    class \(kitNodes.joined(separator: ",")) kit")
        }
        return lines.joined(separator: "\n")
    }

    /// Node indices, owners before what they own: breadth-first along strong references, starting from the nodes no
    /// strong reference reaches — those that references come back to first (a view controller its bindings call), so
    /// the cycles close on them — then any left.
    private var drawingOrder: [Int] {
        let strong = edges.filter { $0.strength == .strong && !$0.isCapture }
        let owned = Set(strong.map(\.to))
        let incoming = Dictionary(grouping: edges, by: \.to).mapValues(\.count)
        var order = nodes.indices.filter { !owned.contains($0) }
            .sorted { (incoming[$0] ?? 0, -$0) > (incoming[$1] ?? 0, -$1) }
        var seen = Set(order), next = 0
        if order.isEmpty, !nodes.isEmpty { order = [0]; seen = [0] }
        while next < order.count {
            for edge in strong where edge.from == order[next] && !seen.contains(edge.to) {
                seen.insert(edge.to)
                order.append(edge.to)
            }
            next += 1
        }
        return order + nodes.indices.filter { !seen.contains($0) }
    }

    /// The docs' form, Markdown: the kit's views folded into their owners, cut as little as `GraphSizeRule`'s limits
    /// allow (whole, by section, then a section's rows apart), each part laid out in the direction that draws it
    /// narrower, and a note naming what was folded.
    package var docsMarkdown: String {
        let (folded, foldedTitles) = foldingKitViews()
        let rule = GraphSizeRule()
        func chart(_ diagram: OwnershipDiagram) -> String {
            let charts = ["TB", "LR"].map { diagram.mermaid(direction: $0) }
            return charts.min { width($0) < width($1) } ?? charts[0]
        }
        func width(_ text: String) -> Int { MermaidFlowchart(text)?.estimate.width ?? .max }
        let cuts = OwnershipDiagram.Cut.allCases.map { cut in folded.parts(cut).map { ($0.title, chart($0.diagram)) } }
        let chosen = cuts.first { parts in
            parts.allSatisfy { MermaidFlowchart($0.1).map { rule.problems(of: $0).isEmpty } ?? false }
        } ?? cuts[cuts.count - 1]
        var blocks = chosen.map { title, text in
            (title.isEmpty ? "" : "**\(Self.markdownEscaped(title))**\n\n") + "```mermaid\n\(text)\n```"
        }
        if !foldedTitles.isEmpty {
            var counts: [String: Int] = [:], order: [String] = []
            for title in foldedTitles {
                if counts[title] == nil { order.append(title) }
                counts[title, default: 0] += 1
            }
            let names = order.map { counts[$0, default: 1] > 1 ? "\($0) (\(counts[$0, default: 1]))" : $0 }
            blocks.append("<sub>The UI kit's views are folded into the node that owns them (\(names.joined(separator: ", ")));"
                + " a label such as `section.tableView.visibleCells[]` is the path through them. Their references to one"
                + " another and back to their owner (a table's weak `dataSource` and `delegate`) are left out here;"
                + " `bench graph` draws every one.</sub>")
        }
        if nodes.contains(where: \.isRegistrarPart) {
            blocks.append("<sub>Each `@Observable` model's registrar (Observation's own objects) is folded into the model:"
                + " an arrow `observers[]` from a model is an update's tracking held by its registrar, a closure that"
                + " captures its view weakly, which the kit ends when the view updates again or goes; each tracked"
                + " view's own tracking state (the kit's `PropertyTracking`) is folded into the view. `bench graph`"
                + " draws them all.</sub>")
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Mermaid reads `<`, `>` and `"` inside a label as markup: its entity codes keep them text.
    static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }

    /// Markdown reads `<` as the start of HTML and `*`, `_` as emphasis.
    static func markdownEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "*", with: "\\*").replacingOccurrences(of: "_", with: "\\_")
    }
}

extension OwnershipDiagram.Node {
    /// `BlogCell ×5` for a collapsed group, the title alone otherwise; `Optional<X>` written `X?`, as Swift does.
    var displayTitle: String {
        var title = self.title
        while let range = title.range(of: #"Optional<([A-Za-z0-9_.]+)>"#, options: .regularExpression) {
            let inner = title[range].dropFirst("Optional<".count).dropLast()
            title.replaceSubrange(range, with: inner + "?")
        }
        return count > 1 ? "\(title) ×\(count)" : title
    }
}

extension ReferenceEdge {
    /// A diagram's label: the property path, with what a reader cannot see from the line style alone. The one path
    /// inside the toolchain's Observation registrar (its buffer's observers, each a tracking's closure) reads as what it
    /// is: its own spelling is too long for any graph.
    var displayLabel: String {
        let path = propertyPath == Self.observationRegistrarPath ? "observers[]" : propertyPath
        return path + (isCapture ? " (closure)" : "") + (strength == .unverified ? " ?" : "")
    }

    /// The path from an Observation registrar's storage to one of its observers: a tracking's closure.
    static let observationRegistrarPath = "header.observations[].kind.willSetTracking"
}
