// The profile screen's root view in the scenes built from section units: owns the refresh button; each section's
// view controller embeds its own view below it. References nothing.

/// The top of docs/SCENE.md's layout for a scene composed of one unit per section: the refresh button. The
/// header, blogs and drafts sections are the views of the child view controllers the container embeds, in
/// that order.
///
/// ```swift
/// override func loadView() {
///     container.refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)
///     setView(container)
/// }
/// override func viewDidLoad() {
///     for section in [userInfo, blogList, draftList] { embed(section) }
/// }
/// ```
@MainActor
public final class ProfileContainerView: View {
    public let refreshButton = Button(identifier: ProfileID.refresh)

    public init() {
        super.init()
        refreshButton.title = ProfileText.refreshTitle
        addSubview(refreshButton)
    }
}
