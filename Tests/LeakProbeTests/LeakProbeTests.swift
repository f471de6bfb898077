// Specifications of the leak probe on a scene-like graph: clean teardown, a planted strong cycle, and a
// cycle through a closure capture that reflection cannot see but the closure's context shows.
import Testing

@testable import LeakProbe

@Suite struct LeakProbeTests {
    @Test @MainActor func cleanScene_afterItsRootIsDropped_hasNoSurvivors() {
        let census = takeCensusThenDropRoot { makeScene(presenter: Clean.Presenter(model: Model())) }

        #expect(census.objectCount > 10, "Expected the census to find the whole scene, found \(census.names)")
        #expect(census.survivors().isEmpty, "Expected no survivors, got \(census.survivors().map(\.description))")
    }

    @Test @MainActor func plantedCycle_isReportedWithItsPath() throws {
        let census = takeCensusThenDropRoot { makeScene(presenter: Planted.Presenter(model: Model())) }
        defer { breakPlantedCycle(census) }

        let presenter = try #require(census.survivors().first { $0.typeName == "Presenter" },
                                     "Expected the presenter to survive the teardown")

        #expect(presenter.cyclePath == ["Presenter.view", "ViewController.presenter", "Presenter"],
                "Expected the strong back reference to close the cycle, got \(String(describing: presenter.cyclePath))")
        let expected = "Presenter is kept alive by a strong reference cycle: "
            + "Presenter.view → ViewController.presenter → Presenter"
        #expect(presenter.description == expected,
                "Expected a one-sentence explanation, got \(presenter.description)")
    }

    @Test @MainActor func plantedCycle_keepsTheWholeSceneButNotTheWindow() {
        let census = takeCensusThenDropRoot { makeScene(presenter: Planted.Presenter(model: Model())) }
        defer { breakPlantedCycle(census) }

        let survivors = census.survivors().map(\.typeName)

        #expect(survivors.count == census.objectCount - 1,
                "Expected everything but the window to survive, got \(survivors)")
        #expect(!survivors.contains("Window"), "Expected the window, outside the cycle, to be released")
    }

    @Test @MainActor func objectsHeldByACycle_nameTheCycleAndTheHopsFromIt() throws {
        let census = takeCensusThenDropRoot { makeScene(presenter: Planted.Presenter(model: Model())) }
        defer { breakPlantedCycle(census) }

        let cell = try #require(census.survivors().first { $0.typeName == "Cell" }, "Expected a cell to survive")

        #expect(cell.cyclePath == ["ViewController.presenter", "Presenter.view", "ViewController"],
                "Expected the cycle entered at the view controller, got \(String(describing: cell.cyclePath))")
        #expect(cell.retentionPath == ["ViewController.tableView", "TableView.visibleCells[0]", "Cell"],
                "Expected the hops from the cycle to the cell, got \(cell.retentionPath)")
    }

    @Test @MainActor func confirmedHops_areNotMarkedUnconfirmed() {
        let census = takeCensusThenDropRoot { makeScene(presenter: Planted.Presenter(model: Model())) }
        defer { breakPlantedCycle(census) }

        let unconfirmed = census.survivors().filter { $0.description.contains("unconfirmed") }

        #expect(unconfirmed.isEmpty, "Expected every hop verified in memory, got \(unconfirmed.map(\.description))")
    }

    @Test @MainActor func closureCaptureCycle_isReportedThroughTheClosuresContext() throws {
        let census = takeCensusThenDropRoot {
            let window = makeScene(presenter: Clean.Presenter(model: Model()))
            let viewController = window.rootViewController
            viewController?.onRefresh = { viewController?.reload() }   // captures strongly: a cycle Mirror cannot see
            return window
        }
        defer { breakClosureCycle(census) }

        let viewController = try #require(census.survivors().first { $0.typeName == "ViewController" },
                                          "Expected the view controller captured by its own closure to survive")

        #expect(viewController.cyclePath == ["ViewController.onRefresh (captured)", "ViewController"],
                "Expected the closure's capture read from its context to close the cycle, got \(String(describing: viewController.cyclePath))")
    }

    @Test @MainActor func weakBackReference_isNotMistakenForACycle() {
        let census = takeCensusThenDropRoot {
            let window = makeScene(presenter: Clean.Presenter(model: Model()))
            let viewController = window.rootViewController
            viewController?.onRefresh = { viewController?.reload() }
            return window
        }
        defer { breakClosureCycle(census) }

        let cycles = census.survivors().compactMap(\.cyclePath)

        #expect(!cycles.isEmpty, "Expected the captured scene to survive")
        #expect(cycles.allSatisfy { !$0.contains("Presenter.view") },
                "Expected Presenter.view (weak) not to close a cycle, got \(cycles)")
    }

    @Test @MainActor func weakCaptureInAClosure_isNotMistakenForACycle() {
        let census = takeCensusThenDropRoot {
            let window = makeScene(presenter: Clean.Presenter(model: Model()))
            let viewController = window.rootViewController
            viewController?.onRefresh = { [weak viewController] in viewController?.reload() }
            return window
        }

        #expect(census.survivors().isEmpty,
                "Expected a weak capture to keep nothing alive, got \(census.survivors().map(\.description))")
    }

    // MARK: Helpers

    @MainActor
    private func takeCensusThenDropRoot(_ makeRoot: () -> Window) -> ObjectCensus {
        LeakProbe.census(roots: [makeRoot()])
    }

    /// Tests clean up after themselves: the leaked graph is released once its cycle is cut.
    private func breakPlantedCycle(_ census: ObjectCensus) {
        census.liveObjects(of: Planted.Presenter.self).forEach { $0.view = nil }
    }

    private func breakClosureCycle(_ census: ObjectCensus) {
        census.liveObjects(of: ViewController.self).forEach { $0.onRefresh = nil }
    }

    private func makeScene(presenter: any ScenePresenter, rows: Int = 3) -> Window {
        let viewController = ViewController(presenter: presenter)
        presenter.view = viewController
        let tableView = viewController.tableView
        tableView.dataSource = viewController
        for row in 0..<rows {
            let cell = Cell()
            cell.tableView = tableView
            cell.likeButton.action = { [weak presenter] in presenter?.didTapLike(at: row) }
            tableView.visibleCells.append(cell)
        }
        tableView.reuseQueues["blog"] = [Cell()]
        let window = Window()
        window.rootViewController = viewController
        return window
    }
}

