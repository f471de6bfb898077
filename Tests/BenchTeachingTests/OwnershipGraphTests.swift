// Specifications of `bench graph`: each pattern's ownership, read from its live objects, has its weak references where
// its files' headers say, repeated cells collapse, and the Mermaid and DOT forms draw weak references dashed.
import ProfileKit
import Testing

@testable import BenchCLI
@testable import BenchTeaching
@testable import LeakProbe
@testable import SceneRig

@Suite struct OwnershipGraphTests {
    @Test @MainActor func viper_backReferencesAreWeak_andTheViewOwnsItsPresenter() {
        let graph = diagram(of: .viper)

        #expect(graph.has("BlogListViewController", "output", "BlogListPresenter", .strong), "Expected view → presenter, strong")
        #expect(graph.has("BlogListPresenter", "view", "BlogListViewController", .weak), "Expected presenter ⇢ view, weak")
        #expect(graph.has("BlogListPresenter", "interactor", "BlogListInteractor", .strong), "Expected presenter → interactor")
        #expect(graph.has("BlogListInteractor", "output", "BlogListPresenter", .weak), "Expected interactor ⇢ presenter")
        #expect(graph.has("BlogListRouter", "viewController", "BlogListViewController", .weak), "Expected router ⇢ view")
        #expect(graph.has("ProfilePresenter", "blogList", "BlogListPresenter", .weak), "Expected container ⇢ section module")
    }

