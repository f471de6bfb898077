// The UserInfo presenter alone between spies: it formats the header, and passes the likes total on.
import ProfileKit
import TestSupport
import Testing
@testable import VIPLikesTotal

struct UserInfoPresenterTests {
    @Test @MainActor func presenter_displaysTheUserFormattedForTheHeader() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, UserInfoPresenter.self, tracker: tracker)
            let user = module.api.serverUser

            module.presenter.present(response: UserInfoResponse.user(user))

            #expect(module.view.received(UserInfoViewModel.self) == [.user(
                avatarName: user.avatarName, name: user.displayName, handle: ProfileText.handle(user),
                summary: ProfileText.summary(user))], "Expected the header's four values formatted")
        }
    }

    @Test @MainActor func presenter_displaysAFailureAsTheSectionsError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, UserInfoPresenter.self, tracker: tracker)

            module.presenter.present(response: UserInfoResponse.failure(.offline))

            #expect(module.view.received(UserInfoViewModel.self) == [.error(ProfileText.sectionError(.user, .offline))],
                    "Expected the section's error")
        }
    }

    @Test @MainActor func presenter_displaysTheLikesTotal() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, UserInfoPresenter.self, tracker: tracker)

            module.presenter.present(response: UserInfoResponse.likesTotal(1_204))

            #expect(module.view.received(UserInfoViewModel.self) == [.likesTotal(1_204)], "Expected the total")
        }
    }
}
