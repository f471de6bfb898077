// The Request, Response and ViewModel of the `SortBlogs` module, reached by `modal(identifier:)` with a
// `SortBlogsRoute` as `userInfo`. Values; own nothing (a route or a request carries the output only on its way in).
import ProfileKit

/// What a route to the sort module brings: the order the blogs section shows, and the output the picked order goes to.
struct SortBlogsRoute: Equatable {
    let order: BlogOrder
    let output: any SortBlogsOutput

    /// The same order for the same output.
    static func == (lhs: SortBlogsRoute, rhs: SortBlogsRoute) -> Bool {
        lhs.order == rhs.order && lhs.output === rhs.output
    }
}

/// What the sort view asks.
enum SortBlogsRequest: Request, Equatable {
    /// The module opens: the order to show selected and where the picked one goes (the route's `userInfo`).
    case open(SortBlogsRoute)
    case pick(BlogOrder)
    case cancel
}

/// What the interactor hands over.
enum SortBlogsResponse: Response, Equatable {
    /// The section's order, to show selected.
    case order(BlogOrder)
    /// The order was handed to the output: the module closes.
    case picked
    case cancelled
}

/// What the sort view shows.
enum SortBlogsViewModel: ViewModel, Equatable {
    case selected(BlogOrder)
}
