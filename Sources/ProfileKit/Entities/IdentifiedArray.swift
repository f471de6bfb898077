// An array of identifiable values that can also be looked up by id in O(1). Value type; owns its elements.

/// An ordered collection whose elements can be found by id without a linear search — the shape of
/// swift-identified-collections' `IdentifiedArray`, which a real app would depend on.
///
/// A like's response names its blog by id, and rows may have moved since the tap; `firstIndex(where:)`
/// would make every like O(N) in the number of blogs.
///
/// ```swift
/// var blogs = IdentifiedArray(loadedBlogs)
/// if let row = blogs.index(id: 101) { blogs[row] = blogs[row].applyingOptimisticLike() }
/// ```
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection, MutableCollection {
    public private(set) var elements: [Element]
    private var indexByID: [Element.ID: Int]

    /// Keeps `elements` in order; when two share an id, lookups find the first.
    public init(_ elements: [Element] = []) {
        self.elements = elements
        indexByID = Dictionary(elements.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of the element with `id`, or nil.
    public func index(id: Element.ID) -> Int? { indexByID[id] }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    /// Replacing an element with one of another id re-indexes it.
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            let oldID = elements[position].id
            elements[position] = newValue
            if newValue.id != oldID {
                if indexByID[oldID] == position { indexByID[oldID] = nil }
                indexByID[newValue.id] = position
            }
        }
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}
