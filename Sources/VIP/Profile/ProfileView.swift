// View of the container module: owns its interactor (view → interactor), its view (the shared ProfileContainerView,
// whose refresh button references it weakly) and the section views its router embeds (its children).
import ProfileKit

/// A section module's view as the container knows it: it loads its section again when asked.
@MainActor
protocol ProfileSectionView: AnyObject {
    func reloadSection()
}

/// The profile screen: the refresh button above the header, blogs and drafts sections, each another module's view,
/// embedded by the container's router when this view loads.
@MainActor
final class ProfileView: View {
    private lazy var container = ProfileContainerView()

    required init(interactor: Interactor) {
        super.init(interactor: interactor)
        title = ProfileText.profileTitle
    }

    override func loadView() {
        container.refreshButton.addTarget(self, action: ProfileView.didTapRefreshButton)
        setView(container)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.refresh(request: ProfileRequest.load)
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: ProfileViewModel.self, in: self) {
        case .reloadSections:
            for case let section as any ProfileSectionView in children { section.reloadSection() }
        }
    }

    private func didTapRefreshButton() {
        interactor.refresh(request: ProfileRequest.refresh)
    }
}
