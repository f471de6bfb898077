// Presenter of the SortBlogs module: the section's order into the view, a picked order into the module output, and
// Cancel. Owns its router (presenter → router); references its view and its module output (the BlogList presenter)
// weakly.
import ProfileKit

/// Shows the order it was opened with once, when the view loads; hands a picked order to its module output and closes
/// the module, as the ComposeDraft presenter hands back its draft.
@MainActor
final class SortBlogsPresenter {
    /// Set by `SortBlogsAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any SortBlogsViewInput)?
    let router: any SortBlogsRouterInput
    /// The module that opened this one; weak because it outlives this module and holds nothing of it.
    private weak var moduleOutput: (any SortBlogsModuleOutput)?
    /// The blogs section's order when it opened this module.
    private let order: BlogOrder

    init(order: BlogOrder, router: any SortBlogsRouterInput, moduleOutput: any SortBlogsModuleOutput) {
        self.order = order
        self.router = router
        self.moduleOutput = moduleOutput
    }
}

// MARK: - SortBlogsViewOutput

extension SortBlogsPresenter: SortBlogsViewOutput {
    func didLoadView() {
        view?.showSelected(order)
    }

    func didTapOrder(_ order: BlogOrder) {
        moduleOutput?.sortBlogsModuleDidPick(order)
        router.close()
    }

    func didTapCancel() {
        router.close()
    }
}
