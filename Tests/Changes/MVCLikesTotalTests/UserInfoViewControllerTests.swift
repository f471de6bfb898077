// Tests of the header's controller: hosts it alone in a window on a queued mock API, loads through the real model,
// and reads the header on screen. Holds nothing between tests.
@testable import MVCLikesTotal
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// B1 and B11 for the user section. MVC's seam is the model's API: the controller is tested with a mock API
/// and its own loaded view, never through a protocol of its own.
@Suite struct UserInfoViewControllerTests {
    @Test @MainActor func loadUser_beforeTheAnswer_leavesTheHeaderEmptyAndDoesNoUIWork() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)

            let work = UIWork.measure { userInfo.loadUser() }

            #expect(driver.api.pendingEndpoints == [.user], "Expected one user request in flight")
            #expect(work == UIWork(), "Expected no UI work before the answer, found \(work)")
            #expect(driver.text(at: "header.name") == "", "Expected an empty name")
        }
    }

    @Test @MainActor func loadUser_success_showsTheUserInTheHeader() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)

            userInfo.loadUser()
            driver.deliverAllResponses()

            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the user's display name")
            #expect(driver.text(at: "header.handle") == "@lin.wei", "Expected the user's handle")
            #expect(driver.text(at: "header.summary") == "12 blogs · 3 drafts · 1,204 likes",
                    "Expected the server's counts in the summary")
            #expect(driver.view(at: "header.error") == nil, "Expected the header error hidden")
        }
    }

    @Test @MainActor func loadUser_failure_showsTheSectionError() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .user)

            userInfo.loadUser()
            driver.deliverAllResponses()

            #expect(driver.text(at: "header.error") == ProfileText.sectionError(.user, .offline),
                    "Expected the user section's error")
        }
    }

    @Test @MainActor func olderUserFailure_deliveredAfterANewerSuccess_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .user)
            userInfo.loadUser()
            userInfo.loadUser()

            driver.deliverResponse(at: 1)
            let work = UIWork.measure { driver.deliverAllResponses() }

            #expect(driver.view(at: "header.error") == nil, "Expected no error from the older request")
            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the newer answer's user kept")
            #expect(work == UIWork(), "Expected the older answer to do no UI work, found \(work)")
        }
    }

    @Test @MainActor func olderUserSuccess_deliveredAfterANewerFailure_isIgnored() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)
            userInfo.loadUser()
            driver.api.injectFault(.error(.offline), on: .user)
            userInfo.loadUser()

            driver.deliverResponse(at: 1)
            driver.deliverAllResponses()

            #expect(driver.text(at: "header.error") == ProfileText.sectionError(.user, .offline),
                    "Expected the newer error kept")
        }
    }

    // MARK: Likes total (docs/CHANGING.md)

    @Test @MainActor func showLikesTotal_addsTheTotalToTheHeader() {
        expectNoLeaks { tracker in
            let (driver, userInfo) = makeSUT(tracker)
            userInfo.loadViewIfNeeded()

            let work = UIWork.measure { userInfo.showLikesTotal(1204) }

            #expect(driver.text(at: "header.likes") == "♥ 1,204 on these blogs", "Expected the total in the header")
            #expect(work == UIWork(propertySets: 1, viewTreeChanges: 1), "Expected one label added, found \(work)")
        }
    }

    // MARK: Helpers

    /// Hosts a user info controller alone in a window on a queued API, before any request.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (driver: SceneDriver, userInfo: UserInfoViewController) {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let model = ProfileModel(api: api, userID: api.serverUser.id)
        let userInfo = UserInfoViewController(model: model)
        let driver = SceneDriver(api: api) { _, _ in userInfo }
        tracker.track(userInfo, as: "UserInfoViewController")
        tracker.track(userInfo.view, as: "UserInfoViewController.view")
        tracker.track(model, as: "ProfileModel")
        return (driver, userInfo)
    }
}
