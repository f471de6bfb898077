// The BlogDetail presenter alone between spies: it formats the blog and the already-liked and already-unliked toasts.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPUnlike

struct BlogDetailPresenterTests {
    @Test @MainActor func presenter_displaysTheBlogAndTheAlreadyLikedToast() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogDetailPresenter.self, tracker: tracker)

            module.presenter.present(response: BlogDetailResponse.blog(blogs[0]))
            module.presenter.present(response: BlogDetailResponse.alreadyLiked)

            #expect(module.view.received(BlogDetailViewModel.self) == [
                .blog(DisplayedBlog(blogs[0])), .toast(ProfileText.alreadyLiked),
            ], "Expected the blog formatted, then the toast")
        }
    }

    @Test @MainActor func presenter_displaysARefusedUnlikeAsTheAlreadyUnlikedToast() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, InteractorSpy.self, BlogDetailPresenter.self, tracker: tracker)

            module.presenter.present(response: BlogDetailResponse.alreadyUnliked)

            #expect(module.view.received(BlogDetailViewModel.self) == [.toast(ProfileText.alreadyUnliked)],
                    "Expected the already-unliked toast")
        }
    }
}

// MARK: - Helpers

private let blogs = ProfileFixture.standard.blogs
