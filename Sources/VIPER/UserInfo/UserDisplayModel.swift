// Display model of the header, formatted by the UserInfo presenter. A value type; owns nothing, references nothing.

/// The header as the view renders it: the avatar's image name and three strings.
struct UserDisplayModel: Equatable {
    let avatarName: String
    let name: String
    let handle: String
    let summary: String
}
