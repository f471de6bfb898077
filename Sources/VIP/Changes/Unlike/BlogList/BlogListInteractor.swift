// Interactor of the BlogList module: the blogs' use cases over the shared blogs worker. Owns its presenter (the base
// class's) and the worker; the worker references it weakly (an observer).
import ProfileKit

/// Loads, likes, unlikes and opens blogs through the worker, and hands every change of the blogs to the presenter, whichever
/// screen made it: a like sent from a blog's detail shows on its row too.
@MainActor
final class BlogListInteractor: Interactor {
    private let worker: BlogsWorker

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
            switch worker.likeBlog(id: blogID) {
            case .alreadyLiked: presenter.present(response: BlogListResponse.alreadyLiked)
            case .alreadyUnliked: presenter.present(response: BlogListResponse.alreadyUnliked)
            case .sent, .notHeld: break
            }
        case .select(let blogID):
            if let blog = worker.shownBlog(id: blogID) { presenter.present(response: BlogListResponse.selected(blog)) }
        }
    }
}

// MARK: - BlogsWorkerObserver

extension BlogListInteractor: BlogsWorkerObserver {
    /// The list reports every failed like or unlike: it lives as long as the scene, a detail may be gone when the answer comes.
    func blogsWorker(didPublish event: BlogsWorker.Event) {
        switch event {
        case .loaded(let blogs): presenter.present(response: BlogListResponse.blogs(blogs))
        case .failedToLoad(let error): presenter.present(response: BlogListResponse.blogsFailure(error))
        case .changed(let blog): presenter.present(response: BlogListResponse.blogChanged(blog))
        case .likeFailed(let error): presenter.present(response: BlogListResponse.likeFailure(error))
        }
    }
}
