// Tests of the whole scene through its container view: composition, load order (B18), navigation (B13), and the
// MVVM side of ownership: bindings never keep a view alive. The rest of who owns whom in the scene is the ownership
// conformance test's (ConformanceTests).
@testable import MVVMAsync
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite(.drivenHere(.mvvmAsync)) struct ProfileViewControllerTests {
    @Test @MainActor func theContainer_embedsTheHeaderBlogsAndDraftsSectionsBelowItsRefreshButton() throws {
        let driver = launch()
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
        let driver = launch()
        let onLoad = driver.api.pendingEndpoints
        driver.deliverAllResponses()

        try driver.tapRefresh()

        #expect(onLoad == [.user, .blogs, .drafts], "Expected the view load to request user, blogs, drafts")
        #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts], "Expected refresh to request them again")
    }

    @Test @MainActor func selectingABlog_pushesItsDetailWithTheBlogAsShown() throws {
        let driver = launch()
        driver.deliverAllResponses()
        try driver.tapLike(blogRow: 0)

        try driver.selectBlog(row: 0)

        #expect(driver.topViewController is MVVMAsync.BlogDetailViewController, "Expected the blog's detail")
        #expect(driver.text(at: ProfileID.Detail.like) == "♥ 313 [selected]", "Expected the blog as shown, like in flight included")
    }

    @Test @MainActor func selectingADraft_pushesItsDetail() throws {
        let driver = launch()
        driver.deliverAllResponses()

        try driver.selectDraft(row: 2)

        let detail = try #require(driver.topViewController as? DraftDetailViewController, "Expected the draft's detail")
        #expect(detail.draft == driver.api.serverDrafts[2], "Expected row 2's draft")
    }

    /// Navigation is the views' here: a second tap on a row, landing while the first one's detail covers the profile,
    /// pushes nothing.
    @Test(arguments: [RepeatedTap.selectBlog(row: 0), .selectDraft(row: 0)])
    @MainActor func aRowSelectedTwice_pushesOneDetail(_ row: RepeatedTap) throws {
        let driver = launch()
        driver.deliverAllResponses()

        try driver.tapTwice(row)

        #expect(driver.navigationDepth == 2, "Expected one detail pushed for two taps on the \(row)")
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

    /// The MVVM scene in a window on a queued API, its first answers not yet delivered.
    @MainActor
    private func launch() -> SceneDriver {
        SceneDriver.launch(.mvvmAsync, scheduling: .queued)
    }
}
