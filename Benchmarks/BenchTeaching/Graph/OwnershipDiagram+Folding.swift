// Teaching: the ownership diagram with the UI kit's views, and the parts of Observation's registrars, folded into the node
// that owns them, so the docs' graphs show the pattern's roles at a readable size. Pure transformation; owns nothing.
import Foundation
import LeakProbe

extension OwnershipDiagram {
    /// The diagram with every kit view (container and section views, tables, kit cells, buttons) folded into its nearest
    /// owner that is not one, and the titles of what was folded.
    ///
    /// The objects of an `@Observable` model's registrar (Observation's own types, three levels deep) fold into the model
    /// too: a reference from them is labelled with its last property only (`observers[]`, a tracking's closure that
    /// captures its view weakly), as the registrar's own path is longer than any graph allows. So does the kit's
    /// `PropertyTracking` into its view: its registrar observes only that view, every tracked view has one alike. Their
    /// titles are not among the folded kit views'.
    ///
    /// A reference from a folded view keeps its meaning by its label: the path from the owner through the folded views
    /// (`section.tableView.visibleCells[]` from `BlogListViewController` to its cells). References between two folded
    /// views (the view tree's layout) and those that come back to their own owner (a table's weak `dataSource` and
    /// `delegate`) are not drawn: every scene has them alike, and `bench graph` still draws them.
    func foldingKitViews() -> (diagram: OwnershipDiagram, folded: [String]) {
        func representative(_ node: Int) -> Int {
            var current = node, steps = 0
            while nodes[current].isFoldedInDocs, let owner = nodes[current].owner, steps < nodes.count {
                current = owner
                steps += 1
            }
            return current
        }
        /// `section.tableView`: how the representative reaches a folded node, one property per hop.
        func path(to node: Int) -> String {
            var parts: [String] = [], current = node, steps = 0
            while nodes[current].isFoldedInDocs, let owner = nodes[current].owner, steps < nodes.count {
                let hop = edges.first { $0.from == owner && $0.to == current && $0.strength == .strong && !$0.isCapture }
                parts.append(hop.map { Self.preferredName(of: $0.propertyPath) } ?? "…")
                current = owner
                steps += 1
            }
            return parts.reversed().joined(separator: ".")
        }
        let kept = nodes.indices.filter { representative($0) == $0 }
        let index = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
        struct Key: Hashable {
            let from: Int, to: Int
            let strength: ReferenceStrength
            let isCapture: Bool
        }
        var labels: [Key: [String]] = [:], keys: [Key] = []
        for edge in edges {
            let from = representative(edge.from), to = representative(edge.to)
            let fromFolded = from != edge.from, toFolded = to != edge.to
            guard from != to, !(fromFolded && toFolded), let newFrom = index[from], let newTo = index[to] else { continue }
            let name = nodes[edge.from].isRegistrarPart && edge.propertyPath == ReferenceEdge.observationRegistrarPath
                ? "observers[]" : Self.preferredName(of: edge.propertyPath)
            var label = !fromFolded ? edge.propertyPath
                : nodes[edge.from].isRegistrarPart ? name : path(to: edge.from) + "." + name
            if toFolded { label += " → " + path(to: edge.to) }
            let key = Key(from: newFrom, to: newTo, strength: edge.strength, isCapture: edge.isCapture)
            if labels[key] == nil { keys.append(key) }
            if !(labels[key]?.contains(label) ?? false) { labels[key, default: []].append(label) }
        }
        let newNodes = kept.map { node in
            var kept = nodes[node]
            kept.owner = kept.owner.map(representative).flatMap { index[$0] }
            return kept
        }
        let newEdges = keys.map { key in
            ReferenceEdge(from: key.from, to: key.to, propertyPath: labels[key, default: []].joined(separator: ", "),
                          strength: key.strength, isCapture: key.isCapture)
        }
        let folded = nodes.indices.filter { representative($0) != $0 && !nodes[$0].isRegistrarPart }.map { nodes[$0].displayTitle }
        return (OwnershipDiagram(nodes: newNodes, edges: newEdges), folded)
    }

    /// The alternative of a merged label that says whose the object is: `section` of `loadedView, section`,
    /// `tableView` of `subviews[], tableView`, `visibleCells[]` of `subviews[], visibleCells[]`.
    static func preferredName(of propertyPath: String) -> String {
        let alternatives = propertyPath.components(separatedBy: ", ")
        let generic: Set<String> = ["loadedView", "subviews[]"]
        return alternatives.first { !$0.contains("[") && !generic.contains($0) }
            ?? alternatives.first { !generic.contains($0) }
            ?? alternatives.first ?? propertyPath
    }
}
