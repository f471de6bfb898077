// Binding target for the header: renders the view model's `HeaderState` as a whole. References nothing.
import ProfileKit

extension ProfileHeaderView {
    /// Copies the state to the view without deciding anything: the view model already decided.
    func render(_ state: HeaderState) {
        if let message = state.errorMessage {
            showError(message)
        } else {
            show(avatarName: state.avatarName, name: state.name, handle: state.handle, summary: state.summary)
        }
    }
}
