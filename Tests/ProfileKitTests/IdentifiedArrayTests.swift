// Specification of IdentifiedArray: order kept, lookup by id, re-indexing on replacement.
import ProfileKit
import SceneRig
import Testing

@Suite struct IdentifiedArrayTests {
    @Test func index_findsEachElementByID() {
        let blogs = IdentifiedArray(ProfileFixture.standard.blogs)
        #expect(blogs.index(id: 101) == 0 && blogs.index(id: 112) == 11 && blogs.index(id: 999) == nil)
    }

    @Test func collection_keepsTheOriginalOrder() {
        let blogs = IdentifiedArray(ProfileFixture.standard.blogs)
        #expect(blogs.map(\.id) == ProfileFixture.standard.blogs.map(\.id))
    }

    @Test func replacingWithTheSameID_keepsTheIndex() {
        var blogs = IdentifiedArray(ProfileFixture.standard.blogs)
        blogs[2] = blogs[2].mergingPendingLike(isPending: true)
        #expect(blogs.index(id: 103) == 2 && blogs[2].isLiked)
    }

    @Test func replacingWithAnotherID_reindexesIt() {
        var blogs = IdentifiedArray(ProfileFixture.standard.blogs)
        blogs[0] = Blog(id: 500, title: "New", summary: "")
        #expect(blogs.index(id: 500) == 0 && blogs.index(id: 101) == nil)
    }

    @Test func duplicateIDs_findTheFirst() {
        let blogs = IdentifiedArray([Blog(id: 1, title: "a", summary: ""), Blog(id: 1, title: "b", summary: "")])
        #expect(blogs.index(id: 1) == 0 && blogs.count == 2)
    }
}
