// The classic ownership mistakes, one scene each, planted on purpose beside the correct code (`Sources/<Pattern>/Leaky/`):
// what `bench --variant leaky` checks. Never part of the comparison, its baselines or `Pattern.allCases`.
import MVC
import MVCObserverNeverRemoved
import MVP
import MVVM
import ProfileKit
import VIPER
import VIPERStrongRouter

/// A pattern's scene with one ownership mistake, and what the memory suite must find in it.
public enum LeakyVariant: String, CaseIterable, Sendable {
    case mvcStrongCellHandler = "mvc-strong-cell-handler"
    case mvpStrongView = "mvp-strong-view"
    case mvvmStrongBinding = "mvvm-strong-binding"
    case viperStrongView = "viper-strong-view"
    case viperAllWeak = "viper-all-weak"
    case mvcObserverNeverRemoved = "mvc-observer-never-removed"
    case viperStrongRouter = "viper-strong-router"

    /// What the mistake does to the scene.
    public enum Failure: String, Sendable {
        /// A strong reference cycle keeps the scene alive after teardown.
        case cycle
        /// An object dies as soon as the scene is assembled: the scene never works.
        case earlyDeath = "early death"
        /// Each screen opened and closed leaves something behind while the scene lives: no cycle, but growth.
        case growth
    }

    public var pattern: Pattern {
        switch self {
        case .mvcStrongCellHandler, .mvcObserverNeverRemoved: .mvc
        case .mvpStrongView: .mvp
        case .mvvmStrongBinding: .mvvm
        case .viperStrongView, .viperAllWeak, .viperStrongRouter: .viper
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
        case .mvcObserverNeverRemoved: "detail controller never removes its model observer"
        case .viperStrongRouter: "router keeps its presenter (router ⇄ presenter both strong)"
        }
    }

    public var failure: Failure {
        switch self {
        case .viperAllWeak: .earlyDeath
        case .mvcObserverNeverRemoved: .growth
        case .mvcStrongCellHandler, .mvpStrongView, .mvvmStrongBinding, .viperStrongView, .viperStrongRouter: .cycle
        }
    }

    /// Where the mistake is planted, from the package root.
    public var sourcePath: String {
        switch self {
        case .mvcStrongCellHandler: "Sources/MVC/Leaky/StrongCellHandler.swift"
        case .mvpStrongView: "Sources/MVP/Leaky/StrongViewPresenter.swift"
        case .mvvmStrongBinding: "Sources/MVVM/Leaky/StrongBindingCapture.swift"
        case .viperStrongView: "Sources/VIPER/Leaky/StrongViewPresenter.swift"
        case .viperAllWeak: "Sources/VIPER/Leaky/WeakPresenter.swift"
        case .mvcObserverNeverRemoved: "Sources/MVC/Leaky/ObserverNeverRemoved/BlogDetailViewController.swift"
        case .viperStrongRouter: "Sources/VIPER/Leaky/StrongRouter/DraftList/DraftListRouter.swift"
        }
    }

    /// The variant's composition root.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .mvcStrongCellHandler: MVC.StrongCellHandlerComposer.self
        case .mvpStrongView: MVP.StrongViewPresenterComposer.self
        case .mvvmStrongBinding: MVVM.StrongBindingCaptureComposer.self
        case .viperStrongView: VIPER.StrongViewPresenterComposer.self
        case .viperAllWeak: VIPER.WeakPresenterComposer.self
        case .mvcObserverNeverRemoved: MVCObserverNeverRemoved.ProfileComposer.self
        case .viperStrongRouter: VIPERStrongRouter.ProfileComposer.self
        }
    }
}
