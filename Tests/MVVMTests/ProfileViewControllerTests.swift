// Tests of the whole scene through its container view: composition, load order (B18), navigation (B13) and
// ownership: teardown (B14, B15), the view keeping its module alive (B16), bindings never keeping a view alive.
@testable import MVVM
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct ProfileViewControllerTests {
    @Test @MainActor func theContainer_embedsTheHeaderBlogsAndDraftsSectionsBelowItsRefreshButton() throws {
        let (driver, _) = launch(nil)
        let sut = try #require(driver.topViewController as? ProfileViewController)

        let sectionViews = sut.view.subviews.dropFirst()

        #expect(sut.view.subviews.first?.accessibilityIdentifier == ProfileID.refresh, "Expected the refresh button first")
        #expect(sectionViews.map { $0 is ProfileHeaderView } == [true, false, false], "Expected the header section first")
        #expect(sectionViews.map { ($0 as? TableSectionView)?.tableView.accessibilityIdentifier } == [nil, "blogs", "drafts"],
                "Expected the blogs section, then the drafts section")
        #expect(sut.children.map { "\(type(of: $0))" }
                    == ["UserInfoViewController", "BlogListViewController", "DraftListViewController"],
                "Expected one child view controller per section, in order")
    }

    @Test @MainActor func viewLoad_andEachRefresh_requestTheUserTheBlogsAndTheDraftsInThatOrder() throws {
        let (driver, _) = launch(nil)
        let onLoad = driver.api.pendingEndpoints
        driver.deliverAllResponses()

        try driver.tapRefresh()

        #expect(onLoad == [.user, .blogs, .drafts], "Expected the view load to request user, blogs, drafts")
        #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts], "Expected refresh to request them again")
    }

    @Test @MainActor func selectingABlog_pushesItsDetailWithTheBlogAsShown() throws {
        let (driver, _) = launch(nil)
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)

        try driver.selectBlog(row: 0)

        #expect(driver.topViewController is MVVM.BlogDetailViewController, "Expected the blog's detail")
        #expect(driver.text(at: ProfileID.Detail.like) == "♥ 313 [selected]", "Expected the blog as shown, like in flight included")
    }

    @Test @MainActor func selectingADraft_pushesItsDetail() throws {
        let (driver, _) = launch(nil)
        driver.deliverAllResponses()

        try driver.selectDraft(row: 2)

        let detail = try #require(driver.topViewController as? DraftDetailViewController, "Expected the draft's detail")
        #expect(detail.draft == driver.api.serverDrafts[2], "Expected row 2's draft")
    }

    /// Navigation is the views' here: a second tap on a row, landing while the first one's detail covers the profile,
    /// pushes nothing.
    @Test(arguments: [RepeatedTap.selectBlog(row: 0), .selectDraft(row: 0)])
    @MainActor func aRowSelectedTwice_pushesOneDetail(_ row: RepeatedTap) throws {
        let (driver, _) = launch(nil)
        driver.deliverAllResponses()

        try driver.tapTwice(row)

        #expect(driver.navigationDepth == 2, "Expected one detail pushed for two taps on the \(row)")
    }

    /// Fails if the store kept the detail's view model (its binding captured strongly) after Back.
    @Test @MainActor func back_fromABlogDetail_freesItsViewAndViewModelWhileTheSceneLives() throws {
        let driver = SceneDriver.launch(.mvvm, scheduling: .queued)
        driver.deliverAllResponses()

        let survivors = try ScreenLifetimeCheck.survivors(afterClosing: .blogDetail, in: driver) { detail in
            let view = detail as? BlogDetailViewController
            return [(view, "BlogDetailViewController"), (view?.viewModel, "BlogDetailViewModel")]
        }

        #expect(survivors.isEmpty, "Expected the detail module freed on Back, found \(survivors)")
    }

    @Test @MainActor func lateAnswersAfterTeardown_doNothing() throws {
        let (driver, _) = launch(nil)
        driver.deliverAllResponses()
        driver.api.injectFault(.error(.offline), on: .like)
        driver.api.injectFault(.error(.offline), on: .blogs)
        try driver.tapLike(blogRow: 0)
        try driver.tapRefresh()
        let toasts = driver.window.toastCount

        driver.tearDown()
        driver.api.deliverAllPendingResponses()

        #expect(driver.window.toastCount == toasts, "Expected no toast from an answer delivered after teardown")
    }

    @Test(arguments: [LikeOutcome.success, .failure])
    @MainActor func teardownWithRequestsInFlight_releasesEveryObjectOfTheScene(outcome: LikeOutcome) throws {
        let api = MockProfileAPI(scheduling: .queued)
        try expectNoLeaks { tracker in
            let (driver, viewModels) = launch(tracker, api: api)
            driver.deliverAllResponses()
            if outcome == .failure { driver.api.injectFault(.error(.offline), on: .like) }
            try driver.tapLike(blogRow: 0)
            try driver.tapRefresh()
            try trackViews(of: driver, in: tracker)
            tracker.track(viewModels.blogList?.blogCellViewModel(at: 0), as: "BlogCellViewModel with a like in flight")
            tracker.track(viewModels.blogList?.blogCellViewModel(at: 11), as: "BlogCellViewModel never shown")

            driver.tearDown()
        }

        api.deliverAllPendingResponses()  // the answers find nobody
    }

    @Test @MainActor func theViewControllerAlone_keepsItsModuleAliveAndWorking() throws {
        let api = MockProfileAPI(scheduling: .queued)
        let (sut, viewModel) = makeSUT(api: api)

        sut.loadViewIfNeeded()
        api.deliverAllPendingResponses()
        let likeButton = try #require(sut.view.descendant(at: ProfileID.blogLikePath(row: 0), as: Button.self))
        likeButton.sendTap()
        api.deliverAllPendingResponses()

        #expect(viewModel.container != nil && viewModel.blogList != nil, "Expected the view to keep its view models alive")
        #expect(likeButton.snapshotText == "♥ 313 [selected]", "Expected the module to keep working")
    }

    @Test @MainActor func bindings_doNotKeepTheViewsAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        let viewModel = ProfileViewModel(api: api, userID: api.serverUser.id)
        expectNoLeaks { tracker in
            let sut = ProfileComposer.makeProfileViewController(viewModel: viewModel)
            sut.loadViewIfNeeded()
            api.deliverAllPendingResponses()
            tracker.track(sut, as: "ProfileViewController of a living view model")
            for child in sut.children { tracker.track(child, as: "\(type(of: child)) of a living view model") }
            tracker.track(sut.view.descendant(at: ProfileID.blogRowPath(row: 0)), as: "BlogCell bound to a living row")
        }

        viewModel.didTapRefresh()
        api.deliverAllPendingResponses()  // the states change with no view bound any more

        #expect(viewModel.blogList.numberOfBlogs == 12, "Expected the view models to work on without their views")
    }

    // MARK: Helpers

    enum LikeOutcome: Sendable, CustomTestStringConvertible {
        case success, failure
        var testDescription: String { self == .success ? "like succeeds" : "like fails" }
    }

    /// The view models behind a view controller, held weakly.
    @MainActor
    struct WeakViewModels {
        init(container: ProfileViewModel? = nil, blogList: BlogListViewModel? = nil) {
            self.container = container
            self.blogList = blogList
        }
        weak var container: ProfileViewModel?
        weak var blogList: BlogListViewModel?
    }

    /// A view controller on its own (no window, no driver), and weak references to its view models.
    @MainActor
    private func makeSUT(api: MockProfileAPI) -> (sut: ProfileViewController, viewModels: WeakViewModels) {
        let viewModel = ProfileViewModel(api: api, userID: api.serverUser.id)
        return (ProfileComposer.makeProfileViewController(viewModel: viewModel),
                WeakViewModels(container: viewModel, blogList: viewModel.blogList))
    }

    /// The scene in a window, built as the composer builds it, each view model tracked as it is made.
    @MainActor
    private func launch(
        _ tracker: LeakTracker?, api: MockProfileAPI = MockProfileAPI(scheduling: .queued)
    ) -> (driver: SceneDriver, viewModels: WeakViewModels) {
        var viewModels = WeakViewModels()
        let driver = SceneDriver(api: api) { api, userID in
            let viewModel = ProfileViewModel(api: api, userID: userID)
            viewModels = WeakViewModels(container: viewModel, blogList: viewModel.blogList)
            let sut = ProfileComposer.makeProfileViewController(viewModel: viewModel)
            tracker?.track(sut, as: "ProfileViewController")
            tracker?.track(viewModel, as: "ProfileViewModel")
            tracker?.track(viewModel.userInfo, as: "UserInfoViewModel")
            tracker?.track(viewModel.userInfo.state, as: "UserInfoViewModel.state")
            tracker?.track(viewModel.blogList, as: "BlogListViewModel")
            tracker?.track(viewModel.blogList.events, as: "BlogListViewModel.events")
            tracker?.track(viewModel.draftList, as: "DraftListViewModel")
            return sut
        }
        return (driver, viewModels)
    }

    /// Tracks the views, section view controllers, row view models and cells of a loaded scene.
    @MainActor
    private func trackViews(of driver: SceneDriver, in tracker: LeakTracker) throws {
        let sut = try #require(driver.navigationController?.viewControllers.first as? ProfileViewController)
        for child in sut.children { tracker.track(child, as: "\(type(of: child))") }
        tracker.track(sut.view, as: "ProfileContainerView")
        tracker.track(driver.view(at: ProfileID.Header.container), as: "ProfileHeaderView")
        tracker.track(driver.blogsTable?.cellForRow(at: 0), as: "BlogCell")
        tracker.track(driver.draftsTable?.cellForRow(at: 0), as: "DraftRowCell")
    }
}
