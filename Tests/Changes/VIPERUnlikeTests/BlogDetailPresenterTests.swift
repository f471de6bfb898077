// The BlogDetail presenter alone, between a spy view and a spy interactor: configured through its module input, it
// shows its blog whole and shows it again only when it changes.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPERUnlike

struct BlogDetailPresenterTests {
    @Test @MainActor func didLoadView_showsTheConfiguredBlogOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker: tracker)

            sut.didLoadView()

            #expect(view.messages == [.showBlog(BlogDisplayModel(blog))], "Expected the blog's five values, once")
        }
    }

    @Test @MainActor func didChangeBlog_ofAnotherBlogOrToTheSameContent_showsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeLoadedSUT(tracker: tracker)
            var newerVersion = blog
            newerVersion.version += 1

            sut.didChangeBlog(ProfileFixture.standard.blogs[1])
            sut.didChangeBlog(newerVersion)

            #expect(view.messages.isEmpty, "Expected nothing shown: another blog, then a copy showing the same")
        }
    }

    @Test @MainActor func didChangeBlog_toNewContent_showsItOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeLoadedSUT(tracker: tracker)
            var liked = blog
            liked.isLiked = true
            liked.likeCount += 1

            sut.didChangeBlog(liked)

            #expect(view.messages == [.showBlog(BlogDisplayModel(liked))], "Expected the liked blog shown once")
        }
    }

    @Test @MainActor func didReloadBlogs_withTheBlogNoLongerHeld_keepsWhatItShows() {
        expectNoLeaks { tracker in
            let (sut, view, interactor) = makeLoadedSUT(tracker: tracker)
            interactor.shownBlogs = [:]

            sut.didReloadBlogs()

            #expect(view.messages.isEmpty, "Expected the detail left as it is")
        }
    }

    @Test @MainActor func didTapLike_asksTheInteractorToLikeTheConfiguredBlog() {
        expectNoLeaks { tracker in
            let (sut, _, interactor) = makeLoadedSUT(tracker: tracker)

            sut.didTapLike()

            #expect(interactor.likedIDs == [blog.id], "Expected the like of the configured blog")
        }
    }

    @Test @MainActor func didFindBlogAlreadyLiked_toasts() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeLoadedSUT(tracker: tracker)

            sut.didFindBlogAlreadyLiked()

            #expect(view.messages == [.showToast(ProfileText.alreadyLiked)], "Expected the already-liked toast")
        }
    }

    @Test @MainActor func didFindBlogAlreadyUnliked_toasts() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeLoadedSUT(tracker: tracker)

            sut.didFindBlogAlreadyUnliked()

            #expect(view.messages == [.showToast(ProfileText.alreadyUnliked)], "Expected the already-unliked toast")
        }
    }

    @Test @MainActor func unconfiguredPresenter_showsAndSendsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, interactor) = makeSUT(tracker: tracker, configured: false)

            sut.didLoadView()
            sut.didTapLike()

            #expect(view.messages.isEmpty && interactor.likedIDs.isEmpty, "Expected nothing without a blog to show")
        }
    }
}

// MARK: - Helpers

private let blog = ProfileFixture.standard.blogs[0]

@MainActor
private func makeSUT(
    tracker: LeakTracker, configured: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogDetailPresenter, view: BlogDetailViewSpy, interactor: BlogDetailInteractorSpy) {
    let interactor = BlogDetailInteractorSpy()
    interactor.shownBlogs[blog.id] = blog
    let view = BlogDetailViewSpy()
    let sut = BlogDetailPresenter(interactor: interactor)
    sut.view = view
    if configured { sut.configure(blogID: blog.id) }
    tracker.track(sut, as: "BlogDetailPresenter", sourceLocation: sourceLocation)
    tracker.track(view, as: "BlogDetailViewSpy", sourceLocation: sourceLocation)
    tracker.track(interactor, as: "BlogDetailInteractorSpy", sourceLocation: sourceLocation)
    return (sut, view, interactor)
}

/// A configured presenter whose view shows the blog already, with that first render forgotten.
@MainActor
private func makeLoadedSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: BlogDetailPresenter, view: BlogDetailViewSpy, interactor: BlogDetailInteractorSpy) {
    let interactor = BlogDetailInteractorSpy()
    interactor.shownBlogs[blog.id] = blog
    let view = BlogDetailViewSpy()
    let sut = BlogDetailPresenter(interactor: interactor)
    sut.configure(blogID: blog.id)
    sut.didLoadView()
    sut.view = view
    tracker.track(sut, as: "BlogDetailPresenter", sourceLocation: sourceLocation)
    tracker.track(view, as: "BlogDetailViewSpy", sourceLocation: sourceLocation)
    tracker.track(interactor, as: "BlogDetailInteractorSpy", sourceLocation: sourceLocation)
    return (sut, view, interactor)
}
