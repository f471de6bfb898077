// Tests of the blog detail's presenter: against a view spy and an output spy, with no view controller and no list.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import MVP

/// The detail shows the blog whole, shows it again only when it changes, and sends its like to its output.
@Suite struct BlogDetailPresenterTests {
    @Test @MainActor func didLoadView_showsTheBlogWholeOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker)

            sut.didLoadView()

            #expect(view.shownRows == [BlogCellViewSpy.ShownRow(
                title: "深入分析 MVC、MVP、MVVM、VIPER", summary: "Four ways to build one profile screen.", likeTitle: "♥ 312",
                isLiked: false, shareText: "↗ 48")], "Expected the blog's five values, once")
        }
    }

    @Test @MainActor func update_withTheSameContent_showsNothing() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker)
            var newerVersion = ProfileFixture.standard.blogs[0]
            newerVersion.version += 1

            sut.update(newerVersion)

            #expect(view.shownRows.isEmpty, "Expected nothing shown for a copy that shows the same")
        }
    }

    @Test @MainActor func update_withNewContent_showsTheBlogWholeOnce() {
        expectNoLeaks { tracker in
            let (sut, view, _) = makeSUT(tracker)

            sut.update(ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true))

            #expect(view.shownRows.map(\.likeTitle) == ["♥ 313"] && view.shownRows.first?.isLiked == true,
                    "Expected the liked blog shown once")
        }
    }

    @Test @MainActor func didTapLike_tellsTheOutputWhichBlog() {
        expectNoLeaks { tracker in
            let (sut, view, output) = makeSUT(tracker)

            sut.didTapLike()

            #expect(output.detailLikes == [101], "Expected the like sent to the output, for blog 101")
            #expect(view.shownRows.isEmpty, "Expected the detail to show nothing itself: the list decides")
        }
    }

    @Test @MainActor func presenter_doesNotKeepItsViewOrItsOutputAlive() {
        weak var releasedView: BlogCellViewSpy?
        weak var releasedOutput: BlogOutputSpy?
        let sut: BlogDetailPresenter = {
            let view = BlogCellViewSpy(), output = BlogOutputSpy()
            releasedView = view
            releasedOutput = output
            let sut = BlogDetailPresenter(blog: ProfileFixture.standard.blogs[0], output: output)
            sut.view = view
            return sut
        }()

        #expect(releasedView == nil, "Expected the presenter to reference its view weakly: the view owns it")
        #expect(releasedOutput == nil, "Expected the presenter to reference its output weakly: the list owns the rows")
        sut.didTapLike()  // no output: nothing to tell, nothing to crash
    }
}

// MARK: - Helpers

extension BlogDetailPresenterTests {
    /// A detail presenter of the standard fixture's first blog with a view spy and an output spy; tracked for leaks.
    @MainActor
    private func makeSUT(_ tracker: LeakTracker) -> (sut: BlogDetailPresenter, view: BlogCellViewSpy, output: BlogOutputSpy) {
        let view = BlogCellViewSpy(), output = BlogOutputSpy()
        let sut = BlogDetailPresenter(blog: ProfileFixture.standard.blogs[0], output: output)
        sut.view = view
        tracker.track(sut, as: "BlogDetailPresenter")
        return (sut, view, output)
    }
}
