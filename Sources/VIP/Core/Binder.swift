// Article 000's Binder: the registry of Unity triples by identifier, and the factory that makes a module from one and
// binds its three layers. Owns the registry (metatypes) and the scene's services; references no module.
import ProfileKit

/// Makes modules by identifier: `obtainView(identifier:)` looks the Unity up, instantiates its three classes through
/// their metatypes and binds them — presenter first, then the interactor on it, then the view on that, then the
/// presenter's weak view and its router.
///
/// The article's Binder is a class of statics, configured once at launch (`BinderHelper.initBinder()`); here each
/// scene has its own, made by the composer with the scene's services and kept by every router, so two scenes (or a
/// test and its spies) never share a registry.
@MainActor
final class Binder {
    private var unitySet: [String: Unity] = [:]
    let services: ModuleServices

    init(services: ModuleServices) {
        self.services = services
    }

    func addUnity(_ unity: Unity, identifier: String) {
        unitySet[identifier] = unity
    }

    /// A new module's view, bound; nil when nothing is registered under `identifier`.
    func obtainView(identifier: String) -> View? {
        guard let unity = unitySet[identifier] else { return nil }
        // Bind
        let presenter = unity.presenterType.init()
        let interactor = unity.interactorType.init(presenter: presenter, services: services)
        let view = unity.viewType.init(interactor: interactor)
        presenter.bind(view: view, binder: self)
        return view
    }
}
