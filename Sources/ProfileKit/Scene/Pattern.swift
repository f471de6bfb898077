// Pattern: the list of the architectures the repository builds the scene in. A plain value; owns nothing.

/// The architectures ArchBench compares. Tests, the bench and the docs iterate over `allCases`,
/// so a new pattern is one case here and one line in the `Patterns` module (docs/ADD-AN-ARCHITECTURE.md).
public enum Pattern: String, CaseIterable, Sendable, Codable {
    case mvc, mvp, mvvm, viper, vip

    /// The name as people write it: "MVC", "VIPER".
    public var displayName: String { rawValue.uppercased() }
}
