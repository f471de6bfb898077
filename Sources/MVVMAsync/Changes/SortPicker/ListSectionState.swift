// View-model state of a list section (blogs, drafts): its rows or the error in their place, for one admitted
// answer and, for the blogs, one order. A value type; owns nothing, knows no view. The rows stay in the view model.
import ProfileKit

/// What a list section shows. The rows are the view model's (kept, not shown, on an error).
struct ListSectionState: Equatable {
    enum Content: Equatable {
        /// The table is shown, reloaded from the view model's rows.
        case rows
        /// The table is hidden and `message` is shown in its place.
        case error(message: String)
    }

    /// The ticket (`RequestSequence`) of the answer this state shows. The binder delivers only changes, but
    /// every admitted answer reloads its section once, even when nothing changed (docs/SCENE.md, "Equal
    /// work"): carrying the ticket makes each admitted answer a new state, and so exactly one reload.
    let ticket: Int
    let content: Content
    /// The order of the rows (the blogs section's; nil for the drafts'). A new order is a new state, and so one reload.
    var order: BlogOrder?

    init(ticket: Int, answer: Result<Void, APIError>, section: APIEndpoint, order: BlogOrder? = nil) {
        self.ticket = ticket
        self.order = order
        switch answer {
        case .success: content = .rows
        case .failure(let error): content = .error(message: ProfileText.sectionError(section, error))
        }
    }
}
