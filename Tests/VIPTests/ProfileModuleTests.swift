// The container module, each role alone between spies: the view asks for its sections when it loads and for a refresh
// when tapped, and reloads its sections when displayed so; the interactor passes both on; the presenter embeds the
// three section modules by identifier, in the scene's order, and tells the view to reload them.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ProfileModuleTests {
    // MARK: View

    @Test @MainActor func view_asksForItsSectionsWhenItLoads() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ProfileView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)

            module.view.loadViewIfNeeded()

            #expect(module.interactor.received(ProfileRequest.self) == [.load], "Expected one load")
        }
    }

    @Test @MainActor func view_refreshButton_asksForARefresh() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ProfileView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            module.view.loadViewIfNeeded()

            (module.view.visibleView(at: ProfileID.refresh) as? Button)?.sendTap()

            #expect(module.interactor.received(ProfileRequest.self) == [.load, .refresh], "Expected the refresh asked for")
        }
    }

    @Test @MainActor func view_displayingReloadSections_reloadsEachEmbeddedSectionInOrder() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ProfileView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
            let sections = [SectionSpy(name: "user"), SectionSpy(name: "blogs"), SectionSpy(name: "drafts")]
            for section in sections { module.view.embed(section) }
            var reloaded: [String] = []
            for section in sections { section.onReload = { [name = section.name] in reloaded.append(name) } }

            module.view.display(viewModel: ProfileViewModel.reloadSections)

            #expect(reloaded == ["user", "blogs", "drafts"], "Expected every section reloaded once, in order")
        }
    }

    // MARK: Interactor

    @Test @MainActor func interactor_passesTheLoadAndTheRefreshOn() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, ProfileInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: ProfileRequest.load)
            module.interactor.refresh(request: ProfileRequest.refresh)

            #expect(module.presenter.received(ProfileResponse.self) == [.load, .refresh], "Expected both handed on")
        }
    }

    // MARK: Presenter

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

// MARK: - Helpers

/// A section view controller that records being reloaded.
@MainActor
private final class SectionSpy: ViewController, ProfileSectionView {
    let name: String
    var onReload: () -> Void = {}

    init(name: String) {
        self.name = name
        super.init()
    }

    func reloadSection() { onReload() }
}
