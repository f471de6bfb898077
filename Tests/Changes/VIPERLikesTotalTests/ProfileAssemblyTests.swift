// The assembly's wiring and VIPER's direction of ownership: every weak back-reference set, and each section module
// kept alive by its view controller alone. Who owns whom in the whole scene is the ownership conformance test's.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERLikesTotal

struct ProfileAssemblyTests {
    @Test @MainActor func makeModule_setsEveryWeakBackReference() throws {
        let api = MockProfileAPI(scheduling: .queued)
        let root = ProfileAssembly.makeModule(api: api, userID: api.serverUser.id)
        let scene = try #require(SceneObjects(root: root), "Expected every role reachable along the strong links")

        #expect(scene.presenter.userInfo === scene.userInfoPresenter, "Expected container presenter ⇢ user info module")
        #expect(scene.presenter.blogList === scene.blogListPresenter, "Expected container presenter ⇢ blog list module")
        #expect(scene.presenter.draftList === scene.draftListPresenter, "Expected container presenter ⇢ draft list module")

        #expect(scene.userInfoPresenter.view === scene.userInfoView, "Expected user info presenter ⇢ its view")
        #expect(scene.userInfoInteractor.output === scene.userInfoPresenter, "Expected user info interactor ⇢ its presenter")

        #expect(scene.blogListPresenter.view === scene.blogListView, "Expected blog list presenter ⇢ its view")
        #expect(scene.blogListInteractor.output === scene.blogListPresenter, "Expected blog list interactor ⇢ its presenter")
        #expect(scene.blogListRouter.viewController === scene.blogListView, "Expected blog list router ⇢ its view")

        #expect(scene.draftListPresenter.view === scene.draftListView, "Expected draft list presenter ⇢ its view")
        #expect(scene.draftListInteractor.output === scene.draftListPresenter, "Expected draft list interactor ⇢ its presenter")
        #expect(scene.draftListRouter.viewController === scene.draftListView, "Expected draft list router ⇢ its view")
    }

    /// The data manager's weak link to the header's interactor is reached through no strong link: it is seen working.
    @Test @MainActor func makeModule_tellsTheHeaderTheLikesTotalOfTheBlogs() {
        let api = MockProfileAPI(scheduling: .queued)
        let root = ProfileAssembly.makeModule(api: api, userID: api.serverUser.id)
        root.loadViewIfNeeded()

        api.deliverAllPendingResponses()

        #expect(root.visibleText(at: "header.likes") == ProfileText.likesTotal(
            api.serverBlogs.reduce(0) { $0 + $1.likeCount }), "Expected blogs data manager ⇢ user info interactor")
    }

    /// B16 for each section module built alone, on an API only it references: the view controller keeps its
    /// presenter, interactor, router and API alive. Fails if any of those strong links were weak.
    @Test(arguments: SectionModule.allCases)
    @MainActor func sectionModule_staysAliveWhileItsViewControllerDoes(_ section: SectionModule) {
        expectNoLeaks { tracker in
            let viewController = makeSectionTrackingEveryObject(section, tracker: tracker)

            #expect(tracker.survivors.count == section.objectCount,
                    "Expected the \(section) module's roles and its API alive, found only \(tracker.survivors)")
            withExtendedLifetime(viewController) {}
        }
    }
}

// MARK: - Helpers

/// Every object of the scene, reached from the container view controller along the strong links only.
@MainActor
private struct SceneObjects {
    let root: ProfileViewController
    let presenter: ProfilePresenter
    let userInfoView: UserInfoViewController, userInfoPresenter: UserInfoPresenter
    let userInfoInteractor: UserInfoInteractor
    let blogListView: BlogListViewController, blogListPresenter: BlogListPresenter
    let blogListInteractor: BlogListInteractor, blogListRouter: BlogListRouter
    let draftListView: DraftListViewController, draftListPresenter: DraftListPresenter
    let draftListInteractor: DraftListInteractor, draftListRouter: DraftListRouter

