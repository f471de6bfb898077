// Display model of one blog row, formatted by the BlogList presenter. A value type; owns nothing, references nothing.

/// A blog row as the view renders it, with the id of the blog it shows: the presenter finds a row by it.
struct BlogDisplayModel: Identifiable, Equatable {
    let id: Int
    let title: String
    let summary: String
    let likeTitle: String
    let isLiked: Bool
    let shareText: String
}
