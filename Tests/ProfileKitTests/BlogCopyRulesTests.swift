// Specifications of the entity rules every scene shares: the optimistic overlay, server versions, row content,
// and the per-section order of answers.
import Foundation
import ProfileKit
import Testing

@Suite struct BlogCopyRulesTests {
    @Test func mergingPendingLike_showsTheLikeOnTopOfACopyThatDoesNotCountItYet() {
        let copy = Blog(id: 1, title: "T", summary: "S", likeCount: 9)
        #expect(copy.mergingPendingLike(isPending: true) == Blog(id: 1, title: "T", summary: "S", isLiked: true, likeCount: 10),
                "Expected the copy liked, with one more like")
        #expect(copy.mergingPendingLike(isPending: false) == copy, "Expected the copy itself when no like is pending")
    }

    @Test func mergingPendingLike_onACopyThatIsLikedAlready_countsTheLikeOnce() {
        let liked = Blog(id: 1, title: "T", summary: "S", isLiked: true, likeCount: 10)
        #expect(liked.mergingPendingLike(isPending: true) == liked, "Expected the server's count, not one more")
    }

    @Test func newerCopy_keepsTheHigherVersionWhicheverArrivesLast() {
        let older = Blog(id: 1, title: "Old", summary: "S", version: 3)
        let newer = Blog(id: 1, title: "New", summary: "S", version: 4)
        #expect(older.newerCopy(newer) == newer, "Expected a newer copy to replace an older one")
        #expect(newer.newerCopy(older) == newer, "Expected an older copy never to replace a newer one")
    }

    @Test func newerCopy_onATie_takesTheCopyJustReceived() {
        let held = Blog(id: 1, title: "Held", summary: "S", version: 3)
        let received = Blog(id: 1, title: "Received", summary: "S", version: 3)
        #expect(held.newerCopy(received) == received)
    }

    @Test func hasSameContent_comparesWhatARowShowsAndIgnoresTheVersion() {
        let blog = Blog(id: 1, title: "T", summary: "S", isLiked: false, likeCount: 2, shareCount: 3, version: 1)
        var otherVersion = blog
        otherVersion.version = 9
        #expect(blog.hasSameContent(as: otherVersion), "Expected the version not to count: it is not shown")
        for change in [\Blog.title, \Blog.summary] as [WritableKeyPath<Blog, String>] {
            var changed = blog
            changed[keyPath: change] += "!"
            #expect(!blog.hasSameContent(as: changed), "Expected a change of \(change) to count")
        }
        for change in [\Blog.likeCount, \Blog.shareCount] as [WritableKeyPath<Blog, Int>] {
            var changed = blog
            changed[keyPath: change] += 1
            #expect(!blog.hasSameContent(as: changed), "Expected a change of \(change) to count")
        }
        var liked = blog
        liked.isLiked = true
        #expect(!blog.hasSameContent(as: liked), "Expected the liked state to count")
    }

    @Test func decoding_aBlogWithoutAVersion_givesVersion1() throws {
        let json = #"{"id": 7, "title": "T", "summary": "S", "isLiked": false, "likeCount": 1, "shareCount": 0}"#
        let blog = try JSONDecoder().decode(Blog.self, from: Data(json.utf8))
        #expect(blog.version == 1)
    }

    @Test func requestSequence_admitsAnswersInOrderAndRefusesOnesOlderThanAnAdmittedAnswer() {
        var sequence = RequestSequence()
        let first = sequence.next(), second = sequence.next(), third = sequence.next()

        let admitted = [sequence.admit(second), sequence.admit(first), sequence.admit(third), sequence.admit(third)]

        #expect(admitted == [true, false, true, false], """
            Expected the first answer admitted, an answer older than an admitted one refused, a newer one admitted, \
            and each at most once; found \(admitted)
            """)
    }
}