    init?(root: ViewController?) {
        guard let root = root as? ProfileViewController,
              let presenter = root.output as? ProfilePresenter,
              let userInfoView = root.userInfo as? UserInfoViewController,
              let userInfoPresenter = userInfoView.output as? UserInfoPresenter,
              let userInfoInteractor = userInfoPresenter.interactor as? UserInfoInteractor,
              let blogListView = root.blogList as? BlogListViewController,
              let blogListPresenter = blogListView.output as? BlogListPresenter,
              let blogListInteractor = blogListPresenter.interactor as? BlogListInteractor,
              let blogListRouter = blogListPresenter.router as? BlogListRouter,
              let draftListView = root.draftList as? DraftListViewController,
              let draftListPresenter = draftListView.output as? DraftListPresenter,
              let draftListInteractor = draftListPresenter.interactor as? DraftListInteractor,
              let draftListRouter = draftListPresenter.router as? DraftListRouter
        else { return nil }
        (self.root, self.presenter) = (root, presenter)
        (self.userInfoView, self.userInfoPresenter, self.userInfoInteractor) = (userInfoView, userInfoPresenter, userInfoInteractor)
        (self.blogListView, self.blogListPresenter) = (blogListView, blogListPresenter)
        (self.blogListInteractor, self.blogListRouter) = (blogListInteractor, blogListRouter)
        (self.draftListView, self.draftListPresenter) = (draftListView, draftListPresenter)
        (self.draftListInteractor, self.draftListRouter) = (draftListInteractor, draftListRouter)
    }

}

/// The section modules the assembly builds, each testable alone.
enum SectionModule: CaseIterable, CustomStringConvertible {
    case userInfo, blogList, draftList

    /// Its view controller, presenter, interactor, router (where it navigates) and the API.
    var objectCount: Int { self == .userInfo ? 4 : 5 }

    var description: String {
        switch self {
        case .userInfo: "UserInfo"
        case .blogList: "BlogList"
        case .draftList: "DraftList"
        }
    }
}

/// Builds one section module on an API that only the module references, tracks its objects and the API, and
/// returns its view controller alone: whatever survives is kept alive by it.
@MainActor
private func makeSectionTrackingEveryObject(_ section: SectionModule, tracker: LeakTracker) -> ViewController {
    let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
    tracker.track(api, as: "MockProfileAPI")
    let roles: [(AnyObject?, String)]
    let viewController: ViewController
    switch section {
    case .userInfo:
        let blogs = BlogsDataManager(api: api, userID: api.serverUser.id)
        viewController = ProfileAssembly.makeUserInfoModule(api: api, userID: api.serverUser.id, blogs: blogs)
            .viewController
        let presenter = (viewController as? UserInfoViewController)?.output as? UserInfoPresenter
        roles = [(viewController, "UserInfoViewController"), (presenter, "UserInfoPresenter"),
                 (presenter?.interactor, "UserInfoInteractor")]
    case .blogList:
        let dataManager = BlogsDataManager(api: api, userID: api.serverUser.id)
        viewController = ProfileAssembly.makeBlogListModule(dataManager: dataManager).viewController
        let presenter = (viewController as? BlogListViewController)?.output as? BlogListPresenter
        roles = [(viewController, "BlogListViewController"), (presenter, "BlogListPresenter"),
                 (presenter?.interactor, "BlogListInteractor"), (presenter?.router, "BlogListRouter")]
    case .draftList:
        viewController = ProfileAssembly.makeDraftListModule(api: api, userID: api.serverUser.id).viewController
        let presenter = (viewController as? DraftListViewController)?.output as? DraftListPresenter
        roles = [(viewController, "DraftListViewController"), (presenter, "DraftListPresenter"),
                 (presenter?.interactor, "DraftListInteractor"), (presenter?.router, "DraftListRouter")]
    }
    for (object, role) in roles { tracker.track(object, as: role) }
    return viewController
}
