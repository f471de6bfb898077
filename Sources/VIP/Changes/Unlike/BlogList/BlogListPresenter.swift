// Presenter of the BlogList module: formats blogs into displayed rows, and routes to a blog's detail by identifier.
// Owns its router (the base class's); references its view weakly.
import ProfileKit

/// Formats what the interactor hands over; a selected blog goes to the BlogDetail module, which the router makes
/// through the Binder at this moment, with the blog as the route's `userInfo`.
@MainActor
final class BlogListPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: BlogListResponse.self, in: self) {
        case .blogs(let blogs):
            view?.display(viewModel: BlogListViewModel.rows(blogs.map(DisplayedBlog.init)))
        case .blogsFailure(let error):
            view?.display(viewModel: BlogListViewModel.error(ProfileText.sectionError(.blogs, error)))
        case .blogChanged(let blog):
            view?.display(viewModel: BlogListViewModel.row(DisplayedBlog(blog)))
        case .likeFailure(let error):
            view?.display(viewModel: BlogListViewModel.toast(error.message))
        case .alreadyLiked:
            view?.display(viewModel: BlogListViewModel.toast(ProfileText.alreadyLiked))
        case .alreadyUnliked:
            view?.display(viewModel: BlogListViewModel.toast(ProfileText.alreadyUnliked))
        case .selected(let blog):
            router.route(type: .push(identifier: ModuleID.blogDetail.identifier), userInfo: blog)
        }
    }
}
