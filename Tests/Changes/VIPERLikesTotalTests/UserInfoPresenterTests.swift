// The UserInfo presenter alone, between a spy view and a spy interactor: the header formatted with ProfileText.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERLikesTotal

struct UserInfoPresenterTests {
    @Test @MainActor func loadUser_asksTheInteractor() {
        expectNoLeaks { tracker in
            let (sut, _, interactor) = makeSUT(tracker: tracker)

            sut.loadUser()

            #expect(interactor.loadUserCount == 1, "Expected the load passed to the interactor")
        }
    }

    // MARK: B1

    @Test @MainActor func didLoadUser_showsTheHeaderFormattedForDisplay() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker: tracker)

            sut.didLoadUser(ProfileFixture.standard.user)

            #expect(view.messages == [.showUser(UserDisplayModel(
                avatarName: "avatar-42", name: "Lin Wei 林伟", handle: "@lin.wei",
                summary: "12 blogs · 3 drafts · 1,204 likes"))], "Expected the header's four values")
        }
    }

    @Test @MainActor func didFailToLoadUser_showsTheSectionsError() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker: tracker)

            sut.didFailToLoadUser(.offline)

            #expect(view.messages == [.showUserError("Couldn't load the profile. \(APIError.offline.message)")],
                    "Expected the header's error")
        }
    }

    @Test @MainActor func didChangeLikesTotal_showsTheTotalInTheHeader() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker: tracker)

            sut.didChangeLikesTotal(1_204)

            #expect(view.messages == [.showLikesTotal(1_204)], "Expected the total shown")
        }
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: UserInfoPresenter, view: UserInfoViewSpy, interactor: UserInfoInteractorSpy) {
    let interactor = UserInfoInteractorSpy()
    let view = UserInfoViewSpy()
    let sut = UserInfoPresenter(interactor: interactor)
    sut.view = view
    tracker.track(sut, as: "UserInfoPresenter", sourceLocation: sourceLocation)
    tracker.track(view, as: "UserInfoViewSpy", sourceLocation: sourceLocation)
    tracker.track(interactor, as: "UserInfoInteractorSpy", sourceLocation: sourceLocation)
    return (sut, view, interactor)
}
