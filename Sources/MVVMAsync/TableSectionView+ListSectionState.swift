// Binding target for a list section's state, shared by the blogs and drafts views. References nothing.
import ProfileKit

extension TableSectionView {
    /// Renders `state` without deciding anything: the rows (one reload) or the error in their place.
    func render(_ state: ListSectionState) {
        switch state.content {
        case .rows: showTable()
        case .error(let message): showError(message)
        }
    }
}
