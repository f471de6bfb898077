// Specification of the mock API's `createDraft(title:)`: the server's copy, request-time answers, faults and order,
// like every endpoint.
import Foundation
import ProfileKit
import SceneRig
import Testing

@Suite struct CreateDraftTests {
    @Test @MainActor func createDraft_answersWithTheServersCopyAndListsItFirst() {
        let api = MockProfileAPI()
        var created: Draft?
        api.createDraft(title: "Routers, wireframes, coordinators") { created = try? $0.get() }

        #expect(created == Draft(id: 904, title: "Routers, wireframes, coordinators", editedAt: api.serverNow),
                "Expected the next id and the server's clock, found \(String(describing: created))")
        #expect(api.serverDrafts.first == created, "Expected the new draft first in the server's list")
        #expect(api.requestCounts == RequestCounts(createDraft: 1), "Expected one createDraft request counted")
    }

    @Test @MainActor func createDraft_withABlankTitle_isRefusedAndCreatesNothing() {
        let api = MockProfileAPI()
        var error: APIError?
        api.createDraft(title: "  \n") { if case .failure(let failure) = $0 { error = failure } }

        #expect(error == .server(status: 422), "Expected a blank title refused with 422, found \(String(describing: error))")
        #expect(api.serverDrafts.count == 3, "Expected no draft created")
    }

    @Test @MainActor func createDraft_answeringAtRequest_createsOnArrivalAndNamesItsRequest() {
        let api = MockProfileAPI(scheduling: .queued)
        var created: Draft?
        api.createDraft(title: "Queued") { created = try? $0.get() }

        #expect(api.serverDrafts.count == 4 && created == nil, "Expected the draft on the server, the answer still queued")
        #expect(api.pendingRequests.map(\.description) == ["createDraft"], "Expected the pending request named")
        api.deliverAllPendingResponses()
        #expect(created?.title == "Queued", "Expected the answer once delivered")
    }

    @Test @MainActor func createDraft_answeringAtDelivery_createsWhenDelivered() {
        let api = MockProfileAPI(scheduling: .queued, answering: .atDelivery)
        api.createDraft(title: "Later") { _ in }
        #expect(api.serverDrafts.count == 3, "Expected nothing created before delivery")

        api.deliverAllPendingResponses()

        #expect(api.serverDrafts.first?.title == "Later", "Expected the draft created at delivery")
    }

    @Test @MainActor func createDraft_withAFaultInjected_failsAndNeverReachesTheServer() {
        let api = MockProfileAPI(scheduling: .queued)
        api.injectFault(.error(.offline), on: .createDraft)
        var outcomes: [String] = []
        for title in ["First", "Second"] {
            api.createDraft(title: title) { outcomes.append((try? $0.get())?.title ?? "failed") }
        }

        api.deliverAllPendingResponses()

        #expect(outcomes == ["failed", "Second"], "Expected the fault to fail the next request only, found \(outcomes)")
        #expect(api.serverDrafts.map(\.title).prefix(2) == ["Second", "Coordinators: the missing router?"],
                "Expected only the second draft created")
    }

    @Test @MainActor func fetchDrafts_afterACreate_listsTheNewDraftFirst() {
        let api = MockProfileAPI()
        api.createDraft(title: "Fresh") { _ in }
        var titles: [String] = []
        api.fetchDrafts(userID: 42) { titles = ((try? $0.get()) ?? []).map(\.title) }

        #expect(titles.first == "Fresh" && titles.count == 4, "Expected the new draft first of four, found \(titles)")
    }

    @Test func admitOwnChange_admitsNoAnswerToARequestIssuedBefore() {
        var drafts = RequestSequence()
        let before = drafts.next()
        let change = drafts.admitOwnChange()
        let after = drafts.next()

        let beforeAdmitted = drafts.admit(before), afterAdmitted = drafts.admit(after)

        #expect(!beforeAdmitted, "Expected an answer to an earlier request refused after a confirmed change")
        #expect(afterAdmitted, "Expected a request issued after the change admitted")
        #expect(before < change && change < after, "Expected the change numbered between the two requests")
    }
}