extension ObjectCensus {
    /// The census's objects of type `Type` still alive (test cleanup only).
    fileprivate func liveObjects<Type: AnyObject>(of type: Type.Type) -> [Type] {
        entries.compactMap { $0.object as? Type }
    }
}

// A scene-like graph: window → view controller → presenter ⇢ view controller; table view → cells → buttons.

private protocol ScenePresenter: AnyObject {
    var view: ViewController? { get set }
    func didTapLike(at row: Int)
}

private enum Clean {
    final class Presenter: ScenePresenter {
        weak var view: ViewController?
        let model: Model
        init(model: Model) { self.model = model }
        func didTapLike(at row: Int) { model.likes[row, default: 0] += 1 }
    }
}

private enum Planted {
    final class Presenter: ScenePresenter {
        var view: ViewController?   // the planted bug: a strong back reference
        let model: Model
        init(model: Model) { self.model = model }
        func didTapLike(at row: Int) { model.likes[row, default: 0] += 1 }
    }
}

private final class Model { var likes: [Int: Int] = [:] }
private final class Window { var rootViewController: ViewController? }

private final class ViewController {
    let presenter: any ScenePresenter
    let tableView = TableView()
    var onRefresh: (() -> Void)?
    init(presenter: any ScenePresenter) { self.presenter = presenter }
    func reload() {}
}

private final class TableView {
    weak var dataSource: ViewController?
    var visibleCells: [Cell] = []
    var reuseQueues: [String: [Cell]] = [:]
}

private final class Cell {
    weak var tableView: TableView?
    let likeButton = Button()
}

private final class Button { var action: (() -> Void)? }
