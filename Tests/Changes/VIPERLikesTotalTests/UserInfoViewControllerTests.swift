// The UserInfo view alone: it renders what its presenter tells it through the shared header view.
import ProfileKit
import TestSupport
import Testing
@testable import VIPERLikesTotal

struct UserInfoViewControllerTests {
    @Test @MainActor func showUser_showsTheFourValuesInTheHeader() {
        expectNoLeaks { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.showUser(UserDisplayModel(avatarName: "avatar-7", name: "Ada", handle: "@ada", summary: "1 blog"))

            #expect(sut.visibleText(at: "header.avatar") == "image(avatar-7)", "Expected the avatar")
            #expect(sut.visibleText(at: "header.name") == "Ada", "Expected the name")
            #expect(sut.visibleText(at: "header.handle") == "@ada", "Expected the handle")
            #expect(sut.visibleText(at: "header.summary") == "1 blog", "Expected the summary")
            #expect(sut.visibleView(at: "header.error") == nil, "Expected no error")
        }
    }

    @Test @MainActor func showUserError_showsTheMessageInPlaceOfTheDetails() {
        expectNoLeaks { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.showUserError("Couldn't load the profile.")

            #expect(sut.visibleText(at: "header.error") == "Couldn't load the profile.", "Expected the error")
            #expect(sut.visibleView(at: "header.name") == nil, "Expected the details hidden")
        }
    }

    @Test @MainActor func showLikesTotal_showsTheTotalOnTheLikesLine() {
        expectNoLeaks { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.showLikesTotal(1_204)

            #expect(sut.visibleText(at: "header.likes") == ProfileText.likesTotal(1_204), "Expected the total shown")
        }
    }
}

// MARK: - Helpers

/// The header has no events: its presenter is only owned by the view, never told anything.
@MainActor
private final class UserInfoViewOutputDummy: UserInfoViewOutput {}

@MainActor
private func makeSUT(tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation) -> UserInfoViewController {
    let sut = UserInfoViewController(output: UserInfoViewOutputDummy())
    sut.loadViewIfNeeded()
    tracker.track(sut, as: "UserInfoViewController", sourceLocation: sourceLocation)
    return sut
}
