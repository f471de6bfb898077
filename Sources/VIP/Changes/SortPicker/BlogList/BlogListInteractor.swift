// Interactor of the BlogList module: the blogs' use cases over the shared blogs worker, and the order the section shows
// them in. Owns its presenter (the base class's) and the worker; the worker and a sort module reference it weakly.
import ProfileKit

/// Loads, likes and opens blogs through the worker, and hands every change of the blogs to the presenter, whichever
/// screen made it: a like sent from a blog's detail shows on its row too. The blogs of an answer are arranged in the
/// section's order; a new order comes back here from the SortBlogs module, to which it gives itself as the output.
@MainActor
final class BlogListInteractor: Interactor {
    private let worker: BlogsWorker
    /// How the section arranges the blogs: the server's order until another is picked.
    private var order = BlogOrder.newest

    required init(presenter: Presenter, services: ModuleServices) {
        worker = services.blogsWorker
        super.init(presenter: presenter, services: services)
        worker.addObserver(self)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: BlogListRequest.self, in: self) {
        case .load:
            worker.loadBlogs()
        case .like(let blogID):
            if worker.likeBlog(id: blogID) == .alreadyLiked { presenter.present(response: BlogListResponse.alreadyLiked) }
        case .select(let blogID):
            if let blog = worker.shownBlog(id: blogID) { presenter.present(response: BlogListResponse.selected(blog)) }
        case .sort:
            presenter.present(response: BlogListResponse.sortBlogs(SortBlogsRoute(order: order, output: self)))
        }
    }
}

// MARK: - BlogsWorkerObserver

extension BlogListInteractor: BlogsWorkerObserver {
    /// The list reports every failed like: it lives as long as the scene, a detail may be gone when the answer comes.
    func blogsWorker(didPublish event: BlogsWorker.Event) {
        switch event {
        case .loaded(let blogs): presenter.present(response: BlogListResponse.blogs(order.arrange(blogs)))
        case .failedToLoad(let error): presenter.present(response: BlogListResponse.blogsFailure(error))
        case .changed(let blog): presenter.present(response: BlogListResponse.blogChanged(blog))
        case .likeFailed(let error): presenter.present(response: BlogListResponse.likeFailure(error))
        }
    }
}

// MARK: - SortBlogsOutput

extension BlogListInteractor: SortBlogsOutput {
    /// Another order arranges the held blogs, as shown, at once; the order the section has changes nothing.
    func sortBlogs(didPick order: BlogOrder) {
        guard order != self.order else { return }
        self.order = order
        presenter.present(response: BlogListResponse.arranged(order.arrange(worker.shownBlogs)))
    }
}
