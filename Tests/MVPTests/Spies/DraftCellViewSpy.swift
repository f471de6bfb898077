// Test double: a passive draft row, recording what its presenter filled it with. Owns its log.
@testable import MVP

/// Stands in for the shared `DraftRowCell`.
@MainActor
final class DraftCellViewSpy: DraftCellView {
    struct Display: Equatable {
        let title: String
        let edited: String
    }

    private(set) var displayed: [Display] = []

    func display(title: String, edited: String) { displayed.append(Display(title: title, edited: edited)) }
}
