// The compose-draft screen's view, shared by every scene: owns its title field, its Save and Cancel buttons and its
// error label; references nothing. Who decides what it shows, and who hears its buttons, is the pattern's business.

/// A title field, Save and Cancel, and an error shown when a save failed (docs/SCENE.md, "Compose a draft").
///
/// Starts as the contract's "editing" state: an empty field, Save and Cancel enabled, no error.
///
/// ```swift
/// composeView.saveButton.addTarget(self, action: ComposeDraftViewController.didTapSave)
/// composeView.showSaving()              // Save sent: Save disabled, no error
/// composeView.showError(error.message)  // Save failed: the message, Save enabled again, the title kept
/// ```
@MainActor
public final class ComposeDraftScreenView: View {
    public let titleField = TextField(identifier: ProfileID.Compose.title)
    public let saveButton = Button(identifier: ProfileID.Compose.save)
    public let cancelButton = Button(identifier: ProfileID.Compose.cancel)
    private let errorLabel = Label(identifier: ProfileID.Compose.error)

    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        titleField.placeholder = ProfileText.draftTitlePlaceholder
        saveButton.title = ProfileText.saveTitle
        cancelButton.title = ProfileText.cancelTitle
        errorLabel.isHidden = true
        for subview: View in [titleField, saveButton, cancelButton, errorLabel] { addSubview(subview) }
    }

    /// The title as typed.
    public var titleText: String { titleField.text }

    /// A save is in flight: Save is disabled (a second tap sends nothing) and the last error is hidden.
    public func showSaving() {
        saveButton.isEnabled = false
        errorLabel.isHidden = true
    }

    /// The save failed: `message` is shown and Save is enabled again; the typed title stays as it is.
    public func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
        saveButton.isEnabled = true
    }
}
