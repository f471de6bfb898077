// The fault matrix: every row a test run on every scene under test (every pattern and the floor, and each change made
// in them, unless its story replaces the row's behaviour), each asserting the exact lines on screen. The rows live in
// FaultMatrix+*.swift; this file holds the suite and what they share.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// Real UIs break at the edges: failing and malformed responses, empty and huge data, exotic text, late
/// callbacks, reused cells, torn-down scenes, impatient fingers. Each row checks that every subject, and every change
/// made in one, shows exactly what docs/SCENE.md (and docs/CHANGING.md) says, line by line.
@Suite struct FaultMatrixTests {}

// MARK: - Expected screens

/// A screen a row expects, line by line: what a column shows, built from the golden first load and from `ProfileText`
/// and `ProfileID`, and what the profile holds, from which a change's own lines are computed (`lines(in:)`).
struct ExpectedScreen {
    /// The lines a column (or the floor) shows.
    var lines: [String]
    /// The blogs the profile holds, each as shown (a like in flight on top), once a blogs answer has succeeded: what
    /// the likes total sums. Nil before that, and on a screen other than the profile.
    var heldBlogs: [Blog]?

    /// A screen other than the profile (a detail, the compose screen), which no change adds to.
    init(_ lines: [String]) {
        self.lines = lines
    }

    init(lines: [String], holding heldBlogs: [Blog]?) {
        self.lines = lines
        self.heldBlogs = heldBlogs
    }

    /// The golden first load of the standard fixture, with each failing section's content replaced by its error. The
    /// profile holds the fixture's blogs unless their answer failed.
    static func firstLoad(failing failures: [APIEndpoint: APIError] = [:]) -> ExpectedScreen {
        var lines = Golden.firstLoad.split(separator: "\n").map(String.init)
        for (section, error) in failures {
            lines.removeAll { isContent(of: section, $0) }
            lines.append(errorLine(section, error))
        }
        return ExpectedScreen(lines: lines, holding: failures[.blogs] == nil ? ProfileFixture.standard.blogs : nil)
    }

    /// The same lines, the profile holding `blogs`: a failed refresh keeps the blogs of the answer before it.
    func holding(_ blogs: [Blog]?) -> ExpectedScreen {
        ExpectedScreen(lines: lines, holding: blogs)
    }

    /// The same screen with `extra` lines (a toast).
    static func + (screen: ExpectedScreen, extra: [String]) -> ExpectedScreen {
        ExpectedScreen(lines: screen.lines + extra, holding: screen.heldBlogs)
    }

    /// The lines `scene` must show: the column's, and those its change adds to the profile (docs/CHANGING.md), computed
    /// from what the profile holds: the likes total of its blogs once a blogs answer succeeded, the sort button always.
    func lines(in scene: SceneUnderTest) -> [String] {
        guard Self.showsProfile(lines) else { return lines }
        switch scene.change {
        case nil, .unlike:
            return lines
        case .likesTotal:
            let total = heldBlogs.map { blogs in ProfileText.likesTotal(blogs.reduce(0) { $0 + $1.likeCount }) }
            return lines + (total.map { ["\(Self.likesTotalPath): \($0)"] } ?? [])
        case .sortPicker:
            return lines + ["\(ProfileID.Blogs.sort): \(ProfileText.sortTitle)"]
        }
    }

