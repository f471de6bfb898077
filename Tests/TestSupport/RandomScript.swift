// Shared test helper: one generated user script — its seed, its fixture and its steps — in a form a person
// can replay by reading it. Value types; they hold no scene and no driver.
import ProfileKit
import SceneRig

/// One step of a random script.
///
/// Steps name rows, never blogs, so a step keeps a meaning when the shrinker removes the steps before it:
/// it acts on whatever that row shows then, or cannot be performed (and is then a no-op for every subject).
public enum RandomStep: Equatable, Sendable, CustomStringConvertible {
    case tapLike(row: Int)
    /// Taps the like button of the blog detail on top (not performed on another screen).
    case tapDetailLike
    case selectBlog(row: Int)
    case selectDraft(row: Int)
    case back
    case scrollBlogs(row: Int)
    case refresh
    case deliverNextResponse
    /// Delivers the pending response at this position, counted modulo the responses pending then: any order.
    case deliverResponse(at: Int)
    case deliverAllResponses
    /// Taps the drafts section's New draft button (not performed on another screen).
    case openCompose
    /// Types a title into the compose screen (not performed without it).
    case typeDraftTitle(String)
    case saveDraft
    case cancelDraft
    /// Taps the blogs section's Sort (the sort picker's; not performed on another screen).
    case openSort
    /// Picks an order on the sort screen (not performed without it).
    case pickSortOrder(BlogOrder)
    /// Taps Cancel on the sort screen (not performed without it).
    case cancelSort
    /// Taps a button or selects a row twice within one event (not performed when it is not on screen).
    case tapTwice(RepeatedTap)
    /// Makes the next request to `endpoint` fail, whenever its response is delivered.
    case injectFault(APIFault, on: APIEndpoint)
    /// Another client changes the server's data.
    case changeServer(ServerChange)

    public var description: String {
        switch self {
        case .tapLike(let row): "tap like on blog row \(row)"
        case .tapDetailLike: "tap like on the blog detail"
        case .selectBlog(let row): "select blog row \(row)"
        case .selectDraft(let row): "select draft row \(row)"
        case .back: "back"
        case .scrollBlogs(let row): "scroll blogs to row \(row)"
        case .refresh: "refresh"
        case .deliverNextResponse: "deliver the next response"
        case .deliverResponse(let position): "deliver pending response \(position) (modulo those pending)"
        case .deliverAllResponses: "deliver all responses"
        case .openCompose: "tap New draft"
        case .typeDraftTitle(let title): "type the draft title \(title.debugDescription)"
        case .saveDraft: "tap Save on the compose screen"
        case .cancelDraft: "tap Cancel on the compose screen"
        case .openSort: "tap Sort"
        case .pickSortOrder(let order): "pick the order \(order.rawValue) on the sort screen"
        case .cancelSort: "tap Cancel on the sort screen"
        case .tapTwice(let element): "\(element) twice within one event"
        case .injectFault(let fault, let endpoint): "fail the next \(endpoint) request with \(Self.describe(fault))"
        case .changeServer(let change): "another client \(change)"
        }
    }

    /// Plays the step through the driver, as a user (or the network) would. Returns false when the step
    /// could not be performed: its element was not on screen, there was nothing to go back from or deliver.
    @MainActor
    public func perform(on driver: SceneDriver) -> Bool {
        do {
            switch self {
            case .tapLike(let row): try driver.tapLike(blogRow: row)
            case .tapDetailLike: try driver.tapDetailLike()
            case .selectBlog(let row): try driver.selectBlog(row: row)
            case .selectDraft(let row): try driver.selectDraft(row: row)
            case .back: return driver.tapBack()
            case .scrollBlogs(let row): try driver.scrollBlogs(toRow: row)
            case .refresh: try driver.tapRefresh()
            case .deliverNextResponse: return driver.deliverNextResponse()
            case .deliverResponse(let position):
                let pending = driver.api.pendingResponseCount
                return pending > 0 && driver.deliverResponse(at: position % pending)
            case .deliverAllResponses: driver.deliverAllResponses()
            case .openCompose: try driver.tapNewDraft()
            case .typeDraftTitle(let title): try driver.typeDraftTitle(title)
            case .saveDraft: try driver.tapSaveDraft()
            case .cancelDraft: try driver.tapCancelDraft()
            case .openSort: try driver.tapSortBlogs()
            case .pickSortOrder(let order): try driver.pickSortOrder(order)
            case .cancelSort: try driver.tapCancelSort()
            case .tapTwice(let element): return try driver.tapTwice(element)
            case .injectFault(let fault, let endpoint): driver.api.injectFault(fault, on: endpoint)
            case .changeServer(let change): return change.apply(to: driver.api)
            }
            return true
        } catch {
            return false
        }
    }

    /// The step itself, or for a double tap the step that taps its element once.
    var singleTap: RandomStep {
        if case .tapTwice(let element) = self { element.singleTap } else { self }
    }

    private static func describe(_ fault: APIFault) -> String {
        switch fault {
        case .error(.offline): "offline"
        case .error(.server(let status)): "server error \(status)"
        case .error(.notFound): "not found"
        case .error(.malformedPayload): "a malformed payload"
        case .malformedJSON: "malformed JSON"
        case .truncatedJSON: "truncated JSON"
        case .wrongShapeJSON: "JSON of the wrong shape"
        }
    }
}

