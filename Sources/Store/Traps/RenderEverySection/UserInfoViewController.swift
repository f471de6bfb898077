// View of the header section (the shared ProfileHeaderView). Owns its view, the store and its subscription, whose
// closure captures it weakly.
import ProfileKit

/// Renders the user section's admitted answer, once per answer.
@MainActor
final class UserInfoViewController: ViewController {
    private let store: ProfileStore
    private lazy var header = ProfileHeaderView()
    private var answers: Subscription<ProfileState>?

    init(store: ProfileStore) {
        self.store = store
        super.init()
    }

    override func loadView() {
        setView(header)
    }

    override func viewDidLoad() {
        // The trap: the header renders its answer after every action, changed or not.
        answers = store.subscribe { [weak self] state in
            if let answer = state.user.answer { self?.render(answer.content) }
        }
    }

    private func render(_ answer: Result<User, ProfileState.SectionError>) {
        switch answer {
        case .success(let user):
            header.show(avatarName: user.avatarName, name: user.displayName, handle: ProfileText.handle(user),
                        summary: ProfileText.summary(user))
        case .failure(let error):
            header.showError(error.message)
        }
    }
}
