// Leak probe: the references among survivors, each classified strong, weak or unverified.
// Holds the survivors strongly for the length of one analysis, then is dropped.

/// The graph whose nodes are the objects that survived a teardown and whose edges are the references
/// between them that reflection shows, or that closures capture, each checked against memory
/// (``ReferenceClassifier``): strong and unverified references are edges, weak ones are dropped.
struct RetentionGraph {
    /// Survivors, in census order; held strongly only while the graph exists.
    let objects: [AnyObject]
    let typeNames: [String]
    /// Strong and unverified references (weak ones never keep anything alive, so they are not edges).
    let edges: [ReferenceEdge]

    init(survivors: [(object: AnyObject, typeName: String)], heap: HeapInspector = HeapInspector()) {
        objects = survivors.map(\.object)
        let typeNames = survivors.map(\.typeName)
        self.typeNames = typeNames
        edges = ReferenceClassifier.references(among: objects, heap: heap).filter { $0.strength != .weak }
    }
}
