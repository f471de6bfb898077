// Teaching: the ownership diagram cut into the parts a reader takes in one at a time — the container and each of its
// sections (a child view controller and what only it reaches), then a section's rows. Pure; owns nothing.
import Foundation
import LeakProbe

extension OwnershipDiagram {
    /// One graph of the docs: a title and the nodes and edges drawn in it.
    struct Part: Equatable {
        let title: String
        let diagram: OwnershipDiagram
    }

    /// How finely a diagram is cut, coarsest first.
    enum Cut: CaseIterable {
        /// One graph.
        case whole
        /// The container, then one graph per section.
        case sections
        /// As `sections`, with each section's repeated nodes (rows, cells: a count above one) in a graph of their own.
        case sectionsAndRows
    }

    /// The diagram cut as `cut` says. Every edge is drawn in exactly one part, with both its ends.
    ///
    /// A section is a child view controller of the root (an edge labelled `children[]`) and every node only it
    /// reaches by strong references; nodes that several sections reach (the API, a registry) or none belong to the
    /// container. An edge goes to the section of its target (unless the target is the section's own view
    /// controller, which the container's part shows joined to the root), else to its source's section, else to the
    /// container's part. A diagram without child view controllers is one part whatever the cut.
    func parts(_ cut: Cut) -> [Part] {
        let roots = edges.filter { $0.from == 0 && $0.propertyPath.components(separatedBy: ", ").contains("children[]") }
            .map(\.to)
        guard cut != .whole, !roots.isEmpty else { return [Part(title: "", diagram: self)] }
        var membership: [Int: Set<Int>] = [:]
        for root in roots {
            var seen: Set<Int> = [root], stack = [root]
            while let node = stack.popLast() {
                for edge in edges where edge.from == node && edge.strength == .strong && !edge.isCapture
                    && edge.to != 0 && !roots.contains(edge.to) && !seen.contains(edge.to) {
                    seen.insert(edge.to)
                    stack.append(edge.to)
                }
            }
            for node in seen { membership[node, default: []].insert(root) }
        }
        func section(of node: Int) -> Int? { membership[node].flatMap { $0.count == 1 ? $0.first : nil } }
        // Part keys: -1 the container; a section's root; for rows, the root's negative minus two.
        func key(of edge: ReferenceEdge) -> Int {
            let target = section(of: edge.to).flatMap { edge.to == $0 ? nil : $0 }
            guard let owner = target ?? section(of: edge.from) else { return -1 }
            let isRow = nodes[edge.from].count > 1 || nodes[edge.to].count > 1
            return cut == .sectionsAndRows && isRow ? -2 - owner : owner
        }
        var grouped: [Int: [ReferenceEdge]] = [:]
        for edge in edges { grouped[key(of: edge), default: []].append(edge) }
        let order = [-1] + roots.flatMap { [$0, -2 - $0] }
        return order.compactMap { key in
            guard let chosen = grouped[key] else { return nil }
            let title = switch key {
            case -1: "The container: \(nodes[0].displayTitle)"
            case let root where root >= 0: "Section: \(nodes[root].displayTitle)"
            default: "Rows of \(nodes[-2 - key].displayTitle)"
            }
            return Part(title: title, diagram: subdiagram(chosen))
        }
    }

    /// The nodes `edges` join, in this diagram's order, renumbered, with those edges.
    private func subdiagram(_ chosen: [ReferenceEdge]) -> OwnershipDiagram {
        let used = Set(chosen.flatMap { [$0.from, $0.to] }).sorted()
        let index = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let newNodes = used.map { node in
            var kept = nodes[node]
            kept.owner = kept.owner.flatMap { index[$0] }
            return kept
        }
        return OwnershipDiagram(nodes: newNodes, edges: chosen.compactMap { edge in
            guard let from = index[edge.from], let to = index[edge.to] else { return nil }
            return ReferenceEdge(from: from, to: to, propertyPath: edge.propertyPath, strength: edge.strength, isCapture: edge.isCapture)
        })
    }
}
