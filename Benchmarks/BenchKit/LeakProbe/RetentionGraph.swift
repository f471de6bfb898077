// Leak probe: the references among survivors, each classified strong, weak or unverified.
// Holds the survivors strongly for the length of one analysis, then is dropped.

/// The graph whose nodes are the objects that survived a teardown and whose edges are the references
/// between them that reflection shows, or that closures capture, each checked against memory
/// (``ReferenceClassifier``): strong and unverified references are edges, weak ones are dropped.
struct RetentionGraph {
    enum Strength { case strong, unverified }

    struct Edge {
        let from: Int
        let to: Int
        /// `Type.property`, as shown in paths.
        let hop: String
        let strength: Strength
    }

    /// Survivors, in census order; held strongly only while the graph exists.
    let objects: [AnyObject]
    let typeNames: [String]
    /// Strong and unverified edges (weak references are not edges).
    let edges: [Edge]

    init(survivors: [(object: AnyObject, typeName: String)], heap: HeapInspector = HeapInspector()) {
        objects = survivors.map(\.object)
        let typeNames = survivors.map(\.typeName)
        self.typeNames = typeNames
        edges = ReferenceClassifier.references(among: objects, heap: heap).compactMap { reference in
            let hop = "\(typeNames[reference.from]).\(reference.propertyPath)" + (reference.isCapture ? " (captured)" : "")
            switch reference.strength {
            case .weak: return nil
            case .strong: return Edge(from: reference.from, to: reference.to, hop: hop, strength: .strong)
            case .unverified: return Edge(from: reference.from, to: reference.to, hop: hop, strength: .unverified)
            }
        }
    }
}
