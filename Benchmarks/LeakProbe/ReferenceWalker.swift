// Leak probe: finds, by reflection, the class instances an object references directly (through structs,
// enums, tuples, optionals and collections, never through another object). Holds nothing between calls.

/// Lists an object's outgoing references with `Mirror`, iteratively (no recursion, so no stack depth limit).
///
/// Mirror shows stored properties, including superclass ones, but not closure captures (the closures themselves
/// are reported, for ``ClosureCaptures`` to read), and it shows a `weak var` exactly like a strong optional: the
/// caller tells them apart with the holders reported here.
package enum ReferenceWalker {
    /// A value still to look into, with where its bytes live.
    private struct Pending {
        let value: Any
        let path: String
        let holder: ObjectReference.Holder
        var holderOwner: Any?
        let isStoredInline: Bool

        /// A part of this value stored alongside it (struct field, tuple element, optional payload).
        func part(_ value: Any, path: String, isStoredInline: Bool? = nil) -> Pending {
            Pending(value: value, path: path, holder: holder, holderOwner: holderOwner,
                    isStoredInline: isStoredInline ?? self.isStoredInline)
        }

        /// An element stored in this collection's buffer (`holder`), which the collection keeps alive.
        func element(_ value: Any, path: String, in holder: ObjectReference.Holder) -> Pending {
            Pending(value: value, path: path, holder: holder, holderOwner: self.value,
                    isStoredInline: holder != .unknown)
        }
    }

    /// The instances `object` references. `describing` adds property paths and holders (slower); without it
    /// paths are empty and holders `.unknown`, which is all a census needs.
    package static func references(of object: AnyObject, describing: Bool) -> [ObjectReference] {
        walk(object, describing: describing, collectingClosures: false).references
    }

    /// The instances `object` references, with paths and holders, and the closures it stores (whose captures
    /// reflection cannot show: see ``ClosureCaptures``).
    package static func outgoing(of object: AnyObject) -> (references: [ObjectReference], closures: [ClosureReference]) {
        walk(object, describing: true, collectingClosures: true)
    }

    private static func walk(
        _ object: AnyObject, describing: Bool, collectingClosures: Bool
    ) -> (references: [ObjectReference], closures: [ClosureReference]) {
        let objectHolder: ObjectReference.Holder = describing ? .object(address: address(of: object)) : .unknown
        var pending: [Pending] = []
        for mirror in mirrorChain(of: object).reversed() {
            for child in mirror.children.reversed() {
                let path = describing ? (child.label ?? "?") : ""
                pending.append(Pending(value: child.value, path: path, holder: objectHolder, isStoredInline: true))
            }
        }
        // Popped from the end: the pushes above and below are reversed so references come in declaration order.
        var found: [ObjectReference] = []
        var closures: [ClosureReference] = []
        while let item = pending.popLast() {
            if let target = classInstance(item.value) {
                found.append(ObjectReference(target: target, propertyPath: item.path, holder: item.holder,
                                             holderOwner: item.holderOwner, isStoredInline: item.isStoredInline))
                continue
            }
            let mirror = Mirror(reflecting: item.value)
            guard !mirror.children.isEmpty else {
                if collectingClosures, let closure = ClosureReference(item.value, path: item.path) { closures.append(closure) }
                continue
            }
            pending.append(contentsOf: children(of: item, mirror: mirror, describing: describing).reversed())
        }
        return (found, closures)
    }

    /// The instance inside `value` when `value` is a class instance (not a metatype, not a boxed struct).
    static func classInstance(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    /// The object's address, as stored in a strong reference to it.
    static func address(of object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    /// The object's mirror followed by its superclasses' mirrors (each shows only its own stored properties).
    package static func mirrorChain(of object: AnyObject) -> [Mirror] {
        var chain: [Mirror] = []
        var next: Mirror? = Mirror(reflecting: object)
        while let mirror = next {
            chain.append(mirror)
            next = mirror.superclassMirror
        }
        return chain.reversed()   // superclass first: the order properties are declared in
    }

    private static func children(of item: Pending, mirror: Mirror, describing: Bool) -> [Pending] {
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.map { item.part($0.value, path: item.path) }
        case .collection, .set, .dictionary:
            let holder = describing ? bufferHolder(of: item.value) : .unknown
            let isDictionary = mirror.displayStyle == .dictionary
            return mirror.children.enumerated().flatMap { index, child in
                isDictionary
                    ? dictionaryEntry(child.value, index: index, of: item, in: holder, describing: describing)
                    : [item.element(child.value, path: describing ? "\(item.path)[\(index)]" : "", in: holder)]
            }
        case .enum:
            // A payload may live in a heap box (`indirect`), so a missing address proves nothing there.
            return mirror.children.map {
                item.part($0.value, path: describing ? joined(item.path, $0.label) : "", isStoredInline: false)
            }
        default:
            return mirror.children.map { item.part($0.value, path: describing ? joined(item.path, $0.label) : "") }
        }
    }

    /// A dictionary entry `(key, value)` as two elements: `path[key]` and `path[key].key`.
    private static func dictionaryEntry(
        _ entry: Any, index: Int, of dictionary: Pending, in holder: ObjectReference.Holder, describing: Bool
    ) -> [Pending] {
        let parts = Array(Mirror(reflecting: entry).children)
        guard parts.count == 2 else {
            return [dictionary.element(entry, path: describing ? "\(dictionary.path)[\(index)]" : "", in: holder)]
        }
        let key = describing ? "\(dictionary.path)[\(String(describing: parts[0].value).prefix(32))]" : ""
        return [
            dictionary.element(parts[1].value, path: key, in: holder),
            dictionary.element(parts[0].value, path: describing ? "\(key).key" : "", in: holder),
        ]
    }

    /// The heap buffer of a standard array, set or dictionary (non-empty, so never a static empty singleton).
    private static func bufferHolder(of collection: Any) -> ObjectReference.Holder {
        guard collection is any SingleBufferCollection, let word = singleStoredWord(of: collection), word != 0 else {
            return .unknown
        }
        return .buffer(address: word)
    }

    private static func joined(_ path: String, _ label: String?) -> String {
        guard let label else { return path }
        return label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }
}
