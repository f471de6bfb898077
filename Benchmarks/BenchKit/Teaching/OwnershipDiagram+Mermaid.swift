// Teaching: the ownership diagram as a Mermaid `flowchart`, the form GitHub renders inside Markdown. Pure text.
import Foundation

extension OwnershipDiagram {
    /// A Mermaid flowchart: strong references solid (`-->`), weak ones dashed (`-.->`), unverified ones (an `unowned`
    /// reference, or memory that could not be read) dashed and marked "?"; a closure's capture says "(closure)".
    var mermaid: String {
        var lines = ["flowchart LR"]
        for (index, node) in nodes.enumerated() {
            lines.append("    n\(index)[\"\(Self.mermaidEscaped(node.displayTitle))\"]")
        }
        for edge in edges {
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

    /// Mermaid reads `<`, `>` and `"` inside a label as markup: its entity codes keep them text.
    static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }
}

extension OwnershipDiagram.Node {
    /// `BlogCell ×5` for a collapsed group, the title alone otherwise.
    var displayTitle: String { count > 1 ? "\(title) ×\(count)" : title }
}

extension ReferenceEdge {
    /// A diagram's label: the property path, with what a reader cannot see from the line style alone.
    var displayLabel: String {
        propertyPath + (isCapture ? " (closure)" : "") + (strength == .unverified ? " ?" : "")
    }
}
