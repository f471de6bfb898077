// The MVC scene's container: owns the user info, blog list and draft list controllers it embeds (and, through them,
// their views and the model) strongly; its refresh button references it weakly (target–action), and so does the blog
// list, as its delegate.
import ProfileKit

/// The profile screen as a *view container*, not a controller of data.
///
/// It does the three things article 004 of the source series leaves to the scene's view controller: put the child
/// controllers' views on its own, manage their life cycle, and tell each child when to fetch. What a section
/// shows and how it reacts is that child's business: this controller holds no data and no request. It only passes on
/// what one child tells it for another: the blogs' likes total, to the header.
@MainActor
final class ProfileViewController: ViewController {
    private let userInfo: UserInfoViewController
    private let blogList: BlogListViewController
    private let draftList: DraftListViewController
    private lazy var container = ProfileContainerView()

    init(userInfo: UserInfoViewController, blogList: BlogListViewController, draftList: DraftListViewController) {
        self.userInfo = userInfo
        self.blogList = blogList
        self.draftList = draftList
        super.init()
        title = ProfileText.profileTitle
        blogList.delegate = self
    }

    override func loadView() {
        container.refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)
        setView(container)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Top to bottom: header, blogs, drafts. A headless kit has no frames, so order is the layout.
        embed(userInfo)
        embed(blogList)
        embed(draftList)
        loadProfile()
    }

    private func didTapRefresh() {
        loadProfile()
    }

    /// Each child fetches its own section; the order (user, blogs, drafts) is the scene's contract.
    private func loadProfile() {
        userInfo.loadUser()
        blogList.loadBlogs()
        draftList.loadDrafts()
    }
}

extension ProfileViewController: BlogListViewControllerDelegate {
    /// The blogs' likes total is shown in the header, the user info controller's view.
    func blogListViewController(_ controller: BlogListViewController, didUpdateLikesTotal total: Int) {
        userInfo.showLikesTotal(total)
    }
}
