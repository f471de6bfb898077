// Leak probe: which nodes of a reference graph lie on a cycle (Tarjan's algorithm, iterative). Holds nothing.

/// Tarjan's strongly connected components over a graph given as successor lists, without recursion so a
/// long chain of objects cannot overflow the stack.
struct StronglyConnectedComponents {
    /// `nodesOnCycles[node]`: the node is in a component of two or more, or references itself.
    let nodesOnCycles: [Bool]

    init(successors: [[Int]]) {
        let count = successors.count
        var order = Array(repeating: -1, count: count)      // discovery order, -1 = unvisited
        var lowLink = Array(repeating: 0, count: count)
        var isOnStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var component = Array(repeating: -1, count: count)
        var componentSizes: [Int] = []
        var visited = 0

        for root in 0..<count where order[root] == -1 {
            var work: [(node: Int, nextSuccessor: Int)] = []
            func discover(_ node: Int) {
                order[node] = visited
                lowLink[node] = visited
                visited += 1
                stack.append(node)
                isOnStack[node] = true
                work.append((node, 0))
            }
            discover(root)
            while let (node, nextSuccessor) = work.last {
                if nextSuccessor < successors[node].count {
                    work[work.count - 1].nextSuccessor += 1
                    let successor = successors[node][nextSuccessor]
                    if order[successor] == -1 {
                        discover(successor)
                    } else if isOnStack[successor] {
                        lowLink[node] = min(lowLink[node], order[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                let number = componentSizes.count
                var size = 0
                while let member = stack.popLast() {
                    isOnStack[member] = false
                    component[member] = number
                    size += 1
                    if member == node { break }
                }
                componentSizes.append(size)
            }
        }
        nodesOnCycles = (0..<count).map { node in
            componentSizes[component[node]] > 1 || successors[node].contains(node)
        }
    }
}
