// Leak probe: one object that outlived its scene, and the reference path that keeps it. A plain value.

/// An object still alive after teardown, with the strong references that explain why.
///
/// Paths read as `Type.property` hops ending at a type: `cyclePath` for the cycle itself, e.g.
/// `["Presenter.view", "ViewController.presenter", "Presenter"]`, and `retentionPath` from that cycle
/// down to this object when the object is not on it, e.g. `["ViewController.cells[0]", "Cell"]`.
/// A hop the probe could not prove strong ends with `" (unconfirmed)"`.
///
/// When no cycle is visible (`cyclePath == nil`), something reflection cannot see holds the object
/// or its outermost holder among the survivors: a closure capture, a global, a test's local variable.
///
/// ```swift
/// for survivor in census.survivors() { print(survivor) }
/// // Presenter is kept alive by a strong reference cycle: Presenter.view → ViewController.presenter → Presenter
/// ```
public struct LeakSurvivor: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The survivor's dynamic type, unqualified (`Presenter`).
    public let typeName: String
    /// The strong reference cycle that keeps the survivor alive, from its entry back to it; nil when none
    /// is visible to reflection.
    public let cyclePath: [String]?
    /// Hops from the cycle's entry (or from the outermost survivor holding it) to this object; empty
    /// when the object is on the cycle or is itself the outermost.
    public let retentionPath: [String]
    /// One sentence for reports: what keeps the survivor alive.
    public let description: String

    /// A survivor; `description` is derived from the paths.
    public init(typeName: String, cyclePath: [String]?, retentionPath: [String]) {
        self.typeName = typeName
        self.cyclePath = cyclePath
        self.retentionPath = retentionPath
        self.description = LeakSurvivor.describe(typeName: typeName, cyclePath: cyclePath, retentionPath: retentionPath)
    }

    /// A survivor that no cycle explains, with a sentence of its own (what kept it, or what grew).
    public init(typeName: String, finding: String) {
        self.typeName = typeName
        cyclePath = nil
        retentionPath = []
        description = finding
    }

    private static func describe(typeName: String, cyclePath: [String]?, retentionPath: [String]) -> String {
        let through = retentionPath.joined(separator: " → ")
        switch (cyclePath, retentionPath.isEmpty) {
        case let (cycle?, true):
            return "\(typeName) is kept alive by a strong reference cycle: \(cycle.joined(separator: " → "))"
        case let (cycle?, false):
            return "\(typeName) is kept alive by the strong reference cycle \(cycle.joined(separator: " → ")), "
                + "through \(through)"
        case (nil, true):
            return "\(typeName) is held by a closure or an external reference "
                + "(no strong reference to it among the survivors)"
        case (nil, false):
            let holder = retentionPath.first.map(ownerType(ofHop:)) ?? typeName
            return "\(typeName) is held through \(through); \(holder) is held by a closure or an external reference"
        }
    }

    /// `Holder.cells[0] (unconfirmed)` → `Holder`.
    private static func ownerType(ofHop hop: String) -> String {
        String(hop.prefix { $0 != "." && $0 != " " })
    }
}
