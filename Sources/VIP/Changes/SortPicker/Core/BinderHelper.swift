// The scene's identifiers and its registrations, as article 000's `VIPERs` enum and `BinderHelper.initBinder()`.
// Holds nothing.

/// The identifier of each module of the scene (the article's `VIPERs`).
enum ModuleID: String, CaseIterable {
    case profile, userInfo, blogList, draftList, blogDetail, composeDraft, sortBlogs

    var identifier: String { rawValue }
}

/// Registers every Unity of the scene in its Binder: done once, when the scene is made (the article does it at launch).
@MainActor
enum BinderHelper {
    static func initBinder(_ binder: Binder) {
        binder.addUnity(Unity(view: ProfileView.self, interactor: ProfileInteractor.self, presenter: ProfilePresenter.self),
                        identifier: ModuleID.profile.identifier)
        binder.addUnity(Unity(view: UserInfoView.self, interactor: UserInfoInteractor.self, presenter: UserInfoPresenter.self),
                        identifier: ModuleID.userInfo.identifier)
        binder.addUnity(Unity(view: BlogListView.self, interactor: BlogListInteractor.self, presenter: BlogListPresenter.self),
                        identifier: ModuleID.blogList.identifier)
        binder.addUnity(Unity(view: DraftListView.self, interactor: DraftListInteractor.self, presenter: DraftListPresenter.self),
                        identifier: ModuleID.draftList.identifier)
        binder.addUnity(
            Unity(view: BlogDetailView.self, interactor: BlogDetailInteractor.self, presenter: BlogDetailPresenter.self),
            identifier: ModuleID.blogDetail.identifier)
        binder.addUnity(
            Unity(view: ComposeDraftView.self, interactor: ComposeDraftInteractor.self, presenter: ComposeDraftPresenter.self),
            identifier: ModuleID.composeDraft.identifier)
        binder.addUnity(
            Unity(view: SortBlogsView.self, interactor: SortBlogsInteractor.self, presenter: SortBlogsPresenter.self),
            identifier: ModuleID.sortBlogs.identifier)
    }
}
