// Teaching: the docs lint's rule on graph size — every Mermaid flowchart of a page (generated or drawn by hand) must read
// at the width GitHub gives a page. Checks its nodes, its widest rank, its labels and its estimated width; owns nothing.
//
// The limits, for a page column of about 900 px, where Mermaid shrinks a wider graph to fit:
// - `maxWidth` 900 px estimated (`MermaidFlowchart.estimate`), the column itself. The estimate erred by −21 % … +14 %
//   on the 23 parts of the docs' graphs rendered by Mermaid 11.16 in headless Chromium (they drew 424–997 px wide), so
//   a graph at the limit draws at most about 1 140 px: shrunk to no less than 79 %, its 16 px labels to 12.6 px.
//   Before the graphs were folded and cut they drew 1 848–4 497 px wide, shrunk to 20–49 %.
// - `maxNodes` 12: a graph one can follow edge by edge; the docs' ownership graphs are cut to fit it.
// - `maxRank` 4 nodes side by side in a top-to-bottom graph: four 200 px nodes and their gaps fill the column (a
//   left-to-right graph stacks a rank downwards, and its width is the sum of its ranks, which the estimate checks).
// - node labels ≤ 30 characters and edge labels ≤ 44 (about 290 px each, a third of the column): a longer label
//   alone pushes its rank past the width.
// Sequence diagrams are not flowcharts and are not checked here (their width grows with participants, not nodes).
import Foundation

struct GraphSizeRule: DocsLintRule {
    static let name = "graph-size"

    struct Limits: Equatable {
        var maxWidth = 900
        var maxNodes = 12
        var maxRank = 4
        var maxNodeLabel = 30
        var maxEdgeLabel = 44
    }

    var limits = Limits()

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        page.fencedBlocks.filter { $0.language == "mermaid" }.flatMap { block -> [DocsLint.Finding] in
            guard let chart = MermaidFlowchart(block.body.joined(separator: "\n")) else { return [] }
            return problems(of: chart).map { DocsLint.finding(self, page, line: block.firstLine - 1, $0) }
        }
    }

    /// Every limit `chart` exceeds, as a sentence.
    func problems(of chart: MermaidFlowchart) -> [String] {
        let estimate = chart.estimate
        var problems: [String] = []
        if chart.nodeIDs.count > limits.maxNodes {
            problems.append("\(chart.nodeIDs.count) nodes (at most \(limits.maxNodes)): cut the graph")
        }
        if chart.direction == "TB", estimate.widestRank > limits.maxRank {
            problems.append("\(estimate.widestRank) nodes side by side (at most \(limits.maxRank))")
        }
        if estimate.width > limits.maxWidth {
            problems.append("about \(estimate.width) px wide (at most \(limits.maxWidth)): GitHub shrinks a wider graph to its column")
        }
        let nodeLabel = Self.plain(estimate.longestNodeLabel), edgeLabel = Self.plain(estimate.longestEdgeLabel)
        if nodeLabel.count > limits.maxNodeLabel {
            problems.append("node label \"\(nodeLabel)\" has \(nodeLabel.count) characters (at most \(limits.maxNodeLabel))")
        }
        if edgeLabel.count > limits.maxEdgeLabel {
            problems.append("edge label \"\(edgeLabel)\" has \(edgeLabel.count) characters (at most \(limits.maxEdgeLabel))")
        }
        return problems
    }

    /// A label as a reader sees it: Mermaid's entity codes as the character they stand for.
    static func plain(_ label: String) -> String {
        label.replacingOccurrences(of: "#quot;", with: "\"").replacingOccurrences(of: "#lt;", with: "<")
            .replacingOccurrences(of: "#gt;", with: ">")
    }
}
