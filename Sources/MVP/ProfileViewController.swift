// The container view controller: lays out the refresh button and the three section view controllers, and
// forwards the screen's events. Owns its presenter and (as children) the section view controllers.
import ProfileKit

/// The profile screen as article 004 of the source series builds it with MVP: "three MVPs" in one container.
///
/// It only lays out (the refresh button, then the header, blogs and drafts sections, embedded in that order)
/// and forwards `didLoadView` and `didTapRefresh` to its presenter, which tells every section to load.
@MainActor
final class ProfileViewController: ViewController {
    let presenter: ProfilePresenter
    private let sections: [ViewController]
    private lazy var container = ProfileContainerView()

    init(
        presenter: ProfilePresenter, userInfo: UserInfoViewController, blogList: BlogListViewController,
        draftList: DraftListViewController
    ) {
        self.presenter = presenter
        sections = [userInfo, blogList, draftList]
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        container.refreshButton.addTarget(self, action: ProfileViewController.didTapRefreshButton)
        setView(container)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for section in sections { embed(section) }
        presenter.didLoadView()
    }

    private func didTapRefreshButton() {
        presenter.didTapRefresh()
    }
}
