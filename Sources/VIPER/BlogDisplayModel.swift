// Display model of one blog row, formatted by the presenter. A value type; owns nothing, references nothing.

/// A blog row as the view renders it: no id, no counts, only what is on screen.
struct BlogDisplayModel: Equatable {
    let title: String
    let summary: String
    let likeTitle: String
    let isLiked: Bool
    let shareText: String
}
