// Display model of one draft row, formatted by the DraftList presenter. A value type; owns nothing, references nothing.

/// A draft row as the view renders it, with the id of the draft it shows.
struct DraftDisplayModel: Identifiable, Equatable {
    let id: Int
    let title: String
    let edited: String
}
