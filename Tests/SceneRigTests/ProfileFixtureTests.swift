// Specification of fixtures: the shipped one, the generator, and clear errors for bad files.
import Foundation
import ProfileKit
import SceneRig
import Testing

@Suite struct ProfileFixtureTests {
    @Test func standardFixture_hasOneUserTwelveBlogsThreeDrafts() {
        let fixture = ProfileFixture.standard
        #expect(fixture.user.id == 42 && fixture.blogs.count == 12 && fixture.drafts.count == 3)
        #expect(Set(fixture.blogs.map(\.id)).count == 12, "Expected unique blog ids")
    }

    @Test func generatedFixture_hasTheRequestedSizeAndUniqueIDs() {
        let fixture = ProfileFixture.generated(blogCount: 10_000)
        #expect(fixture.blogs.count == 10_000 && Set(fixture.blogs.map(\.id)).count == 10_000)
        #expect(fixture.blogs.contains { $0.isLiked } && fixture.blogs.contains { !$0.isLiked })
    }

    @Test func fixture_roundTripsThroughJSON() throws {
        let fixture = ProfileFixture.generated(blogCount: 5)
        #expect(try ProfileFixture.decode(from: fixture.encoded()) == fixture)
    }

    @Test func malformedJSON_isAOneLineTypedError() {
        #expect(throws: ProfileFixture.LoadError.self) { try ProfileFixture.decode(from: Data("{\"user\": ".utf8)) }
    }

    @Test func missingField_namesTheKeyAndWhereItIs() {
        let json = #"{"user": {"id": 1, "username": "a", "displayName": "A", "avatarName": "x", "blogCount": 0, "draftCount": 0, "likeCount": 0}, "blogs": [{"id": 1}], "drafts": []}"#
        do {
            _ = try ProfileFixture.decode(from: Data(json.utf8))
            Issue.record("Expected the fixture to be rejected")
        } catch {
            #expect(error.description.contains("'title'") && error.description.contains("blogs[0]"),
                    "Expected the message to name the key and its path, got: \(error.description)")
        }
    }

    @Test func unreadableFile_isATypedErrorNamingThePath() {
        do {
            _ = try ProfileFixture.load(contentsOf: URL(fileURLWithPath: "/nonexistent/fixture.json"))
            Issue.record("Expected the load to fail")
        } catch {
            #expect(error.description.contains("/nonexistent/fixture.json"))
        }
    }
}
