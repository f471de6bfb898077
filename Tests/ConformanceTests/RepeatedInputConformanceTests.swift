// Conformance under repeated input: every navigating, saving and liking element tapped twice within one event, and
// once more while its answer is in flight, on every subject; screens and UI work must agree after every step.
// Each script owns its drivers only while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// docs/SCENE.md, "Repeated input": a second tap does what an iOS user expects — one screen, one request.
@Suite struct RepeatedInputConformanceTests {
    static let title = "Routers, wireframes, coordinators"

    // MARK: Navigating: one screen

    @Test @MainActor func newDraftTappedTwice_presentsOneComposeScreenWhoseSaveSaves() {
        ConformanceScript("New draft twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap New draft twice", expect: [
                "nav: Profile", "modal: New draft", "compose.title: [Title]", "compose.save: Save",
            ]) { try $0.tapTwice(.newDraft) },
            ScriptStep("type a title") { try $0.typeDraftTitle(Self.title) },
            ScriptStep("tap Save", expect: ["modal: New draft", "compose.save: Save [disabled]"]) {
                try $0.tapSaveDraft()
                #expect($0.api.requestCounts.createDraft == 1, "Expected the compose screen on top to send its save")
            },
            ScriptStep("the server answers", expect: ["nav: Profile", "drafts: 4 rows", "drafts.row.0.title: \(Self.title)"],
                       absent: ["modal: New draft"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func blogRowSelectedTwice_pushesOneDetail() {
        ConformanceScript("blog row twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select row 1 twice", expect: ["nav: Profile > Blog", "detail.title: Retain cycles, explained 🔁"]) {
                try $0.tapTwice(.selectBlog(row: 1))
            },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.1.like: ♥ 198 [selected]"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func draftRowSelectedTwice_pushesOneDraftDetail() {
        ConformanceScript("draft row twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("select draft 1 twice", expect: ["nav: Profile > Draft", "detail.title: 草稿：SwiftUI 与 VIPER"]) {
                try $0.tapTwice(.selectDraft(row: 1))
            },
            ScriptStep("back", expect: ["nav: Profile", "drafts: 3 rows"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func backTappedTwice_popsOneScreen() {
        ConformanceScript("back twice", steps: [
            ScriptStep("load, open row 0") {
                $0.deliverAllResponses()
                try $0.selectBlog(row: 0)
            },
            ScriptStep("tap back twice", expect: ["nav: Profile", "blogs: 12 rows"]) {
                let tapped = try $0.tapTwice(.back)
                #expect(tapped, "Expected a back button on the blog detail")
            },
            ScriptStep("open draft 0, tap back twice", expect: ["nav: Profile", "drafts: 3 rows"]) {
                try $0.selectDraft(row: 0)
                try $0.tapTwice(.back)
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func cancelTappedTwice_closesTheScreenOnceAndNewDraftOpensAFreshOne() {
        ConformanceScript("Cancel twice", steps: [
            ScriptStep("load, compose, type") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
            },
            ScriptStep("tap Cancel twice", expect: ["nav: Profile", "drafts: 3 rows"], absent: ["modal: New draft"]) {
                try $0.tapTwice(.cancelDraft)
                #expect($0.api.requestCounts.createDraft == 0, "Expected no request from Cancel")
            },
            ScriptStep("tap New draft", expect: ["modal: New draft", "compose.title: [Title]", "compose.save: Save"]) {
                try $0.tapNewDraft()
            },
        ]).runOnAllPatterns()
    }

    // MARK: Saving: one request

    @Test @MainActor func saveTappedTwice_sendsOneRequestAndListsOneDraft() {
        ConformanceScript("Save twice", steps: [
            ScriptStep("load, compose, type") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
            },
            ScriptStep("tap Save twice", expect: ["modal: New draft", "compose.save: Save [disabled]"]) {
                try $0.tapTwice(.saveDraft)
                #expect($0.api.requestCounts.createDraft == 1, "Expected one createDraft request for two taps")
            },
            ScriptStep("tap Save again while the first is in flight", expect: ["compose.save: Save [disabled]"]) {
                try $0.tapSaveDraft()
                #expect($0.api.requestCounts.createDraft == 1, "Expected no request while the save is in flight")
            },
            ScriptStep("the server answers", expect: ["drafts: 4 rows", "drafts.row.1.title: Coordinators: the missing router?"],
                       absent: ["modal: New draft", "drafts.row.1.title: \(Self.title)"]) {
                $0.deliverAllResponses()
                #expect($0.api.serverDrafts.count == 4, "Expected the server to hold one new draft")
            },
        ]).runOnAllPatterns()
    }

    /// A disabled Save swallows taps in the kit, as in UIKit; `sendActions(for:)` does not check `isEnabled`, so the
    /// module must refuse a second save itself (docs/SCENE.md, "Compose a draft").
    @Test @MainActor func saveReachingTheModuleWhileTheFirstIsInFlight_sendsNothing() {
        ConformanceScript("Save past its disabled button", steps: [
            ScriptStep("load, compose, type, save") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                try $0.tapSaveDraft()
            },
            ScriptStep("Save's action sent with the button enabled by force", expect: ["modal: New draft"]) {
                let save = try $0.composeSaveButton()
                save.isEnabled = true
                save.sendTap()
                #expect($0.api.requestCounts.createDraft == 1, "Expected the module to send no second save")
            },
            ScriptStep("the server answers", expect: ["drafts: 4 rows"], absent: ["modal: New draft"]) {
                $0.deliverAllResponses()
                #expect($0.api.serverDrafts.count == 4, "Expected the server to hold one new draft")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func saveTappedTwiceAfterAFailure_retriesOnce() {
        ConformanceScript("Save twice after a failure", steps: [
            ScriptStep("load, compose, type, a failing save", expect: ["compose.error: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                $0.api.injectFault(.error(.offline), on: .createDraft)
                try $0.tapSaveDraft()
                $0.deliverAllResponses()
            },
            ScriptStep("tap Save twice", expect: ["compose.save: Save [disabled]"],
                       absent: ["compose.error: \(APIError.offline.message)"]) {
                try $0.tapTwice(.saveDraft)
                #expect($0.api.requestCounts.createDraft == 2, "Expected one retry for two taps")
            },
            ScriptStep("the server answers", expect: ["drafts: 4 rows"], absent: ["modal: New draft"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    // MARK: Liking and refreshing

    @Test @MainActor func likeTappedTwice_sendsOneLikeAndToastsTheSecond() {
        ConformanceScript("like twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap like on row 3 twice", expect: [
                "blogs.row.3.like: ♥ 144 [selected]", "toast: \(ProfileText.alreadyLiked)",
            ]) {
                try $0.tapTwice(.like(row: 3))
                #expect($0.api.requestCounts.like == 1, "Expected one like request for two taps")
            },
            ScriptStep("select row 3, tap like on the detail twice", expect: [
                "detail.like: ♥ 144 [selected]", "toast: \(ProfileText.alreadyLiked)",
            ]) {
                try $0.selectBlog(row: 3)
                try $0.tapTwice(.detailLike)
                #expect($0.api.requestCounts.like == 1, "Expected no like request while the first is in flight")
            },
            ScriptStep("the server answers", expect: ["detail.like: ♥ 144 [selected]"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func refreshTappedTwice_reloadsWithTheLatestAnswersShown() {
        ConformanceScript("Refresh twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("renamed elsewhere; tap Refresh twice") {
                $0.api.updateServerBlog(id: 101) { $0.title = "Renamed" }
                try $0.tapTwice(.refresh)
                #expect($0.pendingRequests.map(\.description) == ["user", "blogs", "drafts", "user", "blogs", "drafts"],
                        "Expected each tap to reload the three sections")
            },
            ScriptStep("the second refresh's answers first", expect: ["blogs.row.0.title: Renamed"]) {
                for _ in 0..<3 { $0.deliverResponse(at: 3) }
            },
            ScriptStep("then the first's", expect: ["blogs.row.0.title: Renamed", "blogs: 12 rows", "drafts: 3 rows"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    // MARK: Once more while the first answer is in flight

    @Test @MainActor func newDraftAgainWhileTheCancelledSaveIsInFlight_keepsTheNewScreenOpen() {
        ConformanceScript("New draft while a cancelled save is in flight", steps: [
            ScriptStep("load, compose, type, save, cancel", absent: ["modal: New draft"]) {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                try $0.tapSaveDraft()
                try $0.tapCancelDraft()
            },
            ScriptStep("tap New draft again", expect: ["modal: New draft", "compose.title: [Title]", "compose.save: Save"]) {
                try $0.tapNewDraft()
            },
            ScriptStep("the first save's answer", expect: [
                "modal: New draft", "compose.title: [Title]", "compose.save: Save",
            ]) { $0.deliverAllResponses() },
            ScriptStep("cancel, refresh", expect: ["drafts: 4 rows", "drafts.row.0.title: \(Self.title)"]) {
                try $0.tapCancelDraft()
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func blogRowSelectedAgainWhileTheDetailsLikeIsInFlight_opensOneDetailShowingIt() {
        ConformanceScript("select again while the detail's like is in flight", steps: [
            ScriptStep("load, open row 0, a failing like on the detail, back", expect: ["blogs.row.0.like: ♥ 313 [selected]"]) {
                $0.deliverAllResponses()
                try $0.selectBlog(row: 0)
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapDetailLike()
                $0.tapBack()
            },
            ScriptStep("select row 0 twice", expect: ["nav: Profile > Blog", "detail.like: ♥ 313 [selected]"]) {
                try $0.tapTwice(.selectBlog(row: 0))
            },
            ScriptStep("the like fails", expect: ["detail.like: ♥ 312", "toast: \(APIError.offline.message)"]) {
                $0.deliverAllResponses()
            },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.0.like: ♥ 312"]) { $0.tapBack() },
        ]).runOnAllPatterns()
    }
}
