// Effect: what a reducer asks the store to do after it changed the state — nothing, one more action, or work that
// answers later with actions (an API call). A value; owns the closures it runs, which capture no state.

/// The work a reducer returns beside its state change, run by the store once the change is rendered.
///
/// An effect that talks to the API is `.run`: the store hands it `send`, which holds the store weakly, so an answer
/// that arrives after the scene is gone sends into nothing (docs/SCENE.md, "Lifecycle and ownership").
///
/// ```swift
/// return .run { send in api.likeBlog(id: id) { send(.likeAnswered(id: id, $0)) } }
/// ```
struct Effect<Action> {
    fileprivate enum Operation {
        case none
        case send(Action)
        case run(@MainActor (_ send: @escaping @MainActor (Action) -> Void) -> Void)
        case merge([Effect])
    }

    fileprivate let operation: Operation

    /// No work.
    static var none: Effect { Effect(operation: .none) }

    /// `action`, sent to the store at once after this one (a child's output handed to its parent: compose's draft).
    static func send(_ action: Action) -> Effect { Effect(operation: .send(action)) }

    /// Work that answers later: `body` is given the store's `send`, held weakly by it.
    static func run(_ body: @escaping @MainActor (_ send: @escaping @MainActor (Action) -> Void) -> Void) -> Effect {
        Effect(operation: .run(body))
    }

    /// The effects, run in order.
    static func merge(_ effects: Effect...) -> Effect { Effect(operation: .merge(effects)) }

    /// Runs the effect with `send`.
    @MainActor
    func run(with send: @escaping @MainActor (Action) -> Void) {
        switch operation {
        case .none: break
        case .send(let action): send(action)
        case .run(let body): body(send)
        case .merge(let effects): for effect in effects { effect.run(with: send) }
        }
    }
}
