// Tests of the drafts section's view controller with its real presenter, hosted alone in a window on a mock API.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The passive view of the drafts section (B3 on screen, B13): its table asks the presenter to fill each row.
@Suite struct DraftListViewControllerTests {
    @Test @MainActor func draftsAnswer_rendersThroughOneReloadWithTwoValuesPerRow() {
        expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)

            sut.presenter.loadDrafts()
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(work.reloads == 1 && work.cellsConfigured == 3 && work.propertySets == 2 + 3 * 2,
                    "Expected one reload, three rows of two values (and the section's two flags), found \(work)")
            #expect(driver.text(at: "drafts.row.1.title") == "草稿：SwiftUI 与 VIPER", "Expected the draft on row 1")
        }
    }

    @Test @MainActor func selectingARow_pushesTheDraftsDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)
            sut.presenter.loadDrafts()
            driver.deliverAllResponses()

            try driver.selectDraft(row: 2)

            #expect(driver.topViewController is DraftDetailViewController, "Expected the draft's detail pushed")
            #expect(driver.text(at: ProfileID.Detail.title) == "Notes on weak self 🧠", "Expected draft 903's detail")
        }
    }

    /// As the drafts' navigator, it pushes nothing while a screen covers the profile: the second tap lands while the
    /// first one's detail comes in.
    @Test @MainActor func rowSelectedTwice_pushesOneDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)
            sut.presenter.loadDrafts()
            driver.deliverAllResponses()

            try driver.tapTwice(.selectDraft(row: 2))

            #expect(driver.navigationDepth == 2, "Expected one detail pushed for two taps on the row")
        }
    }

    @Test @MainActor func viewController_keepsItsPresenterAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        weak var presenter: DraftListPresenter?

        let sut = {
            let draftList = DraftListPresenter(api: api, userID: api.serverUser.id)
            presenter = draftList
            return DraftListViewController(presenter: draftList)
        }()

        #expect(presenter != nil && presenter === sut.presenter, "Expected the view controller to own its presenter")
    }
}

// MARK: - Helpers

extension DraftListViewControllerTests {
    /// The drafts section's view controller hosted alone in a window on a queued API; it and its presenter are
    /// tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (driver: SceneDriver, sut: DraftListViewController) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = DraftListViewController(presenter: DraftListPresenter(api: api, userID: api.serverUser.id))
        let driver = SceneDriver(api: api) { _, _ in sut }
        tracker.track(sut, as: "DraftListViewController")
        tracker.track(sut.presenter, as: "DraftListPresenter")
        return (driver, sut)
    }
}
