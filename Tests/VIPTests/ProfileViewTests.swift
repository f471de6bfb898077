// The container view alone between spies: it asks for its sections when it loads and for a refresh when tapped, and
// reloads its sections when displayed so.
import ProfileKit
import TestSupport
import Testing
@testable import VIP

struct ProfileViewTests {
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
