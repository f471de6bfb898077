// One benchmark for one subject (a pattern or the floor): what it measures and how to prepare its batches.
// Holds factories only; the scenes live in the batch sources the runner creates.
import BenchResults
import ProfileKit
import SceneRig

/// Produces batches of one operation, each prepared outside the timed region.
///
/// After a batch has run, the next `prepare` (or `finish`) checks that it did what the benchmark claims —
/// a like batch that ran into "already liked" would measure the wrong path — and records a `problem`.
@MainActor
public protocol BatchSource: AnyObject {
    /// Prepares up to `requested` operations; the returned batch may hold fewer. Nil when the benchmark
    /// cannot run (then `problem` says why).
    func prepare(_ requested: Int) -> PreparedBatch?
    /// Verifies the last batch and releases the scene.
    func finish()
    /// Why the measurement is not valid, if it is not.
    var problem: String? { get }
}

/// A benchmark case: suite, name, subject and parameters, plus how it is measured.
@MainActor
public struct BenchmarkCase {
    public enum Measurement {
        /// Timed and counted per operation.
        case operations(@MainActor () -> any BatchSource)
        /// Counted per operation, not timed: each operation opens a screen and keeps it open, so its counts say what
        /// one open screen's module keeps alive (`live bytes`).
        case openScreen(@MainActor () -> any BatchSource)
        /// Objects and bytes alive once the scene has rendered (counted only).
        case footprint(fixture: ProfileFixture)
        /// What survives teardown (the leak probe).
        case leakCheck
    }

    public let suite: Suite
    public let name: String
    public let subject: SceneSubject
    public let parameters: [String: Int]
    public let measurement: Measurement

    /// The identity its result will carry in a report.
    public var identity: ResultIdentity {
        ResultIdentity(suite: suite, benchmark: name, subject: subject, parameters: parameters.isEmpty ? nil : parameters)
    }

    /// Stable identifier used to hand cases to the counting subprocess, the same as its result's key:
    /// `suite/name/subject[/key=value…]`.
    public var id: String { identity.key }

    /// The text `--filter` matches against: `suite/name/subject` plus parameters.
    public var filterText: String { id }
}
