// The scene's one state value, its blogs in a plain array found by linear search (the O(N)-per-like trap). A value type;
// owns everything it holds, references nothing.
import Foundation
import ProfileKit

/// Everything the profile scene shows or decides with, in one value that only the reducer changes.
///
/// A section renders when its **answer** changes: each admitted answer (and compose's draft) takes a new serial, so an
/// answer equal to the last one still renders its section once, as docs/SCENE.md's equal work wants, and a section
/// compares one number, never its rows, to know. A row renders when the blog it shows changes (`shownBlog(id:)`).
struct ProfileState {
    var user = UserSection()
    var blogs = BlogsSection()
    var drafts = DraftsSection()
    /// The screen over the profile, if any: navigation is state (pushed or presented when it appears, cleared when the
    /// screen goes).
    var destination: Destination?
    /// The last toast asked for; each one takes a new serial, so the same message twice shows twice.
    var toast: Toast?
    /// Numbers answers, toasts and screens: each new one is newer than all before.
    var serial = 0

    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// An admitted answer of a section, as the section renders it.
    struct Answer<Content: Equatable>: Equatable {
        let serial: Int
        let content: Content
    }

    struct UserSection {
        var requests = RequestSequence()
        /// The admitted answer shown: the user, or the error's text. Nil before any.
        var answer: Answer<Result<User, SectionError>>?
    }

    struct BlogsSection {
        var requests = RequestSequence()
        /// The server's copies, as last accepted; a like in flight is shown on top, never stored. Kept when a later load
        /// fails: they still answer likes.
        var blogs: [Blog] = []
        var pendingLikeIDs: Set<Int> = []
        /// The admitted answer shown: nil for the table, or the error's text. Nil before any.
        var answer: Answer<SectionError?>?

        /// The blog with `id` as a row shows it: the server's copy with a like in flight on top; nil when not held.
        /// The trap: found by a linear search, O(N) in rows, for every row that looks itself up after every action.
        func shownBlog(id: Int) -> Blog? {
            blogs.firstIndex { $0.id == id }.map(shownBlog(at:))
        }

        func shownBlog(at row: Int) -> Blog {
            blogs[row].mergingPendingLike(isPending: pendingLikeIDs.contains(blogs[row].id))
        }
    }

    struct DraftsSection {
        var requests = RequestSequence()
        var drafts: [Draft] = []
        /// The admitted answer (or compose's draft) shown: nil for the table, or the error's text. Nil before any.
        var answer: Answer<SectionError?>?
    }

    /// A section's error as its view shows it.
    struct SectionError: Error, Equatable {
        let message: String
    }

    /// A screen over the profile. `serial` tells two openings of the same blog apart.
    struct Destination: Equatable {
        enum Screen: Equatable {
            case blogDetail(blogID: Int)
            case draftDetail(Draft)
            case compose(Compose)
        }

        let serial: Int
        var screen: Screen

        /// Pushed on the navigation stack, so closed by its pop (compose is presented, and closed by the scene).
        var isPushed: Bool {
            if case .compose = screen { false } else { true }
        }
    }

    /// The compose screen's state: the title as typed and where its save is.
    struct Compose: Equatable {
        enum Phase: Equatable {
            case editing
            case saving
            case failed(message: String)
        }

        var title = ""
        var phase = Phase.editing
    }

    struct Toast: Equatable {
        let serial: Int
        let message: String
    }
}
