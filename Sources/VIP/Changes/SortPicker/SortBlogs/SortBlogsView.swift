// View of the SortBlogs module: owns its interactor (view → interactor) and its view, the shared SortBlogsScreenView,
// whose buttons reference it weakly; keeps the route's order, and its output weakly, until it loads.
import ProfileKit

/// One button per order and Cancel. The router hands it the section's order and the output the picked order goes to
/// (`show(route:userInfo:)`); when its view loads it passes them on to its interactor, and then sends each tap.
@MainActor
final class SortBlogsView: View {
    private lazy var sortScreen = SortBlogsScreenView()
    /// The section's order the route brought, read once when the view loads.
    private var routedOrder: BlogOrder?
    /// Weak: the blogs section's interactor, which lives as long as the scene.
    private weak var routedOutput: (any SortBlogsOutput)?

    required init(interactor: Interactor) {
        super.init(interactor: interactor)
        title = ProfileText.sortBlogsTitle
    }

    /// `userInfo` must be a `SortBlogsRoute`: anything else is a route written wrong.
    override func show(route: Router, userInfo: Any?) {
        guard let sortRoute = userInfo as? SortBlogsRoute else {
            preconditionFailure("SortBlogsView expects a SortBlogsRoute as userInfo, got \(String(describing: userInfo))")
        }
        routedOrder = sortRoute.order
        routedOutput = sortRoute.output
    }

    override func loadView() {
        for (order, button) in sortScreen.orderButtons {
            button.addTarget(self) { view in { view.didTapOrderButton(order) } }
        }
        sortScreen.cancelButton.addTarget(self, action: SortBlogsView.didTapCancelButton)
        setView(sortScreen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let routedOrder, let routedOutput else {
            preconditionFailure("SortBlogsView loaded without its route: route here with modal(identifier:) and it")
        }
        interactor.refresh(request: SortBlogsRequest.open(SortBlogsRoute(order: routedOrder, output: routedOutput)))
    }

    override func display(viewModel: any ViewModel) {
        switch expect(viewModel, as: SortBlogsViewModel.self, in: self) {
        case .selected(let order): sortScreen.showSelected(order)
        }
    }

    private func didTapOrderButton(_ order: BlogOrder) {
        interactor.refresh(request: SortBlogsRequest.pick(order))
    }

    private func didTapCancelButton() {
        interactor.refresh(request: SortBlogsRequest.cancel)
    }
}
