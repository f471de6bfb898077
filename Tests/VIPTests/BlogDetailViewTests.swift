// The BlogDetail view alone between spies: it keeps the blog its route brought until it loads, then asks to open it,
// shows a blog once and again only when it changes, and asks to like it.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIP

struct BlogDetailViewTests {
    @Test @MainActor func view_opensTheRoutedBlogWhenItLoads() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(BlogDetailView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)

            module.view.show(route: module.presenter.router, userInfo: blogs[2])
            #expect(module.interactor.requests.isEmpty, "Expected nothing asked before the view loads")
            module.view.loadViewIfNeeded()

            #expect(module.interactor.received(BlogDetailRequest.self) == [.open(blogs[2])], "Expected the blog opened")
        }
    }

    @Test @MainActor func view_displayingABlog_showsItWhole() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)

            let work = UIWork.measure { module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[1]))) }

            #expect(work == UIWork(propertySets: 5), "Expected the five values set once, got \(work)")
            #expect(module.view.visibleText(at: ProfileID.Detail.like) == "♥ 198 [selected]", "Expected the blog shown")
        }
    }

    @Test @MainActor func view_displayingTheBlogItShows_touchesNothing() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)
            module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[2])))

            let work = UIWork.measure { module.view.display(viewModel: BlogDetailViewModel.blog(DisplayedBlog(blogs[2]))) }

            #expect(work == UIWork(), "Expected no work for what the detail already shows")
        }
    }

    @Test @MainActor func view_likeButton_asksToLike() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedView(tracker: tracker)

            (module.view.visibleView(at: ProfileID.Detail.like) as? Button)?.sendTap()

            #expect(module.interactor.received(BlogDetailRequest.self).last == .like, "Expected the like asked for")
        }
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs

/// The BlogDetail view, routed to with the first blog and loaded, between spies.
@MainActor
private func makeLoadedView(tracker: LeakTracker) throws -> ModuleUnderTest<BlogDetailView, InteractorSpy, PresenterSpy> {
    let module = try ModuleUnderTest(BlogDetailView.self, InteractorSpy.self, PresenterSpy.self, tracker: tracker)
    module.view.show(route: module.presenter.router, userInfo: blogs[0])
    module.view.loadViewIfNeeded()
    return module
}
