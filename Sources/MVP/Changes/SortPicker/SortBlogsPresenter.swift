// The sort screen's presenter: shows the order the blogs are in and hands the picked one to its output. Owns that
// order; references its passive view and its output (the blogs list's presenter) weakly.
import ProfileKit

/// Shows the blogs' order once and tells its output which order was picked, or that the screen was cancelled; the
/// output decides what the order changes and when the screen closes.
@MainActor
final class SortBlogsPresenter {
    /// The sort view controller, which owns this presenter.
    weak var view: (any SortBlogsView)?
    private weak var output: (any SortBlogsPresenterOutput)?
    /// The order the blogs were in when the screen opened.
    let order: BlogOrder

    init(order: BlogOrder, output: any SortBlogsPresenterOutput) {
        self.order = order
        self.output = output
    }

    // MARK: Events

    func didLoadView() {
        view?.showSelected(order)
    }

    func didPick(_ order: BlogOrder) {
        output?.sortBlogsDidPick(order)
    }

    func didTapCancel() {
        output?.sortBlogsDidCancel()
    }
}