    /// A snapshot's lines without those a change adds: what the column shows of the same scene.
    static func columnLines(of snapshot: String) -> [String] {
        snapshot.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("\(likesTotalPath): ") && !line.hasPrefix("\(ProfileID.Blogs.sort): ")
        }
    }

    /// The line a failed section shows in place of its content.
    static func errorLine(_ section: APIEndpoint, _ error: APIError) -> String {
        let path = switch section {
        case .user: header(ProfileID.Header.error)
        case .blogs: ProfileID.Blogs.error
        case .drafts: ProfileID.Drafts.error
        case .like, .unlike: "toast"
        case .createDraft: ProfileID.Compose.error
        }
        return "\(path): \(ProfileText.sectionError(section, error))"
    }

    /// "header.name" for the local name `name`.
    static func header(_ localName: String) -> String { "\(ProfileID.Header.container).\(localName)" }

    /// "blogs.row.3.like: ♥ 144 [selected]" for `blog` shown on `row`.
    static func likeLine(row: Int, _ blog: Blog) -> String {
        "\(ProfileID.blogLikePath(row: row)): \(ProfileText.likeTitle(blog.likeCount))\(blog.isLiked ? " [selected]" : "")"
    }

    /// "blogs.row.3.title: …" for `blog` shown on `row`.
    static func titleLine(row: Int, _ blog: Blog) -> String {
        "\(ProfileID.blogRowPath(row: row)).\(ProfileID.Blogs.title): \(blog.title)"
    }

    static func toastLine(_ message: String) -> String { "toast: \(message)" }

    /// The likes total's path, "header.likes".
    private static var likesTotalPath: String { header(ProfileID.Header.likes) }

    /// Whether the profile is the screen on top: its navigation bar alone, and no modal over it.
    private static func showsProfile(_ lines: [String]) -> Bool {
        lines.contains("nav: \(ProfileText.profileTitle)") && !lines.contains { $0.hasPrefix("modal: ") }
    }

    /// Whether a golden line belongs to `section`'s content (hidden when the section fails).
    private static func isContent(of section: APIEndpoint, _ line: String) -> Bool {
        switch section {
        case .user: line.hasPrefix(ProfileID.Header.container + ".")
        case .blogs: line.hasPrefix(ProfileID.Blogs.table + ": ") || line.hasPrefix(ProfileID.Blogs.table + ".row.")
        case .drafts: line.hasPrefix(ProfileID.Drafts.table + ": ") || line.hasPrefix(ProfileID.Drafts.table + ".row.")
        case .like, .unlike, .createDraft: false
        }
    }
}

// MARK: - Exact screen assertions

/// The lines of the screen right now.
@MainActor
func screenLines(_ driver: SceneDriver) -> [String] {
    driver.snapshot().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Expects the screen to show exactly what `expected` says `scene` shows, no line more, no line less (the renderer
/// fixes the order).
@MainActor
func expectScreen(
    _ driver: SceneDriver, equals expected: ExpectedScreen, _ scene: SceneUnderTest, after step: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = screenLines(driver)
    let lines = expected.lines(in: scene)
    guard actual.sorted() != lines.sorted() else { return }
    Issue.record("""
        Expected \(scene) to show exactly the expected screen after \(step).
        \(SnapshotDiff.describe(expected: lines.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
                                expectedName: "expected", actualName: scene.description))
        """, sourceLocation: sourceLocation)
}

/// Expects every line of `expected` on screen and none of `absent`.
@MainActor
func expectScreen(
    _ driver: SceneDriver, shows expected: [String], absent: [String] = [], _ scene: SceneUnderTest,
    after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = Set(screenLines(driver))
    for line in expected where !lines.contains(line) {
        Issue.record("""
            Expected \(scene) to show "\(line.prefix(200))" after \(step); screen was:
            \(driver.snapshot().prefix(4_000))
            """, sourceLocation: sourceLocation)
    }
    for line in absent where lines.contains(line) {
        Issue.record("Expected \(scene) not to show \"\(line.prefix(200))\" after \(step)", sourceLocation: sourceLocation)
    }
}

// MARK: - Arguments

/// How the server answers a like in a parameterized row.
enum LikeOutcome: Sendable, CustomTestStringConvertible {
    case success
    case failure(APIError)

    static let both: [LikeOutcome] = [.success, .failure(.offline)]

    var testDescription: String {
        switch self {
        case .success: "success"
        case .failure(let error): "failure(\(error))"
        }
    }

    var isSuccess: Bool { failureMessage == nil }

    /// The toast a failed like shows, nil on success.
    var failureMessage: String? {
        if case .failure(let error) = self { error.message } else { nil }
    }

    /// Makes the next like request end this way.
    @MainActor
    func arrange(_ api: MockProfileAPI) {
        if case .failure(let error) = self { api.injectFault(.error(error), on: .like) }
    }
}
