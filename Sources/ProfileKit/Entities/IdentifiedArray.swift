// An array of identifiable values that can also be looked up by id in O(1). Value type; owns its elements.

/// An ordered collection whose elements can be found by id without a linear search — the shape of
/// swift-identified-collections' `IdentifiedArray`, which a real app would depend on.
///
/// A like's response names its blog by id, and rows may have moved since the tap; `firstIndex(where:)`
/// would make every like O(N) in the number of blogs. The answer brings the server's copy, which replaces the
/// held one unless that is newer:
///
/// ```swift
/// var blogs = IdentifiedArray(loadedBlogs)
/// if let row = blogs.index(id: serverBlog.id) { blogs[row] = blogs[row].newerCopy(serverBlog) }
/// ```
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection, MutableCollection {
    // Inlinable, as collection types across a module boundary must be: otherwise every call from a
    // scene runs unspecialised generic code (an empty array cost ~250 ns to create, measured).
    @usableFromInline var storage: [Element]
    @usableFromInline var indexByID: [Element.ID: Int]

    /// Keeps `elements` in order; when two share an id, lookups find the first.
    @inlinable
    public init(_ elements: [Element] = []) {
        storage = elements
        var index = [Element.ID: Int](minimumCapacity: elements.count)
        for position in elements.indices where index[elements[position].id] == nil {
            index[elements[position].id] = position
        }
        indexByID = index
    }

    /// The elements, in order.
    @inlinable
    public var elements: [Element] { storage }

    /// The position of the element with `id`, or nil.
    @inlinable
    public func index(id: Element.ID) -> Int? { indexByID[id] }

    @inlinable public var startIndex: Int { storage.startIndex }
    @inlinable public var endIndex: Int { storage.endIndex }

    /// Replacing an element with one of another id re-indexes it.
    @inlinable
    public subscript(position: Int) -> Element {
        get { storage[position] }
        set {
            let oldID = storage[position].id
            storage[position] = newValue
            if newValue.id != oldID {
                if indexByID[oldID] == position { indexByID[oldID] = nil }
                indexByID[newValue.id] = position
            }
        }
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}
