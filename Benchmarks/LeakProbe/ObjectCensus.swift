// Leak probe: every object found under the roots before teardown, each held weakly with its type name.
// Owns only weak references: taking a census never keeps anything alive.

/// The objects reachable from some roots at one moment, to be checked again after a teardown.
///
/// ```swift
/// let census = LeakProbe.census(roots: [driver.navigationController].compactMap { $0 }, excluding: [driver.api])
/// driver.tearDown()
/// let survivors = census.survivors()      // [] when the scene released everything
/// ```
///
/// Creating a weak reference gives the object a side table (one small allocation), so take the census in
/// a pass of its own, never in one that counts allocations.
public struct ObjectCensus {
    package struct Entry {
        package weak var object: AnyObject?
        package let typeName: String
    }

    package let entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// How many objects the census found.
    public var objectCount: Int { entries.count }

    /// The type names of the objects found, in discovery order (depth-first from the roots).
    public var typeNames: [String] { entries.map(\.typeName) }

    /// The objects still alive, each with the reference path that keeps it, in discovery order.
    ///
    /// Call it after the teardown, once the roots are dropped. The survivors are held strongly only while
    /// this runs. Reflection reads their stored properties, so it runs on the main actor like the UI.
    @MainActor
    public func survivors() -> [LeakSurvivor] {
        let alive = entries.compactMap { entry in entry.object.map { (object: $0, typeName: entry.typeName) } }
        guard !alive.isEmpty else { return [] }
        return RetentionGraph(survivors: alive).survivors()
    }
}
