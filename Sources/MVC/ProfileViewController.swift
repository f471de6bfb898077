// The MVC scene's container: embeds the user info, blog list and draft list controllers and owns them (and,
// through them, their views and the model) strongly; its refresh button references it weakly (target–action).
import ProfileKit

/// The profile screen as a *view container*, not a controller of data.
///
/// It does the three things the source article leaves to the scene's view controller: create the child
/// views and put them on its own view, manage their life cycle, and tell each child controller when to
/// fetch. What each section shows and how it reacts is its child's business.
@MainActor
final class ProfileViewController: ViewController {
    private let userInfo: UserInfoViewController
    private let blogList: BlogListViewController
    private let draftList: DraftListViewController

    init(userInfo: UserInfoViewController, blogList: BlogListViewController, draftList: DraftListViewController) {
        self.userInfo = userInfo
        self.blogList = blogList
        self.draftList = draftList
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        let root = View()
        let refreshButton = Button(identifier: ProfileID.refresh)
        refreshButton.title = ProfileText.refreshTitle
        refreshButton.addTarget(self, action: ProfileViewController.didTapRefresh)
        root.addSubview(refreshButton)
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Top to bottom: header, blogs, drafts. A headless kit has no frames, so order is the layout.
        embed(userInfo)
        embed(blogList)
        embed(draftList)
        loadProfile()
    }

    // MARK: Events

    private func didTapRefresh() {
        loadProfile()
    }

    // MARK: Private

    /// Each child fetches its own section; the order (user, blogs, drafts) is the scene's contract.
    private func loadProfile() {
        userInfo.loadUser()
        blogList.loadBlogs()
        draftList.loadDrafts()
    }
}
