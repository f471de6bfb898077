// Presenter of the BlogDetail module: formats its blog for the detail. Owns its router (the base class's, unused: Back
// is the navigation bar's); references its view weakly.
import ProfileKit

/// Turns the interactor's blog into the detail's displayed blog, and a refused like or unlike into its toast.
@MainActor
final class BlogDetailPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: BlogDetailResponse.self, in: self) {
        case .blog(let blog):
            view?.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blog)))
        case .alreadyLiked:
            view?.display(viewModel: BlogDetailViewModel.toast(ProfileText.alreadyLiked))
        case .alreadyUnliked:
            view?.display(viewModel: BlogDetailViewModel.toast(ProfileText.alreadyUnliked))
        }
    }
}
