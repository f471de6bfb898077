// View-model state of the header ("user info") section: what it shows for one admitted answer. A value type;
// owns nothing, knows no view.
import ProfileKit

/// What the header shows, ready to render: the view copies it without deciding anything.
struct UserInfoState: Equatable {
    enum Content: Equatable {
        case user(avatarName: String?, name: String, handle: String, summary: String)
        case error(message: String)
    }

    /// The ticket (`RequestSequence`) of the answer this state shows. The binder delivers only changes, but
    /// the rendering policy renders every admitted answer once, even one equal to the last (docs/SCENE.md,
    /// "Equal work"): carrying the ticket makes each admitted answer a new state, and so exactly one render.
    let ticket: Int
    let content: Content

    init(ticket: Int, answer: Result<User, APIError>) {
        self.ticket = ticket
        switch answer {
        case .success(let user):
            content = .user(avatarName: user.avatarName, name: user.displayName,
                            handle: ProfileText.handle(user), summary: ProfileText.summary(user))
        case .failure(let error):
            content = .error(message: ProfileText.sectionError(.user, error))
        }
    }
}
