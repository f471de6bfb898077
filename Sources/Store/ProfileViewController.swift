// View of the profile screen (the container): ProfileContainerView with the three sections embedded below. Owns the
// store, its view and its sections (as children).
import ProfileKit

/// The container: embeds the header, blogs and drafts sections, and sends the load, the refresh and the stack's return
/// to the profile as actions. It renders nothing itself: the container view has only the refresh button.
@MainActor
final class ProfileViewController: ViewController {
    let store: ProfileStore
    private let userInfo: UserInfoViewController
    private let blogList: BlogListViewController
    private let draftList: DraftListViewController
    private lazy var container = ProfileContainerView()

    init(store: ProfileStore) {
        self.store = store
        userInfo = UserInfoViewController(store: store)
        blogList = BlogListViewController(store: store)
        draftList = DraftListViewController(store: store)
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        container.refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)
        setView(container)
    }

    override func viewDidLoad() {
        // Sections first: each subscribes as its view loads, before any answer can arrive.
        for section: ViewController in [userInfo, blogList, draftList] { embed(section) }
        store.send(.viewLoaded)
    }

    /// The navigation stack shows the profile again: the screen pushed over it was popped (Back). The pop is the
    /// navigation controller's; the state hears it as an action.
    override func viewWillAppear() {
        store.send(.profileAppeared)
    }

    private func didTapRefresh() {
        store.send(.refreshTapped)
    }
}
