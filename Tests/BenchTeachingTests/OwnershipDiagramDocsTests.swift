// Specifications of the docs' ownership graphs: the kit's views folded into their owners and the graph cut into parts
// that each pass the size check, with every ownership edge the graph checks rely on still drawn.
import ProfileKit
import Testing

@testable import BenchCLI
@testable import BenchTeaching
@testable import SceneRig

@Suite struct OwnershipDiagramDocsTests {
    @Test(arguments: SceneSubject.all)
    @MainActor func everyPartOfTheDocsGraph_passesTheSizeCheck(subject: SceneSubject) {
        let page = MarkdownPage(path: "docs/x.md", text: OwnershipDiagram.scene(subject.composer).docsMarkdown)
        let findings = DocsLint(repository: DocsLintFixtures.repository, rules: [GraphSizeRule()]).findings(in: page)

        #expect(findings.isEmpty, "Expected \(subject)'s docs graph to read at a page's width, got \(findings)")
    }

    @Test(arguments: SceneSubject.all)
    @MainActor func cuttingTheFoldedGraph_drawsEveryEdgeOnce(subject: SceneSubject) {
        let folded = OwnershipDiagram.scene(subject.composer).foldingKitViews().diagram
        func described(_ diagram: OwnershipDiagram) -> [String] {
            diagram.edges.map { "\(diagram.nodes[$0.from].displayTitle) \($0.propertyPath) \(diagram.nodes[$0.to].displayTitle) \($0.strength)" }
        }
        let drawn = OwnershipDiagram.Cut.allCases.map { cut in folded.parts(cut).flatMap { described($0.diagram) }.sorted() }

        #expect(drawn.allSatisfy { $0 == described(folded).sorted() }, "Expected every cut of \(subject) to draw each edge once")
    }

    @Test @MainActor func folding_keepsTheEdgesTheOwnershipChecksRelyOn() {
        let viper = folded(.viper), vip = folded(.vip), mvp = folded(.mvp), mvc = folded(.mvc)

        #expect(viper.has("BlogListViewController", "output", "BlogListPresenter", .strong)
                && viper.has("BlogListPresenter", "view", "BlogListViewController", .weak)
                && viper.has("BlogListInteractor", "output", "BlogListPresenter", .weak)
                && viper.has("BlogListRouter", "viewController", "BlogListViewController", .weak)
                && viper.has("ProfilePresenter", "blogList", "BlogListPresenter", .weak), "Expected VIPER's links kept")
        #expect(vip.has("BlogListPresenter", "boundRouter", "Router", .strong) && vip.has("Router", "presenter", "BlogListPresenter", .weak)
                && vip.has("BlogsWorker", "observers[].observer", "BlogListInteractor", .weak), "Expected VIP's links kept")
        #expect(mvp.has("BlogListPresenter", "view, navigator", "BlogListViewController", .weak), "Expected MVP's weak view kept")
        #expect(mvc.has("BlogCell", "didTapLike", "BlogListViewController", .weak), "Expected MVC's weak cell handler kept")
    }

    @Test @MainActor func folding_drawsAKitViewsReferencesFromItsOwner_alongThePathThroughIt() {
        let mvc = folded(.mvc)

        #expect(mvc.has("BlogListViewController", "section.tableView.visibleCells[]", "BlogCell", .strong),
                "Expected the cells under their controller, labelled with the path through the section and the table")
        #expect(!mvc.nodes.contains { $0.isKitView }, "Expected no kit view left, got \(mvc.nodes.map(\.displayTitle))")
    }

    @Test @MainActor func folding_drawsARegistrarsObserversFromTheModel_andTheKitsTrackingInsideItsView() {
        let observation = folded(.mvvmObservation)
        let titles = observation.nodes.map(\.displayTitle)

        #expect(observation.has("BlogStore", "observers[]", "BlogListViewController", .weak),
                "Expected the store's registrar's observer drawn from the store to the view it tracks, got \(titles)")
        #expect(!titles.contains { ["PropertyTracking", "Extent", "LockedBuffer"].contains($0.split(separator: " ")[0]) },
                "Expected no registrar object nor the kit's tracking state left, got \(titles)")
    }

    @Test @MainActor func docsGraph_isTopToBottomOrLeftToRightByWidth_andNamesWhatItFolded() {
        let markdown = OwnershipDiagram.scene(Pattern.mvvm.composer).docsMarkdown

        #expect(markdown.contains("flowchart TB"), "Expected the deep parts laid out top to bottom")
        #expect(markdown.contains("TableView \"blogs\"") && markdown.contains("bench graph"),
                "Expected the note to name the folded views and where to see them all")
        #expect(markdown.contains("Dynamic#lt;ListSectionState?#gt;"), "Expected Optional<X> written X?")
    }

    // MARK: Helpers

    @MainActor
    private func folded(_ pattern: Pattern) -> OwnershipDiagram {
        OwnershipDiagram.scene(pattern.composer).foldingKitViews().diagram
    }
}
