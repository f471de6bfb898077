// The change catalog: each change request made in each column, and the composer of each such scene. The one place
// that names the change modules (`Sources/<Column>/Changes/<Change>/`). Holds nothing.
import FloorLikesTotal
import FloorSortPicker
import FloorUnlike
import MVCLikesTotal
import MVCSortPicker
import MVCUnlike
import MVPLikesTotal
import MVPSortPicker
import MVPUnlike
import MVVMLikesTotal
import MVVMObservationLikesTotal
import MVVMObservationSortPicker
import MVVMObservationUnlike
import MVVMSortPicker
import MVVMUnlike
import StoreLikesTotal
import StoreSortPicker
import StoreUnlike
import MVVMAsyncLikesTotal
import MVVMAsyncSortPicker
import MVVMAsyncUnlike
import VIPERLikesTotal
import VIPERSortPicker
import VIPERUnlike
import VIPLikesTotal
import VIPSortPicker
import VIPUnlike
import ProfileKit

/// A feature request made in every column, as a practitioner of the column would make it (docs/CHANGING.md). Each is a
/// user story with its acceptance script (`Tests/ConformanceTests/Changes/`); what it needs of the shared ground is in
/// ProfileKit once, for every column alike.
public enum ChangeRequest: String, CaseIterable, Sendable, Codable {
    /// A rule change inside one feature: tap a liked heart to take the like back.
    case unlike
    /// A change to state shared across screens: the header shows the total of the listed blogs' likes.
    case likesTotal = "likes-total"
    /// A new screen wired into navigation that hands something back: a sort screen for the blogs.
    case sortPicker = "sort-picker"

    /// The name in module and directory names: "Unlike", "LikesTotal", "SortPicker".
    public var moduleSuffix: String {
        switch self {
        case .unlike: "Unlike"
        case .likesTotal: "LikesTotal"
        case .sortPicker: "SortPicker"
        }
    }

    /// The story, in a line.
    public var story: String {
        switch self {
        case .unlike: "As a reader, I tap a liked heart to take my like back, on the list and on the detail."
        case .likesTotal: "As an author, I see the total of my blogs' likes in the header, right through every like."
        case .sortPicker: "As a reader, I pick the order of the blogs on a sort screen, and the list keeps it."
        }
    }

    /// The change made in every subject: the patterns and the floor.
    public var scenes: [ChangedScene] { SceneSubject.all.map { ChangedScene(subject: $0, change: self) } }
}

/// One change request made in one column (or the floor): a module of its own beside the column.
public struct ChangedScene: Hashable, Sendable, CustomStringConvertible {
    public let subject: SceneSubject
    public let change: ChangeRequest

    public init(subject: SceneSubject, change: ChangeRequest) {
        self.subject = subject
        self.change = change
    }

    /// Every change in every subject, change by change.
    public static let all: [ChangedScene] = ChangeRequest.allCases.flatMap(\.scenes)

    /// "mvc+unlike", "floor+sort-picker".
    public var description: String { "\(subject)+\(change.rawValue)" }

    /// The column's module name: "MVC", "Floor".
    public var columnModule: String {
        switch subject {
        case .pattern(let pattern): pattern.displayName
        case .floor: "Floor"
        }
    }

    /// The change's module: "MVCUnlike", "FloorSortPicker".
    public var moduleName: String { columnModule + change.moduleSuffix }

    /// Where the column's sources are, from the package root: "Sources/MVC".
    public var columnDirectory: String { "Sources/\(columnModule)" }

    /// Where the change's sources are, from the package root: "Sources/MVC/Changes/Unlike".
    public var sourceDirectory: String { "\(columnDirectory)/Changes/\(change.moduleSuffix)" }

    /// Where the change's own tests are, from the package root (they exist where the column has tests of its own).
    public var testDirectory: String { "Tests/Changes/\(moduleName)Tests" }

    /// Where the column's own tests are, from the package root (nil for the floor, which has none).
    public var columnTestDirectory: String? {
        if case .pattern = subject { "Tests/\(columnModule)Tests" } else { nil }
    }

    /// The composition root of the changed scene.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch change {
        case .unlike:
            switch subject {
            case .pattern(.mvc): MVCUnlike.ProfileComposer.self
            case .pattern(.mvp): MVPUnlike.ProfileComposer.self
            case .pattern(.mvvm): MVVMUnlike.ProfileComposer.self
            case .pattern(.viper): VIPERUnlike.ProfileComposer.self
            case .pattern(.vip): VIPUnlike.ProfileComposer.self
            case .pattern(.store): StoreUnlike.ProfileComposer.self
            case .pattern(.mvvmObservation): MVVMObservationUnlike.ProfileComposer.self
            case .pattern(.mvvmAsync): MVVMAsyncUnlike.ProfileComposer.self
            case .floor: FloorUnlike.FloorComposer.self
            }
        case .likesTotal:
            switch subject {
            case .pattern(.mvc): MVCLikesTotal.ProfileComposer.self
            case .pattern(.mvp): MVPLikesTotal.ProfileComposer.self
            case .pattern(.mvvm): MVVMLikesTotal.ProfileComposer.self
            case .pattern(.viper): VIPERLikesTotal.ProfileComposer.self
            case .pattern(.vip): VIPLikesTotal.ProfileComposer.self
            case .pattern(.store): StoreLikesTotal.ProfileComposer.self
            case .pattern(.mvvmObservation): MVVMObservationLikesTotal.ProfileComposer.self
            case .pattern(.mvvmAsync): MVVMAsyncLikesTotal.ProfileComposer.self
            case .floor: FloorLikesTotal.FloorComposer.self
            }
        case .sortPicker:
            switch subject {
            case .pattern(.mvc): MVCSortPicker.ProfileComposer.self
            case .pattern(.mvp): MVPSortPicker.ProfileComposer.self
            case .pattern(.mvvm): MVVMSortPicker.ProfileComposer.self
            case .pattern(.viper): VIPERSortPicker.ProfileComposer.self
            case .pattern(.vip): VIPSortPicker.ProfileComposer.self
            case .pattern(.store): StoreSortPicker.ProfileComposer.self
            case .pattern(.mvvmObservation): MVVMObservationSortPicker.ProfileComposer.self
            case .pattern(.mvvmAsync): MVVMAsyncSortPicker.ProfileComposer.self
            case .floor: FloorSortPicker.FloorComposer.self
            }
        }
    }
}
