// The fault matrix: every row a test run on every subject (every pattern and the floor), each asserting the
// exact lines on screen. The rows live in FaultMatrix+*.swift; this file holds the suite and what they share.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// Real UIs break at the edges: failing and malformed responses, empty and huge data, exotic text, late
/// callbacks, reused cells, torn-down scenes, impatient fingers. Each row checks that all five subjects
/// show exactly what docs/SCENE.md says, line by line.
@Suite struct FaultMatrixTests {}

// MARK: - Expected screens

/// Builds expected snapshot lines from the golden first load and from `ProfileText` / `ProfileID`.
enum ExpectedScreen {
    /// The golden first load of the standard fixture, with each failing section's content replaced by its error.
    static func firstLoad(failing failures: [APIEndpoint: APIError] = [:]) -> [String] {
        var lines = Golden.firstLoad.split(separator: "\n").map(String.init)
        for (section, error) in failures {
            lines.removeAll { isContent(of: section, $0) }
            lines.append(errorLine(section, error))
        }
        return lines
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

/// Expects the screen to show exactly `expected`, no line more, no line less (the renderer fixes the order).
@MainActor
func expectScreen(
    _ driver: SceneDriver, equals expected: [String], _ subject: SceneSubject, after step: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = screenLines(driver)
    guard actual.sorted() != expected.sorted() else { return }
    Issue.record("""
        Expected \(subject) to show exactly the expected screen after \(step).
        \(SnapshotDiff.describe(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
                                expectedName: "expected", actualName: subject.description))
        """, sourceLocation: sourceLocation)
}

/// Expects every line of `expected` on screen and none of `absent`.
@MainActor
func expectScreen(
    _ driver: SceneDriver, shows expected: [String], absent: [String] = [], _ subject: SceneSubject,
    after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = Set(screenLines(driver))
    for line in expected where !lines.contains(line) {
        Issue.record("""
            Expected \(subject) to show "\(line.prefix(200))" after \(step); screen was:
            \(driver.snapshot().prefix(4_000))
            """, sourceLocation: sourceLocation)
    }
    for line in absent where lines.contains(line) {
        Issue.record("Expected \(subject) not to show \"\(line.prefix(200))\" after \(step)", sourceLocation: sourceLocation)
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
