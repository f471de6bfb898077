// Pattern: the list of the architectures the repository builds the scene in. A plain value; owns nothing.

/// The architectures ArchBench compares. Tests, the bench and the docs iterate over `allCases`,
/// so a new pattern is one case here and one line in its composer lookup, `Pattern.composer`
/// (docs/ADD-AN-ARCHITECTURE.md). No pattern names it: the catalog is the rig's, not the lesson's.
public enum Pattern: String, CaseIterable, Sendable, Codable {
    case mvc, mvp, mvvm, viper, vip
    case mvvmAsync = "mvvm-async"

    /// The name as people write it, and its module's and folders' name: "MVC", "VIPER", "MVVMAsync".
    public var displayName: String {
        switch self {
        case .mvvmAsync: "MVVMAsync"
        default: rawValue.uppercased()
        }
    }
}
