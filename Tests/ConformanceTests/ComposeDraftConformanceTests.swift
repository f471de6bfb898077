// Conformance of the compose-draft module, the source article's ContactList → AddContact flow, on every subject:
// screens and UI work must agree after every step. Each script owns its drivers while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct ComposeDraftConformanceTests {
    static let title = "Routers, wireframes, coordinators"

    @Test @MainActor func save_closesTheScreenAndListsTheNewDraftFirstWithoutARefetch() {
        ConformanceScript("compose and save", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap New draft", expect: [
                "nav: Profile", "modal: New draft", "compose.title: [Title]", "compose.save: Save", "compose.cancel: Cancel",
            ], absent: ["compose.error: "]) { try $0.tapNewDraft() },
            ScriptStep("type a title", expect: ["compose.title: \(Self.title)"]) { try $0.typeDraftTitle(Self.title) },
            ScriptStep("tap Save", expect: ["modal: New draft", "compose.save: Save [disabled]"]) {
                try $0.tapSaveDraft()
                #expect($0.api.requestCounts.createDraft == 1, "Expected one createDraft request")
            },
            ScriptStep("the server answers", expect: [
                "drafts: 4 rows", "drafts.row.0.title: \(Self.title)", "drafts.row.0.edited: edited 2026-11-21",
                "drafts.row.1.title: Coordinators: the missing router?",
            ], absent: ["modal: New draft"]) {
                $0.deliverAllResponses()
                #expect($0.api.requestCounts.drafts == 1, "Expected no refetch of the drafts")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func saveFailing_keepsTheScreenWithTheErrorAndTheTitle_thenARetrySucceeds() {
        let error = APIError.offline
        ConformanceScript("failing save, then retry", steps: [
            ScriptStep("load, compose, type") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
            },
            ScriptStep("save, the server fails", expect: [
                "modal: New draft", "compose.error: \(error.message)", "compose.title: \(Self.title)", "compose.save: Save",
            ]) {
                $0.api.injectFault(.error(error), on: .createDraft)
                try $0.tapSaveDraft()
                $0.deliverAllResponses()
            },
            ScriptStep("save again", expect: ["compose.save: Save [disabled]"], absent: ["compose.error: \(error.message)"]) {
                try $0.tapSaveDraft()
            },
            ScriptStep("the server answers", expect: ["drafts: 4 rows", "drafts.row.0.title: \(Self.title)"],
                       absent: ["modal: New draft"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func saveWithABlankTitle_showsTheServersRefusal() {
        ConformanceScript("blank title", steps: [
            ScriptStep("load, compose") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
            },
            ScriptStep("save without a title", expect: [
                "compose.error: \(APIError.server(status: 422).message)", "modal: New draft",
            ]) {
                try $0.tapSaveDraft()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func secondSaveWhileTheFirstIsInFlight_sendsNothing() {
        ConformanceScript("double save", steps: [
            ScriptStep("load, compose, type") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
            },
            ScriptStep("tap Save twice", expect: ["compose.save: Save [disabled]"]) {
                try $0.tapSaveDraft()
                try $0.tapSaveDraft()
                #expect($0.api.requestCounts.createDraft == 1, "Expected one request for two taps")
            },
            ScriptStep("the server answers", expect: ["drafts: 4 rows"]) { $0.deliverAllResponses() },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func cancel_closesTheScreenAndChangesNothing() {
        ConformanceScript("cancel", steps: [
            ScriptStep("load, compose, type") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
            },
            ScriptStep("cancel", expect: ["nav: Profile", "drafts: 3 rows"], absent: ["modal: New draft"]) {
                try $0.tapCancelDraft()
                #expect($0.api.requestCounts.createDraft == 0, "Expected no request")
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func cancelWhileSaving_ignoresTheAnswerUntilTheNextRefresh() {
        ConformanceScript("cancel while saving", steps: [
            ScriptStep("load, compose, type, save, cancel", expect: ["drafts: 3 rows"], absent: ["modal: New draft"]) {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                try $0.tapSaveDraft()
                try $0.tapCancelDraft()
            },
            ScriptStep("the server answers", expect: ["drafts: 3 rows"]) { $0.deliverAllResponses() },
            ScriptStep("refresh", expect: ["drafts: 4 rows", "drafts.row.0.title: \(Self.title)"]) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    /// The refresh was answered before the draft existed and is delivered after the draft was shown: it must not take
    /// the draft away.
    @Test @MainActor func olderRefreshDeliveredAfterTheSave_keepsTheNewDraft() {
        ConformanceScript("stale refresh after a save", steps: [
            ScriptStep("load; refresh, then compose and save") {
                $0.deliverAllResponses()
                try $0.tapRefresh()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                try $0.tapSaveDraft()
                #expect($0.pendingRequests.map(\.description) == ["user", "blogs", "drafts", "createDraft"])
            },
            ScriptStep("the save's answer first", expect: ["drafts: 4 rows"], absent: ["modal: New draft"]) {
                $0.deliverResponse(at: 3)
            },
            ScriptStep("then the older refresh", expect: ["drafts: 4 rows", "drafts.row.0.title: \(Self.title)"]) {
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func saveWhileTheDraftsShowTheirError_showsTheKeptDraftsAndTheNewOne() {
        ConformanceScript("save under a drafts error", steps: [
            ScriptStep("load, then a refresh whose drafts fail", expect: [
                "drafts.error: \(ProfileText.sectionError(.drafts, .offline))", "drafts.new: New draft",
            ]) {
                $0.deliverAllResponses()
                $0.api.injectFault(.error(.offline), on: .drafts)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
            ScriptStep("compose and save", expect: ["drafts: 4 rows", "drafts.row.0.title: \(Self.title)"],
                       absent: ["drafts.error: \(ProfileText.sectionError(.drafts, .offline))"]) {
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                try $0.tapSaveDraft()
                $0.deliverAllResponses()
            },
        ]).runOnAllPatterns()
    }

    @Test @MainActor func teardownWithTheComposeScreenOpenAndItsSaveInFlight_ignoresTheLateAnswer() {
        ConformanceScript("teardown under compose", steps: [
            ScriptStep("load, compose, save failing") {
                $0.deliverAllResponses()
                try $0.tapNewDraft()
                try $0.typeDraftTitle(Self.title)
                $0.api.injectFault(.error(.offline), on: .createDraft)
                try $0.tapSaveDraft()
            },
            ScriptStep("leave the scene", expect: ["nav: (none)"]) { $0.tearDown() },
            ScriptStep("the late failure arrives", expect: ["nav: (none)"]) { driver in
                let work = UIWork.measure { driver.deliverAllResponses() }
                #expect(work == UIWork(), "Expected the late answer to find nobody and do no UI work, found \(work)")
            },
        ]).runOnAllPatterns()
    }
}
