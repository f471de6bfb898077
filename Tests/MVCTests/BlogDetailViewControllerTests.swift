// Tests of the blog detail's controller through its view, with a delegate spy: it shows its blog whole, shows it again
// only when it changes, and hands its like button to its delegate, which it holds weakly.
@testable import MVC
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct BlogDetailViewControllerTests {
    @Test @MainActor func viewLoad_showsTheBlogWholeOnce() {
        expectNoLeaks { tracker in
            let sut = makeSUT(tracker)

            let work = UIWork.measure { sut.loadViewIfNeeded() }

            #expect(sut.visibleText(at: ProfileID.Detail.like) == "♥ 312", "Expected the blog's like count shown")
            #expect(work.propertySets == 5, "Expected the five values set once, found \(work)")
        }
    }

    @Test @MainActor func show_rendersOnlyWhatChanges() {
        expectNoLeaks { tracker in
            let sut = makeSUT(tracker)
            sut.loadViewIfNeeded()
            var sameContent = blog
            sameContent.version += 1

            let unchanged = UIWork.measure { sut.show(sameContent) }
            let changed = UIWork.measure { sut.show(blog.mergingPendingLike(isPending: true)) }

            #expect(unchanged == UIWork(), "Expected nothing rendered for a copy that shows the same")
            #expect(changed.propertySets == 5 && sut.visibleText(at: ProfileID.Detail.like) == "♥ 313 [selected]",
                    "Expected the liked blog rendered whole once, found \(changed)")
        }
    }

    @Test @MainActor func likeButton_isTheDelegatesToHandle() throws {
        try expectNoLeaks { tracker in
            let sut = makeSUT(tracker)
            let delegate = DelegateSpy()
            sut.delegate = delegate
            sut.loadViewIfNeeded()

            try #require(sut.visibleView(at: ProfileID.Detail.like) as? Button, "Expected a like button").sendTap()

            #expect(delegate.likedBlogIDs == [blog.id], "Expected the tap handed to the delegate, naming the blog")
        }
    }

    @Test @MainActor func controller_doesNotKeepItsDelegateAlive() {
        let sut = BlogDetailViewController(blog: blog)

        expectReferencedWeakly(
            DelegateSpy(), as: "detail's delegate", attach: { sut.delegate = $0 }, read: { sut.delegate as? DelegateSpy })
    }
}

// MARK: - Helpers

private let blog = ProfileFixture.standard.blogs[0]

@MainActor
private final class DelegateSpy: BlogDetailViewControllerDelegate {
    var likedBlogIDs: [Int] = []
    func blogDetailViewControllerDidTapLike(_ controller: BlogDetailViewController) { likedBlogIDs.append(controller.blogID) }
}

@MainActor
private func makeSUT(_ tracker: LeakTracker) -> BlogDetailViewController {
    let sut = BlogDetailViewController(blog: blog)
    tracker.track(sut, as: "BlogDetailViewController")
    return sut
}
