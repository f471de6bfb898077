// Display model of one draft row, formatted by the presenter. A value type; owns nothing, references nothing.

/// A draft row as the view renders it.
struct DraftDisplayModel: Equatable {
    let title: String
    let edited: String
}
