// The declarations of a change's module compared with its column's: the protocols and public interfaces it changed,
// and the names a reviewer looks for in the files it left alone. Pure; owns the two declaration lists.

/// A protocol, or a `public` or `open` declaration, that a change added, removed or changed.
///
/// A protocol has changed when its declaration differs anywhere (its head or any requirement), comments aside; a public
/// declaration when its head (attributes, modifiers, signature) differs. Declarations are matched by their qualified
/// name (`ProfileComposer.makeScene`) across the whole module, so a file moved is no interface change.
package struct InterfaceChange: Sendable, Equatable, Comparable, CustomStringConvertible {
    package enum Kind: String, Sendable { case `protocol`, `public` }
    package enum Change: String, Sendable { case added, removed, changed }

    package let kind: Kind
    /// The qualified name: `BlogListView`, `ProfileComposer.makeScene`.
    package let name: String
    package let change: Change

    /// `protocol BlogListView changed`, `public ProfileComposer.makeScene added`.
    package var description: String { "\(kind.rawValue) \(name) \(change.rawValue)" }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind == .protocol ? 0 : 1, lhs.name, lhs.change.rawValue) < (rhs.kind == .protocol ? 0 : 1, rhs.name, rhs.change.rawValue)
    }
}

/// Two versions of a module's declarations, side by side.
struct ModuleComparison {
    let old: [SwiftDeclaration]
    let new: [SwiftDeclaration]

    /// The protocols and public declarations that differ, sorted: protocols first, then by name.
    var interfaceChanges: [InterfaceChange] {
        let protocols = changes(of: .protocol, among: { $0.kind == .protocol }, text: { $0.head + " { " + ($0.body ?? "") + " }" })
        let publics = changes(of: .public, among: { $0.isPublic && $0.kind != .protocol }, text: \.head)
        return (protocols + publics).sorted()
    }

    /// The names `ChangeFootprint.reviewNames` describes, sorted.
    var reviewNames: [String] { reviewedDeclarations.keys.sorted() }

    /// Tells whether code, given its words, mentions a review name as `ChangeFootprint.reviewFiles` counts it: the name
    /// as a whole word and, where other types of the module declare a member of that name too (`state`, `order`,
    /// `onEvent` in every view model), one of the types whose member the change made or altered as well. A file that
    /// names none of them reads its own type's member, or another's: a name is matched as a word, never resolved, and
    /// the member's type is the one word that tells the two apart.
    var mentionsAReviewName: (Set<String>) -> Bool {
        let scopes = reviewScopes
        return { identifiers in
            scopes.contains { name, types in
                identifiers.contains(name) && (types.map { !identifiers.isDisjoint(with: $0) } ?? true)
            }
        }
    }

    /// Each review name, and the types a file must name too for its mention to count: nil where any mention counts (a
    /// top-level declaration, or a member no other type of the module declares).
    private var reviewScopes: [String: Set<String>?] {
        var declaringTypes: [String: Set<[String]>] = [:]
        for declaration in old + new where !Self.nameless.contains(declaration.kind) {
            declaringTypes[declaration.name, default: []].insert(declaration.container)
        }
        var scopes: [String: Set<String>?] = [:]
        for (name, containers) in reviewedDeclarations {
            let isShared = !containers.contains([]) && (declaringTypes[name]?.count ?? 0) > 1
            scopes[name] = isShared ? Set(containers.joined()) : Set<String>?.none
        }
        return scopes
    }

    /// The review names, each with the containers (outermost type first; empty at the top level) of the declarations
    /// that made it one.
    private var reviewedDeclarations: [String: [[String]]] {
        let nameless = Self.nameless
        // An operator is found by its symbol, never as a word: it cannot be looked for by name.
        let named = { (declaration: SwiftDeclaration) in
            !declaration.isFilePrivate && !nameless.contains(declaration.kind)
                && declaration.name.first.map { $0 == "_" || $0.isLetter } == true
        }
        let oldNamed = old.filter(named), newNamed = new.filter(named)
        let oldByName = Dictionary(grouping: oldNamed, by: \.qualifiedName)
        let newByName = Dictionary(grouping: newNamed, by: \.qualifiedName)
        let namesInColumn = Set(old.map(\.name))
        var names: [String: [[String]]] = [:]
        for (qualified, declarations) in newByName {
            guard let before = oldByName[qualified] else {
                for declaration in declarations where !namesInColumn.contains(declaration.name)
                    && !declaration.head.split(separator: " ").contains("override") {
                    names[declaration.name, default: []].append(declaration.container)
                }
                continue
            }
            let isProtocol = declarations.contains { $0.kind == .protocol }
            if Self.heads(before, withBody: isProtocol) != Self.heads(declarations, withBody: isProtocol) {
                names[declarations[0].name, default: []].append(declarations[0].container)
            }
        }
        for (qualified, declarations) in oldByName where newByName[qualified] == nil {
            names[declarations[0].name, default: []].append(declarations[0].container)
        }
        return names
    }

    /// The kinds of declaration no file mentions by a name of their own.
    private static let nameless: Set<SwiftDeclaration.Kind> = [.`init`, .deinit, .subscript, .extension]

    /// The `kind` changes among the declarations `among` selects, each compared by `text`.
    private func changes(
        of kind: InterfaceChange.Kind, among selects: (SwiftDeclaration) -> Bool, text: (SwiftDeclaration) -> String
    ) -> [InterfaceChange] {
        let before = Dictionary(grouping: old.filter(selects), by: \.qualifiedName).mapValues { $0.map(text).sorted() }
        let after = Dictionary(grouping: new.filter(selects), by: \.qualifiedName).mapValues { $0.map(text).sorted() }
        var changes: [InterfaceChange] = []
        for name in Set(before.keys).union(after.keys) {
            switch (before[name], after[name]) {
            case (nil, _?): changes.append(InterfaceChange(kind: kind, name: name, change: .added))
            case (_?, nil): changes.append(InterfaceChange(kind: kind, name: name, change: .removed))
            case let (old?, new?) where old != new: changes.append(InterfaceChange(kind: kind, name: name, change: .changed))
            default: break
            }
        }
        return changes
    }

    /// The heads of same-named declarations (overloads), sorted; a protocol's with its body.
    private static func heads(_ declarations: [SwiftDeclaration], withBody: Bool) -> [String] {
        declarations.map { withBody ? $0.head + " { " + ($0.body ?? "") + " }" : $0.head }.sorted()
    }
}
