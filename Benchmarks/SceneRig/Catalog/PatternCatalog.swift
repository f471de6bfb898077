// The one place that knows every pattern module: maps each `Pattern` case to its composer.
import Floor
import MVC
import MVP
import MVVM
import MVVMObservation
import MVVMAsync
import ProfileKit
import Store
import VIP
import VIPER

extension Pattern {
    /// The composition root of this pattern's scene.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .mvc: MVC.ProfileComposer.self
        case .mvp: MVP.ProfileComposer.self
        case .mvvm: MVVM.ProfileComposer.self
        case .viper: VIPER.ProfileComposer.self
        case .vip: VIP.ProfileComposer.self
        case .store: Store.ProfileComposer.self
        case .mvvmObservation: MVVMObservation.ProfileComposer.self
        case .mvvmAsync: MVVMAsync.ProfileComposer.self
        }
    }
}

/// The no-architecture baseline (`floor` in reports): one view controller doing everything inline.
@MainActor
public let floorComposer: any ProfileSceneComposer.Type = FloorComposer.self
