// Specification of the container and its sections, through the whole MVC scene in a window: loading order,
// section states, refresh and navigation. Holds nothing between tests.
@testable import MVC
import ProfileKit
import TestSupport
import Testing

/// The container only embeds its children and tells them when to load; each section answers for itself.
@Suite struct ProfileViewControllerSpecification {
    @Test @MainActor func container_embedsUserInfoBlogListAndDraftListControllers() {
        expectNoLeaks { tracker in
            let driver = makeSUT(tracker)

            let children = driver.topViewController?.children ?? []

            #expect(children.count == 3, "Expected three child controllers, found \(children.count)")
            #expect(children.first is UserInfoViewController, "Expected the user info controller first")
            #expect(children.dropFirst().first is BlogListViewController, "Expected the blog list controller second")
            #expect(children.last is DraftListViewController, "Expected the draft list controller last")
        }
    }

    @Test @MainActor func viewDidLoad_asksForUserThenBlogsThenDrafts() {
        expectNoLeaks { tracker in
            let driver = makeSUT(tracker)

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts],
                    "Expected the three sections to load in order")
        }
    }

    @Test @MainActor func beforeAnyResponse_showsAnEmptyHeaderAndEmptyTables() {
        expectNoLeaks { tracker in
            let driver = makeSUT(tracker)

            #expect(driver.text(at: "header.avatar") == "image(none)", "Expected no avatar yet")
            #expect(driver.text(at: "header.name") == "", "Expected an empty name")
            #expect(driver.view(at: "header.error") == nil, "Expected the header error hidden")
            #expect(driver.text(at: ProfileID.Blogs.table) == "0 rows", "Expected an empty blogs table")
            #expect(driver.text(at: ProfileID.Drafts.table) == "0 rows", "Expected an empty drafts table")
        }
    }

    @Test @MainActor func responses_fillTheHeaderAndBothTables() {
        expectNoLeaks { tracker in
            let driver = makeSUT(tracker)

            driver.deliverAllResponses()

            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the user's display name")
            #expect(driver.text(at: "header.summary") == "12 blogs · 3 drafts · 1,204 likes",
                    "Expected the server's counts in the summary")
            #expect(driver.text(at: ProfileID.Blogs.table) == "12 rows", "Expected twelve blog rows")
            #expect(driver.text(at: "drafts.row.0.edited") == "edited 2026-11-20", "Expected the draft's edit day")
        }
    }

    @Test @MainActor func blogsFailure_showsTheSectionErrorAndKeepsTheOtherSections() {
        expectNoLeaks { tracker in
            let driver = makeSUT(tracker)
            driver.api.injectFault(.error(.server(status: 503)), on: .blogs)

            driver.deliverAllResponses()

            #expect(driver.blogsTable == nil, "Expected the blogs table hidden")
            #expect(driver.text(at: ProfileID.Blogs.error) == ProfileText.sectionError(.blogs, .server(status: 503)),
                    "Expected the blogs section's error")
            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the header unaffected")
            #expect(driver.text(at: ProfileID.Drafts.table) == "3 rows", "Expected the drafts unaffected")
        }
    }

    @Test @MainActor func refreshAfterUserFailure_reloadsEverySectionAndShowsTheUser() throws {
        try expectNoLeaks { tracker in
            let driver = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .user)
            driver.deliverAllResponses()

            try driver.tapRefresh()

            #expect(driver.api.pendingEndpoints == [.user, .blogs, .drafts],
                    "Expected refresh to reload the three sections in order")
            driver.deliverAllResponses()
            #expect(driver.view(at: "header.error") == nil, "Expected the header error hidden again")
            #expect(driver.text(at: "header.handle") == "@lin.wei", "Expected the user's handle")
        }
    }

    @Test @MainActor func selectBlog_pushesItsDetailAsShown_includingALikeInFlight() throws {
        try expectNoLeaks { tracker in
            let driver = makeSUT(tracker)
            driver.deliverAllResponses()
            try driver.tapLike(blogRow: 0)

            try driver.selectBlog(row: 0)

            let detail = driver.topViewController as? BlogDetailViewController
            #expect(detail?.blog.id == 101, "Expected the first blog's detail on top")
            #expect(detail?.blog.likeCount == 313, "Expected the detail to show the optimistic like")
        }
    }

    @Test @MainActor func selectDraft_pushesItsDetail_andBackReturnsToTheProfile() throws {
        try expectNoLeaks { tracker in
            let driver = makeSUT(tracker)
            driver.deliverAllResponses()

            try driver.selectDraft(row: 2)

            #expect((driver.topViewController as? DraftDetailViewController)?.draft.id == 903,
                    "Expected the third draft's detail on top")
            driver.tapBack()
            #expect(driver.topViewController?.title == ProfileText.profileTitle, "Expected the profile back on top")
        }
    }

    // MARK: Helpers

    /// The whole MVC scene in a window on a queued API, before any response.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> SceneDriver {
        let driver = SceneDriver.launch(.mvc, scheduling: .queued)
        tracker.track(driver.topViewController, as: "ProfileViewController")
        return driver
    }
}
