// Display model of the profile header: the strings and image name the view shows, already formatted
// by the presenter. A value type; owns nothing, references nothing.

/// The header as the view renders it.
struct ProfileHeaderDisplayModel: Equatable {
    let avatarName: String
    let name: String
    let handle: String
    let summary: String
}
