// Shared test helper: how much random testing to do, read from the environment. Value type.
import Foundation

/// The seeds and script length of one differential random run.
///
/// By default 20 seeds × 250 steps on the subjects as they stand (a few seconds in debug), and 10 × 250 on each change
/// request (`perChange`): half as many, as each change alters a little of the scene. The environment asks for more, or
/// replays one, on both:
/// - `ARCHBENCH_RANDOM_STEPS`: total steps (rounded up to whole scripts), e.g. `1000000`;
/// - `ARCHBENCH_RANDOM_SEED`: the first seed (the next ones follow it), e.g. the seed a failure printed;
/// - `ARCHBENCH_RANDOM_SCRIPT_LENGTH`: steps per script.
///
/// ```sh
/// ARCHBENCH_RANDOM_SEED=17 ARCHBENCH_RANDOM_STEPS=250 swift test --filter DifferentialRandom
/// ```
public struct RandomTestPlan: Equatable, Sendable {
    public var firstSeed: UInt64
    public var scriptCount: Int
    public var stepsPerScript: Int

    /// The plan of the default `swift test`.
    public static let standard = RandomTestPlan(firstSeed: 1, scriptCount: 20, stepsPerScript: 250)
    /// The plan of the default `swift test` on each change request made in every subject.
    public static let perChange = RandomTestPlan(firstSeed: 1, scriptCount: 10, stepsPerScript: 250)

    public init(firstSeed: UInt64, scriptCount: Int, stepsPerScript: Int) {
        self.firstSeed = firstSeed
        self.scriptCount = max(1, scriptCount)
        self.stepsPerScript = max(1, stepsPerScript)
    }

    public var seeds: [UInt64] { (0..<UInt64(scriptCount)).map { firstSeed &+ $0 } }
    public var totalSteps: Int { scriptCount * stepsPerScript }

    /// `plan` (the standard one by default), adjusted by whichever `ARCHBENCH_RANDOM_*` variables are set to valid
    /// numbers.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, adjusting plan: RandomTestPlan = .standard
    ) -> RandomTestPlan {
        var plan = plan
        if let length = environment["ARCHBENCH_RANDOM_SCRIPT_LENGTH"].flatMap(Int.init), length > 0 {
            plan.stepsPerScript = length
        }
        if let seed = environment["ARCHBENCH_RANDOM_SEED"].flatMap(UInt64.init) {
            plan.firstSeed = seed
        }
        if let total = environment["ARCHBENCH_RANDOM_STEPS"].flatMap(Int.init), total > 0 {
            plan.scriptCount = (total + plan.stepsPerScript - 1) / plan.stepsPerScript
        }
        return plan
    }
}
