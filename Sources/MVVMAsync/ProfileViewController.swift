// View of the profile screen (the container): ProfileContainerView with the three section views embedded below.
// Owns its view model (view → view model), its view and its three section view controllers (as children).
import ProfileKit

/// The container: embeds the header, blogs and drafts sections, in that order, and forwards view load and
/// refresh to its view model. Its sections come from the composer, each bound to its own section view model.
@MainActor
final class ProfileViewController: ViewController {
    private let viewModel: ProfileViewModel
    private let userInfo: UserInfoViewController
    private let blogList: BlogListViewController
    private let draftList: DraftListViewController
    private lazy var container = ProfileContainerView()

    init(
        viewModel: ProfileViewModel, userInfo: UserInfoViewController, blogList: BlogListViewController,
        draftList: DraftListViewController
    ) {
        self.viewModel = viewModel
        self.userInfo = userInfo
        self.blogList = blogList
        self.draftList = draftList
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        // The button runs the view model's command directly (a target is held weakly).
        container.refreshButton.addTarget(viewModel, action: ProfileViewModel.didTapRefresh)
        setView(container)
    }

    override func viewDidLoad() {
        // Sections first: each binds to its view model as its view loads, before any answer can arrive.
        for section: ViewController in [userInfo, blogList, draftList] { embed(section) }
        viewModel.didLoadView()
    }
}
