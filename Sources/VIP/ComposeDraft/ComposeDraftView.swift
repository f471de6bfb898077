// View of the ComposeDraft module: owns its interactor (view → interactor) and its view, the shared
// ComposeDraftScreenView, whose buttons reference it weakly; references the route's output weakly until it loads.
import ProfileKit

/// The title field, Save and Cancel. The router hands it the output its draft goes to (`show(route:userInfo:)`); when
/// its view loads it passes that on to its interactor, and then sends each tap with the title as typed.
@MainActor
final class ComposeDraftView: View {
    private lazy var compose = ComposeDraftScreenView()
    /// Weak: the drafts section's interactor, which lives as long as the scene.
    private weak var routedOutput: (any ComposeDraftOutput)?

    required init(interactor: Interactor) {
        super.init(interactor: interactor)
        title = ProfileText.newDraftTitle
    }

    /// `userInfo` must be a `ComposeDraftOutput`: anything else is a route written wrong.
    override func show(route: Router, userInfo: Any?) {
        guard let output = userInfo as? any ComposeDraftOutput else {
            preconditionFailure("ComposeDraftView expects a ComposeDraftOutput as userInfo, got \(String(describing: userInfo))")
        }
        routedOutput = output
    }

    override func loadView() {
        compose.saveButton.addTarget(self, action: ComposeDraftView.didTapSaveButton)
        compose.cancelButton.addTarget(self, action: ComposeDraftView.didTapCancelButton)
        setView(compose)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let routedOutput else {
            preconditionFailure("ComposeDraftView loaded without its output: route here with modal(identifier:) and it")
        }
        interactor.refresh(request: ComposeDraftRequest.open(output: routedOutput))
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: ComposeDraftViewModel.self, in: self) {
        case .saving: compose.showSaving()
        case .error(let message): compose.showError(message)
        }
    }

    private func didTapSaveButton() {
        interactor.refresh(request: ComposeDraftRequest.save(title: compose.titleText))
    }

    private func didTapCancelButton() {
        interactor.refresh(request: ComposeDraftRequest.cancel)
    }
}
