// View: the profile header. Owns its avatar, labels and error label; knows no view model — it renders a
// `HeaderState` it is handed by the screen's binding.

import ProfileKit

/// The header: avatar, name, handle and summary, or an error in their place.
@MainActor
final class ProfileHeaderView: View {
    private let avatarView = ImageView(identifier: ProfileID.Header.avatar)
    private let nameLabel = Label(identifier: ProfileID.Header.name)
    private let handleLabel = Label(identifier: ProfileID.Header.handle)
    private let summaryLabel = Label(identifier: ProfileID.Header.summary)
    private let errorLabel = Label(identifier: ProfileID.Header.error)

    init() {
        super.init(identifier: ProfileID.Header.container)
        for subview: View in [avatarView, nameLabel, handleLabel, summaryLabel, errorLabel] {
            addSubview(subview)
        }
    }

    func render(_ state: HeaderState) {
        avatarView.imageName = state.avatarName
        nameLabel.text = state.name
        handleLabel.text = state.handle
        summaryLabel.text = state.summary
        for content: View in [avatarView, nameLabel, handleLabel, summaryLabel] {
            content.isHidden = state.isContentHidden
        }
        errorLabel.text = state.errorMessage
        errorLabel.isHidden = state.errorMessage == nil
    }
}
