// Specifications of the graph size check: a Mermaid flowchart too big to read at a page's width — too many nodes, too
// many side by side, too wide, too long a label — is a finding; a small one and a sequence diagram are not.
import ProfileKit
import Testing

@testable import BenchTeaching

@Suite struct GraphSizeRuleTests {
    @Test func aSmallTopToBottomGraph_passes() {
        #expect(lint(chart("flowchart TB", ["V[\"View\"] -->|\"presenter\"| P[\"Presenter\"]", "P -.->|\"view\"| V"])).isEmpty,
                "Expected a two-node graph to pass")
    }

    @Test func tooManyNodes_isAFinding() {
        let edges = (1...13).map { "n0 --> n\($0)" }
        let findings = lint(chart("flowchart LR", edges))

        #expect(findings.contains { $0.message == "14 nodes (at most 12): cut the graph" }, "Expected 14 nodes to be too many, got \(findings)")
    }

    @Test func tooManyNodesSideBySide_andTooWide_areFindings() {
        let edges = (1...6).map { "root --> child\($0)[\"ChildViewControllerNumber\($0)\"]" }
        let messages = lint(chart("flowchart TB", edges)).map(\.message)

        #expect(messages.contains("6 nodes side by side (at most 4)"), "Expected six children in one rank to be too many, got \(messages)")
        #expect(messages.contains { $0.hasPrefix("about ") && $0.contains("px wide (at most 900)") }, "Expected the rank too wide, got \(messages)")
    }

    @Test func aLongLabel_isAFinding() {
        let findings = lint(chart("flowchart TB", ["a[\"Dynamic#lt;Optional#lt;ListSectionState#gt;#gt;\"] --> b"]))

        #expect(findings.map(\.message) == ["node label \"Dynamic<Optional<ListSectionState>>\" has 35 characters (at most 30)"],
                "Expected the label read as a reader sees it and found too long, got \(findings)")
    }

    @Test func aSequenceDiagram_isNotChecked() {
        let participants = (1...20).map { "    participant P\($0)" }.joined(separator: "\n")
        #expect(lint("```mermaid\nsequenceDiagram\n\(participants)\n```").isEmpty, "Expected a sequence diagram not to be checked")
    }

    @Test func flowchart_readsNodesLabelsAndEdgesInEveryCommonForm() throws {
        let chart = try #require(MermaidFlowchart("""
            flowchart LR
                A[View] -->|"output"| B(Presenter) --> C{Interactor}
                C -- answers --> B
                B -.-> A
                subgraph module
                D
                end
                classDef kit fill:#eee
            """))

        #expect(chart.nodeIDs == ["A", "B", "C", "D"], "Expected four nodes, got \(chart.nodeIDs)")
        #expect(chart.labels["B"] == "Presenter" && chart.labels["D"] == "D", "Expected labels, or the id, got \(chart.labels)")
        #expect(chart.edges.map(\.label) == ["output", "", "answers", ""], "Expected each edge's label, got \(chart.edges)")
    }

    // MARK: Helpers

    private func chart(_ header: String, _ lines: [String]) -> String {
        "```mermaid\n" + ([header] + lines.map { "    " + $0 }).joined(separator: "\n") + "\n```"
    }

    private func lint(_ text: String) -> [DocsLint.Finding] { DocsLintFixtures.lint(text, rule: GraphSizeRule()) }
}
