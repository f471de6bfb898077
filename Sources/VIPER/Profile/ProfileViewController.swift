// View of the container module: owns its presenter (view → presenter) and the three section view controllers it
// embeds, strongly; its view is the shared ProfileContainerView, whose refresh button references it weakly.
import ProfileKit

/// The profile screen: the refresh button above the header, blogs and drafts sections, each of them another
/// module's view controller.
///
/// It knows the sections only as view controllers: which module is behind each is the assembly's business. It
/// embeds them, then reports its load; the presenter decides what loading means.
@MainActor
final class ProfileViewController: ViewController {
    let output: any ProfileViewOutput
    /// Held from the assembly to the embedding; the children list holds them too from then on.
    let userInfo: ViewController
    let blogList: ViewController
    let draftList: ViewController

    private lazy var container = ProfileContainerView()

    init(output: any ProfileViewOutput, userInfo: ViewController, blogList: ViewController, draftList: ViewController) {
        self.output = output
        self.userInfo = userInfo
        self.blogList = blogList
        self.draftList = draftList
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        container.refreshButton.addTarget(self, action: ProfileViewController.didTapRefreshButton)
        setView(container)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Top to bottom: a headless kit has no frames, so the order of embedding is the layout.
        embed(userInfo)
        embed(blogList)
        embed(draftList)
        output.didLoadView()
    }

    private func didTapRefreshButton() {
        output.didTapRefresh()
    }
}