    @Test @MainActor func sectionViews_areOneNodeEach_underTheControllerThatNamesThem() {
        let graph = diagram(of: .viper)

        #expect(graph.has("BlogListViewController", "loadedView, section", "TableSectionView", .strong),
                "Expected the blogs section under its view controller")
        #expect(graph.nodes.filter { $0.title.hasPrefix("TableView") }.map(\.displayTitle)
                    == ["TableView \"blogs\"", "TableView \"drafts\""],
                "Expected the blogs and drafts tables as two nodes, got \(graph.nodes.map(\.displayTitle))")
    }

    /// Repeated objects collapse only when they are the same thing: the blogs and the drafts tables never
    /// become one node labelled with one of their names (MVP drew `TableView "blogs" ×2`).
    @Test(arguments: Pattern.allCases)
    @MainActor func tablesOfDifferentSections_areNeverOneNode(pattern: Pattern) {
        let tables = diagram(of: pattern).nodes.filter { $0.title.hasPrefix("TableView") }.map(\.displayTitle)

        #expect(tables.sorted() == ["TableView \"blogs\"", "TableView \"drafts\""],
                "Expected \(pattern)'s two tables as two nodes named for their sections, got \(tables)")
    }

    /// A section's view sits under the controller that names it, even when that controller is reached only through
    /// the container's children: the two sections' views never become one node (MVP and VIP drew
    /// `TableSectionView ×2`, holding both tables, under the container view's `subviews[]`).
    @Test(arguments: Pattern.allCases)
    @MainActor func sectionViewsOfDifferentSections_areNeverOneNode(pattern: Pattern) {
        let sections = diagram(of: pattern).nodes.filter { $0.title == "TableSectionView" }

        #expect(sections.count == 2 && sections.allSatisfy { $0.count == 1 },
                "Expected \(pattern)'s blogs and drafts sections as two nodes, got \(sections.map(\.displayTitle))")
    }

    @Test @MainActor func vip_theCycleRunsOneWay_andEveryWayBackIsWeak() {
        let graph = diagram(of: .vip)

        #expect(graph.has("BlogListView", "interactor", "BlogListInteractor", .strong), "Expected view → interactor")
        #expect(graph.has("BlogListInteractor", "presenter", "BlogListPresenter", .strong), "Expected interactor → presenter")
        #expect(graph.has("BlogListPresenter", "view", "BlogListView", .weak), "Expected presenter ⇢ view, weak")
        #expect(graph.has("BlogListPresenter", "boundRouter", "Router", .strong), "Expected presenter → router")
        #expect(graph.has("Router", "presenter", "BlogListPresenter", .weak), "Expected router ⇢ presenter, weak")
        #expect(graph.has("Router", "binder", "Binder", .strong), "Expected router → the binder")
        #expect(graph.has("BlogsWorker", "observers[].observer", "BlogListInteractor", .weak), "Expected worker ⇢ interactor")
    }

    @Test @MainActor func mvp_presentersHoldTheirViewsWeakly_andRowPresentersAreCollapsed() throws {
        let graph = diagram(of: .mvp)
        let rows = try #require(graph.nodes.first { $0.title == "BlogCellPresenter" }, "Expected the row presenters")

        #expect(graph.has("BlogListViewController", "presenter", "BlogListPresenter", .strong), "Expected view → presenter")
        #expect(graph.has("BlogListPresenter", "view, navigator", "BlogListViewController", .weak),
                "Expected presenter ⇢ view and navigator, weak, on one edge")
        #expect(rows.count == ProfileFixture.standard.blogs.count, "Expected one node for the \(ProfileFixture.standard.blogs.count) row presenters, got ×\(rows.count)")
    }

    @Test @MainActor func mvvm_bindingsCaptureTheirViewsWeakly() {
        let graph = diagram(of: .mvvm)

        #expect(graph.edges.contains { graph.nodes[$0.from].title.hasPrefix("Dynamic") && $0.isCapture && $0.strength == .weak
                && graph.nodes[$0.to].title == "BlogListViewController" },
                "Expected the blog list's state binding to capture its view controller weakly")
        #expect(!graph.edges.contains { $0.isCapture && $0.strength == .strong },
                "Expected no binding to capture anything strongly")
    }

    @Test @MainActor func mvc_cellHandlersCaptureTheControllerWeakly_andCellsCollapse() throws {
        let graph = diagram(of: .mvc)
        let cells = try #require(graph.nodes.first { $0.title == "BlogCell" }, "Expected the blog cells")

        #expect(graph.has("BlogCell", "didTapLike", "BlogListViewController", .weak), "Expected the handler ⇢ controller")
        #expect(cells.count == TableView.defaultVisibleRowCapacity, "Expected one node for the visible cells, got ×\(cells.count)")
    }

    @Test @MainActor func leakyVariant_drawsTheStrongReferenceThatClosesTheCycle() {
        let graph = OwnershipDiagram.scene(LeakyVariant.viperStrongView.composer)

        #expect(graph.has("BlogListPresenter", "view", "BlogListViewController", .strong),
                "Expected presenter → view, strong, in the leaky variant")
    }

    @Test @MainActor func mermaid_drawsWeakReferencesDashedAndStrongOnesSolid() {
        let graph = OwnershipDiagram(nodes: [.init(title: "View", count: 1, isKit: false), .init(title: "Presenter", count: 1, isKit: false)],
                                     edges: [.init(from: 0, to: 1, propertyPath: "presenter", strength: .strong, isCapture: false),
                                             .init(from: 1, to: 0, propertyPath: "view", strength: .weak, isCapture: false)])

        #expect(graph.mermaid.contains("n0 -->|\"presenter\"| n1"), "Expected a solid strong arrow, got \(graph.mermaid)")
        #expect(graph.mermaid.contains("n1 -.->|\"view\"| n0"), "Expected a dashed weak arrow, got \(graph.mermaid)")
        #expect(graph.dot.contains("n1 -> n0 [label=\"view\", style=dashed];"), "Expected a dashed DOT edge, got \(graph.dot)")
    }

    @Test @MainActor func graphCommand_unknownPattern_isAUsageError() {
        #expect(GraphCommand.run(["--pattern", "mvx"]) == 2, "Expected exit 2 for an unknown pattern")
        #expect(GraphCommand.run(["--pattern", "viper", "--format", "svg"]) == 2, "Expected exit 2 for an unknown format")
    }

    // MARK: Helpers

    @MainActor
    private func diagram(of pattern: Pattern) -> OwnershipDiagram {
        OwnershipDiagram.scene(pattern.composer)
    }
}

extension OwnershipDiagram {
    /// An edge from the node titled `from` to the node titled `to` labelled with `path`, of that strength.
    func has(_ from: String, _ path: String, _ to: String, _ strength: ReferenceStrength) -> Bool {
        edges.contains { nodes[$0.from].title == from && nodes[$0.to].title == to && $0.propertyPath == path && $0.strength == strength }
    }
}
