// Shared test helper: draws random user scripts from a seed, the same script for the same seed on every run.
// Holds only its random state.
import BenchStatistics
import ProfileKit
import SceneRig

/// Generates the scripts of the differential random test.
///
/// Every fourth seed starts from the standard fixture, the others from 30 generated blogs, so scrolling
/// and cell reuse matter. Two seeds in three get a server that answers at request time, as a real server does,
/// and other clients that change its data; the third answers at delivery time and nobody else touches it.
/// Responses are delivered in any order. Rows are drawn up to one past the last row: a row that does not exist
/// is part of what users do too.
///
/// A script drawn for a change request uses what the change adds: the sort picker's draws the sort screen's steps
/// too; the unlike's makes half the faults it draws for likes fail unlikes instead, and taps only hearts twice (a
/// second tap finds the first one's like or unlike in flight). The likes total's is the subjects' script.
///
/// ```swift
/// let script = RandomScriptGenerator.script(seed: 17, length: 250)
/// let sorting = RandomScriptGenerator.script(seed: 17, length: 250, change: .sortPicker)
/// ```
public enum RandomScriptGenerator {
    /// Blogs in the generated fixture: six screens of the default five-row window.
    public static let generatedBlogCount = 30

    public static func script(seed: UInt64, length: Int, change: ChangeRequest? = nil) -> RandomScript {
        var random = SeededGenerator(seed: seed)
        let fixture: RandomFixture = seed % 4 == 0 ? .standard : .generated(blogCount: generatedBlogCount)
        let answering: MockProfileAPI.Answering = seed % 3 == 2 ? .atDelivery : .atRequest
        let steps = (0..<max(0, length)).map { _ in
            step(for: fixture, answering: answering, change: change, using: &random)
        }
        return RandomScript(seed: seed, fixture: fixture, answering: answering, change: change, steps: steps)
    }

    /// One step, by weight (out of 100): taps and deliveries dominate, as they make the interesting
    /// interleavings; three in a hundred tap one element twice within one event; back is frequent enough that a detail
    /// screen (where taps, scrolls and refreshes cannot be performed) is on top for about a quarter of the steps, not
    /// more. The sort picker's scripts draw out of 110: ten more for the sort screen, closing it about three times as
    /// often as opening it, so that it covers the profile for about one step in eight, not more.
    static func step(
        for fixture: RandomFixture, answering: MockProfileAPI.Answering, change: ChangeRequest? = nil,
        using random: inout SeededGenerator
    ) -> RandomStep {
        switch Int.random(in: 0..<(change == .sortPicker ? 110 : 100), using: &random) {
        case 0..<18: .tapLike(row: row(below: fixture.blogCount, using: &random))
        case 18..<21: .tapTwice(repeatedTap(for: fixture, onlyHearts: change == .unlike, using: &random))
        case 21..<24: .tapDetailLike
        case 24..<38: .deliverNextResponse
        case 38..<48: .deliverResponse(at: Int.random(in: 0..<8, using: &random))
        case 48..<55: .deliverAllResponses
        case 55..<64: .scrollBlogs(row: row(below: fixture.blogCount, using: &random))
        case 64..<71: .refresh
        case 71..<78: fault(takingBackLikes: change == .unlike, using: &random)
        case 78..<83: answering == .atRequest ? serverChange(for: fixture, using: &random) : .deliverNextResponse
        case 83..<86: .selectBlog(row: row(below: fixture.blogCount, using: &random))
        case 86..<88: .selectDraft(row: row(below: fixture.draftCount, using: &random))
        case 88..<90: .openCompose
        case 90..<92: .typeDraftTitle(draftTitles[Int.random(in: 0..<draftTitles.count, using: &random)])
        case 92..<94: .saveDraft
        case 94: .cancelDraft
        case 95..<100: .back
        case 100..<102: .openSort
        case 102..<107: .pickSortOrder(order(using: &random))
        case 107: .cancelSort
        default: .tapTwice(sortTap(using: &random))
        }
    }

    /// An element of the sort picker's tapped twice: Sort, an order, or the sort screen's Cancel.
    private static func sortTap(using random: inout SeededGenerator) -> RepeatedTap {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .sortBlogs
        case 1: .pickSortOrder(order(using: &random))
        default: .cancelSort
        }
    }

    /// An order to pick, by title two times in three: the scene starts newest first, so most picks change the order.
    private static func order(using random: inout SeededGenerator) -> BlogOrder {
        Int.random(in: 0..<3, using: &random) == 0 ? .newest : .title
    }

    /// Any element a user can tap twice within one event (or with `onlyHearts` a row's or the detail's like button), the
    /// rows drawn as single taps draw them.
    private static func repeatedTap(
        for fixture: RandomFixture, onlyHearts: Bool = false, using random: inout SeededGenerator
    ) -> RepeatedTap {
        switch Int.random(in: 0..<(onlyHearts ? 2 : 9), using: &random) {
        case 0: .like(row: row(below: fixture.blogCount, using: &random))
        case 1: .detailLike
        case 2: .selectBlog(row: row(below: fixture.blogCount, using: &random))
        case 3: .selectDraft(row: row(below: fixture.draftCount, using: &random))
        case 4: .newDraft
        case 5: .saveDraft
        case 6: .cancelDraft
        case 7: .back
        default: .refresh
        }
    }

    /// Titles a user might type, a blank one (the server refuses it) included.
    static let draftTitles = ["Notes on routers", "草稿：导航", " ", "Émigré ☕️ drafts"]

    /// Edits, count moves and moves dominate; additions and removals change the list's length.
    private static func serverChange(for fixture: RandomFixture, using random: inout SeededGenerator) -> RandomStep {
        let row = Int.random(in: 0..<max(1, fixture.blogCount), using: &random)
        let change: ServerChange = switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: .rename(row: row)
        case 3..<6: .moveLikeCount(row: row, by: Int.random(in: -3...5, using: &random))
        case 6: .insert(at: row)
        case 7: .remove(row: row)
        default: .move(row: row, to: Int.random(in: 0..<max(1, fixture.blogCount), using: &random))
        }
        return .changeServer(change)
    }

    /// A row of the list, or (one time in twenty) the row just past its end.
    private static func row(below count: Int, using random: inout SeededGenerator) -> Int {
        guard count > 0, Int.random(in: 0..<20, using: &random) > 0 else { return count }
        return Int.random(in: 0..<count, using: &random)
    }

    /// Half the faults hit likes (the toast path), or `takingBackLikes` half of those unlikes; the rest hit one of the
    /// three loads, or a draft's save.
    private static func fault(takingBackLikes: Bool, using random: inout SeededGenerator) -> RandomStep {
        let endpoint: APIEndpoint = switch Int.random(in: 0..<20, using: &random) {
        case 0..<5: .like
        case 5..<10: takingBackLikes ? .unlike : .like
        case 10..<13: .blogs
        case 13..<16: .user
        case 16..<18: .drafts
        default: .createDraft
        }
        let fault: APIFault = switch Int.random(in: 0..<20, using: &random) {
        case 0..<7: .error(.offline)
        case 7..<10: .error(.server(status: 503))
        case 10..<12: .error(.notFound)
        case 12..<15: .malformedJSON
        case 15..<18: .truncatedJSON
        default: .wrongShapeJSON
        }
        return .injectFault(fault, on: endpoint)
    }
}
