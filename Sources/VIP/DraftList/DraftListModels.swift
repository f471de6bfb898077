// The Request, Response and ViewModel of the `DraftList` module (the drafts section), and the output through which the
// ComposeDraft module hands a new draft back. Values and a protocol; own nothing.
import ProfileKit

/// What the drafts view asks.
enum DraftListRequest: Request, Equatable {
    case load
    case select(draftID: Int)
    case newDraft
}

/// What the interactor hands over: admitted answers, the draft to open, and the output a compose module answers to.
enum DraftListResponse: Response {
    case drafts([Draft])
    case failure(APIError)
    case selected(Draft)
    case composeDraft(output: any ComposeDraftOutput)
}

/// One draft row, formatted.
struct DisplayedDraft: Identifiable, Equatable {
    let id: Int
    let title: String
    let edited: String
}

/// What the drafts view shows.
enum DraftListViewModel: ViewModel, Equatable {
    /// Every row, and the table reloaded.
    case rows([DisplayedDraft])
    case error(String)
}

/// Where the ComposeDraft module hands its new draft (compose interactor ⇢ this, weak): the route's `userInfo`, as
/// the article passes data along a route.
@MainActor
protocol ComposeDraftOutput: AnyObject {
    func composeDraft(didCreate draft: Draft)
}
