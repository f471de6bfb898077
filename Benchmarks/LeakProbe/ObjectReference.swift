// Leak probe: one reference found by reflection, with where it physically lives. Holds its target strongly
// (only for the length of an analysis).

/// A class instance reached from an object's stored properties without passing through another object.
package struct ObjectReference {
    /// Where the reference word lives: in the object itself, in a collection's heap buffer, or unknown.
    enum Holder: Hashable {
        /// Inside the referring object's own memory.
        case object(address: UInt)
        /// Inside the heap buffer of an array, set or dictionary stored (directly or nested) in the object.
        case buffer(address: UInt)
        /// Out of reach of a word scan (a collection with an unusual layout).
        case unknown
    }

    package let target: AnyObject
    /// The property path from the referring object: `presenter`, `visibleCells[0]`, `state.loaded`.
    package let propertyPath: String
    let holder: Holder
    /// The collection whose buffer is the holder, kept so the buffer outlives the scan even when a custom
    /// `Mirror` built the collection on the fly.
    let holderOwner: Any?
    /// The path from the holder went only through structs, tuples and optionals, all stored inline, so if
    /// the target's address is not among the holder's words the reference cannot be a strong one.
    let isStoredInline: Bool
}
