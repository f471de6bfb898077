// View model of the drafts section: loads and formats the drafts, sends the open-detail and open-compose events, takes
// the new draft back. Owns its observable state, its events' closure, drafts and request order; references the API;
// knows no view.
import Observation
import ProfileKit

/// The drafts section's state and behaviour, testable with a mock API and no view.
///
/// A draft row has no behaviour of its own, so it has no row view model: the list formats a row when the table asks
/// for it.
@MainActor @Observable
final class DraftListViewModel {
    enum Event {
        case openDraftDetail(for: Draft)
        /// Present the compose screen of this view model.
        case openComposeDraft(ComposeDraftViewModel)
    }

    /// The section's rows or error; nil until the first admitted answer, so a view that reads it before renders nothing.
    private(set) var section: ListSectionState?
    /// Told each event; set by the view when it loads.
    @ObservationIgnored var onEvent: (@MainActor (Event) -> Void)?

    @ObservationIgnored private let api: any ProfileAPI
    @ObservationIgnored private let userID: Int
    /// The last admitted drafts, kept (not shown) when a later answer is an error. Not observed: `section` changes with
    /// every admitted answer, and the reload it causes reads them.
    @ObservationIgnored private var drafts: [Draft] = []
    @ObservationIgnored private var draftRequests = RequestSequence()

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    var numberOfDrafts: Int { drafts.count }

    /// What row `row` shows.
    func draftRow(at row: Int) -> (title: String, edited: String) {
        (drafts[row].title, ProfileText.edited(drafts[row].editedAt))
    }

    func loadDrafts() {
        let ticket = draftRequests.next()
        api.fetchDrafts(userID: userID) { [weak self] result in self?.didLoadDrafts(result, ticket: ticket) }
    }

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        onEvent?(.openDraftDetail(for: drafts[row]))
    }

    /// Opens the compose screen, whose new draft comes back through the closure given here.
    func didTapNewDraft() {
        onEvent?(.openComposeDraft(ComposeDraftViewModel(api: api) { [weak self] draft in self?.didCreate(draft) }))
    }

    /// The new draft goes first, with no refetch: an admitted change of its own, so older answers are refused.
    private func didCreate(_ draft: Draft) {
        drafts.insert(draft, at: 0)
        let ticket = draftRequests.admitOwnChange()
        section = ListSectionState(ticket: ticket, answer: .success(()), section: .drafts)
    }

    private func didLoadDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        if case .success(let fresh) = result { drafts = fresh }
        section = ListSectionState(ticket: ticket, answer: result.map { _ in () }, section: .drafts)
    }
}
