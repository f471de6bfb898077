// View-model state of the profile header: display-ready text and what is visible. A value type; owns
// nothing, knows no view. The header changes as a whole (one response), so it is bound as a whole.

import ProfileKit

/// What the header shows, ready to render: the view copies it to its subviews without deciding anything.
struct HeaderState: Equatable {
    var avatarName: String?
    var name: String
    var handle: String
    var summary: String
    /// The message shown in place of the content; nil while there is no error.
    var errorMessage: String?

    /// Before the user has loaded: no avatar, empty labels, no error.
    static let empty = HeaderState(avatarName: nil, name: "", handle: "", summary: "", errorMessage: nil)

    /// Whether the avatar and labels are hidden (an error is shown in their place).
    var isContentHidden: Bool { errorMessage != nil }

    init(avatarName: String?, name: String, handle: String, summary: String, errorMessage: String?) {
        self.avatarName = avatarName
        self.name = name
        self.handle = handle
        self.summary = summary
        self.errorMessage = errorMessage
    }

    init(user: User) {
        self.init(avatarName: user.avatarName, name: user.displayName, handle: ProfileText.handle(user),
                  summary: ProfileText.summary(user), errorMessage: nil)
    }

    init(error: APIError) {
        self.init(avatarName: nil, name: "", handle: "", summary: "",
                  errorMessage: ProfileText.sectionError(.user, error))
    }
}
