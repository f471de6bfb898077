// Shared test helper: a user script (steps + what each step must show) run against every pattern,
// requiring every subject's snapshots to be identical after every step. Holds drivers only while running.
import ProfileKit
import SceneRig
import Testing

/// One user action and the lines the screen must (and must not) show afterwards.
public struct ScriptStep: Sendable {
    public let name: String
    public let action: @MainActor @Sendable (SceneDriver) throws -> Void
    public let expectedLines: [String]
    public let absentLines: [String]

    public init(
        _ name: String, expect expectedLines: [String] = [], absent absentLines: [String] = [],
        _ action: @escaping @MainActor @Sendable (SceneDriver) throws -> Void
    ) {
        self.name = name
        self.action = action
        self.expectedLines = expectedLines
        self.absentLines = absentLines
    }
}

/// A named script: the server it starts from (fixture, scheduling, answering, and what `arrange` does to the
/// mock before the scene loads — e.g. a fault for the launch's own requests), and its steps.
public struct ConformanceScript: Sendable {
    public let name: String
    public let fixture: ProfileFixture
    public let scheduling: MockProfileAPI.Scheduling
    public let answering: MockProfileAPI.Answering
    public let arrange: @MainActor @Sendable (MockProfileAPI) -> Void
    public let steps: [ScriptStep]
    /// The change requests whose story replaces a behaviour this script specifies (docs/CHANGING.md, "Replaced
    /// behaviour"): the script does not run on their columns.
    public let replacedBy: Set<ChangeRequest>

    public init(
        _ name: String, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .queued,
        answering: MockProfileAPI.Answering = .atRequest,
        arrange: @escaping @MainActor @Sendable (MockProfileAPI) -> Void = { _ in }, replacedBy: Set<ChangeRequest> = [],
        steps: [ScriptStep]
    ) {
        self.name = name
        self.replacedBy = replacedBy
        self.fixture = fixture
        self.scheduling = scheduling
        self.answering = answering
        self.arrange = arrange
        self.steps = steps
    }

    /// Runs the script on every subject under test (every pattern and the floor); returns the snapshots
    /// per subject (the launch snapshot, then one per step). After every step all subjects must show the same
    /// screen and have asked the UI kit for the same work (docs/SCENE.md, "Equal work").
    ///
    /// Then it runs on each change request under test whose story leaves the script's behaviour as it is
    /// (`replacedBy`): the change's columns, compared with the change's floor the same way (docs/CHANGING.md).
    @MainActor
    @discardableResult
    public func runOnAllPatterns(
        _ subjects: [SceneSubject] = SceneSubject.underTest, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SceneSubject: [String]] {
        var runs: [SceneSubject: Run] = [:]
        for subject in subjects {
            runs[subject] = run(on: subject, sourceLocation: sourceLocation)
        }
        expectIdentical(runs, sourceLocation: sourceLocation)
        for change in ChangeRequest.underTest where !replacedBy.contains(change) {
            run(on: change, subjects, sourceLocation: sourceLocation)
        }
        return runs.mapValues(\.snapshots)
    }

    /// Runs the script on `change` made in every subject under test: the change's columns must agree with the
    /// change's floor as the columns agree with the floor. Returns the snapshots per subject, as `runOnAllPatterns`.
    @MainActor
    @discardableResult
    public func run(
        on change: ChangeRequest, _ subjects: [SceneSubject] = SceneSubject.underTest,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SceneSubject: [String]] {
        var runs: [SceneSubject: Run] = [:]
        for subject in subjects {
            let scene = ChangedScene(subject: subject, change: change)
            runs[subject] = run(composer: scene.composer, named: scene.description, sourceLocation: sourceLocation)
        }
        expectIdentical(runs, change: change, sourceLocation: sourceLocation)
        return runs.mapValues(\.snapshots)
    }

    /// What one subject showed and the UI work it did: at launch, then after each step.
    public struct Run: Sendable {
        public var snapshots: [String] = []
        package var work: [UIWork] = []
    }

