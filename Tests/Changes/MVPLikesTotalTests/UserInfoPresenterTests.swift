// Tests of the header's presenter: against a view spy and a mock API, with no view controller and no view.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVPLikesTotal

/// Loading the user (B1, B11, B14), and the likes total the container passes on (docs/CHANGING.md, 2), on the
/// presenter alone.
@Suite struct UserInfoPresenterTests {
    @Test @MainActor func userLoaded_showsTheUserAsDisplayStrings() {
        expectNoLeaks { tracker in
            let (sut, view, api) = makeSUT(tracker)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(view.messages == [.showUser(avatarName: "avatar-42", name: "Lin Wei 林伟", handle: "@lin.wei",
                                                summary: "12 blogs · 3 drafts · 1,204 likes")],
                    "Expected the user shown once, formatted")
        }
    }

    @Test @MainActor func userFailure_showsTheSectionError() {
        expectNoLeaks { tracker in
            let (sut, view, api) = makeSUT(tracker)
            api.injectFault(.error(.offline), on: .user)

            sut.loadUser()
            api.deliverAllPendingResponses()

            #expect(view.messages == [.showUserError(ProfileText.sectionError(.user, .offline))],
                    "Expected the header's error")
        }
    }

    @Test @MainActor func olderAnswerDeliveredAfterANewerOne_isIgnored() {
        expectNoLeaks { tracker in
            let (sut, view, api) = makeSUT(tracker)
            sut.loadUser()
            api.injectFault(.error(.offline), on: .user)
            sut.loadUser()

            api.deliverPendingResponse(at: 1)
            api.deliverAllPendingResponses()

            #expect(view.messages == [.showUserError(ProfileText.sectionError(.user, .offline))],
                    "Expected an old success never to replace a newer error")
        }
    }

    @Test @MainActor func showLikesTotal_tellsTheViewTheTotal() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker)

            sut.showLikesTotal(1_204)

            #expect(view.messages == [.showLikesTotal(1_204)], "Expected the total passed to the header, once")
        }
    }

    @Test @MainActor func answerAfterThePresenterIsGone_doesNothing() {
        let api = MockProfileAPI(scheduling: .queued)
        let view = UserInfoViewSpy()
        expectNoLeaks { tracker in
            let sut = UserInfoPresenter(api: api, userID: api.serverUser.id)
            tracker.track(sut, as: "UserInfoPresenter")
            sut.view = view
            sut.loadUser()
        }

        api.deliverAllPendingResponses()

        #expect(view.messages.isEmpty, "Expected a late answer to find no presenter and show nothing")
    }

    @Test @MainActor func presenter_doesNotKeepItsViewAlive() {
        expectNoLeaks { tracker in
            let (sut, _, _) = makeSUT(tracker)

            expectReferencedWeakly(UserInfoViewSpy(), as: "presenter's view", attach: { sut.view = $0 }, read: { sut.view })
        }
    }
}

// MARK: - Helpers

extension UserInfoPresenterTests {
    /// A header presenter on a queued API with a view spy; the presenter is tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: UserInfoPresenter, view: UserInfoViewSpy, api: MockProfileAPI) {
        let api = MockProfileAPI(scheduling: .queued)
        let view = UserInfoViewSpy()
        let sut = UserInfoPresenter(api: api, userID: api.serverUser.id)
        sut.view = view
        tracker.track(sut, as: "UserInfoPresenter")
        return (sut, view, api)
    }
}
