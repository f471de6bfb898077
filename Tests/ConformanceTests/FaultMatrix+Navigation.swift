// Fault matrix, the screens the profile opens: the detail's like and the compose save failing in every way, a hundred
// taps on the detail, each way in tapped twice. Each test owns its driver only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest, [APIError.offline, .server(status: 500), .notFound])
    @MainActor func detailLikeFailing_rollsBackBothScreensWithTheErrorsToast(scene: SceneUnderTest, error: APIError) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        let blog = ProfileFixture.standard.blogs[0]
        try driver.selectBlog(row: 0)
        driver.api.injectFault(.error(error), on: .like)

        try driver.tapDetailLike()
        expectScreen(driver, equals: Self.blogDetail(blog.mergingPendingLike(isPending: true)), scene, after: "the tap on the detail")

        driver.deliverAllResponses()
        expectScreen(driver, equals: Self.blogDetail(blog) + [ExpectedScreen.toastLine(error.message)], scene,
                     after: "the detail's like failing with \(error)")
        driver.tapBack()
        expectScreen(driver, equals: Self.firstLoad(with: blog, atRow: 0), scene, after: "back on the list")
    }

    @Test(arguments: SceneUnderTest.underTest)
    @MainActor func hundredRapidTapsOnTheDetail_sendOneLikeAndToastTheOthers(scene: SceneUnderTest) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        try driver.selectBlog(row: 0)
        let button = try driver.detailLikeButton()

        for _ in 0..<100 { button.sendTap() }
        driver.deliverAllResponses()

        #expect(driver.api.requestCounts.like == 1, "Expected \(scene) to send exactly one like for 100 taps")
        #expect(driver.window.toastCount == 99, "Expected \(scene) to answer each extra tap with one toast")
        expectScreen(driver, equals: Self.blogDetail(ProfileFixture.standard.blogs[0].mergingPendingLike(isPending: true)), scene,
                     after: "100 taps and the answer")
    }

    @Test(arguments: SceneUnderTest.underTest, [
        APIFault.error(.offline), .error(.server(status: 503)), .error(.notFound), .malformedJSON, .truncatedJSON,
        .wrongShapeJSON,
    ])
    @MainActor func composeSaveFailing_keepsTheScreenTheTitleAndTheTypedError(scene: SceneUnderTest, fault: APIFault) throws {
        let driver = try Self.composing(title: "Faulty", on: scene, saveFailingWith: fault)

        try driver.tapSaveDraft()
        driver.deliverAllResponses()

        expectScreen(driver, equals: Self.compose(title: "Faulty", error: Self.message(for: fault)), scene,
                     after: "the save failing")
        #expect(driver.api.serverDrafts.count == 3, "Expected \(scene)'s failed save to create nothing")
    }
}

extension FaultMatrixTests {
    @Test(arguments: SceneUnderTest.underTest, [RepeatedTap.selectBlog(row: 0), .selectDraft(row: 0), .newDraft])
    @MainActor func wayInTappedTwice_opensExactlyOneScreen(scene: SceneUnderTest, element: RepeatedTap) throws {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()

        try driver.tapTwice(element)

        let draft = ProfileFixture.standard.drafts[0]
        let expected = switch element {
        case .selectBlog: Self.blogDetail(ProfileFixture.standard.blogs[0])
        case .selectDraft: ExpectedScreen([
            "nav: \(ProfileText.profileTitle) > \(ProfileText.draftDetailTitle)", "\(ProfileID.Detail.title): \(draft.title)",
            "\(ProfileID.Detail.meta): \(ProfileText.edited(draft.editedAt))",
        ])
        default: Self.compose(title: "[\(ProfileText.draftTitlePlaceholder)]", error: nil)
        }
        expectScreen(driver, equals: expected, scene, after: "\(element), twice")
    }

    @Test(arguments: SceneUnderTest.underTest, [APIFault.error(.offline), .malformedJSON])
    @MainActor func saveTappedTwice_failing_sendsOneRequestAndShowsItsErrorOnce(scene: SceneUnderTest, fault: APIFault) throws {
        let driver = try Self.composing(title: "Twice", on: scene, saveFailingWith: fault)

        try driver.tapTwice(.saveDraft)
        driver.deliverAllResponses()

        #expect(driver.api.requestCounts.createDraft == 1, "Expected \(scene) to send one save for two taps")
        expectScreen(driver, equals: Self.compose(title: "Twice", error: Self.message(for: fault)), scene,
                     after: "the save failing")
    }

    /// `scene` loaded, its compose screen open with `title` typed, and the next save to fail with `fault`.
    @MainActor
    static func composing(title: String, on scene: SceneUnderTest, saveFailingWith fault: APIFault) throws -> SceneDriver {
        let driver = SceneDriver.launch(scene, scheduling: .queued)
        driver.deliverAllResponses()
        try driver.tapNewDraft()
        try driver.typeDraftTitle(title)
        driver.api.injectFault(fault, on: .createDraft)
        return driver
    }

    /// The message a save failing with `fault` shows.
    static func message(for fault: APIFault) -> String {
        switch fault {
        case .error(let error): error.message
        case .malformedJSON, .truncatedJSON, .wrongShapeJSON: APIError.malformedPayload(detail: "").message
        }
    }

    /// The compose screen over the profile, with `title` typed and, if any, `error` shown.
    static func compose(title: String, error: String?) -> ExpectedScreen {
        ExpectedScreen([
            "nav: \(ProfileText.profileTitle)", "modal: \(ProfileText.newDraftTitle)",
            "\(ProfileID.Compose.title): \(title)", "\(ProfileID.Compose.save): \(ProfileText.saveTitle)",
            "\(ProfileID.Compose.cancel): \(ProfileText.cancelTitle)",
        ] + (error.map { ["\(ProfileID.Compose.error): \($0)"] } ?? []))
    }
}
