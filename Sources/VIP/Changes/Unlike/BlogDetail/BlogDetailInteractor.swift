// Interactor of the BlogDetail module: its blog's use cases over the shared blogs worker. Owns its presenter (the base
// class's) and the worker; the worker references it weakly (an observer).
import ProfileKit

/// Follows one blog in the worker the BlogList module shares: hands the presenter the blog as it shows now, at opening
/// and at each change, and likes it or takes its like back by the list's rules.
@MainActor
final class BlogDetailInteractor: Interactor {
    private let worker: BlogsWorker
    /// The blog this detail shows: set when the view opens it.
    private var blogID: Int?

    required init(presenter: Presenter, services: ModuleServices) {
        worker = services.blogsWorker
        super.init(presenter: presenter, services: services)
        worker.addObserver(self)
    }

    override func refresh(request: any Request) {
        switch expect(request, as: BlogDetailRequest.self, in: self) {
        case .open(let blog):
            blogID = blog.id
            presenter.present(response: BlogDetailResponse.blog(worker.shownBlog(id: blog.id) ?? blog))
        case .like:
            // A blog the list no longer holds is not liked, and nothing is said.
            guard let blogID else { return }
            switch worker.likeBlog(id: blogID) {
            case .alreadyLiked: presenter.present(response: BlogDetailResponse.alreadyLiked)
            case .alreadyUnliked: presenter.present(response: BlogDetailResponse.alreadyUnliked)
            case .sent, .notHeld: break
            }
        }
    }
}

// MARK: - BlogsWorkerObserver

extension BlogDetailInteractor: BlogsWorkerObserver {
    /// Its own blog's changes; a reload that still holds it may have changed it; failures are the list's to show.
    func blogsWorker(didPublish event: BlogsWorker.Event) {
        guard let blogID else { return }
        switch event {
        case .changed(let blog) where blog.id == blogID:
            presenter.present(response: BlogDetailResponse.blog(blog))
        case .loaded:
            if let blog = worker.shownBlog(id: blogID) { presenter.present(response: BlogDetailResponse.blog(blog)) }
        case .changed, .failedToLoad, .likeFailed:
            break
        }
    }
}
