// The assembly's wiring and the scene's ownership: every weak back-reference set, every object alive exactly as long
// as the container view controller, and all of it released on teardown with requests in flight.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

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

    /// Fails if the shared data manager kept the detail's interactor — and so its module — after Back.
    @Test @MainActor func back_fromABlogDetail_freesItsModuleWhileTheSceneLives() throws {
        let driver = SceneDriver.launch(.viper, scheduling: .queued)
        driver.deliverAllResponses()

        let survivors = try ScreenLifetimeCheck.survivors(afterClosing: .blogDetail, in: driver) { detail in
            let view = detail as? BlogDetailViewController
            let presenter = view?.output as? BlogDetailPresenter
            return [(view, "BlogDetailViewController"), (presenter, "BlogDetailPresenter"),
                    (presenter?.interactor as? BlogDetailInteractor, "BlogDetailInteractor")]
        }

        #expect(survivors.isEmpty, "Expected the detail module freed on Back, found \(survivors)")
    }

    /// B16. Fails if any strong link were weak: nothing else holds the roles once the assembly returns.
    @Test @MainActor func everyObject_staysAliveWhileTheContainerViewControllerDoes() {
        expectNoLeaks { tracker in
            let root = makeRootTrackingEveryObject(tracker: tracker)

            #expect(tracker.survivors.count == SceneObjects.roleCount + 1, "Expected every role and the API alive")

            root.loadViewIfNeeded()
            (root.visibleView(at: ProfileID.refresh) as? Button)?.sendTap()
            (root.visibleView(at: ProfileID.blogLikePath(row: 0)) as? Button)?.sendTap()

            #expect(root.visibleText(at: "header.name") == "Lin Wei 林伟", "Expected the user info module to answer")
            #expect(root.visibleText(at: ProfileID.blogLikePath(row: 0)) == "♥ 313 [selected]",
                    "Expected the blog list module to answer the tap")
            #expect(root.visibleText(at: ProfileID.Drafts.table) == "3 rows", "Expected the draft list module to answer")
            #expect(tracker.survivors.count == SceneObjects.roleCount + 1, "Expected every role and the API still alive")
        }
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

    /// Fails if anything in the scene kept the navigation controller it reached, once the routers have used it.
    @Test @MainActor func theScene_doesNotKeepItsNavigationControllerAlive() throws {
        let api = MockProfileAPI(scheduling: .immediate)
        let root = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)

        let outcome = try NavigationLifetime.check(sceneAt: root)

        #expect(outcome.detailsOpened == 2, "Expected a blog's and a draft's detail pushed and popped")
        #expect(outcome.navigationControllerIsFreed, "Expected the navigation controller released while the scene lives on")
        withExtendedLifetime(root) {}
    }

    /// B14, B15. Fails if any back-reference or completion held its target strongly.
    @Test @MainActor func tearDown_withRequestsInFlight_releasesEveryObjectAndTheLateAnswersDoNothing() throws {
        try InFlightTeardown.expectEveryObjectFreed(composer: ProfileComposer.self) { root, tracker in
            let scene = try #require(SceneObjects(root: root), "Expected the container on top")
            scene.track(in: tracker)
        }
    }
}

// MARK: - Helpers

/// Every object of the scene, reached from the container view controller along the strong links only.
@MainActor
private struct SceneObjects {
    /// The container's two roles, the user info module's three, two modules of four and the blogs data manager.
    static let roleCount = 14

    let root: ProfileViewController
    let presenter: ProfilePresenter
    let userInfoView: UserInfoViewController, userInfoPresenter: UserInfoPresenter
    let userInfoInteractor: UserInfoInteractor
    let blogListView: BlogListViewController, blogListPresenter: BlogListPresenter
    let blogListInteractor: BlogListInteractor, blogListRouter: BlogListRouter
    let draftListView: DraftListViewController, draftListPresenter: DraftListPresenter
    let draftListInteractor: DraftListInteractor, draftListRouter: DraftListRouter
    let blogsDataManager: BlogsDataManager

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
              let draftListRouter = draftListPresenter.router as? DraftListRouter,
              // Private to the interactor, as it should be; reflection reaches it without widening its visibility.
              let blogsDataManager = Mirror(reflecting: blogListInteractor).descendant("dataManager") as? BlogsDataManager
        else { return nil }
        (self.root, self.presenter) = (root, presenter)
        (self.userInfoView, self.userInfoPresenter, self.userInfoInteractor) = (userInfoView, userInfoPresenter, userInfoInteractor)
        (self.blogListView, self.blogListPresenter) = (blogListView, blogListPresenter)
        (self.blogListInteractor, self.blogListRouter) = (blogListInteractor, blogListRouter)
        (self.draftListView, self.draftListPresenter) = (draftListView, draftListPresenter)
        (self.draftListInteractor, self.draftListRouter) = (draftListInteractor, draftListRouter)
        self.blogsDataManager = blogsDataManager
    }

    func track(in tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation) {
        let roles: [(AnyObject, String)] = [
            (root, "ProfileViewController"), (presenter, "ProfilePresenter"),
            (userInfoView, "UserInfoViewController"), (userInfoPresenter, "UserInfoPresenter"),
            (userInfoInteractor, "UserInfoInteractor"),
            (blogListView, "BlogListViewController"), (blogListPresenter, "BlogListPresenter"),
            (blogListInteractor, "BlogListInteractor"), (blogListRouter, "BlogListRouter"),
            (draftListView, "DraftListViewController"), (draftListPresenter, "DraftListPresenter"),
            (draftListInteractor, "DraftListInteractor"), (draftListRouter, "DraftListRouter"),
            (blogsDataManager, "BlogsDataManager"),
        ]
        for (object, role) in roles { tracker.track(object, as: role, sourceLocation: sourceLocation) }
    }
}

/// Assembles the scene on an API that only the scene references, tracks every object and the API, and returns
/// the container view controller alone: whatever survives is kept alive by it.
@MainActor
private func makeRootTrackingEveryObject(tracker: LeakTracker) -> ProfileViewController {
    let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
    let root = ProfileAssembly.makeModule(api: api, userID: api.serverUser.id)
    tracker.track(api, as: "MockProfileAPI")
    if let scene = SceneObjects(root: root) {
        scene.track(in: tracker)
    } else {
        Issue.record("Expected every role reachable along the strong links once the assembly returned")
    }
    return root
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
        viewController = ProfileAssembly.makeUserInfoModule(api: api, userID: api.serverUser.id).viewController
        let presenter = (viewController as? UserInfoViewController)?.output as? UserInfoPresenter
        roles = [(viewController, "UserInfoViewController"), (presenter, "UserInfoPresenter"),
                 (presenter?.interactor, "UserInfoInteractor")]
    case .blogList:
        viewController = ProfileAssembly.makeBlogListModule(api: api, userID: api.serverUser.id).viewController
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
