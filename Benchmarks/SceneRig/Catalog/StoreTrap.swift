// The store column's classic traps, one module each beside the column (`Sources/Store/Traps/<Trap>/`): what the traps
// suite measures against the careful store, never part of the comparison. The one place that names the trap modules.
import ProfileKit
import StoreChildStorePerLevel
import StoreDiffPerLike
import StoreRenderEverySection
import StoreWholeStateDedupe

/// A cost a unidirectional store is known for, fallen into: the store scene with the smallest realistic mistake that
/// makes it (docs/patterns/Store.md, "The four classic costs"), the mistake written into the files it concerns and
/// every other file a link to the careful store's.
public enum StoreTrap: String, CaseIterable, Sendable, Codable {
    /// The store keeps the state it last told its subscribers, to compare the next one with it whole: a second reference
    /// to every buffer, so the reducer's change to one blog copies the list.
    case wholeStateDedupe = "whole-state-dedupe"
    /// The sections, rows and detail render after every action without comparing what they read.
    case renderEverySection = "render-every-section"
    /// A screen scopes a child store out of the store it was given, as TCA's `scope` did before 1.0: the blogs' store
    /// out of the profile's, a row's and the detail's out of the blogs'. Every action reaches every child store, which
    /// reads its slice out of the new state and tells its subscribers; a row's like goes up through each level.
    case childStorePerLevel = "child-store-per-level"
    /// The blogs in a plain array: a like, and each row that looks itself up after an action, find the blog by a linear
    /// search.
    case diffPerLike = "diff-per-like"

    /// The name in module and directory names: "WholeStateDedupe".
    public var moduleSuffix: String {
        switch self {
        case .wholeStateDedupe: "WholeStateDedupe"
        case .renderEverySection: "RenderEverySection"
        case .childStorePerLevel: "ChildStorePerLevel"
        case .diffPerLike: "DiffPerLike"
        }
    }

    /// The trap's module: "StoreWholeStateDedupe".
    public var moduleName: String { "Store" + moduleSuffix }

    /// Where its sources are, from the package root: "Sources/Store/Traps/WholeStateDedupe".
    public var sourceDirectory: String { "Sources/Store/Traps/\(moduleSuffix)" }

    /// The mistake, in a few words.
    public var mistake: String {
        switch self {
        case .wholeStateDedupe: "the store keeps the last state told, to compare the next one whole"
        case .renderEverySection: "sections, rows and the detail render after every action, changed or not"
        case .childStorePerLevel: "a child store per level: the blogs' out of the profile's, a row's out of the blogs'"
        case .diffPerLike: "blogs in a plain array, found by a linear search"
        }
    }

    /// Which of Store.md's four classic costs it falls into (1 to 4).
    public var classicCost: Int {
        switch self {
        case .wholeStateDedupe: 1
        case .renderEverySection: 2
        case .childStorePerLevel: 3
        case .diffPerLike: 4
        }
    }

    /// The composition root of the trap's scene.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .wholeStateDedupe: StoreWholeStateDedupe.ProfileComposer.self
        case .renderEverySection: StoreRenderEverySection.ProfileComposer.self
        case .childStorePerLevel: StoreChildStorePerLevel.ProfileComposer.self
        case .diffPerLike: StoreDiffPerLike.ProfileComposer.self
        }
    }
}
