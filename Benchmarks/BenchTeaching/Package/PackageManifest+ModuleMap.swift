// Teaching: the module map docs/ARCHITECTURE.md shows, drawn from the manifest (`bench docs`, region `modules`) so it
// cannot drift from what SwiftPM builds: a Mermaid graph of the harness's modules and a table of what each declares.
// Pure.

extension PackageManifest {
    /// One box of the map: a harness module, or a folder drawn as one (the lesson, the platform layer).
    private struct Box: Hashable {
        let id: String
        let label: String
    }

    /// The box `target` is drawn in; nil for a test target, or a target outside Sources/ and Benchmarks/.
    private func box(of target: Target) -> Box? {
        guard target.kind != "test" else { return nil }
        if target.directory.hasPrefix("Sources/") { return Box(id: "lesson", label: "Sources/: the lesson") }
        if target.directory.hasPrefix("Benchmarks/Platform/") { return Box(id: "platform", label: "Platform/") }
        guard target.directory.hasPrefix("Benchmarks/") else { return nil }
        return Box(id: target.name, label: target.name)
    }

    /// The harness's modules and what each depends on: a Mermaid graph (an arrow from a module to one it uses, where no
    /// longer path implies it; the lesson and the platform layer one box each), then a table of every dependency each
    /// module declares, in the manifest's order.
    package func moduleMapMarkdown(linkPrefix: String) -> String {
        var boxes: [Box] = [], edges: [Box: [Box]] = [:]
        for target in targets {
            guard let from = box(of: target) else { continue }
            if !boxes.contains(from) { boxes.append(from) }
            for dependency in target.dependencies {
                guard let used = self.target(named: dependency).flatMap(box(of:)), used != from else { continue }
                if !edges[from, default: []].contains(used) { edges[from, default: []].append(used) }
            }
        }
        func reachable(from start: Box, avoiding direct: Box) -> Set<Box> {
            var seen: Set<Box> = [], frontier = (edges[start] ?? []).filter { $0 != direct }
            while let next = frontier.popLast() {
                if seen.insert(next).inserted { frontier += edges[next] ?? [] }
            }
            return seen
        }
        // Drawn top-down from the executable: each box before the boxes it uses.
        let ordered = boxes.enumerated().sorted { first, second in
            (depth(of: first.element, in: edges), first.offset) < (depth(of: second.element, in: edges), second.offset)
        }.map(\.element)
        var graph = ["```mermaid", "flowchart TB"]
        for box in ordered { graph.append("    \(box.id)[\"\(box.label)\"]") }
        for box in ordered {
            for used in edges[box] ?? [] where !reachable(from: box, avoiding: used).contains(used) {
                graph.append("    \(box.id) --> \(used.id)")
            }
        }
        graph.append("```")
        let harness = targets.filter { target in
            target.kind != "test" && target.directory.hasPrefix("Benchmarks/") && !target.directory.hasPrefix("Benchmarks/Platform/")
        }
        let rows = harness.map { target in
            "| [`\(target.name)`](\(linkPrefix)\(target.directory)) | "
                + (target.dependencies.isEmpty ? "nothing" : target.dependencies.map { "`\($0)`" }.joined(separator: ", ")) + " |"
        }
        return (graph + ["", "| module | depends on, as Package.swift declares it |", "|---|---|"] + rows)
            .joined(separator: "\n")
    }

    /// How many boxes lie above `box` on the longest path from a box nothing uses: the row it is drawn in.
    private func depth(of box: Box, in edges: [Box: [Box]]) -> Int {
        let users = edges.filter { $0.value.contains(box) }.map(\.key)
        return users.map { depth(of: $0, in: edges) + 1 }.max() ?? 0
    }
}
