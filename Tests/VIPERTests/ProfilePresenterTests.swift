// Specification of the presenter's decisions, between a spy view, a spy interactor and a spy router:
// which use case or route a view event asks for, which row a like outcome updates, when a toast shows.
import Foundation
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

@Suite struct ProfilePresenterSpecification {
    // MARK: View events

    @Test @MainActor func didLoadView_asksInteractorToLoadProfile() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeSUT(tracker: tracker)

            sut.didLoadView()

            #expect(interactor.messages == [.loadProfile], "Expected the screen's load to start loading the profile")
        }
    }

    @Test @MainActor func didTapRefresh_asksInteractorToLoadProfile() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeSUT(tracker: tracker)

            sut.didTapRefresh()

            #expect(interactor.messages == [.loadProfile], "Expected a refresh to load the profile again")
        }
    }

    @Test @MainActor func didTapLike_asksInteractorToLikeTheBlogOnThatRow() {
        expectNoLeaks { tracker in
            let (sut, _, interactor, _) = makeSUT(tracker: tracker)
            sut.didLoadBlogs([blog(id: 1), blog(id: 2)])

            sut.didTapLike(at: 1)

            #expect(interactor.messages == [.likeBlog(id: 2)], "Expected the row mapped to its blog's id")
        }
    }

    @Test @MainActor func didSelectBlog_asksRouterToOpenBlogDetail() {
        expectNoLeaks { tracker in
            let (sut, _, _, router) = makeSUT(tracker: tracker)
            sut.didLoadBlogs([blog(id: 1), blog(id: 2)])
            sut.didStartLikingBlog(blog(id: 2).applyingOptimisticLike())

            sut.didSelectBlog(at: 1)

            #expect(router.messages == [.openBlogDetail(blog(id: 2).applyingOptimisticLike())],
                    "Expected the blog opened as currently shown, optimistic like included")
        }
    }

    @Test @MainActor func didSelectDraft_asksRouterToOpenDraftDetail() {
        expectNoLeaks { tracker in
            let (sut, _, _, router) = makeSUT(tracker: tracker)
            sut.didLoadDrafts([draft])

            sut.didSelectDraft(at: 0)

            #expect(router.messages == [.openDraftDetail(draft)], "Expected the draft on that row opened")
        }
    }

    // MARK: Like outcomes

    @Test @MainActor func didStartLikingBlog_asksViewToUpdateOnlyThatRow() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(blogs: [blog(id: 1), blog(id: 2)], tracker: tracker)

            sut.didStartLikingBlog(blog(id: 2).applyingOptimisticLike())

            #expect(view.messages == [.blog(row(for: blog(id: 2).applyingOptimisticLike()), at: 1)],
                    "Expected row 1 updated at once, and nothing else")
        }
    }

    @Test @MainActor func didLikeBlog_afterTheRowsMoved_updatesTheRowNowShowingThatBlog() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(blogs: [blog(id: 1), blog(id: 2)], tracker: tracker)
            sut.didLoadBlogs([blog(id: 2), blog(id: 1)])
            view.messages.removeAll()

            sut.didLikeBlog(blog(id: 1).applyingOptimisticLike())

            #expect(view.messages == [.blog(row(for: blog(id: 1).applyingOptimisticLike()), at: 1)],
                    "Expected the blog found by id on its new row")
        }
    }

    @Test @MainActor func didFailToLikeBlog_asksViewToShowToast() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(blogs: [blog(id: 1)], tracker: tracker)

            sut.didFailToLikeBlog(blog(id: 1), error: .offline)

            #expect(view.messages == [.blog(row(for: blog(id: 1)), at: 0), .toast(APIError.offline.message)],
                    "Expected the row rolled back, then the error's message as a toast")
        }
    }

    @Test @MainActor func didFailToLikeBlog_forABlogNoLongerListed_stillShowsToast() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(blogs: [blog(id: 1)], tracker: tracker)

            sut.didFailToLikeBlog(nil, error: .server(status: 503))

            #expect(view.messages == [.toast("Something went wrong (503). Try again.")],
                    "Expected the toast without any row update")
        }
    }

    @Test @MainActor func didFindBlogAlreadyLiked_asksViewToShowAlreadyLikedToast() {
        expectNoLeaks { tracker in
            let (sut, view, _, _) = makeLoadedSUT(blogs: [blog(id: 1)], tracker: tracker)

            sut.didFindBlogAlreadyLiked(blog(id: 1))

            #expect(view.messages == [.toast("You already liked this blog")], "Expected the 'already liked' toast")
        }
    }
}

// MARK: - Helpers

private let draft = Draft(id: 9, title: "Draft ✏️", editedAt: Date(timeIntervalSince1970: 1_763_596_800))

private func blog(id: Int) -> Blog {
    Blog(id: id, title: "Blog \(id)", summary: "Summary \(id)", likeCount: 10 * id, shareCount: id)
}

private func row(for blog: Blog) -> BlogDisplayModel {
    BlogDisplayModel(title: blog.title, summary: blog.summary, likeTitle: "♥ \(blog.likeCount)",
                     isLiked: blog.isLiked, shareText: "↗ \(blog.shareCount)")
}

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfilePresenter, view: ViewSpy, interactor: InteractorSpy, router: RouterSpy) {
    let (view, interactor, router) = (ViewSpy(), InteractorSpy(), RouterSpy())
    let sut = ProfilePresenter(interactor: interactor, router: router)
    sut.view = view
    for (object, role) in [(sut, "ProfilePresenter"), (view, "ViewSpy"), (interactor, "InteractorSpy"),
                           (router, "RouterSpy")] as [(AnyObject, String)] {
        tracker.track(object, as: role, sourceLocation: sourceLocation)
    }
    return (sut, view, interactor, router)
}

/// A SUT already showing `blogs`, with that first render cleared from the view spy.
@MainActor
private func makeLoadedSUT(
    blogs: [Blog], tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfilePresenter, view: ViewSpy, interactor: InteractorSpy, router: RouterSpy) {
    let sut = makeSUT(tracker: tracker, sourceLocation: sourceLocation)
    sut.sut.didLoadBlogs(blogs)
    sut.view.messages.removeAll()
    return sut
}
