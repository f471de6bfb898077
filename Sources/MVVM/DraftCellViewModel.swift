// Row view model of a draft: display-ready text. A value type; owns nothing, knows no view. Drafts never
// change in place, so there is nothing to bind: the cell is configured once per row.

import ProfileKit

/// What a draft row shows.
struct DraftCellViewModel: Equatable {
    let title: String
    let edited: String

    init(draft: Draft) {
        title = draft.title
        edited = ProfileText.edited(draft.editedAt)
    }
}
