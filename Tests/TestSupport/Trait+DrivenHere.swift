// The trait that runs a column's own tests only where the rig can drive the column. Holds nothing.
import SceneRig
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the suite where this system can drive `pattern`; elsewhere skips it with the reason
    /// (`Pattern.unavailableHere`: MVVMAsync before macOS 26), as the catalog leaves the column out there.
    public static func drivenHere(_ pattern: Pattern) -> Self {
        .enabled(if: pattern.unavailableHere == nil, Comment(rawValue: pattern.unavailableHere ?? ""))
    }
}
