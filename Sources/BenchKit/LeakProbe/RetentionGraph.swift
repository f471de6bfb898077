// Leak probe: the references among survivors, each classified strong, weak or unverified.
// Holds the survivors strongly for the length of one analysis, then is dropped.

/// The graph whose nodes are the objects that survived a teardown and whose edges are the references
/// between them that reflection shows, each checked against memory.
///
/// Mirror cannot tell `weak` from strong, so every edge is checked where the reference physically lives
/// (the referring object, or a standard collection's buffer inside it): if that memory stores the
/// target's address (and nothing references the target `unowned`) the edge is **strong**; if it does
/// not and the path there was all inline storage, the reference is **weak** and dropped; otherwise
/// (enum payloads, unusual collections, unowned references around, ambiguity) it is **unverified**.
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
        typeNames = survivors.map(\.typeName)
        var indexByIdentity: [ObjectIdentifier: Int] = [:]
        for (index, object) in objects.enumerated() { indexByIdentity[ObjectIdentifier(object)] = index }

        var edges: [Edge] = []
        for (from, object) in objects.enumerated() {
            let references = ReferenceWalker.references(of: object, describing: true)
                .filter { indexByIdentity[ObjectIdentifier($0.target)] != nil }
            let strengths = RetentionGraph.strengths(of: references, heap: heap)
            for (reference, strength) in zip(references, strengths) {
                guard let strength, let to = indexByIdentity[ObjectIdentifier(reference.target)] else { continue }
                edges.append(Edge(from: from, to: to, hop: "\(typeNames[from]).\(reference.propertyPath)",
                                  strength: strength))
            }
        }
        self.edges = edges
    }

    /// The strength of each reference (nil: weak), judged per holder and target: the holder must store
    /// the target's address at least as many times as reflection shows references to it there.
    private static func strengths(of references: [ObjectReference], heap: HeapInspector) -> [Strength?] {
        struct Place: Hashable {
            let holder: ObjectReference.Holder
            let target: ObjectIdentifier
        }
        func place(of reference: ObjectReference) -> Place {
            Place(holder: reference.holder, target: ObjectIdentifier(reference.target))
        }
        var referenceCounts: [Place: Int] = [:]
        for reference in references { referenceCounts[place(of: reference), default: 0] += 1 }
        var storedCounts: [Place: Int] = [:]
        return references.map { reference in
            let location = place(of: reference)
            let stored = storedCounts[location] ?? storedCount(of: reference, heap: heap)
            storedCounts[location] = stored
            guard let stored else { return .unverified }
            if stored >= referenceCounts[location, default: 1] {
                return isReferencedUnowned(reference.target) ? .unverified : .strong
            }
            if stored == 0 { return reference.isStoredInline ? nil : .unverified }
            return .unverified
        }
    }

    /// `unowned` references store the address too: when the runtime counts any to `target` (its unowned
    /// count exceeds the +1 its strong references share), an address found in memory proves nothing.
    private static func isReferencedUnowned(_ target: AnyObject) -> Bool {
        _getUnownedRetainCount(target) > 1
    }

    /// How many times the reference's holder stores the target's address; nil when it cannot be read.
    private static func storedCount(of reference: ObjectReference, heap: HeapInspector) -> Int? {
        let block: UInt
        switch reference.holder {
        case .object(let address), .buffer(let address): block = address
        case .unknown: return nil
        }
        return heap.occurrences(of: ReferenceWalker.address(of: reference.target), inBlockAt: block)
    }
}
