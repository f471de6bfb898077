// Presenter of the container module: turns the container's events into loads of the section modules. Owns nothing;
// references the section modules' inputs weakly (each module belongs to its view controller, which the container owns).

/// Tells the sections to load, in the scene's order: user, blogs, drafts.
///
/// It holds no data: what each section loads, and what it shows, is that module's business. The module inputs
/// are weak because a module lives as long as its view controller, and the container owns the view controllers.
@MainActor
final class ProfilePresenter {
    /// Set by `ProfileAssembly` once the section modules exist.
    weak var userInfo: (any UserInfoModuleInput)?
    weak var blogList: (any BlogListModuleInput)?
    weak var draftList: (any DraftListModuleInput)?

    private func loadProfile() {
        userInfo?.loadUser()
        blogList?.loadBlogs()
        draftList?.loadDrafts()
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func didLoadView() { loadProfile() }

    func didTapRefresh() { loadProfile() }
}
