// Tests of the draft list's controller: hosts it alone in a window on a queued mock API and reads its table on
// screen. Holds nothing between tests.
@testable import MVC
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// B3, B11 and B13 for the drafts section, through the controller's own loaded table.
@Suite struct DraftListViewControllerTests {
    @Test @MainActor func loadDrafts_success_showsOneRowPerDraftThroughOneReload() {
        expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)

            draftList.loadDrafts()
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.Drafts.table) == "3 rows", "Expected one row per draft")
            #expect(driver.text(at: "drafts.row.0.edited") == "edited 2026-11-20", "Expected the draft's edit day")
            #expect(work.reloads == 1 && work.cellsConfigured == 3,
                    "Expected one reload configuring the three rows, found \(work)")
        }
    }

    @Test @MainActor func loadDrafts_failure_showsTheSectionErrorInsteadOfTheRows() {
        expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)
            draftList.loadDrafts()
            driver.deliverAllResponses()
            driver.api.injectFault(.error(.offline), on: .drafts)

            draftList.loadDrafts()
            driver.deliverAllResponses()

            #expect(driver.draftsTable == nil, "Expected the table hidden")
            #expect(driver.text(at: ProfileID.Drafts.error) == ProfileText.sectionError(.drafts, .offline),
                    "Expected the drafts section's error")
        }
    }

    @Test @MainActor func olderDraftsFailure_deliveredAfterNewerRows_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .drafts)
            draftList.loadDrafts()
            draftList.loadDrafts()

            driver.deliverResponse(at: 1)
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.text(at: ProfileID.Drafts.table) == "3 rows", "Expected the newer rows kept")
            #expect(work == UIWork(), "Expected the older answer to do no UI work, found \(work)")
        }
    }

    @Test @MainActor func olderDraftsSuccess_deliveredAfterANewerError_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)
            draftList.loadDrafts()
            driver.api.injectFault(.error(.offline), on: .drafts)
            draftList.loadDrafts()

            driver.deliverResponse(at: 1)
            driver.deliverAllResponses()

            #expect(driver.text(at: ProfileID.Drafts.error) == ProfileText.sectionError(.drafts, .offline),
                    "Expected the newer error kept")
        }
    }

    @Test @MainActor func selectDraft_opensItsDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)
            draftList.loadDrafts()
            driver.deliverAllResponses()

            try driver.selectDraft(row: 2)

            #expect((driver.topViewController as? DraftDetailViewController)?.draft.id == 903,
                    "Expected the third draft's detail on top")
        }
    }

    /// The second tap lands while the first one's detail covers the list: the controller pushes nothing more.
    @Test @MainActor func rowSelectedTwice_pushesOneDetail() throws {
        try expectNoLeaks { tracker in
            let (driver, draftList) = makeSUT(tracker)
            draftList.loadDrafts()
            driver.deliverAllResponses()

            try driver.tapTwice(.selectDraft(row: 2))

            #expect(driver.navigationDepth == 2, "Expected one detail pushed for two taps on the row")
        }
    }

    // MARK: Helpers

    /// Hosts a draft list controller alone in a window on a queued API, before any request.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (driver: SceneDriver, draftList: DraftListViewController) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let model = ProfileModel(api: api, userID: api.serverUser.id)
        let draftList = DraftListViewController(model: model)
        let driver = SceneDriver(api: api) { _, _ in draftList }
        tracker.track(draftList, as: "DraftListViewController")
        tracker.track(draftList.view, as: "DraftListViewController.view")
        tracker.track(model, as: "ProfileModel")
        return (driver, draftList)
    }
}
