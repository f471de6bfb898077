// The UserInfo module, each role alone between spies: the view asks for the user when it loads and when reloaded and
// shows what it is displayed; the interactor hands over each admitted answer; the presenter formats the header.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct UserInfoModuleTests {
    // MARK: View

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

    // MARK: Interactor

    @Test @MainActor func interactor_handsTheUserToThePresenterOnceItArrives() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: UserInfoRequest.load)
            #expect(module.presenter.responses.isEmpty, "Expected nothing before the answer")
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the server's user handed over once")
        }
    }

    @Test @MainActor func interactor_handsAFailureOverAsTheError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)

            module.interactor.refresh(request: UserInfoRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.failure(.offline)], "Expected the error")
        }
    }

    @Test @MainActor func interactor_ignoresAnOlderAnswerDeliveredAfterANewerOne() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)
            module.interactor.refresh(request: UserInfoRequest.load)
            module.interactor.refresh(request: UserInfoRequest.load)

            _ = module.api.deliverPendingResponse(at: 1)
            _ = module.api.deliverPendingResponse(at: 0)

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the older failure ignored once the newer user was handed over")
        }
    }

    // MARK: Presenter

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
}