extension RepeatedTap {
    /// The step that taps this element once.
    public var singleTap: RandomStep {
        switch self {
        case .like(let row): .tapLike(row: row)
        case .detailLike: .tapDetailLike
        case .selectBlog(let row): .selectBlog(row: row)
        case .selectDraft(let row): .selectDraft(row: row)
        case .newDraft: .openCompose
        case .saveDraft: .saveDraft
        case .cancelDraft: .cancelDraft
        case .back: .back
        case .refresh: .refresh
        case .sortBlogs: .openSort
        case .pickSortOrder(let order): .pickSortOrder(order)
        case .cancelSort: .cancelSort
        }
    }
}

/// A change another client makes to the server: rows are positions in the server's list, taken modulo its length.
public enum ServerChange: Equatable, Sendable, CustomStringConvertible {
    case rename(row: Int)
    /// Other readers liked (or unliked) the blog: its count moves, its liked state (ours) does not.
    case moveLikeCount(row: Int, by: Int)
    case insert(at: Int)
    case remove(row: Int)
    case move(row: Int, to: Int)

    public var description: String {
        switch self {
        case .rename(let row): "renames server blog \(row)"
        case .moveLikeCount(let row, let delta): "moves server blog \(row)'s like count by \(delta)"
        case .insert(let position): "adds a blog at server position \(position)"
        case .remove(let row): "removes server blog \(row)"
        case .move(let row, let position): "moves server blog \(row) to position \(position)"
        }
    }

    /// What a rename appends: renames only ever add it, so a blog keeps its first title under any number of them.
    static let renameSuffix = " (edited)"

    /// The title a blog had before any rename: titles are unique in every fixture and every inserted blog, so this
    /// names a blog across renames, where the screen shows no id.
    public static func firstTitle(of title: String) -> String {
        var title = Substring(title)
        while title.hasSuffix(renameSuffix) { title = title.dropLast(renameSuffix.count) }
        return String(title)
    }

    /// Applies the change; false when the server has no blog to change.
    @MainActor
    func apply(to api: MockProfileAPI) -> Bool {
        let blogs = api.serverBlogs
        if case .insert(let position) = self {
            let id = (blogs.map(\.id).max() ?? 0) + 1
            api.insertServerBlog(
                Blog(id: id, title: "New post #\(id)", summary: "Added by another client.", likeCount: id % 7), at: position)
            return true
        }
        guard !blogs.isEmpty else { return false }
        switch self {
        case .rename(let row):
            api.updateServerBlog(id: blogs[row % blogs.count].id) { $0.title += Self.renameSuffix }
        case .moveLikeCount(let row, let delta):
            api.updateServerBlog(id: blogs[row % blogs.count].id) { $0.likeCount = max(0, $0.likeCount + delta) }
        case .remove(let row):
            api.removeServerBlog(id: blogs[row % blogs.count].id)
        case .move(let row, let position):
            api.moveServerBlog(id: blogs[row % blogs.count].id, to: position)
        case .insert:
            break
        }
        return true
    }
}

/// The server data a random script starts from.
public enum RandomFixture: Equatable, Sendable, CustomStringConvertible {
    /// The shipped 12-blog fixture (unicode titles, one blog liked).
    case standard
    /// `ProfileFixture.generated(blogCount:)`: enough rows that scrolling reuses cells.
    case generated(blogCount: Int)

    public var profileFixture: ProfileFixture {
        switch self {
        case .standard: .standard
        case .generated(let blogCount): .generated(blogCount: blogCount)
        }
    }

    public var blogCount: Int {
        switch self {
        case .standard: ProfileFixture.standard.blogs.count
        case .generated(let blogCount): blogCount
        }
    }

    public var draftCount: Int {
        switch self {
        case .standard: ProfileFixture.standard.drafts.count
        case .generated: ProfileFixture.generated(blogCount: 0).drafts.count
        }
    }

    public var description: String {
        switch self {
        case .standard: "the standard fixture"
        case .generated(let blogCount): "\(blogCount) generated blogs"
        }
    }
}

/// A user script drawn from a seed: what `DifferentialRunner` plays on every subject, or on a change made in every
/// subject.
public struct RandomScript: Equatable, Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let fixture: RandomFixture
    /// When the mock server answers: at request time (as a real server does) or at delivery.
    public let answering: MockProfileAPI.Answering
    /// The change request whose scenes the script is played on, nil for the subjects as they stand: its steps may use
    /// what the change adds (the sort screen, the unlike endpoint's faults).
    public let change: ChangeRequest?
    public let steps: [RandomStep]

    public init(
        seed: UInt64, fixture: RandomFixture, answering: MockProfileAPI.Answering = .atRequest,
        change: ChangeRequest? = nil, steps: [RandomStep]
    ) {
        self.seed = seed
        self.fixture = fixture
        self.answering = answering
        self.change = change
        self.steps = steps
    }

    /// The same seed, fixture, server and scenes with other steps: what the shrinker tries.
    public func replacingSteps(_ steps: [RandomStep]) -> RandomScript {
        RandomScript(seed: seed, fixture: fixture, answering: answering, change: change, steps: steps)
    }

    /// One numbered line per step, ready to paste into a conformance script.
    public var numberedSteps: String {
        steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    public var description: String {
        let scenes = change.map { " on the \($0.rawValue) change" } ?? ""
        return "seed \(seed)\(scenes), \(fixture), a server that \(answering), \(steps.count) steps:\n\(numberedSteps)"
    }
}
