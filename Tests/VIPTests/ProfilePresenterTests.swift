// The container presenter alone between spies: it embeds the three section modules by identifier, in the scene's
// order, and tells the view to reload them.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ProfilePresenterTests {
    @Test @MainActor func presenter_onLoad_embedsUserInfoBlogsAndDraftsByIdentifierInOrder() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, ProfilePresenter.self, register: { binder in
                let views: [(ModuleID, VIP.View.Type)] = [
                    (.userInfo, UserInfoView.self), (.blogList, BlogListView.self), (.draftList, DraftListView.self),
                ]
                for (section, view) in views {
                    binder.addUnity(Unity(view: view, interactor: InteractorSpy.self, presenter: PresenterSpy.self),
                                    identifier: section.identifier)
                }
            }, tracker: tracker)

            module.presenter.present(response: ProfileResponse.load)

            let embedded = module.view.children.map { String(describing: type(of: $0)) }
            #expect(embedded == ["UserInfoView", "BlogListView", "DraftListView"],
                    "Expected the module registered under each section's identifier embedded, in order, got \(embedded)")
        }
    }

    @Test @MainActor func presenter_onRefresh_tellsTheViewToReloadItsSections() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, ProfilePresenter.self, tracker: tracker)

            module.presenter.present(response: ProfileResponse.refresh)

            #expect(module.view.received(ProfileViewModel.self) == [.reloadSections], "Expected one reload of the sections")
        }
    }
}
