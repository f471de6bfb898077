// Shared test helper: a scene the suites hold to one specification — a subject as it stands, or a change request made
// in one — with its composer and its name, chosen by the environment. A value type; holds nothing.
import ProfileKit
import SceneRig
import Testing

/// A scene under test: a column or the floor as it stands, or a change request made in one (docs/CHANGING.md). The
/// suites that specify every scene take these as their arguments, so each change module is held to its column's
/// specification without a copy of a test.
///
/// ```swift
/// @Test(arguments: SceneUnderTest.underTest)
/// @MainActor func scene_staysAlive(scene: SceneUnderTest) {
///     StaysAliveCheck.expectStaysAlive(composer: scene.composer, change: scene.change)
/// }
/// ```
public enum SceneUnderTest: Hashable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// A pattern or the floor, unchanged.
    case subject(SceneSubject)
    /// A change request made in a pattern or the floor.
    case changed(ChangedScene)

    /// Every subject under test (`ARCHBENCH_SUBJECTS`), then every change under test (`ARCHBENCH_CHANGES`) made in
    /// each of them.
    public static var underTest: [SceneUnderTest] { underTest(replacedBy: []) }

    /// As `underTest`, without the changes in `replacedBy`: those whose story replaces the behaviour a test specifies
    /// (docs/CHANGING.md, "Replaced behaviour"), as a conformance script's `replacedBy` leaves them out.
    public static func underTest(replacedBy: Set<ChangeRequest>) -> [SceneUnderTest] {
        let subjects = SceneSubject.underTest
        return subjects.map(SceneUnderTest.subject) + ChangeRequest.underTest.filter { !replacedBy.contains($0) }
            .flatMap { change in subjects.map { .changed(ChangedScene(subject: $0, change: change)) } }
    }

    /// The column (or the floor) the scene is, or is a change of.
    public var subject: SceneSubject {
        switch self {
        case .subject(let subject): subject
        case .changed(let scene): scene.subject
        }
    }

    /// The change request made in the scene; nil for a subject as it stands.
    public var change: ChangeRequest? {
        if case .changed(let scene) = self { scene.change } else { nil }
    }

    /// The scene's composition root.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .subject(let subject): subject.composer
        case .changed(let scene): scene.composer
        }
    }

    /// "mvc", "floor", "mvc+unlike".
    public var description: String {
        switch self {
        case .subject(let subject): subject.description
        case .changed(let scene): scene.description
        }
    }

    public var testDescription: String { description }
}

extension SceneDriver {
    /// A driver for a subject or a changed scene on a fresh mock API; `arrange` runs before the scene loads.
    public static func launch(
        _ scene: SceneUnderTest, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .immediate,
        answering: MockProfileAPI.Answering = .atRequest, arrange: (MockProfileAPI) -> Void = { _ in }
    ) -> SceneDriver {
        launch(composer: scene.composer, fixture: fixture, scheduling: scheduling, answering: answering, arrange: arrange)
    }
}
