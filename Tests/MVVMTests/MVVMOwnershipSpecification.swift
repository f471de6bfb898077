// Ownership specifications of the MVVM scene: teardown frees the screen, its view models, row view models
// and binder boxes, even with a like in flight; the screen alone keeps its module alive; bindings never
// keep a view alive.
@testable import MVVM
import ProfileKit
import TestSupport
import Testing

@Suite struct MVVMOwnershipSpecification {
    @Test @MainActor func teardown_releasesScreenViewModelsRowsBoxesAndCells() throws {
        try expectNoLeaks { tracker in
            let driver = SceneDriver.launch(.mvvm)
            try track(driver, in: tracker)
            try driver.selectBlog(row: 0)
            tracker.track(driver.topViewController, as: "BlogDetailViewController")

            driver.tearDown()
        }
    }

    @Test(arguments: [LikeOutcome.success, .failure])
    @MainActor func teardownWithLikeInFlight_releasesEverythingAndIgnoresTheLateResponse(outcome: LikeOutcome) throws {
        try expectNoLeaks { tracker in
            let driver = SceneDriver.launch(.mvvm, scheduling: .queued)
            driver.deliverAllResponses()
            if outcome == .failure { driver.api.injectFault(.error(.offline), on: .like) }
            try driver.tapLike(blogRow: 0)
            let toastsBefore = driver.window.toastCount
            try track(driver, in: tracker)

            driver.tearDown()
            driver.api.deliverAllPendingResponses()

            #expect(driver.window.toastCount == toastsBefore, "Expected no toast from a response after teardown")
        }
    }

    @Test @MainActor func rootViewControllerAlone_keepsItsModuleAliveAndWorking() throws {
        let api = MockProfileAPI(scheduling: .queued)
        let screen = ProfileComposer.makeScene(api: api, userID: api.serverUser.id)
        weak let viewModel = (screen as? ProfileViewController)?.viewModel
        weak var row: BlogCellViewModel?

        screen.loadViewIfNeeded()
        api.deliverAllPendingResponses()
        row = viewModel?.blogCellViewModel(at: 0)
        let likeButton = try #require(screen.view.descendant(at: ProfileID.blogLikePath(row: 0), as: Button.self))
        likeButton.sendTap()
        api.deliverAllPendingResponses()

        #expect(viewModel != nil && row != nil, "Expected the screen alone to keep its view models alive")
        #expect(likeButton.title == "♥ 313" && likeButton.isSelected, "Expected the module to keep working")
    }

    @Test @MainActor func bindings_doNotKeepTheScreenAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        let viewModel = ProfileViewModel(api: api, userID: api.serverUser.id)
        expectNoLeaks { tracker in
            let screen = ProfileViewController(viewModel: viewModel)
            screen.loadViewIfNeeded()
            tracker.track(screen, as: "ProfileViewController bound to a living view model")
        }

        api.deliverAllPendingResponses()

        #expect(viewModel.numberOfBlogs == 12, "Expected the view model to publish to released observers safely")
    }

    // MARK: Helpers

    enum LikeOutcome: Sendable, CustomTestStringConvertible {
        case success, failure
        var testDescription: String { self == .success ? "like succeeds" : "like fails" }
    }

    /// Tracks every kind of object the scene makes: screen, views, view models, row view models, boxes, cells.
    @MainActor
    private func track(_ driver: SceneDriver, in tracker: LeakTracker) throws {
        let screen = try #require(driver.topViewController as? ProfileViewController)
        let viewModel = screen.viewModel
        let firstRow = viewModel.blogCellViewModel(at: 0)
        let lastRow = viewModel.blogCellViewModel(at: viewModel.numberOfBlogs - 1)
        tracker.track(screen, as: "ProfileViewController")
        tracker.track(screen.view, as: "ProfileViewController.view")
        tracker.track(driver.view(at: ProfileID.Header.container), as: "ProfileHeaderView")
        tracker.track(viewModel, as: "ProfileViewModel")
        tracker.track(viewModel.header, as: "ProfileViewModel.header box")
        tracker.track(viewModel.blogsSection, as: "ProfileViewModel.blogsSection box")
        tracker.track(viewModel.draftsSection, as: "ProfileViewModel.draftsSection box")
        tracker.track(firstRow, as: "BlogCellViewModel (visible row)")
        tracker.track(lastRow, as: "BlogCellViewModel (row never shown)")
        tracker.track(firstRow.likeTitle, as: "BlogCellViewModel.likeTitle box")
        tracker.track(firstRow.isLiked, as: "BlogCellViewModel.isLiked box")
        tracker.track(driver.blogsTable?.cellForRow(at: 0), as: "BlogCell")
        tracker.track(driver.draftsTable?.cellForRow(at: 0), as: "DraftCell")
    }
}
