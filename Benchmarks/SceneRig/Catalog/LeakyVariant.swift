// The classic ownership mistakes, one module each beside the correct code (`Sources/<Pattern>/Leaky/<Mistake>/`): what
// `bench --variant leaky` checks, never part of the comparison, its baselines or `Pattern.allCases`. Holds nothing.
import MVCStrongCellHandler
import MVPStrongView
import MVVMAsyncStrongSelfTask
import MVVMStoreBindingNeverEnded
import MVVMObservationStrongEventClosure
import MVVMStrongBinding
import ProfileKit
import StoreStrongSubscription
import VIPERAllWeak
import VIPERStrongRouter
import VIPERStrongView
import VIPStrongRouter

/// A pattern's scene with one ownership mistake, and what the memory suite must find in it.
///
/// Each variant is a module of its own: its pattern's scene, file for file, with the mistake written into the one
/// file it concerns and every other file a link to the correct scene's. So its composer is the correct
/// `ProfileComposer`, building the scene around the mistaken role.
public enum LeakyVariant: String, CaseIterable, Sendable {
    case mvcStrongCellHandler = "mvc-strong-cell-handler"
    case mvpStrongView = "mvp-strong-view"
    case mvvmStrongBinding = "mvvm-strong-binding"
    case viperStrongView = "viper-strong-view"
    case viperAllWeak = "viper-all-weak"
    case mvvmStoreBindingNeverEnded = "mvvm-store-binding-never-ended"
    case viperStrongRouter = "viper-strong-router"
    case vipStrongRouter = "vip-strong-router"
    case storeStrongSubscription = "store-strong-subscription"
    case mvvmObservationStrongEventClosure = "mvvm-observation-strong-event-closure"
    case mvvmAsyncStrongSelfTask = "mvvm-async-strong-self-task"

    /// What the mistake does to the scene.
    public enum Failure: String, Sendable {
        /// A strong reference cycle keeps the scene alive after teardown.
        case cycle
        /// An object dies as soon as the scene is assembled: the scene never works.
        case earlyDeath = "early death"
        /// Each screen opened and closed leaves something behind while the scene lives: no cycle, but growth.
        case growth
        /// An object outlives its screen, or the scene's teardown, while a task that captured it strongly awaits an
        /// answer: the task holds it, where reflection cannot follow, until the answer comes.
        case heldByTask = "held by a task"
    }

    public var pattern: Pattern {
        switch self {
        case .mvcStrongCellHandler: .mvc
        case .mvpStrongView: .mvp
        case .mvvmStrongBinding, .mvvmStoreBindingNeverEnded: .mvvm
        case .viperStrongView, .viperAllWeak, .viperStrongRouter: .viper
        case .vipStrongRouter: .vip
        case .storeStrongSubscription: .store
        case .mvvmObservationStrongEventClosure: .mvvmObservation
        case .mvvmAsyncStrongSelfTask: .mvvmAsync
        }
    }

    /// The mistake, in a few words.
    public var mistake: String {
        switch self {
        case .mvcStrongCellHandler: "cell like handler captures its controller strongly"
        case .mvpStrongView: "presenter holds its view strongly"
        case .mvvmStrongBinding: "binding closure captures its view controller strongly"
        case .viperStrongView: "presenter ⇄ view both strong"
        case .viperAllWeak: "view holds its presenter weakly (every link weak)"
        case .mvvmStoreBindingNeverEnded: "detail view model never ends its binding to the store"
        case .viperStrongRouter: "router keeps its presenter (router ⇄ presenter both strong)"
        case .vipStrongRouter: "router keeps its presenter, as article 000's does (router ⇄ presenter both strong)"
        case .storeStrongSubscription: "subscription closure captures its view controller strongly"
        case .mvvmObservationStrongEventClosure: "event closure set on the view model captures its view controller strongly"
        case .mvvmAsyncStrongSelfTask: "compose screen's save task captures its view model strongly"
        }
    }

    public var failure: Failure {
        switch self {
        case .viperAllWeak: .earlyDeath
        case .mvvmStoreBindingNeverEnded: .growth
        case .mvvmAsyncStrongSelfTask: .heldByTask
        case .mvcStrongCellHandler, .mvpStrongView, .mvvmStrongBinding, .viperStrongView, .viperStrongRouter,
             .vipStrongRouter, .storeStrongSubscription, .mvvmObservationStrongEventClosure: .cycle
        }
    }

    /// The variant's composition root.
    @MainActor
    public var composer: any ProfileSceneComposer.Type {
        switch self {
        case .mvcStrongCellHandler: MVCStrongCellHandler.ProfileComposer.self
        case .mvpStrongView: MVPStrongView.ProfileComposer.self
        case .mvvmStrongBinding: MVVMStrongBinding.ProfileComposer.self
        case .viperStrongView: VIPERStrongView.ProfileComposer.self
        case .viperAllWeak: VIPERAllWeak.ProfileComposer.self
        case .mvvmStoreBindingNeverEnded: MVVMStoreBindingNeverEnded.ProfileComposer.self
        case .viperStrongRouter: VIPERStrongRouter.ProfileComposer.self
        case .vipStrongRouter: VIPStrongRouter.ProfileComposer.self
        case .storeStrongSubscription: StoreStrongSubscription.ProfileComposer.self
        case .mvvmObservationStrongEventClosure: MVVMObservationStrongEventClosure.ProfileComposer.self
        case .mvvmAsyncStrongSelfTask: MVVMAsyncStrongSelfTask.ProfileComposer.self
        }
    }
}
