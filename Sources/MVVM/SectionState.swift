// View-model state of a list section: its rows, or the error shown in their place. A value type; owns
// nothing, knows no view.

/// What a list section shows. The rows themselves stay in the view model, kept (not shown) on an error.
enum SectionState: Equatable {
    /// The table is visible and shows the section's rows (none before the first response).
    case rows
    /// The table is hidden and `message` is shown in its place.
    case error(message: String)
}
