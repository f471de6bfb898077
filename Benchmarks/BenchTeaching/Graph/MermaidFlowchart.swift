// Teaching: a Mermaid flowchart read back from its text — nodes, labelled edges, direction — and the width Mermaid's
// layered layout will give it, estimated, so a graph's size can be checked without a browser. A plain value.
import Foundation

/// A `flowchart` (or `graph`) block as Mermaid reads it, enough to judge its size.
///
/// Understood: `flowchart TB|TD|BT|LR|RL`, nodes `id`, `id["label"]`, `id[label]`, `id(label)`, `id{label}` (and the
/// other bracket shapes), edges `-->`, `---`, `-.->`, `==>` with `|label|` or `-- label -->`, chains `a --> b --> c`.
/// Ignored: `subgraph`/`end` (their nodes count as any other), `classDef`, `class`, `style`, `click`, comments.
struct MermaidFlowchart: Equatable {
    struct Edge: Equatable {
        let from: String, to: String
        let label: String
    }

    /// `TB` or `LR` (`TD` and `BT` read as `TB`, `RL` as `LR`).
    let direction: String
    /// Node ids in order of first appearance, and their labels (the id when a node has none).
    let nodeIDs: [String]
    let labels: [String: String]
    let edges: [Edge]

    /// Nil when `text` is not a flowchart (a sequence diagram, a pie).
    init?(_ text: String) {
        var lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("%%") }[...]
        guard let header = lines.popFirst(), header.hasPrefix("flowchart") || header.hasPrefix("graph") else { return nil }
        let declared = header.split(separator: " ").dropFirst().first.map(String.init) ?? "TB"
        direction = ["LR", "RL"].contains(declared) ? "LR" : "TB"
        var ids: [String] = [], labels: [String: String] = [:], edges: [Edge] = []
        func note(_ id: String, _ label: String?) {
            if labels[id] == nil { ids.append(id); labels[id] = id }
            if let label { labels[id] = label }
        }
        for line in lines {
            let keyword = line.prefix { $0.isLetter }
            if ["subgraph", "end", "classDef", "class", "style", "click", "direction", "linkStyle"].contains(String(keyword)),
               line.dropFirst(keyword.count).first.map({ $0 == " " }) ?? true { continue }
            var rest = Substring(line), previous: String?, pendingLabel = ""
            while !rest.isEmpty {
                guard let (id, label, afterNode) = Self.node(in: rest) else { break }
                note(id, label)
                if let previous { edges.append(Edge(from: previous, to: id, label: pendingLabel)) }
                previous = id
                rest = afterNode.drop { $0 == " " }
                guard let (edgeLabel, afterEdge) = Self.link(in: rest) else { break }
                pendingLabel = edgeLabel
                rest = afterEdge.drop { $0 == " " }
            }
        }
        nodeIDs = ids
        self.labels = labels
        self.edges = edges
    }

    /// `id` and its label at the start of `text`, and what follows the node.
    private static func node(in text: Substring) -> (String, String?, Substring)? {
        let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !id.isEmpty else { return nil }
        var rest = text.dropFirst(id.count)
        let shapes: [(open: String, close: String)] = [("[[", "]]"), ("[(", ")]"), ("((", "))"), ("([", "])"), ("{{", "}}"),
                                                        ("[/", "/]"), ("[\\", "\\]"), ("[", "]"), ("(", ")"), ("{", "}"), (">", "]")]
        var label: String?
        if let shape = shapes.first(where: { rest.hasPrefix($0.open) }) {
            let body = rest.dropFirst(shape.open.count)
            let end: Substring.Index?
            if body.hasPrefix("\"") {
                end = body.dropFirst().firstIndex(of: "\"").flatMap { quote in
                    body[body.index(after: quote)...].hasPrefix(shape.close) ? body.index(after: quote) : nil
                }
                label = end.map { String(body[body.index(after: body.startIndex)..<body.index(before: $0)]) }
            } else {
                end = body.range(of: shape.close)?.lowerBound
                label = end.map { String(body[..<$0]) }
            }
            guard let end else { return nil }
            rest = body[end...].dropFirst(shape.close.count)
        }
        if rest.hasPrefix(":::") { rest = rest.drop { $0 != " " } }
        return (String(id), label, rest)
    }

    /// An edge at the start of `text` (`-->|"label"|`, `-- label -->`, `-.->`, `==>`, `---`): its label and the rest.
    private static func link(in text: Substring) -> (String, Substring)? {
        guard let match = text.range(of: #"^<?(?:-{2,}[->ox]|-\.+-?>?|={2,}[=>]|-- [^>]*?-->|-\. [^>]*?\.->|== [^>]*?==>)"#,
                                     options: .regularExpression) else { return nil }
        var token = String(text[match])
        var rest = text[match.upperBound...]
        var label = ""
        // `-- label -->`: the label sits inside the arrow.
        if let inner = token.range(of: #"^<?(--|-\.|==) (.*?) (-->|\.->|==>)$"#, options: .regularExpression) {
            label = String(token[inner]).components(separatedBy: " ").dropFirst().dropLast().joined(separator: " ")
            token = ""
        }
        if rest.hasPrefix("|"), let close = rest.dropFirst().firstIndex(of: "|") {
            label = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            rest = rest[rest.index(after: close)...]
        }
        return (label, rest)
    }

    // MARK: Size

    /// What the layout will look like: the widest rank, and the estimated width in pixels at Mermaid's default 16 px
    /// font.
    struct Estimate: Equatable {
        let width: Int
        /// The most nodes side by side (in one rank across a TB graph, in one column down an LR one).
        let widestRank: Int
        let longestNodeLabel: String
        let longestEdgeLabel: String
    }

    /// How wide Mermaid's layered (dagre) layout draws the graph, estimated the way it lays it out: cycles broken by
    /// reversing the edges that close them, ranks by longest path with two ranks per edge (each label sits in the
    /// middle rank, as Mermaid makes room for edge labels), and per rank the labels' widths side by side (TB) or the
    /// widest label per rank one after the other (LR). Widths: 8.1 px a character plus 52 for a node, 6.8 plus 16 for an
    /// edge label, 50 between nodes, 10 for an edge passing through a rank, 25 between ranks, 16 of margin — fitted to
    /// Mermaid 11.16 rendering 45 ownership graphs in headless Chromium, where this estimate came within −34 % … +25 %
    /// of the rendered width (it errs low when Mermaid turns back a different edge of a cycle than this does, which
    /// stacks more ranks side by side); on the docs' graphs as generated now, within −21 % … +14 %.
    var estimate: Estimate {
        let index = Dictionary(uniqueKeysWithValues: nodeIDs.enumerated().map { ($1, $0) })
        var adjacency = [[(Int, String)]](repeating: [], count: nodeIDs.count)
        for edge in edges { if let from = index[edge.from], let to = index[edge.to] { adjacency[from].append((to, edge.label)) } }
        // Break cycles: an edge back to a node on the depth-first path is reversed.
        var state = [Int](repeating: 0, count: nodeIDs.count), acyclic: [(Int, Int, String)] = []
        func visit(_ node: Int) {
            state[node] = 1
            for (target, label) in adjacency[node] {
                if state[target] == 1 {
                    acyclic.append((target, node, label))
                } else {
                    acyclic.append((node, target, label))
                    if state[target] == 0 { visit(target) }
                }
            }
            state[node] = 2
        }
        for node in nodeIDs.indices where state[node] == 0 { visit(node) }
        var rank = [Int](repeating: 0, count: nodeIDs.count)
        for _ in 0...nodeIDs.count {
            for (from, to, _) in acyclic where rank[to] < rank[from] + 2 { rank[to] = rank[from] + 2 }
        }
        func textLength(_ text: String) -> Int {
            let plain = text.replacingOccurrences(of: #"#\w+;"#, with: "x", options: .regularExpression)
            return plain.components(separatedBy: "<br>").map(\.count).max() ?? 0
        }
        func nodeWidth(_ node: Int) -> Double { 8.1 * Double(textLength(labels[nodeIDs[node]] ?? "")) + 52 }
        func labelWidth(_ label: String) -> Double { label.isEmpty ? 10 : 6.8 * Double(textLength(label)) + 16 }
        var items: [Int: [Double]] = [:], nodesPerRank: [Int: Int] = [:]
        for node in nodeIDs.indices {
            items[rank[node], default: []].append(nodeWidth(node))
            nodesPerRank[rank[node], default: 0] += 1
        }
        var width: Double
        if direction == "TB" {
            for (from, to, label) in acyclic where rank[to] - rank[from] > 1 {
                var middle = (rank[from] + rank[to]) / 2
                if middle % 2 == 0 { middle += 1 }
                for passing in (rank[from] + 1)..<rank[to] { items[passing, default: []].append(passing == middle ? labelWidth(label) : 10) }
            }
            width = items.values.map { $0.reduce(0, +) + 50 * Double($0.count - 1) }.max() ?? 0
        } else {
            for (from, to, label) in acyclic {
                var middle = (rank[from] + rank[to]) / 2
                if middle % 2 == 0 { middle += 1 }
                items[middle, default: []].append(labelWidth(label))
            }
            width = items.values.compactMap { $0.max() }.reduce(0, +) + 25 * Double(max(items.count - 1, 0))
        }
        let nodeLabels = nodeIDs.map { labels[$0] ?? $0 }
        return Estimate(width: Int((width + 16).rounded()), widestRank: nodesPerRank.values.max() ?? 0,
                        longestNodeLabel: nodeLabels.max { textLength($0) < textLength($1) } ?? "",
                        longestEdgeLabel: edges.map(\.label).max { textLength($0) < textLength($1) } ?? "")
    }
}
