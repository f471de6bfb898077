// View model of the drafts section: loads and formats the drafts, sends the open-detail and open-compose events, takes
// the new draft back. Owns its state, events, drafts, request order and tasks; references the API; knows no view.
import ProfileKit

/// The drafts section's state and behaviour, testable with a mock API and no view.
///
/// A draft row has no behaviour of its own, so it has no row view model: the list formats a row when the
/// table asks for it.
@MainActor
final class DraftListViewModel {
    enum Event: Equatable {
        case openDraftDetail(for: Draft)
        /// Present the compose screen bound to this view model.
        case openComposeDraft(ComposeDraftViewModel)

        static func == (lhs: Event, rhs: Event) -> Bool {
            switch (lhs, rhs) {
            case let (.openDraftDetail(left), .openDraftDetail(right)): left == right
            case let (.openComposeDraft(left), .openComposeDraft(right)): left === right
            default: false
            }
        }
    }

    /// The section's rows or error; nil until the first admitted answer, so a view bound before renders nothing.
    let state = Dynamic<ListSectionState?>(nil)
    let events = Signal<Event>()

    private let api: any ProfileAPI
    private let userID: Int
    /// The last admitted drafts, kept (not shown) when a later answer is an error.
    private var drafts: [Draft] = []
    private var draftRequests = RequestSequence()
    /// The loads in flight, cancelled when this view model goes (the scene torn down).
    private let tasks = TaskBag()

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
        tasks.start { [weak self, api, userID] in
            do {
                let drafts = try await api.fetchDrafts(userID: userID)
                self?.didLoadDrafts(.success(drafts), ticket: ticket)
            } catch let error as APIError {
                self?.didLoadDrafts(.failure(error), ticket: ticket)
            } catch {
                // Cancelled: this view model is gone, and its answer with it.
            }
        }
    }

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        events.send(.openDraftDetail(for: drafts[row]))
    }

    /// Opens the compose screen, whose new draft comes back through the closure given here.
    func didTapNewDraft() {
        events.send(.openComposeDraft(ComposeDraftViewModel(api: api) { [weak self] draft in self?.didCreate(draft) }))
    }

    /// The new draft goes first, with no refetch: an admitted change of its own, so older answers are refused.
    private func didCreate(_ draft: Draft) {
        drafts.insert(draft, at: 0)
        let ticket = draftRequests.admitOwnChange()
        state.value = ListSectionState(ticket: ticket, answer: .success(()), section: .drafts)
    }

    private func didLoadDrafts(_ result: Result<[Draft], APIError>, ticket: Int) {
        guard draftRequests.admit(ticket) else { return }
        if case .success(let fresh) = result { drafts = fresh }
        state.value = ListSectionState(ticket: ticket, answer: result.map { _ in () }, section: .drafts)
    }
}
