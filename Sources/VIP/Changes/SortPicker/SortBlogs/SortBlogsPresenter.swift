// Presenter of the SortBlogs module: shows the selected order, and closes the module through its router. Owns its
// router (the base class's); references its view weakly.
import ProfileKit

/// Formats the interactor's outcome; a picked order or a cancel routes `back`, which dismisses the presented module.
@MainActor
final class SortBlogsPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: SortBlogsResponse.self, in: self) {
        case .order(let order): view?.display(viewModel: SortBlogsViewModel.selected(order))
        case .picked, .cancelled: router.route(type: .back, userInfo: nil)
        }
    }
}
