// Shared test helper: a user script (steps + what each step must show) run against every pattern,
// requiring all four snapshots to be identical after every step. Holds drivers only while running.
import Patterns
import ProfileKit
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

/// A named script: the fixture and scheduler it starts from, an optional set-up, and its steps.
public struct ConformanceScript: Sendable {
    public let name: String
    public let fixture: ProfileFixture
    public let scheduling: MockProfileAPI.Scheduling
    public let steps: [ScriptStep]

    public init(
        _ name: String, fixture: ProfileFixture = .standard, scheduling: MockProfileAPI.Scheduling = .queued,
        steps: [ScriptStep]
    ) {
        self.name = name
        self.fixture = fixture
        self.scheduling = scheduling
        self.steps = steps
    }

    /// Runs the script on every pattern and on the floor; returns the snapshots per subject
    /// (the launch snapshot, then one per step).
    @MainActor
    @discardableResult
    public func runOnAllPatterns(
        _ subjects: [SceneSubject] = SceneSubject.all, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SceneSubject: [String]] {
        var snapshots: [SceneSubject: [String]] = [:]
        for subject in subjects {
            snapshots[subject] = run(on: subject, sourceLocation: sourceLocation)
        }
        expectIdentical(snapshots, sourceLocation: sourceLocation)
        return snapshots
    }

    /// Runs the script on one pattern or the floor, checking each step's expected lines.
    @MainActor
    public func run(on pattern: SceneSubject, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let driver = SceneDriver.launch(pattern, fixture: fixture, scheduling: scheduling)
        var snapshots = [driver.snapshot()]
        for (index, step) in steps.enumerated() {
            do {
                try step.action(driver)
            } catch {
                Issue.record("Expected \(pattern.description) to perform step \(index + 1) '\(step.name)': \(error)",
                             sourceLocation: sourceLocation)
                return snapshots
            }
            let snapshot = driver.snapshot()
            snapshots.append(snapshot)
            let lines = Set(snapshot.split(separator: "\n").map(String.init))
            for line in step.expectedLines where !lines.contains(line) {
                Issue.record("""
                    Expected \(pattern.description) to show "\(line)" after step \(index + 1) '\(step.name)'; screen was:
                    \(snapshot)
                    """, sourceLocation: sourceLocation)
            }
            for line in step.absentLines where lines.contains(line) {
                Issue.record("""
                    Expected \(pattern.description) not to show "\(line)" after step \(index + 1) '\(step.name)'; screen was:
                    \(snapshot)
                    """, sourceLocation: sourceLocation)
            }
        }
        return snapshots
    }

    private func expectIdentical(_ snapshots: [SceneSubject: [String]], sourceLocation: SourceLocation) {
        guard let reference = SceneSubject.all.first(where: { snapshots[$0] != nil }),
              let expected = snapshots[reference] else { return }
        for (pattern, actual) in snapshots where pattern != reference {
            for (index, (mine, theirs)) in zip(actual, expected).enumerated() where mine != theirs {
                let step = index == 0 ? "launch" : "step \(index) '\(steps[index - 1].name)'"
                Issue.record("""
                    Expected \(pattern.description) to render the same as \(reference.description) after \(step) of '\(name)'.
                    \(SnapshotDiff.describe(expected: theirs, actual: mine, expectedName: reference.description,
                                            actualName: pattern.description))
                    """, sourceLocation: sourceLocation)
                break
            }
            if actual.count != expected.count {
                Issue.record("Expected \(pattern.description) to complete as many steps as \(reference.description)",
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
