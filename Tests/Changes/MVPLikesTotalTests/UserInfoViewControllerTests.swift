// Tests of the header's view controller with its real presenter, hosted alone in a window on a mock API.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPLikesTotal

/// The passive view of the header (B1 on screen, and the likes total): it shows what its presenter says in the shared
/// header view.
@Suite struct UserInfoViewControllerTests {
    @Test @MainActor func userAnswer_showsTheHeader() {
        expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)

            sut.presenter.loadUser()
            driver.deliverAllResponses()

            #expect(driver.text(at: "header.name") == "Lin Wei 林伟", "Expected the user's name")
            #expect(driver.text(at: "header.summary") == "12 blogs · 3 drafts · 1,204 likes", "Expected the summary")
        }
    }

    @Test @MainActor func userFailure_showsTheHeadersError() {
        expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)
            driver.api.injectFault(.error(.offline), on: .user)

            sut.presenter.loadUser()
            driver.deliverAllResponses()

            #expect(driver.text(at: "header.error") == ProfileText.sectionError(.user, .offline),
                    "Expected the header's error")
            #expect(driver.view(at: "header.name") == nil, "Expected the details hidden")
        }
    }

    @Test @MainActor func likesTotal_showsInTheHeadersLikesLine() {
        expectNoLeaks { tracker in
            let (driver, sut) = makeSUT(tracker)
            let noLineBefore = driver.view(at: "header.likes") == nil

            sut.presenter.showLikesTotal(1_204)

            #expect(noLineBefore, "Expected no likes line before a total is told")
            #expect(driver.text(at: "header.likes") == ProfileText.likesTotal(1_204), "Expected the total, formatted")
        }
    }

    @Test @MainActor func viewController_keepsItsPresenterAlive() {
        let api = MockProfileAPI(scheduling: .queued)
        weak var presenter: UserInfoPresenter?

        let sut = {
            let userInfo = UserInfoPresenter(api: api, userID: api.serverUser.id)
            presenter = userInfo
            return UserInfoViewController(presenter: userInfo)
        }()

        #expect(presenter != nil && presenter === sut.presenter, "Expected the view controller to own its presenter")
    }
}

// MARK: - Helpers

extension UserInfoViewControllerTests {
    /// The header's view controller hosted alone in a window on a queued API; it and its presenter are tracked.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (driver: SceneDriver, sut: UserInfoViewController) {
        let api = MockProfileAPI(scheduling: .queued)
        let sut = UserInfoViewController(presenter: UserInfoPresenter(api: api, userID: api.serverUser.id))
        let driver = SceneDriver(api: api) { _, _ in sut }
        tracker.track(sut, as: "UserInfoViewController")
        tracker.track(sut.presenter, as: "UserInfoPresenter")
        return (driver, sut)
    }
}
