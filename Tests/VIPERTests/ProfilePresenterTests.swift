// The container presenter alone, with one spy standing in for the three section modules: it tells them to load in
// the scene's order, and holds them weakly.
import TestSupport
import Testing
@testable import VIPER

struct ProfilePresenterTests {
    @Test @MainActor func didLoadView_loadsUserThenBlogsThenDrafts() {
        expectNoLeaks { tracker in
            let (sut, sections) = makeSUT(tracker: tracker)

            sut.didLoadView()

            #expect(sections.messages == [.loadUser, .loadBlogs, .loadDrafts], "Expected user, blogs, drafts, in that order")
        }
    }

    /// B18.
    @Test @MainActor func didTapRefresh_loadsUserThenBlogsThenDrafts() {
        expectNoLeaks { tracker in
            let (sut, sections) = makeSUT(tracker: tracker)

            sut.didTapRefresh()

            #expect(sections.messages == [.loadUser, .loadBlogs, .loadDrafts], "Expected user, blogs, drafts, in that order")
        }
    }

    /// The section modules belong to their view controllers, which the container's view controller owns.
    @Test @MainActor func sectionModules_areHeldWeakly() {
        let sut = ProfilePresenter()
        do {
            let sections = SectionModulesSpy()
            sut.userInfo = sections
            sut.blogList = sections
            sut.draftList = sections
        }

        #expect(sut.userInfo == nil, "Expected the user info module not kept alive by the container presenter")
        #expect(sut.blogList == nil, "Expected the blog list module not kept alive by the container presenter")
        #expect(sut.draftList == nil, "Expected the draft list module not kept alive by the container presenter")
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfilePresenter, sections: SectionModulesSpy) {
    let sections = SectionModulesSpy()
    let sut = ProfilePresenter()
    sut.userInfo = sections
    sut.blogList = sections
    sut.draftList = sections
    tracker.track(sut, as: "ProfilePresenter", sourceLocation: sourceLocation)
    tracker.track(sections, as: "SectionModulesSpy", sourceLocation: sourceLocation)
    return (sut, sections)
}