    /// Runs the script on one pattern or the floor, checking each step's expected lines.
    @MainActor
    public func run(on pattern: SceneSubject, sourceLocation: SourceLocation = #_sourceLocation) -> Run {
        run(composer: pattern.composer, named: pattern.description, sourceLocation: sourceLocation)
    }

    /// Runs the script on the scene `composer` builds, checking each step's expected lines; `pattern` names it in
    /// failures ("mvc", "mvc+unlike").
    @MainActor
    func run(
        composer: any ProfileSceneComposer.Type, named pattern: String, sourceLocation: SourceLocation
    ) -> Run {
        var run = Run()
        let before = UIWork.total
        let driver = SceneDriver.launch(
            composer: composer, fixture: fixture, scheduling: scheduling, answering: answering, arrange: arrange)
        run.work.append(UIWork.total - before)
        run.snapshots.append(driver.snapshot())
        for (index, step) in steps.enumerated() {
            do {
                run.work.append(try UIWork.measure { try step.action(driver) })
            } catch {
                Issue.record("Expected \(pattern) to perform step \(index + 1) '\(step.name)': \(error)",
                             sourceLocation: sourceLocation)
                return run
            }
            let snapshot = driver.snapshot()
            run.snapshots.append(snapshot)
            let lines = Set(snapshot.split(separator: "\n").map(String.init))
            for line in step.expectedLines where !lines.contains(line) {
                Issue.record("""
                    Expected \(pattern) to show "\(line)" after step \(index + 1) '\(step.name)'; screen was:
                    \(snapshot)
                    """, sourceLocation: sourceLocation)
            }
            for line in step.absentLines where lines.contains(line) {
                Issue.record("""
                    Expected \(pattern) not to show "\(line)" after step \(index + 1) '\(step.name)'; screen was:
                    \(snapshot)
                    """, sourceLocation: sourceLocation)
            }
        }
        return run
    }

    private func expectIdentical(
        _ runs: [SceneSubject: Run], change: ChangeRequest? = nil, sourceLocation: SourceLocation
    ) {
        func name(_ subject: SceneSubject) -> String {
            change.map { ChangedScene(subject: subject, change: $0).description } ?? subject.description
        }
        // The floor is the reference implementation of docs/SCENE.md: every pattern is compared with it.
        guard let reference = ([.floor] + SceneSubject.all).first(where: { runs[$0] != nil }),
              let expected = runs[reference] else {
            return
        }
        func stepName(_ index: Int) -> String { index == 0 ? "launch" : "step \(index) '\(steps[index - 1].name)'" }
        for (pattern, actual) in runs where pattern != reference {
            for (index, (mine, theirs)) in zip(actual.snapshots, expected.snapshots).enumerated() where mine != theirs {
                Issue.record("""
                    Expected \(name(pattern)) to render the same as \(name(reference)) after \(stepName(index)) of '\(name)'.
                    \(SnapshotDiff.describe(expected: theirs, actual: mine, expectedName: name(reference),
                                            actualName: name(pattern)))
                    """, sourceLocation: sourceLocation)
                break
            }
            for (index, (mine, theirs)) in zip(actual.work, expected.work).enumerated() where mine != theirs {
                Issue.record("""
                    Expected \(name(pattern)) to ask the UI kit for the same work as \(name(reference)) in \
                    \(stepName(index)) of '\(name)': \(name(reference)) \(theirs), \(name(pattern)) \(mine)
                    """, sourceLocation: sourceLocation)
                break
            }
            if actual.snapshots.count != expected.snapshots.count {
                Issue.record("Expected \(name(pattern)) to complete as many steps as \(name(reference))",
                             sourceLocation: sourceLocation)
            }
        }
    }
}

/// A line diff of two snapshots, short enough for a test failure message.
public enum SnapshotDiff {
    public static func describe(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let missing = left.filter { !right.contains($0) }.prefix(8)
        let extra = right.filter { !left.contains($0) }.prefix(8)
        return (missing.map { "  only in \(expectedName): \($0)" } + extra.map { "  only in \(actualName): \($0)" })
            .joined(separator: "\n")
    }
}
