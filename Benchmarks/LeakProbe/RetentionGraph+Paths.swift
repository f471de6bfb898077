// Leak probe: explains each survivor by the nearest strong reference cycle above it. Holds nothing.

extension RetentionGraph {
    /// One `LeakSurvivor` per node, in census order.
    ///
    /// Each survivor is explained by the nearest object above it that lies on a cycle (found for all
    /// survivors at once, breadth-first from every object on a cycle): that cycle, plus the hops down
    /// to the survivor. Confirmed-strong edges are tried first; unverified ones only when the strong
    /// edges show no cycle above it. With no cycle above at all, the survivor is held from outside the
    /// graph (a closure, a global, a local) through its nearest holder that nothing in the graph holds.
    func survivors() -> [LeakSurvivor] {
        let strongOnly = Traversal(graph: self, edges: edges.filter { $0.strength == .strong })
        let all = Traversal(graph: self, edges: edges)
        let belowStrongCycles = strongOnly.reach(from: objects.indices.filter { strongOnly.isOnCycle[$0] })
        let belowAnyCycles = all.reach(from: objects.indices.filter { all.isOnCycle[$0] })
        let belowOutermost = all.reach(from: objects.indices.filter { all.incoming[$0].isEmpty })
        var strongCycles: [Int: [String]] = [:]
        var anyCycles: [Int: [String]] = [:]

        return objects.indices.map { node in
            if let entry = belowStrongCycles.source[node] {
                return LeakSurvivor(typeName: typeNames[node],
                                    cyclePath: strongOnly.cycle(from: entry, memo: &strongCycles),
                                    retentionPath: strongOnly.hops(to: node, in: belowStrongCycles))
            }
            if let entry = belowAnyCycles.source[node] {
                return LeakSurvivor(typeName: typeNames[node], cyclePath: all.cycle(from: entry, memo: &anyCycles),
                                    retentionPath: all.hops(to: node, in: belowAnyCycles))
            }
            return LeakSurvivor(typeName: typeNames[node], cyclePath: nil,
                                retentionPath: all.hops(to: node, in: belowOutermost))
        }
    }

    /// For every node reachable from some sources: the nearest source and the edge that reached it first.
    fileprivate struct Reach {
        var source: [Int?]
        var reachedBy: [Int?]
    }

    /// Adjacency over one choice of edges, with the nodes that lie on a cycle.
    fileprivate struct Traversal {
        let graph: RetentionGraph
        let edges: [ReferenceEdge]
        let outgoing: [[Int]]   // edge indices
        let incoming: [[Int]]
        let isOnCycle: [Bool]

        init(graph: RetentionGraph, edges: [ReferenceEdge]) {
            self.graph = graph
            self.edges = edges
            var outgoing = Array(repeating: [Int](), count: graph.objects.count)
            var incoming = outgoing
            // Named properties before collection elements, so paths read `section → tableView`, not `subviews[0]`.
            for (index, edge) in edges.enumerated() where !edge.propertyPath.contains("[") {
                outgoing[edge.from].append(index)
            }
            for (index, edge) in edges.enumerated() {
                if edge.propertyPath.contains("[") { outgoing[edge.from].append(index) }
                incoming[edge.to].append(index)
            }
            self.outgoing = outgoing
            self.incoming = incoming
            isOnCycle = StronglyConnectedComponents(successors: outgoing.map { $0.map { edges[$0].to } }).nodesOnCycles
        }

        /// Breadth-first from all `sources` at once, so each node learns its nearest source.
        func reach(from sources: [Int]) -> Reach {
            var reach = Reach(source: Array(repeating: nil, count: outgoing.count),
                              reachedBy: Array(repeating: nil, count: outgoing.count))
            var queue = sources
            for source in sources { reach.source[source] = source }
            var next = 0
            while next < queue.count {
                let current = queue[next]
                next += 1
                for edgeIndex in outgoing[current] where reach.source[edges[edgeIndex].to] == nil {
                    let target = edges[edgeIndex].to
                    reach.source[target] = reach.source[current]
                    reach.reachedBy[target] = edgeIndex
                    queue.append(target)
                }
            }
            return reach
        }

        /// The hops from `node`'s source down to `node`, ending with its type; empty when it is the source.
        func hops(to node: Int, in reach: Reach) -> [String] {
            var hops: [String] = []
            var current = node
            while let edgeIndex = reach.reachedBy[current] {
                hops.append(hop(edges[edgeIndex]))
                current = edges[edgeIndex].from
            }
            return hops.isEmpty ? [] : hops.reversed() + [graph.typeNames[node]]
        }

        /// The shortest cycle from `entry` back to it as hops ending with its type, computed once per entry.
        func cycle(from entry: Int, memo: inout [Int: [String]]) -> [String] {
            if let known = memo[entry] { return known }
            let cycle = shortestCycle(through: entry).map(hop) + [graph.typeNames[entry]]
            memo[entry] = cycle
            return cycle
        }

        /// Breadth-first from `entry` until it meets a node with an edge back to `entry` (one exists: `entry`
        /// lies on a cycle). The first such node popped closes the shortest cycle.
        private func shortestCycle(through entry: Int) -> [ReferenceEdge] {
            var closingEdge: [Int: Int] = [:]   // node → its first edge back to entry
            for edgeIndex in incoming[entry] where closingEdge[edges[edgeIndex].from] == nil {
                closingEdge[edges[edgeIndex].from] = edgeIndex
            }
            var reachedBy: [Int: Int] = [:]     // node → edge index that reached it first
            var queue = [entry]
            var next = 0
            while next < queue.count {
                let current = queue[next]
                next += 1
                if let closing = closingEdge[current] {
                    return path(to: current, from: entry, reachedBy: reachedBy) + [edges[closing]]
                }
                for edgeIndex in outgoing[current] {
                    let target = edges[edgeIndex].to
                    guard target != entry, reachedBy[target] == nil else { continue }
                    reachedBy[target] = edgeIndex
                    queue.append(target)
                }
            }
            return []
        }

        private func path(to node: Int, from entry: Int, reachedBy: [Int: Int]) -> [ReferenceEdge] {
            var path: [ReferenceEdge] = []
            var current = node
            while current != entry, let edgeIndex = reachedBy[current] {
                path.append(edges[edgeIndex])
                current = edges[edgeIndex].from
            }
            return path.reversed()
        }

        private func hop(_ edge: ReferenceEdge) -> String {
            edge.hop(from: graph.typeNames[edge.from])
        }
    }
}
