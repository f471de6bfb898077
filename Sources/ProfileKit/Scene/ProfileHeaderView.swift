// The profile header's view, shared by every scene: owns its avatar, labels and error label; references nothing.
// The patterns differ in who decides what it shows (controller, presenter, binding), never in the view.

/// The header: avatar, name, handle and summary — or, when the user failed to load, an error in their place.
///
/// Starts as docs/SCENE.md's "before any response" state: no avatar, empty labels, error hidden.
@MainActor
public final class ProfileHeaderView: View {
    private let avatarView = ImageView(identifier: ProfileID.Header.avatar)
    private let nameLabel = Label(identifier: ProfileID.Header.name)
    private let handleLabel = Label(identifier: ProfileID.Header.handle)
    private let summaryLabel = Label(identifier: ProfileID.Header.summary)
    private let errorLabel = Label(identifier: ProfileID.Header.error)
    /// The likes total of the "likes total" change (docs/CHANGING.md), made by its first `showLikesTotal(_:)`: a
    /// column that does not make the change never has it.
    private var likesLabel: Label?

    public init() {
        super.init(identifier: ProfileID.Header.container)
        for label in [nameLabel, handleLabel, summaryLabel] { label.text = "" }
        errorLabel.isHidden = true
        for subview: View in [avatarView, nameLabel, handleLabel, summaryLabel, errorLabel] { addSubview(subview) }
    }

    /// Shows the user's details and hides the error.
    public func show(avatarName: String?, name: String, handle: String, summary: String) {
        avatarView.imageName = avatarName
        nameLabel.text = name
        handleLabel.text = handle
        summaryLabel.text = summary
        setShowsError(false)
    }

    /// Shows `message` in place of the details.
    public func showError(_ message: String) {
        errorLabel.text = message
        setShowsError(true)
    }

    /// Shows the total of the likes the listed blogs show (the "likes total" change): the first call adds the label,
    /// and a call with the total already shown sets nothing, so a column may call it after every change of its blogs.
    public func showLikesTotal(_ total: Int) {
        let text = ProfileText.likesTotal(total)
        if let likesLabel {
            guard likesLabel.text != text else { return }
            likesLabel.text = text
        } else {
            let label = Label(identifier: ProfileID.Header.likes)
            label.text = text
            addSubview(label)
            likesLabel = label
        }
    }

    private func setShowsError(_ showsError: Bool) {
        for content: View in [avatarView, nameLabel, handleLabel, summaryLabel] { content.isHidden = showsError }
        errorLabel.isHidden = !showsError
    }
}
