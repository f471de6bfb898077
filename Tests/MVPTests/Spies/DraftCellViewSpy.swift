// Test double: a passive draft row that records what its presenter told it. Owns its log.
@testable import MVP

/// Stands in for `DraftCell`.
@MainActor
final class DraftCellViewSpy: DraftCellView {
    private(set) var displayed: [(title: String, edited: String)] = []

    func display(title: String, edited: String) {
        displayed.append((title, edited))
    }
}
