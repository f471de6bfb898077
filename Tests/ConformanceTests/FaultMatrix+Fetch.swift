// Fault matrix, fetch rows: sections failing alone and together, broken payloads, an empty user.
// Each test owns its driver for its own duration only.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest, FetchFault.errors)
    @MainActor func fetchFailingAlone_showsItsErrorWhileTheOthersShowContent(scene: SceneUnderTest, fault: FetchFault) {
        let driver = SceneDriver.launch(scene, scheduling: .queued, arrange: fault.arrange)

        driver.deliverAllResponses()

        expectScreen(driver, equals: ExpectedScreen.firstLoad(failing: [fault.section: fault.error]), scene,
                     after: "launch with \(fault.testDescription)")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func allThreeFetchesFailing_showThreeErrorsThenRefreshRecoversAll(scene: SceneUnderTest) throws {
        let failures: [APIEndpoint: APIError] = [.user: .offline, .blogs: .server(status: 503), .drafts: .notFound]
        let driver = SceneDriver.launch(scene, scheduling: .queued) { api in
            for (section, error) in failures { api.injectFault(.error(error), on: section) }
        }

        driver.deliverAllResponses()
        expectScreen(driver, equals: ExpectedScreen.firstLoad(failing: failures), scene, after: "three failing fetches")

        try driver.tapRefresh()
        driver.deliverAllResponses()
        expectScreen(driver, equals: ExpectedScreen.firstLoad(), scene, after: "a refresh that succeeds")
        #expect(driver.api.requestCounts == RequestCounts(user: 2, blogs: 2, drafts: 2),
                "Expected \(scene) to send one request per section per load")
    }

    @Test(arguments: SceneUnderTest.underTest, FetchFault.payloads)
    @MainActor func brokenPayloadOnRefresh_showsTheTypedErrorInItsSectionOnly(
        scene: SceneUnderTest, fault: FetchFault
    ) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        fault.arrange(driver.api)

        try driver.tapRefresh()
        driver.deliverAllResponses()

        // The launch's blogs stay held, whichever section the refresh failed.
        let failed = ExpectedScreen.firstLoad(failing: [fault.section: fault.error]).holding(ProfileFixture.standard.blogs)
        expectScreen(driver, equals: failed, scene, after: "a refresh with \(fault.testDescription)")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func emptyUser_showsZeroCountsAndEmptyTablesAndNothingToTap(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, fixture: Self.emptyUser, scheduling: .queued)
        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.emptyProfile, scene, after: "loading an empty user")

        try driver.scrollBlogs(toRow: 3)
        try driver.selectBlog(row: 0)
        try driver.selectDraft(row: 0)
        #expect(throws: SceneDriver.ElementNotFound.self, "Expected \(scene) to show no like button without blogs") {
            try driver.tapLike(blogRow: 0)
        }

        expectScreen(driver, equals: Self.emptyProfile, scene, after: "scrolling, selecting and tapping empty tables")
        #expect(driver.api.requestCounts.like == 0, "Expected \(scene) to send no like without blogs")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func emptyUser_refreshedAfterTheServerGainsContent_showsTheFullProfile(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, fixture: Self.emptyUser, scheduling: .queued)
        driver.deliverAllResponses()
        try driver.tapRefresh()
        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.emptyProfile, scene, after: "refreshing an empty user")

        driver.api.reset(to: .standard)
        try driver.tapRefresh()
        driver.deliverAllResponses()

        expectScreen(driver, equals: ExpectedScreen.firstLoad(), scene, after: "a refresh once the server has content")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func fullProfile_refreshedAfterTheServerEmptied_showsEmptyTables(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        try driver.scrollBlogs(toRow: ProfileFixture.standard.blogs.count - 1)

        driver.api.reset(to: Self.emptyUser)
        try driver.tapRefresh()
        driver.deliverAllResponses()

        expectScreen(driver, equals: Self.emptyProfile, scene, after: "a refresh once the server is empty")
        #expect(driver.blogsTable?.subviews.isEmpty == true, "Expected \(scene)'s empty blogs table to hold no cells")
    }
}

extension FaultMatrixTests {
    /// The standard user with no blogs and no drafts.
    static let emptyUser = ProfileFixture.generated(blogCount: 0, draftCount: 0)

    /// The exact screen of `emptyUser` once loaded: it holds no blogs.
    static var emptyProfile: ExpectedScreen {
        let user = emptyUser.user
        return ExpectedScreen(lines: [
            "nav: \(ProfileText.profileTitle)", "\(ProfileID.refresh): \(ProfileText.refreshTitle)",
            "\(ExpectedScreen.header(ProfileID.Header.avatar)): image(\(user.avatarName))",
            "\(ExpectedScreen.header(ProfileID.Header.name)): \(user.displayName)",
            "\(ExpectedScreen.header(ProfileID.Header.handle)): \(ProfileText.handle(user))",
            "\(ExpectedScreen.header(ProfileID.Header.summary)): 0 blogs · 0 drafts · 0 likes",
            "\(ProfileID.Blogs.table): 0 rows", "\(ProfileID.Drafts.table): 0 rows",
            "\(ProfileID.Drafts.newDraft): \(ProfileText.newDraftTitle)",
        ], holding: [])
    }
}

/// A fetch answered with a fault, and the error its section must show.
struct FetchFault: Sendable, CustomTestStringConvertible {
    let section: APIEndpoint
    let fault: APIFault

    /// Each section failing with an error of its own kind.
    static let errors = [
        FetchFault(section: .user, fault: .error(.notFound)),
        FetchFault(section: .blogs, fault: .error(.server(status: 503))),
        FetchFault(section: .drafts, fault: .error(.offline)),
    ]

    /// Malformed, truncated and wrong-shape JSON for each of the three fetches.
    static let payloads = [APIEndpoint.user, .blogs, .drafts].flatMap { section in
        [APIFault.malformedJSON, .truncatedJSON, .wrongShapeJSON].map { FetchFault(section: section, fault: $0) }
    }

    /// What the section shows: a payload fault is a typed `.malformedPayload` (its detail is for logs only).
    var error: APIError {
        if case .error(let error) = fault { return error }
        return .malformedPayload(detail: "")
    }

    var testDescription: String { "\(section) \(fault)" }

    @MainActor
    func arrange(_ api: MockProfileAPI) { api.injectFault(fault, on: section) }
}
