// The classic ownership mistakes, one scene each, planted on purpose beside the correct code (`Sources/<Pattern>/Leaky/`):
// what `bench --variant leaky` checks. Never part of the comparison, its baselines or `Pattern.allCases`.
import MVC
import MVP
import MVVM
import ProfileKit
import VIPER

/// A pattern's scene with one ownership mistake, and what the memory suite must find in it.
public enum LeakyVariant: String, CaseIterable, Sendable {
    case mvcStrongCellHandler = "mvc-strong-cell-handler"
    case mvpStrongView = "mvp-strong-view"
    case mvvmStrongBinding = "mvvm-strong-binding"
    case viperStrongView = "viper-strong-view"
    case viperAllWeak = "viper-all-weak"

    /// What the mistake does to the scene.
    public enum Failure: String, Sendable {
        /// A strong reference cycle keeps the scene alive after teardown.
        case cycle
        /// An object dies as soon as the scene is assembled: the scene never works.
        case earlyDeath = "early death"
    }

    public var pattern: Pattern {
        switch self {
        case .mvcStrongCellHandler: .mvc
        case .mvpStrongView: .mvp
        case .mvvmStrongBinding: .mvvm
        case .viperStrongView, .viperAllWeak: .viper
        }
    }

    /// The mistake, in a few words.
    public var mistake: String {
        switch self {
        case .mvcStrongCellHandler: "cell like handler captures its controller strongly"
        case .mvpStrongView: "presenter holds its view strongly"
        case .mvvmStrongBinding: "binding closure captures its view controller strongly"
        case .viperStrongView: "presenter ⇄ view both strong"
        case .viperAllWeak: "every link of a module weak"
        }
    }

    public var failure: Failure { self == .viperAllWeak ? .earlyDeath : .cycle }

    /// The variant's composition root.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .mvcStrongCellHandler: MVC.StrongCellHandlerComposer.self
        case .mvpStrongView: MVP.StrongViewPresenterComposer.self
        case .mvvmStrongBinding: MVVM.StrongBindingCaptureComposer.self
        case .viperStrongView: VIPER.StrongViewPresenterComposer.self
        case .viperAllWeak: VIPER.WeakPresenterComposer.self
        }
    }
}
