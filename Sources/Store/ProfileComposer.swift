// Composition root of the Store scene: makes the store (state, reducer, API) and the container that owns it. Holds
// nothing; the sections and the screens they open get the store from the container.
import ProfileKit

/// The profile scene as a unidirectional store: one state value, actions, a reducer, effects — the shape The Composable
/// Architecture made popular, written from scratch.
///
/// **What it teaches.** Every rule of the scene is in one function, `ProfileReducer.reduce(_:_:)`: a tap, a pop and an
/// API answer are all actions; the reducer changes the one `ProfileState` in place and returns the API work as an
/// `Effect`, whose answers come back as actions. Views only send actions and render slices of the state: the container
/// (it sends the stack's pops back as an action) and one view controller per section (header, blogs with the likes'
/// toasts, drafts), each told only when its slice changed; a blog cell observes its own row. The blog detail and the
/// compose screen are state too (`destination`): the sections push or present when it appears, compose's saved draft
/// is an action (`draftSaved`), not a delegate.
///
/// **Ownership.** view controllers → the store → the reducer → API; the store ⇢ its subscriptions (owned by the
/// observers) ⇢ their observer; effects' answers ⇢ the store.
///
/// **Seams.** The reducer, tested with a mock API and no view; the store, tested alone with a counter reducer.
public enum ProfileComposer: ProfileSceneComposer {
    public static let summary = """
        Store: a unidirectional store, TCA's shape written from scratch. One ProfileState for the whole scene, one \
        ProfileAction enum (taps, the stack's pops, API answers), one reducer that changes the state in place and \
        returns the API work as an Effect whose answers come back as actions. A container and one view controller per \
        section send actions and render scoped slices, each told only when its slice changed; a blog cell observes its \
        row. The detail and compose screens are state (navigation as state); compose's draft is an action. Seams: the \
        reducer, tested with a mock API and no view; the store, tested alone.
        """

    public static func makeScene(api: any ProfileAPI, userID: Int) -> ViewController {
        let reducer = ProfileReducer(api: api, userID: userID)
        return ProfileViewController(store: ProfileStore(initialState: ProfileState(), reducer: reducer.reduce))
    }
}

/// The scene's store: the generic `Store` on the scene's state and actions, named so (a subclass, not a type alias) because
/// the live objects, and so `bench graph` and leak reports, spell a class by its runtime name.
final class ProfileStore: Store<ProfileState, ProfileAction> {}
