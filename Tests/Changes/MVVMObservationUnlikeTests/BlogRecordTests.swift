// Tests of one held blog's record: what it shows, a like or an unlike in flight on top, and that it announces a change
// only when what it shows changes.
import ProfileKit
import Testing
@testable import MVVMObservationUnlike

@Suite struct BlogRecordTests {
    @Test @MainActor func likeSent_showsTheLikeOnTopOfTheServersCopy() {
        let sut = BlogRecord(serverCopy: blog(likes: 3), isLikePending: false, isUnlikePending: false)
        let probe = ChangeProbe { _ = sut.shown }

        sut.likeSent()

        #expect(probe.changed, "Expected the like announced")
        #expect(sut.shown.isLiked && sut.shown.likeTitle == ProfileText.likeTitle(4), "Expected the like shown, count + 1")
        #expect(!sut.serverCopy.isLiked, "Expected the server's copy unchanged")
    }

    @Test @MainActor func answerShowingTheSame_announcesNothing() {
        let sut = BlogRecord(serverCopy: blog(likes: 3), isLikePending: false, isUnlikePending: false)
        sut.likeSent()
        let probe = ChangeProbe { _ = sut.shown }

        sut.likeAnswered(with: blog(likes: 4, liked: true, version: 2))

        #expect(!probe.changed, "Expected an answer that shows what the row shows to schedule no update")
    }

    @Test @MainActor func failedAnswer_rollsBackOnce() {
        let sut = BlogRecord(serverCopy: blog(likes: 3), isLikePending: false, isUnlikePending: false)
        sut.likeSent()
        let probe = ChangeProbe { _ = sut.shown }

        sut.likeAnswered(with: nil)

        #expect(probe.changed && !sut.shown.isLiked, "Expected the rollback announced and shown")
    }

    @Test @MainActor func unlikeSent_showsTheLikeTakenOffTheServersCopy() {
        let sut = BlogRecord(serverCopy: blog(likes: 3, liked: true), isLikePending: false, isUnlikePending: false)
        let probe = ChangeProbe { _ = sut.shown }

        sut.unlikeSent()

        #expect(probe.changed, "Expected the unlike announced")
        #expect(!sut.shown.isLiked && sut.shown.likeTitle == ProfileText.likeTitle(2), "Expected the unlike shown, count − 1")
        #expect(sut.serverCopy.isLiked, "Expected the server's copy unchanged")
    }

    @Test @MainActor func failedUnlikeAnswer_showsTheLikeAgainOnce() {
        let sut = BlogRecord(serverCopy: blog(likes: 3, liked: true), isLikePending: false, isUnlikePending: false)
        sut.unlikeSent()
        let probe = ChangeProbe { _ = sut.shown }

        sut.unlikeAnswered(with: nil)

        #expect(probe.changed && sut.shown.isLiked, "Expected the rollback announced and the like shown again")
    }

    @Test @MainActor func olderCopy_isNotAccepted() {
        let sut = BlogRecord(serverCopy: blog(likes: 9, version: 5), isLikePending: false, isUnlikePending: false)

        sut.accept(blog(likes: 1, version: 4))

        #expect(sut.shown.likeTitle == ProfileText.likeTitle(9), "Expected the newer held copy kept")
    }

    private func blog(likes: Int, liked: Bool = false, version: Int = 1) -> Blog {
        Blog(id: 7, title: "T", summary: "S", isLiked: liked, likeCount: likes, version: version)
    }
}
