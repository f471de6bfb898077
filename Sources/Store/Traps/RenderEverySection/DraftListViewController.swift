// View of the drafts section (shared TableSectionView, DraftRowCells). Owns its view, the store and its subscriptions,
// whose closures capture it weakly; pushes draft details and presents the compose screen as the state says, through
// its (weak) navigation controller; references the compose screen it presented weakly.
import ProfileKit

/// Renders the drafts section's admitted answer once per answer, feeds the table from the state, sends taps, and opens
/// or closes the screens the state opens or closes: a draft detail pushed, the compose screen presented and dismissed.
@MainActor
final class DraftListViewController: ViewController {
    private let store: ProfileStore
    private lazy var section = TableSectionView.drafts()
    private var subscriptions: [Subscription<ProfileState>] = []
    /// The compose screen presented, while it is up (the navigation controller presents it and owns it).
    private weak var compose: ComposeDraftViewController?

    init(store: ProfileStore) {
        self.store = store
        super.init()
    }

    override func loadView() {
        section.connect(to: self, cellClass: DraftRowCell.self, reuseIdentifier: DraftRowCell.reuseIdentifier)
        section.actionButton?.addTarget(self, action: DraftListViewController.didTapNewDraft)
        setView(section)
    }

    override func viewDidLoad() {
        // The trap: the section renders its answer (the table reloaded) after every action, changed or not.
        subscriptions.append(store.subscribe { [weak self] state in
            guard let self, let answer = state.drafts.answer else { return }
            if let error = answer.content { section.showError(error.message) } else { section.showTable() }
        })
        // Navigation as state, once per opening; a compose screen the state closed is dismissed here.
        subscriptions.append(store.observe({ $0.destination }, removeDuplicates: { $0?.serial == $1?.serial }) {
            [weak self] destination in self?.navigate(to: destination)
        })
    }

    private func navigate(to destination: ProfileState.Destination?) {
        switch destination?.screen {
        case .draftDetail(let draft):
            navigationController?.pushViewController(DraftDetailViewController(draft: draft))
        case .compose:
            guard let serial = destination?.serial else { return }
            let screen = ComposeDraftViewController(store: store, serial: serial)
            compose = screen
            present(screen)
        default:  // another section's screen, or none: a compose screen still up was closed by the state
            if let compose, compose.presentingViewController != nil { compose.dismiss() }
        }
    }

    /// Sent only while the profile is on top: a double tap's second touch lands before the modal covers the button.
    private func didTapNewDraft() {
        guard isOnTop else { return }
        store.send(.newDraftTapped)
    }
}

// MARK: - Table

extension DraftListViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int { store.state.drafts.drafts.count }

    /// A draft row never changes in place: the cell is configured once per row, and observes nothing.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        let draft = store.state.drafts.drafts[row]
        cell.display(title: draft.title, edited: ProfileText.edited(draft.editedAt))
        return cell
    }

    /// Sent only while the profile is on top, as the blogs' selection is.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard isOnTop else { return }
        store.send(.draftSelected(row: row))
    }
}
