// The header view: owns its avatar and labels. Knows no entity and no controller — it exposes setters only,
// so any controller can reuse it.
import ProfileKit

/// Shows a user's avatar, name, handle and summary, or in their place the section's error message.
@MainActor
final class UserInfoView: View {
    private let avatarView = ImageView(identifier: ProfileID.Header.avatar)
    private let nameLabel = Label(identifier: ProfileID.Header.name)
    private let handleLabel = Label(identifier: ProfileID.Header.handle)
    private let summaryLabel = Label(identifier: ProfileID.Header.summary)
    private let errorLabel = Label(identifier: ProfileID.Header.error)

    init() {
        super.init(identifier: ProfileID.Header.container)
        for label in [nameLabel, handleLabel, summaryLabel] {
            label.text = ""
        }
        errorLabel.isHidden = true
        for subview: View in [avatarView, nameLabel, handleLabel, summaryLabel, errorLabel] {
            addSubview(subview)
        }
    }

    func showUser(avatarName: String, name: String, handle: String, summary: String) {
        avatarView.imageName = avatarName
        nameLabel.text = name
        handleLabel.text = handle
        summaryLabel.text = summary
        setShowsError(false)
    }

    func showError(_ message: String) {
        errorLabel.text = message
        setShowsError(true)
    }

    // MARK: Private

    private func setShowsError(_ showsError: Bool) {
        for subview: View in [avatarView, nameLabel, handleLabel, summaryLabel] {
            subview.isHidden = showsError
        }
        errorLabel.isHidden = !showsError
    }
}
