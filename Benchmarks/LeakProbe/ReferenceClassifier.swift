// Leak probe: every reference among a set of live objects, each classified strong, weak or unverified from memory.
// Holds the objects only while one classification runs.

/// Classifies the references among live objects.
///
/// Mirror cannot tell `weak` from strong, so every reference is checked where it physically lives (the referring
/// object, or a standard collection's buffer inside it): if that memory stores the target's address (and nothing
/// references the target `unowned`) it is **strong**; if it does not and the path there was all inline storage, it
/// is **weak**; otherwise (enum payloads, unusual collections, unowned references around, ambiguity) it is
/// **unverified**. Closures' captures are read from their contexts (``ClosureCaptures``).
package enum ReferenceClassifier {
    /// Every reference from each of `objects` to another of them, in object order, then declaration order.
    package static func references(among objects: [AnyObject], heap: HeapInspector = HeapInspector()) -> [ReferenceEdge] {
        var indexByIdentity: [ObjectIdentifier: Int] = [:]
        for (index, object) in objects.enumerated() { indexByIdentity[ObjectIdentifier(object)] = index }
        let captures = ClosureCaptures(objects: objects, heap: heap)
        var found: [ReferenceEdge] = []
        for (from, object) in objects.enumerated() {
            let outgoing = ReferenceWalker.outgoing(of: object)
            let references = outgoing.references.filter { indexByIdentity[ObjectIdentifier($0.target)] != nil }
            for (reference, strength) in zip(references, strengths(of: references, in: object, heap: heap)) {
                guard let to = indexByIdentity[ObjectIdentifier(reference.target)] else { continue }
                found.append(ReferenceEdge(from: from, to: to, propertyPath: reference.propertyPath, strength: strength,
                                          isCapture: false))
            }
            for closure in outgoing.closures {
                for (to, strength) in captures.captures(inContext: closure.context) {
                    found.append(ReferenceEdge(from: from, to: to, propertyPath: closure.propertyPath, strength: strength,
                                              isCapture: true))
                }
                withExtendedLifetime(closure.value) {}
            }
        }
        return found
    }

    /// The strength of each reference, judged per holder and target: the holder must store the target's address
    /// at least as many times as reflection shows references to it there.
    ///
    /// When a holder stores the address fewer times than it shows references (some strong, some weak to the same
    /// target), a reference that is a plain stored property of `referrer` is read at its own offset.
    static func strengths(
        of references: [ObjectReference], in referrer: AnyObject? = nil, heap: HeapInspector
    ) -> [ReferenceStrength] {
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
            if stored == 0 { return reference.isStoredInline ? .weak : .unverified }
            return referrer.flatMap { strengthAtOwnOffset(of: reference, in: $0) } ?? .unverified
        }
    }

    /// The strength of a plain stored property of `referrer` read at its offset: the target's address there is a
    /// strong (or unowned) reference, anything else in that inline word a weak one.
    private static func strengthAtOwnOffset(of reference: ObjectReference, in referrer: AnyObject) -> ReferenceStrength? {
        guard case .object(let address) = reference.holder, reference.isStoredInline,
              !reference.propertyPath.contains(where: { $0 == "." || $0 == "[" }),
              let offset = FieldOffsets.offset(of: reference.propertyPath, in: referrer),
              let word = UnsafePointer<UInt>(bitPattern: address + UInt(offset))?.pointee else { return nil }
        guard word == ReferenceWalker.address(of: reference.target) else { return .weak }
        return isReferencedUnowned(reference.target) ? .unverified : .strong
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
