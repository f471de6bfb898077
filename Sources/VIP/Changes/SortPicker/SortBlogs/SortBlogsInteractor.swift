// Interactor of the SortBlogs module: shows the section's order and hands the order picked to the output. Owns its
// presenter (the base class's); references the output (the blogs section) weakly.
import ProfileKit

/// Hands the order the route brought to the presenter, to show selected; hands a picked order to the output, then
/// tells the presenter, which closes the module.
@MainActor
final class SortBlogsInteractor: Interactor {
    /// Weak: it outlives this module and holds nothing of it.
    private weak var output: (any SortBlogsOutput)?

    override func refresh(request: any Request) {
        switch expect(request, as: SortBlogsRequest.self, in: self) {
        case .open(let route):
            output = route.output
            presenter.present(response: SortBlogsResponse.order(route.order))
        case .pick(let order):
            output?.sortBlogs(didPick: order)
            presenter.present(response: SortBlogsResponse.picked)
        case .cancel:
            presenter.present(response: SortBlogsResponse.cancelled)
        }
    }
}
