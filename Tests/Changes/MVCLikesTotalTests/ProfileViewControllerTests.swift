// Tests of the container view controller, through the whole MVC scene in a window: what it embeds, when it tells
// its children to load, and that a section's answer changes only that section. Holds nothing between tests.
@testable import MVCLikesTotal
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// The container only embeds its three children and tells them when to load (B18); each section answers for
/// itself.
@Suite struct ProfileViewControllerTests {
    @Test @MainActor func viewLoad_embedsHeaderBlogsAndDraftsControllersBelowTheRefreshButton() throws {
        try expectNoLeaks { tracker in
            let (driver, container) = makeSUT(tracker)

            let children = container.children

            try #require(children.count == 3, "Expected three child controllers, found \(children.count)")
            #expect(children[0] is UserInfoViewController, "Expected the user info controller first")
            #expect(children[1] is BlogListViewController, "Expected the blog list controller second")
            #expect(children[2] is DraftListViewController, "Expected the draft list controller last")
            #expect(container.view is ProfileContainerView, "Expected the shared container view")
            let expectedViews = [driver.view(at: ProfileID.refresh)] + children.map { $0.view }
            #expect(container.view.subviews.map(ObjectIdentifier.init) == expectedViews.compactMap { $0.map(ObjectIdentifier.init) },
                    "Expected the refresh button, then the header, blogs and drafts views, in that order")
        }
    }

    @Test @MainActor func viewLoad_asksForUserThenBlogsThenDrafts() {
        expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts],
                    "Expected the three sections to load in order")
        }
    }

    @Test @MainActor func beforeAnyAnswer_showsAnEmptyHeaderAndEmptyTables() {
        expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)

            #expect(driver.text(at: "header.avatar") == "image(none)", "Expected no avatar yet")
            #expect(driver.text(at: "header.name") == "", "Expected an empty name")
            #expect(driver.view(at: "header.error") == nil, "Expected the header error hidden")
            #expect(driver.text(at: ProfileID.Blogs.table) == "0 rows", "Expected an empty blogs table")
            #expect(driver.text(at: ProfileID.Drafts.table) == "0 rows", "Expected an empty drafts table")
        }
    }

    @Test @MainActor func refresh_asksForUserThenBlogsThenDraftsAndDoesNoUIWorkBeforeTheAnswers() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.deliverAllResponses()

            let work = try UIWork.measure { try driver.tapRefresh() }

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts],
                    "Expected refresh to reload the three sections in order")
            #expect(work == UIWork(), "Expected no UI work until an answer arrives, found \(work)")
        }
    }

    @Test @MainActor func blogsFailure_showsItsErrorAndLeavesTheOtherSectionsAsTheyWere() {
        expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker) { $0.injectFault(.error(.server(status: 503)), on: .blogs) }

            driver.deliverAllResponses()

            #expect(driver.text(at: ProfileID.Blogs.error) == ProfileText.sectionError(.blogs, .server(status: 503)),
                    "Expected the blogs section's error")
            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the header unaffected")
            #expect(driver.text(at: ProfileID.Drafts.table) == "3 rows", "Expected the drafts unaffected")
        }
    }

    @Test @MainActor func selectingARow_pushesThroughTheContainersNavigationController_andBackReturns() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.deliverAllResponses()

            try driver.selectDraft(row: 2)

            #expect(driver.navigationDepth == 2, "Expected the child to push on the container's navigation stack")
            driver.tapBack()
            #expect(driver.topViewController?.title == ProfileText.profileTitle, "Expected the profile back on top")
        }
    }

    // MARK: Likes total (docs/CHANGING.md)

    @Test @MainActor func blogsAnswer_showsTheLikesTotalInTheHeader() {
        expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            #expect(driver.view(at: "header.likes") == nil, "Expected no likes total before the blogs answer")

            driver.deliverAllResponses()

            #expect(driver.text(at: "header.likes") == ProfileText.likesTotal(1204),
                    "Expected the blog list's total passed on to the header")
        }
    }

    @Test @MainActor func likeOnTheDetail_showsTheNewTotalInTheHeaderBelow() throws {
        try expectNoLeaks { tracker in
            let (driver, _) = makeSUT(tracker)
            driver.deliverAllResponses()
            try driver.selectBlog(row: 0)

            try driver.tapDetailLike()
            driver.tapBack()

            #expect(driver.text(at: "header.likes") == ProfileText.likesTotal(1205),
                    "Expected the header under the detail to count the like")
        }
    }

    // MARK: Helpers

    /// The whole MVC scene in a window on a queued API, before any response; the container is tracked for leaks.
    /// `prepareServer` runs before the scene loads, so a fault it injects belongs to the first requests.
    @MainActor
    private func makeSUT(
        _ tracker: LeakTracker, prepareServer: (MockProfileAPI) -> Void = { _ in }
    ) -> (driver: SceneDriver, container: ViewController) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        prepareServer(api)
        let driver = SceneDriver(composer: ProfileComposer.self, api: api)
        let container = driver.topViewController ?? ViewController()
        #expect(container is ProfileViewController, "Expected the scene's root to be the container")
        tracker.track(container, as: "ProfileViewController")
        return (driver, container)
    }
}
