// The UserInfo view alone between spies: it asks for the user when it loads and when reloaded and shows what it is
// displayed, the likes total included.
import ProfileKit
import TestSupport
import Testing
@testable import VIPLikesTotal

struct UserInfoViewTests {
    @Test @MainActor func view_asksForTheUserWhenItLoadsAndWhenReloaded() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(UserInfoView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)

            module.view.loadViewIfNeeded()
            module.view.reloadSection()

            #expect(module.interactor.received(UserInfoRequest.self) == [.load, .load], "Expected a load each time")
        }
    }

    @Test @MainActor func view_displayingTheUser_showsItsFourValuesInTheHeader() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(UserInfoView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            module.view.loadViewIfNeeded()

            module.view.display(viewModel: UserInfoViewModel.user(
                avatarName: "avatar-1", name: "Lin", handle: "@lin", summary: "2 blogs"))

            #expect(module.view.visibleText(at: "header.name") == "Lin", "Expected the name shown")
            #expect(module.view.visibleText(at: "header.summary") == "2 blogs", "Expected the summary shown")
        }
    }

    @Test @MainActor func view_displayingAnError_showsItInPlaceOfTheDetails() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(UserInfoView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            module.view.loadViewIfNeeded()

            module.view.display(viewModel: UserInfoViewModel.error("Couldn't load your profile."))

            #expect(module.view.visibleText(at: "header.error") == "Couldn't load your profile.", "Expected the error")
        }
    }

    @Test @MainActor func view_displayingTheLikesTotal_showsItInTheHeader() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(UserInfoView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            module.view.loadViewIfNeeded()

            module.view.display(viewModel: UserInfoViewModel.likesTotal(1_204))

            #expect(module.view.visibleText(at: "header.likes") == ProfileText.likesTotal(1_204),
                    "Expected the total in the header")
        }
    }
}
