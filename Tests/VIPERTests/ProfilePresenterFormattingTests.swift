// Specification of the presenter's formatting: entities in, display models and strings (ProfileText) out,
// observed on a spy view. The view never sees an entity, so every format is checked here.
import Foundation
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

@Suite struct ProfilePresenterFormattingSpecification {
    @Test @MainActor func didLoadUser_asksViewToShowTheFormattedHeader() {
        expectNoLeaks { tracker in
            let (sut, view) = makeSUT(tracker: tracker)
            let user = User(id: 7, username: "lin.wei", displayName: "Lin Wei 林伟", avatarName: "avatar-7",
                            blogCount: 12, draftCount: 1, likeCount: 1_204)

            sut.didLoadUser(user)

            #expect(view.messages == [.header(ProfileHeaderDisplayModel(
                avatarName: "avatar-7", name: "Lin Wei 林伟", handle: "@lin.wei",
                summary: "12 blogs · 1 draft · 1,204 likes"))],
                    "Expected the handle prefixed with @ and the summary counted, pluralised and grouped")
        }
    }

    @Test @MainActor func didFailToLoadUser_asksViewToShowTheProfileError() {
        expectNoLeaks { tracker in
            let (sut, view) = makeSUT(tracker: tracker)

            sut.didFailToLoadUser(.notFound)

            #expect(view.messages == [.headerError("Couldn't load the profile. This content no longer exists.")],
                    "Expected the section named and the error's message appended")
        }
    }

    @Test @MainActor func didLoadBlogs_asksViewToShowFormattedRows() {
        expectNoLeaks { tracker in
            let (sut, view) = makeSUT(tracker: tracker)

            sut.didLoadBlogs([Blog(id: 1, title: "T", summary: "S", isLiked: true, likeCount: 1_204, shareCount: 48)])

            #expect(view.messages == [.blogs([BlogDisplayModel(
                title: "T", summary: "S", likeTitle: "♥ 1,204", isLiked: true, shareText: "↗ 48")])],
                    "Expected counts formatted for the like button and the share label")
        }
    }

    @Test @MainActor func didLoadDrafts_asksViewToShowFormattedRows() {
        expectNoLeaks { tracker in
            let (sut, view) = makeSUT(tracker: tracker)

            sut.didLoadDrafts([draft])

            #expect(view.messages == [.drafts([DraftDisplayModel(title: "Draft ✏️", edited: "edited 2025-11-20")])],
                    "Expected the edit date as an ISO day")
        }
    }

    @Test @MainActor func didFailToLoadBlogs_asksViewToShowTheBlogsErrorOnly() {
        expectNoLeaks { tracker in
            let (sut, view) = makeSUT(tracker: tracker)

            sut.didFailToLoadBlogs(.offline)

            #expect(view.messages == [.blogsError("Couldn't load blogs. You're offline. Check your connection.")],
                    "Expected one message, for the blogs section only")
        }
    }
}

// MARK: - Helpers

private let draft = Draft(id: 9, title: "Draft ✏️", editedAt: Date(timeIntervalSince1970: 1_763_596_800))

/// A presenter reporting to a spy view; its interactor and router are spies nobody reads here.
@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfilePresenter, view: ViewSpy) {
    let view = ViewSpy()
    let sut = ProfilePresenter(interactor: InteractorSpy(), router: RouterSpy())
    sut.view = view
    tracker.track(sut, as: "ProfilePresenter", sourceLocation: sourceLocation)
    tracker.track(view, as: "ViewSpy", sourceLocation: sourceLocation)
    return (sut, view)
}
