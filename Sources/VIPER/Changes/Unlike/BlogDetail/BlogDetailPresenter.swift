// Presenter of the BlogDetail module: the detail's events into use cases, its blog into a display model. Owns its
// interactor and the display model shown strongly (presenter → interactor); references its view weakly (⇢ view).
import ProfileKit

/// Shows one blog, configured through the module input, and shows it again only when what it shows changes.
@MainActor
final class BlogDetailPresenter {
    /// Set by `BlogDetailAssembly` once the view exists; weak because the view owns this presenter.
    weak var view: (any BlogDetailViewInput)?
    let interactor: any BlogDetailInteractorInput

    /// The blog to show: set once by `configure(blogID:)`, before the view loads.
    private var blogID: Int?
    /// What the view shows.
    private var shown: BlogDisplayModel?

    init(interactor: any BlogDetailInteractorInput) {
        self.interactor = interactor
    }

    /// Shows `blog` if it is this detail's and shows something new.
    private func show(_ blog: Blog) {
        guard blog.id == blogID else { return }
        let displayModel = BlogDisplayModel(blog)
        guard displayModel != shown else { return }
        shown = displayModel
        view?.showBlog(displayModel)
    }
}

// MARK: - BlogDetailModuleInput

extension BlogDetailPresenter: BlogDetailModuleInput {
    func configure(blogID: Int) {
        self.blogID = blogID
    }
}

// MARK: - BlogDetailViewOutput

extension BlogDetailPresenter: BlogDetailViewOutput {
    func didLoadView() {
        if let blogID, let blog = interactor.shownBlog(id: blogID) { show(blog) }
    }

    func didTapLike() {
        if let blogID { interactor.likeBlog(id: blogID) }
    }
}

// MARK: - BlogDetailInteractorOutput

extension BlogDetailPresenter: BlogDetailInteractorOutput {
    func didChangeBlog(_ blog: Blog) { show(blog) }

    /// A blog the list no longer holds stays as it is shown.
    func didReloadBlogs() {
        if let blogID, let blog = interactor.shownBlog(id: blogID) { show(blog) }
    }

    func didFindBlogAlreadyLiked() {
        view?.showToast(ProfileText.alreadyLiked)
    }

    func didFindBlogAlreadyUnliked() {
        view?.showToast(ProfileText.alreadyUnliked)
    }
}
