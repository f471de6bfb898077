// Leak probe: the entry point. Finds every object under some roots by reflection and keeps weak references
// to them, so that after a teardown it can name what survived and why. Holds nothing itself.

/// Finds the objects that outlive a teardown, and the strong reference cycles that keep them.
///
/// 1. **Census, before teardown**: `Mirror` walks the graph from the roots (stored properties of
///    classes and their superclasses, through optionals, arrays, dictionaries, sets, structs, enums and
///    tuples), iteratively with a visited set, so cycles and 10 000-row models are fine. Each class
///    instance is recorded as a weak reference and its type name.
/// 2. **Survivors, after teardown**: the weak references still alive.
/// 3. **Why**: among the survivors, the references Mirror shows become edges. Mirror cannot tell `weak`
///    from strong, so each edge is checked in memory: a strong reference stores the target's address,
///    a weak one a side-table pointer. The probe reads the referring object's heap block (or the array
///    or dictionary buffer holding the reference) and looks for the address; see ``LeakSurvivor``.
///
/// Limits: closure captures are invisible to Mirror (a survivor held only by a closure is reported as
/// "held by a closure or an external reference"). `unowned` references store the address too: when the
/// runtime's unowned count shows some exist, edges to that object are marked unconfirmed, but
/// `unowned(unsafe)` ones are not counted and look strong. A strong reference stored out of line
/// (`indirect` enum payloads are marked unconfirmed; a large struct boxed in an `Any` or protocol-typed
/// property is not detected) looks weak. A custom `Mirror` replaces a type's stored properties. An
/// `unowned` property whose target is already gone crashes reflection, as it would crash the app.
///
/// Pass roots the scene owns, and do not keep them in a variable: the driver's window outlives the
/// teardown by design (the driver owns it), its navigation controller does not.
///
/// ```swift
/// let census = LeakProbe.census(roots: [driver.navigationController].compactMap { $0 }, excluding: [driver.api])
/// driver.tearDown()
/// for survivor in census.survivors() { print(survivor) }
/// // Presenter is kept alive by a strong reference cycle: Presenter.view → ViewController.presenter → Presenter
/// ```
public enum LeakProbe {
    /// Records every class instance reachable from `roots` (the roots included).
    ///
    /// Objects in `excluding` are neither recorded nor looked into: pass what legitimately outlives the
    /// scene (the API its driver owns, shared singletons) so it is not reported as a survivor. Key paths
    /// are skipped too: the runtime caches a literal key path's object for the life of the process
    /// (Observation's registrar keeps some), so it would always "survive".
    @MainActor
    public static func census(roots: [AnyObject], excluding excluded: [AnyObject] = []) -> ObjectCensus {
        var visited = Set(excluded.map(ObjectIdentifier.init))
        var entries: [ObjectCensus.Entry] = []
        var pending = Array(roots.reversed())
        while let object = pending.popLast() {
            guard visited.insert(ObjectIdentifier(object)).inserted, !(object is AnyKeyPath) else { continue }
            entries.append(ObjectCensus.Entry(object: object, name: typeName(of: object)))
            let references = ReferenceWalker.references(of: object, describing: false)
            pending.append(contentsOf: references.reversed().map(\.target))
        }
        return ObjectCensus(entries: entries)
    }

    /// The unqualified dynamic type name, as it appears in paths (`Presenter`).
    package static func typeName(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
