// Leak probe: the live object graph under a root — every class instance reflection reaches, and every reference
// between them, classified from memory. Holds the objects strongly for as long as the graph value lives.

/// A snapshot of who references whom among the live objects under a root, for drawing ownership diagrams.
///
/// Objects are found breadth-first from the root along stored properties (``ReferenceWalker``); each reference
/// among them is then classified strong, weak or unverified, closures' captures included (``ReferenceClassifier``).
/// Boundary objects (the API, the navigation controller) are nodes but are not looked into.
///
/// ```swift
/// let graph = ObjectGraph(root: sceneViewController, boundaries: [api, navigator])
/// for reference in graph.references where reference.strength == .weak { print(graph.typeNames[reference.from]) }
/// ```
package struct ObjectGraph {
    /// The objects, in breadth-first order from the root (index 0).
    package let objects: [AnyObject]
    /// Each object's unqualified dynamic type name (`BlogListPresenter`, `Observable<BlogCellState>`).
    package let typeNames: [String]
    /// Each object's module (`VIPER`, `ProfileKit`), from its qualified type name.
    package let moduleNames: [String]
    /// Every reference among the objects.
    package let references: [ReferenceEdge]

    @MainActor
    package init(root: AnyObject, boundaries: [AnyObject] = []) {
        let boundary = Set(boundaries.map(ObjectIdentifier.init))
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var objects: [AnyObject] = [root]
        var next = 0
        while next < objects.count {
            let object = objects[next]
            next += 1
            guard !boundary.contains(ObjectIdentifier(object)) else { continue }
            for reference in ReferenceWalker.references(of: object, describing: false)
            where !(reference.target is AnyKeyPath) && seen.insert(ObjectIdentifier(reference.target)).inserted {
                objects.append(reference.target)
            }
        }
        self.objects = objects
        typeNames = objects.map(LeakProbe.typeName(of:))
        moduleNames = objects.map { String(String(reflecting: type(of: $0)).prefix { $0 != "." }) }
        references = ReferenceClassifier.references(among: objects).filter { !boundary.contains(ObjectIdentifier(objects[$0.from])) }
    }
}
