// Teaching: the ownership diagram in Graphviz DOT (`bench graph --format dot | dot -Tsvg`). Pure text.
import Foundation

extension OwnershipDiagram {
    /// A DOT digraph: strong references solid, weak ones dashed, unverified ones dotted; kit nodes grey.
    package var dot: String {
        var lines = ["digraph ownership {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];",
                     "    edge [fontname=\"Helvetica\", fontsize=10];"]
        for (index, node) in nodes.enumerated() {
            let style = node.isKit ? ", style=filled, fillcolor=\"#f2f2f2\", color=\"#999999\"" : ""
            lines.append("    n\(index) [label=\"\(Self.dotEscaped(node.displayTitle))\"\(style)];")
        }
        for edge in edges {
            let style = switch edge.strength {
            case .strong: ""
            case .weak: ", style=dashed"
            case .unverified: ", style=dotted"
            }
            lines.append("    n\(edge.from) -> n\(edge.to) [label=\"\(Self.dotEscaped(edge.displayLabel))\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func dotEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
