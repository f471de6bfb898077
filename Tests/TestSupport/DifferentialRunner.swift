// Shared test helper: plays one random script on every subject (or on the change it is drawn for, made in every subject)
// in lockstep, each on its own queued mock API built from the same fixture, and reports the first step where they
// disagree or break an invariant.
// Owns the drivers (and so the scenes) of one run, for the length of that run.
import ProfileKit
import SceneRig

/// The first step of a script after which something was wrong, and everything that was.
public struct DifferentialFailure: Error, Equatable, CustomStringConvertible {
    /// 0 for the launch, else the 1-based number of the step.
    public let stepNumber: Int
    public let problems: [String]

    public var description: String { problems.joined(separator: "\n") }
}

/// Runs random scripts on several subjects at once and compares them after every step.
///
/// After each step, every subject must have been able to perform it or not, render the same snapshot, have
/// asked the UI kit for the same work, have made the same requests with the same responses pending, and
/// satisfy its `SceneOracle`. A script drawn for a change request (`RandomScript.change`) is played on that change
/// made in every subject, each compared with the change's floor, the oracle taught the change.
///
/// ```swift
/// let runner = DifferentialRunner()
/// if let report = runner.failureReport(for: RandomScriptGenerator.script(seed: 17, length: 250)) {
///     Issue.record(Comment(rawValue: report))
/// }
/// ```
@MainActor
public struct DifferentialRunner {
    public let subjects: [SceneSubject]

    public init(subjects: [SceneSubject] = SceneSubject.underTest) {
        precondition(!subjects.isEmpty, "A differential run needs at least one subject")
        self.subjects = subjects
    }

    /// One subject's scene and the model it is checked against.
    @MainActor
    private struct Lane {
        let subject: SceneSubject
        /// The scene's name in reports: "mvc", "mvc+unlike".
        let name: String
        let driver: SceneDriver
        var oracle: SceneOracle
        var performed = true
        /// What the last step (the oracle's look included: it scrolls as the step would) asked of the UI kit.
        var work = UIWork()

        /// Plays `step` and returns what is wrong with this scene afterwards, each line naming the subject.
        mutating func play(_ step: RandomStep) -> [String] {
            var expectation: StepExpectation?
            work = UIWork.measure {
                expectation = oracle.expectation(for: step, on: driver)
                performed = step.perform(on: driver)
            }
            guard let expectation else { return [] }
            return oracle.violations(after: step, performed: performed, expected: expectation, on: driver)
                .map { "\(name): \($0)" }
        }
    }

    /// Plays `script` and returns the first failing step, or nil when every step passed.
    public func firstFailure(of script: RandomScript) -> DifferentialFailure? {
        let fixture = script.fixture.profileFixture
        var lanes = subjects.map { subject in
            let scene: SceneUnderTest = script.change.map { .changed(ChangedScene(subject: subject, change: $0)) }
                ?? .subject(subject)
            let before = UIWork.total
            let driver = SceneDriver.launch(scene, fixture: fixture, scheduling: .queued, answering: script.answering)
            let oracle = SceneOracle(launchedOn: driver, change: script.change)
            return Lane(
                subject: subject, name: scene.description, driver: driver, oracle: oracle, work: UIWork.total - before)
        }
        let launchProblems = disagreements(among: lanes, after: "launch")
        if !launchProblems.isEmpty { return DifferentialFailure(stepNumber: 0, problems: launchProblems) }

        for (index, step) in script.steps.enumerated() {
            let violations = lanes.indices.flatMap { lanes[$0].play(step) }
            let problems = disagreements(among: lanes, after: "'\(step)'") + violations
            if !problems.isEmpty { return DifferentialFailure(stepNumber: index + 1, problems: problems) }
        }
        return nil
    }

    /// Plays `script`; when it fails, shrinks it to the shortest script that still fails and describes
    /// that one (seed, numbered steps, what went wrong). Nil when the script passes.
    public func failureReport(for script: RandomScript) -> String? {
        guard let failure = firstFailure(of: script) else { return nil }
        // Steps after the failing one cannot matter: shrink only the prefix that fails.
        let failingPrefix = Array(script.steps.prefix(failure.stepNumber))
        let shortest = script.replacingSteps(ScriptShrinker.shortest(failingPrefix) { steps in
            firstFailure(of: script.replacingSteps(steps)) != nil
        })
        let shortestFailure = firstFailure(of: shortest) ?? failure
        let failingStep = shortestFailure.stepNumber == 0
            ? "launch" : "step \(shortestFailure.stepNumber) '\(shortest.steps[shortestFailure.stepNumber - 1])'"
        let scenes = subjects.map { subject in
            script.change.map { ChangedScene(subject: subject, change: $0).description } ?? subject.description
        }
        let change = script.change.map { "ARCHBENCH_CHANGES=\($0.rawValue) " } ?? ""
        return """
            Expected \(scenes.joined(separator: ", ")) to agree and keep the scene's \
            invariants on seed \(script.seed) (\(script.fixture)); the shortest failing script has \
            \(shortest.steps.count) of its \(script.steps.count) steps:
            \(shortest.numberedSteps)
            After \(failingStep):
            \(shortestFailure)
            Replay: \(change)ARCHBENCH_RANDOM_SEED=\(script.seed) ARCHBENCH_RANDOM_STEPS=\(script.steps.count) \
            ARCHBENCH_RANDOM_SCRIPT_LENGTH=\(script.steps.count) swift test --filter DifferentialRandom
            """
    }

    /// Where the other subjects differ from the reference: the floor when it runs, else the first.
    private func disagreements(among lanes: [Lane], after step: String) -> [String] {
        guard let reference = lanes.first(where: { $0.subject == .floor }) ?? lanes.first else { return [] }
        let referenceSnapshot = reference.driver.snapshot()
        var problems: [String] = []
        for lane in lanes where lane.subject != reference.subject {
            let (name, referenceName) = (lane.name, reference.name)
            if lane.performed != reference.performed {
                problems.append("Expected \(name) to agree with \(referenceName) on whether \(step) could be "
                    + "performed (\(referenceName): \(reference.performed), \(name): \(lane.performed))")
            }
            let snapshot = lane.driver.snapshot()
            if snapshot != referenceSnapshot {
                problems.append("Expected \(name) to render the same as \(referenceName) after \(step):\n"
                    + SnapshotDiff.describe(expected: referenceSnapshot, actual: snapshot,
                                            expectedName: referenceName, actualName: name))
            }
            if lane.driver.api.requestCounts != reference.driver.api.requestCounts {
                problems.append("Expected \(name) to have made the requests \(referenceName) made after \(step): "
                    + "\(reference.driver.api.requestCounts), found \(lane.driver.api.requestCounts)")
            }
            if lane.driver.api.pendingRequests != reference.driver.api.pendingRequests {
                problems.append("Expected \(name) to have the responses pending that \(referenceName) has after "
                    + "\(step): \(reference.driver.api.pendingRequests), found \(lane.driver.api.pendingRequests)")
            }
            if lane.work != reference.work {
                problems.append("Expected \(name) to ask the UI kit for the same work as \(referenceName) in "
                    + "\(step): \(referenceName) \(reference.work), \(name) \(lane.work)")
            }
        }
        return problems
    }
}
