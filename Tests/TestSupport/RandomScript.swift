// Shared test helper: one generated user script — its seed, its fixture and its steps — in a form a person
// can replay by reading it. Value types; they hold no scene and no driver.
import ProfileKit

/// One step of a random script.
///
/// Steps name rows, never blogs, so a step keeps a meaning when the shrinker removes the steps before it:
/// it acts on whatever that row shows then, or cannot be performed (and is then a no-op for every subject).
public enum RandomStep: Equatable, Sendable, CustomStringConvertible {
    case tapLike(row: Int)
    case selectBlog(row: Int)
    case selectDraft(row: Int)
    case back
    case scrollBlogs(row: Int)
    case refresh
    case deliverNextResponse
    case deliverAllResponses
    /// Makes the next response of `endpoint` fail; the fault stays queued until that response is delivered.
    case injectFault(APIFault, on: APIEndpoint)

    public var description: String {
        switch self {
        case .tapLike(let row): "tap like on blog row \(row)"
        case .selectBlog(let row): "select blog row \(row)"
        case .selectDraft(let row): "select draft row \(row)"
        case .back: "back"
        case .scrollBlogs(let row): "scroll blogs to row \(row)"
        case .refresh: "refresh"
        case .deliverNextResponse: "deliver the next response"
        case .deliverAllResponses: "deliver all responses"
        case .injectFault(let fault, let endpoint): "fail the next \(endpoint) response with \(Self.describe(fault))"
        }
    }

    /// Plays the step through the driver, as a user (or the network) would. Returns false when the step
    /// could not be performed: its element was not on screen, there was nothing to go back from or deliver.
    @MainActor
    public func perform(on driver: SceneDriver) -> Bool {
        do {
            switch self {
            case .tapLike(let row): try driver.tapLike(blogRow: row)
            case .selectBlog(let row): try driver.selectBlog(row: row)
            case .selectDraft(let row): try driver.selectDraft(row: row)
            case .back: return driver.tapBack()
            case .scrollBlogs(let row): try driver.scrollBlogs(toRow: row)
            case .refresh: try driver.tapRefresh()
            case .deliverNextResponse: return driver.deliverNextResponse()
            case .deliverAllResponses: driver.deliverAllResponses()
            case .injectFault(let fault, let endpoint): driver.api.injectFault(fault, on: endpoint)
            }
            return true
        } catch {
            return false
        }
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

/// A user script drawn from a seed: what `DifferentialRunner` plays on every subject.
public struct RandomScript: Equatable, Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let fixture: RandomFixture
    public let steps: [RandomStep]

    public init(seed: UInt64, fixture: RandomFixture, steps: [RandomStep]) {
        self.seed = seed
        self.fixture = fixture
        self.steps = steps
    }

    /// The same seed and fixture with other steps: what the shrinker tries.
    public func replacingSteps(_ steps: [RandomStep]) -> RandomScript {
        RandomScript(seed: seed, fixture: fixture, steps: steps)
    }

    /// One numbered line per step, ready to paste into a conformance script.
    public var numberedSteps: String {
        steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    public var description: String {
        "seed \(seed), \(fixture), \(steps.count) steps:\n\(numberedSteps)"
    }
}
