// What the memory suite's checks found in one scene of `bench --variant leaky`: a leaky variant (a mistake planted on
// purpose) or a correct scene, and whether that is the mistake planted there. A plain value; measuring finds it
// (LeakyVariantRun), reports write it (LeakyVariantReport).
import SceneRig

/// One scene checked: what survived its teardown, and whether it stayed alive while in use.
public struct LeakyVariantFinding: Codable, Equatable, Sendable {
    public let name: String
    public let mistake: String
    /// `cycle`, `early death`, `growth`, `held by a task`, or `none` for a correct scene.
    public let expected: String
    public let survivors: Int
    /// The distinct strong reference cycles that keep the survivors, as `A.x → B.y → A`.
    public let cycles: [String]
    public let staysAlive: Bool
    /// What died at once, when the scene did not stay alive.
    public let earlyDeath: String?
    /// The first survivor's own account, when no cycle explains it (what a closed screen left behind, what grew).
    public let firstFinding: String?

    /// Creates a finding.
    public init(
        name: String, mistake: String, expected: String, survivors: Int, cycles: [String], staysAlive: Bool,
        earlyDeath: String?, firstFinding: String?
    ) {
        self.name = name
        self.mistake = mistake
        self.expected = expected
        self.survivors = survivors
        self.cycles = cycles
        self.staysAlive = staysAlive
        self.earlyDeath = earlyDeath
        self.firstFinding = firstFinding
    }

    /// The planted mistake was found, and nothing else: a cycle where one was planted, an early death where
    /// one was, neither in a correct scene.
    public var isCaught: Bool {
        switch expected {
        case LeakyVariant.Failure.cycle.rawValue: survivors > 0 && !cycles.isEmpty && staysAlive
        case LeakyVariant.Failure.earlyDeath.rawValue: survivors == 0 && !staysAlive
        case LeakyVariant.Failure.growth.rawValue, LeakyVariant.Failure.heldByTask.rawValue:
            survivors > 0 && cycles.isEmpty && staysAlive
        default: survivors == 0 && staysAlive
        }
    }

    /// One line for the table: the cycle, the early death, or "0 survivors".
    public var found: String {
        if !staysAlive { return earlyDeath ?? "died at once" }
        if survivors == 0 { return "0 survivors" }
        let cycle = cycles.first.map { ", cycle: \($0)" } ?? firstFinding.map { ": \($0)" } ?? ", no visible cycle"
        return "\(survivors) \(survivors == 1 ? "survivor" : "survivors")\(cycle)"
    }
}
