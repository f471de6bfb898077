// Leaky variant, on purpose (`bench --variant leaky`; never part of the comparison): MVC's classic mistake, a cell's
// like handler that captures its controller strongly. Owns what the correct scene owns, plus the cycle.
import ProfileKit

/// The MVC scene with the mistake real projects make most: `cell.didTapLike = { self.didTapLike(…) }`, no `[weak self]`.
///
/// The controller owns its table, the table owns its cells, and each cell owns its handler: a handler that captures
/// the controller strongly closes a cycle (controller → section → table → cell → handler → controller), so the whole
/// blog list outlives its screen. Reflection cannot see into a closure; the leak probe reads the closure's context and
/// names the cycle anyway. The correct code is `BlogListViewController.tableView(_:cellForRowAt:)`: `[weak self]`.
public enum StrongCellHandlerComposer: ProfileSceneComposer {
    public static let summary = "MVC with a cell like handler that captures its controller strongly."

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let model = ProfileModel(api: api, userID: userID)
        return ProfileViewController(
            userInfo: UserInfoViewController(model: model), blogList: StrongCellHandlerBlogListViewController(model: model),
            draftList: DraftListViewController(model: model))
    }
}

/// The blog list controller whose cells' handlers keep it alive.
///
/// So that the correct controller stays untouched, the mistake is planted around it: the table asks this
/// controller's `cellHandlers` for its cells, which wraps each cell's handler in one that captures the controller
/// strongly — the cycle `cell.didTapLike = { self.didTapLike(blogID: id) }` makes.
final class StrongCellHandlerBlogListViewController: BlogListViewController {
    private let cellHandlers = StrongCellHandlers()

    override func loadView() {
        super.loadView()
        cellHandlers.controller = self
        (view as? TableSectionView)?.tableView.dataSource = cellHandlers
    }
}

/// The table's data source in the leaky variant: the controller's cells, with handlers that hold it.
final class StrongCellHandlers: TableViewDataSource {
    weak var controller: BlogListViewController?

    func numberOfRows(in tableView: TableView) -> Int {
        controller?.numberOfRows(in: tableView) ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        guard let controller else { return TableViewCell(reuseIdentifier: BlogCell.reuseIdentifier) }
        let cell = controller.tableView(tableView, cellForRowAt: row)
        if let cell = cell as? BlogCell, let handler = cell.didTapLike {
            cell.didTapLike = { withExtendedLifetime(controller, handler) }   // the mistake: the controller captured strongly
        }
        return cell
    }
}
