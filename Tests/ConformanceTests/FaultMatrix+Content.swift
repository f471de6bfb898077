// Fault matrix, content rows: ten thousand blogs, and titles that are very long or exercise Unicode.
// Each test owns its driver for its own duration only.
import Foundation
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func tenThousandBlogs_likeTheLastRowServerAndRowAgreeAndOnlyVisibleRowsExist(scene: SceneUnderTest) throws {
        let fixture = Self.tenThousandBlogs
        let last = fixture.blogs.count - 1
        let driver = SceneDriver.launch(scene, fixture: fixture, scheduling: .queued)
        driver.deliverAllResponses()
        expectScreen(driver, shows: [
            "\(ProfileID.Blogs.table): 10000 rows", "\(ExpectedScreen.header(ProfileID.Header.summary)): "
                + ProfileText.summary(Self.user(of: fixture)),
        ], scene, after: "loading 10 000 blogs")

        try driver.tapLike(blogRow: last)
        let liked = fixture.blogs[last].mergingPendingLike(isPending: true)
        expectScreen(driver, shows: [ExpectedScreen.likeLine(row: last, liked)], scene, after: "liking the last row")
        driver.deliverAllResponses()

        #expect(driver.api.serverBlogs[last].hasSameContent(as: liked), "Expected the server to count \(scene)'s like once")
        expectScreen(driver, shows: [
            ExpectedScreen.titleLine(row: last, liked), ExpectedScreen.likeLine(row: last, driver.api.serverBlogs[last]),
        ], scene, after: "the like's response")
        let table = try #require(driver.blogsTable, "Expected the blogs table on screen")
        let shownRows = Set(screenLines(driver).compactMap(Self.blogRow(ofLine:)))
        #expect(shownRows == Set(last - TableView.defaultVisibleRowCapacity + 1...last),
                "Expected \(scene) to show only the last rows of the table, showed \(shownRows.sorted())")
        #expect(table.subviews.count == TableView.defaultVisibleRowCapacity,
                "Expected \(scene)'s blogs table to hold only its visible cells, held \(table.subviews.count)")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func longAndUnicodeTitles_renderExactlyInRowsAndDetails(scene: SceneUnderTest) throws {
        let fixture = try Self.exoticTitles()
        let driver = SceneDriver.launch(scene, fixture: fixture, scheduling: .immediate)
        expectScreen(driver, shows: fixture.blogs.indices.map { ExpectedScreen.titleLine(row: $0, fixture.blogs[$0]) }
                     + ["\(ProfileID.draftRowPath(row: 0)).\(ProfileID.Drafts.title): \(fixture.drafts[0].title)"],
                     scene, after: "loading exotic titles")

        for (row, blog) in fixture.blogs.enumerated() {
            let rowTitle = driver.text(at: "\(ProfileID.blogRowPath(row: row)).\(ProfileID.Blogs.title)")
            #expect(rowTitle.map { Array($0.unicodeScalars) } == Array(blog.title.unicodeScalars),
                    "Expected \(scene) to render row \(row)'s title scalar for scalar, unnormalized")
            try driver.selectBlog(row: row)
            let detailTitle = driver.text(at: ProfileID.Detail.title)
            #expect(detailTitle.map { Array($0.unicodeScalars) } == Array(blog.title.unicodeScalars),
                    "Expected \(scene)'s detail to render row \(row)'s title scalar for scalar")
            expectScreen(driver, equals: Self.blogDetail(blog), scene, after: "selecting row \(row)")
            driver.tapBack()
        }
    }
}

extension FaultMatrixTests {
    /// 10 000 generated blogs; the last one starts unliked so that tapping it sends a like.
    static let tenThousandBlogs: ProfileFixture = {
        var fixture = ProfileFixture.generated(blogCount: 10_000)
        fixture.blogs[fixture.blogs.count - 1].isLiked = false
        return fixture
    }()

    /// The user as the mock server reports it: counts computed from the fixture.
    static func user(of fixture: ProfileFixture) -> User {
        var user = fixture.user
        user.blogCount = fixture.blogs.count
        user.draftCount = fixture.drafts.count
        user.likeCount = fixture.blogs.reduce(0) { $0 + $1.likeCount }
        return user
    }

    /// The row number of a "blogs.row.N.…" line.
    static func blogRow(ofLine line: String) -> Int? {
        let prefix = ProfileID.Blogs.table + ".row."
        guard line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count).prefix { $0 != "." })
    }

    /// Five blogs whose titles stress text handling, read through the JSON decoder as a real payload would be.
    static func exoticTitles() throws -> ProfileFixture {
        let long = String(String(repeating: "Long title ✍️ 長い ", count: 700).prefix(10_000))
        #expect(long.count == 10_000, "Expected the long title to be 10 000 characters")
        let titles = [
            long,
            "Combining: e\u{301}\u{323} Cafe\u{301} vs Café, Z\u{351}\u{364}\u{317}a\u{308}\u{330}lgo",
            "RTL: \u{202B}مرحبا بالعالم\u{202C} \u{200F}עברית\u{200F} — mixed",
            "ZWJ: \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} \u{1F3F3}\u{FE0F}\u{200D}\u{1F308} "
                + "\u{1F9D1}\u{1F3FD}\u{200D}\u{1F4BB} \u{1F1EF}\u{1F1F5}",
            "CJK: 漢字かなカナ한국어 𠀋𡈽 草稿",
        ]
        var fixture = ProfileFixture.generated(blogCount: titles.count, draftCount: 1)
        for (index, title) in titles.enumerated() {
            fixture.blogs[index].title = title
            fixture.blogs[index].summary = String(title.reversed().prefix(40))
        }
        fixture.drafts[0].title = titles[3] + titles[4]
        let decoded = try ProfileFixture.decode(from: fixture.encoded())
        #expect(decoded.blogs.map { Array($0.title.unicodeScalars) } == titles.map { Array($0.unicodeScalars) },
                "Expected the JSON round trip to keep every title scalar for scalar")
        return decoded
    }
}
