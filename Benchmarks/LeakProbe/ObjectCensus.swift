// Leak probe: objects held weakly under a name each — every object found under some roots (a census), or the roles a
// test lists by hand — to be read again after a teardown. Owns only weak references: it never keeps anything alive.

/// Objects at one moment, each held weakly with its name, to be checked again after a teardown: what the leak probe
/// finds under some roots (the names are type names), or what a check tracks by hand (the names are roles).
///
/// ```swift
/// let census = LeakProbe.census(roots: [driver.navigationController].compactMap { $0 }, excluding: [driver.api])
/// driver.tearDown()
/// let survivors = census.survivors()      // [] when the scene released everything
///
/// var roles = ObjectCensus()
/// roles.track(presenter, as: "BlogDetailPresenter")
/// // … close the screen …
/// print(roles.survivorNames)               // [] when the presenter was freed
/// ```
///
/// Creating a weak reference gives the object a side table (one small allocation), so take the census in
/// a pass of its own, never in one that counts allocations.
public struct ObjectCensus {
    /// One object, held weakly, and its name.
    public struct Entry {
        /// The object, or nil once it is gone.
        public private(set) weak var object: AnyObject?
        /// Its type name in a census the probe took, its role in one a check tracked.
        public let name: String

        package init(object: AnyObject, name: String) {
            self.object = object
            self.name = name
        }
    }

    /// Every object, in the order it was found or tracked.
    public private(set) var entries: [Entry]

    /// An empty census, to track objects by hand.
    public init() {
        entries = []
    }

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// Adds `object` under `name`, held weakly like every entry.
    public mutating func track(_ object: AnyObject, as name: String) {
        entries.append(Entry(object: object, name: name))
    }

    /// How many objects the census holds.
    public var objectCount: Int { entries.count }

    /// The names of the objects, in discovery order (depth-first from the roots) or in the order they were tracked.
    public var names: [String] { entries.map(\.name) }

    /// The names of the objects still alive, in order.
    public var survivorNames: [String] { entries.filter { $0.object != nil }.map(\.name) }

    /// The census of the entries whose object is alive and satisfies `isIncluded`.
    public func filter(_ isIncluded: (AnyObject) -> Bool) -> ObjectCensus {
        ObjectCensus(entries: entries.filter { entry in entry.object.map(isIncluded) ?? false })
    }

    /// The objects still alive, each with the reference path that keeps it, in discovery order.
    ///
    /// Call it after the teardown, once the roots are dropped. The survivors are held strongly only while
    /// this runs. Reflection reads their stored properties, so it runs on the main actor like the UI.
    @MainActor
    public func survivors() -> [LeakSurvivor] {
        let alive = entries.compactMap { entry in entry.object.map { (object: $0, typeName: entry.name) } }
        guard !alive.isEmpty else { return [] }
        return RetentionGraph(survivors: alive).survivors()
    }
}
