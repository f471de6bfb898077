// Teaching: the ownership diagram of a live scene — its object graph with repeated rows and cells collapsed into one
// node each and the UI kit's leaf controls left out. Plain values; owns no scene object.
import Foundation
import LeakProbe
import ProfileKit

/// Who owns whom in a rendered scene, drawn from the live objects (``ObjectGraph``), ready to print as Mermaid or DOT.
///
/// Objects are grouped by their place in the scene: the objects one property holds in a collection (the table's
/// visible cells, a presenter's rows) become one node with a count, and so does everything below them. A group's
/// place is its owner's place plus the property path, read along strong references first, so an object shown by
/// several holders sits under the one that owns it. Left out: the kit's leaf controls (labels, images, buttons —
/// unless a button reaches outside its own view tree, like a refresh button that runs a view model's command) and
/// the kit's own back-references (`superview`, `parent`, the navigation controller), which every scene has alike.
package struct OwnershipDiagram: Equatable {
    struct Node: Equatable {
        /// `BlogListPresenter`, `TableView "blogs"`.
        let title: String
        /// How many live objects the node stands for (rows, cells).
        let count: Int
        /// Part of the shared ground (the UI kit, the API), drawn in grey.
        let isKit: Bool
        /// The node that holds it in the scene's ownership tree (strong named properties first, as places are read);
        /// nil for the root.
        var owner: Int?
        /// A view of the UI kit (a container, a section, a table, a kit cell): the docs fold it into its owner.
        var isKitView = false
        /// Observation tracking's bookkeeping: an object of the toolchain's Observation module (an `@Observable` model's
        /// registrar's storage), or the kit's `PropertyTracking` of a view that updates under tracking. The docs fold it
        /// into the model or the view that owns it.
        var isRegistrarPart = false

        init(title: String, count: Int, isKit: Bool, owner: Int? = nil, isKitView: Bool = false, isRegistrarPart: Bool = false) {
            self.title = title
            self.count = count
            self.isKit = isKit
            self.owner = owner
            self.isKitView = isKitView
            self.isRegistrarPart = isRegistrarPart
        }

        /// Folded into its owner in the docs' graphs: a kit view, or a part of a model's Observation registrar.
        var isFoldedInDocs: Bool { isKitView || isRegistrarPart }
    }

    let nodes: [Node]
    /// Between nodes: property paths without indices (`visibleCells[]`), joined with ", " when they hold the same
    /// target the same way.
    let edges: [ReferenceEdge]

    init(nodes: [Node], edges: [ReferenceEdge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// Kit types that are a view's leaves; hidden unless they reach outside their own view tree.
    private static let leafControls: Set<String> = ["Label", "ImageView", "Button"]
    /// The kit's own back-references and bookkeeping, the same in every scene.
    private static let kitBackReferences: Set<String> = ["superview", "parent", "owningNavigationController", "window"]
    /// The shared ground every scene stands on: the kit, and the rig's mock server the scene is given.
    private static let kitModules: Set<String> = ["ProfileKit", "SceneRig"]
    /// The toolchain's module whose objects hold an `@Observable` model's observers.
    static let observationModule = "Observation"
    /// The kit's tracking state of a view that updates under Observation tracking (`UpdateCycle`).
    static let kitTrackingType = "PropertyTracking"

    @MainActor
    init(_ graph: ObjectGraph) {
        let count = graph.objects.count
        // A named property before a collection's elements: `blogs` names a role, `subviews[1]` only a position.
        let outgoing = Dictionary(grouping: graph.references.indices, by: { graph.references[$0].from })
            .mapValues { indices in
                indices.filter { !graph.references[$0].propertyPath.contains("[") }
                    + indices.filter { graph.references[$0].propertyPath.contains("[") }
            }
        // The owner of each object, breadth-first from the root.
        var parentReference = [Int?](repeating: nil, count: count)
        var reached = [Bool](repeating: false, count: count)
        reached[0] = true
        var order = [0]
        // Three passes: strong named properties (`section`), then strong collection elements (`subviews[1]`), then
        // any reference — so a section view sits under the controller that names it, not in its superview's list.
        for pass in 0..<3 {
            var next = 0
            while next < order.count {
                let node = order[next]
                next += 1
                for index in outgoing[node] ?? [] {
                    let reference = graph.references[index]
                    guard !reached[reference.to], !reference.isCapture,
                          pass == 2 || reference.strength == .strong,
                          pass != 0 || !reference.propertyPath.contains("[") else { continue }
                    reached[reference.to] = true
                    parentReference[reference.to] = index
                    order.append(reference.to)
                }
            }
        }
        // A view first reached as an element of a kit view's `subviews[]` that some reached object also holds strongly by
        // name sits under that one: the view tree is layout, the named property says whose the view is — a section's
        // view sits under the controller whose `section` it is, even when that controller was reached through a list
        // (`children[]`) after its view was. Never under its own descendant.
        func isDescendant(_ candidate: Int, of node: Int) -> Bool {
            var current = candidate
            while let index = parentReference[current] {
                current = graph.references[index].from
                if current == node { return true }
            }
            return candidate == node
        }
        let incoming = Dictionary(grouping: graph.references.indices, by: { graph.references[$0].to })
        for node in order {
            guard let index = parentReference[node], graph.references[index].propertyPath.hasPrefix("subviews["),
                  Self.kitModules.contains(graph.moduleNames[graph.references[index].from]) else { continue }
            if let named = incoming[node]?.first(where: { candidate in
                let reference = graph.references[candidate]
                return reached[reference.from] && reference.strength == .strong && !reference.isCapture
                    && !reference.propertyPath.contains("[") && !isDescendant(reference.from, of: node)
            }) {
                parentReference[node] = named
            }
        }
        // Each object's place: its owner's place, the property without indices, its title (the type, and a kit
        // view's identifier: the blogs and the drafts tables are two things, never one node with one's name).
        var place = [String?](repeating: nil, count: count)
        func placeOf(_ node: Int) -> String {
            if let known = place[node] { return known }
            let title = Self.title(of: graph.objects[node], typeName: graph.typeNames[node])
            let found = parentReference[node].map { index in
                let reference = graph.references[index]
                return "\(placeOf(reference.from))/\(Self.withoutIndices(reference.propertyPath)):\(title)"
            } ?? title
            place[node] = found
            return found
        }
        for node in order { _ = placeOf(node) }
        let isKit = graph.moduleNames.map { Self.kitModules.contains($0) }
        func isAncestor(_ candidate: Int, of node: Int) -> Bool {
            var current = node
            while let index = parentReference[current] {
                current = graph.references[index].from
                if current == candidate { return true }
            }
            return false
        }
        let isShown = (0..<count).map { node -> Bool in
            guard reached[node] else { return false }
            guard isKit[node], Self.leafControls.contains(graph.typeNames[node]) else { return true }
            return (outgoing[node] ?? []).contains { index in
                let target = graph.references[index].to
                return !isAncestor(target, of: node) && !(isKit[target] && Self.leafControls.contains(graph.typeNames[target]))
            }
        }
        // One node per shown place, numbered in breadth-first order.
        var nodeIndexByPlace: [String: Int] = [:]
        var nodes: [Node] = []
        var nodeOfObject = [Int?](repeating: nil, count: count)
        for object in order where isShown[object] {
            if let existing = nodeIndexByPlace[placeOf(object)] {
                nodes[existing] = Node(title: nodes[existing].title, count: nodes[existing].count + 1,
                                       isKit: nodes[existing].isKit, owner: nodes[existing].owner,
                                       isKitView: nodes[existing].isKitView, isRegistrarPart: nodes[existing].isRegistrarPart)
                nodeOfObject[object] = existing
            } else {
                // Its owner: the nearest object up its ownership tree that is shown (objects come in breadth-first
                // order, so that one already has its node).
                var owner: Int?, current = object
                while owner == nil, let index = parentReference[current] {
                    current = graph.references[index].from
                    owner = nodeOfObject[current]
                }
                nodeIndexByPlace[placeOf(object)] = nodes.count
                nodeOfObject[object] = nodes.count
                nodes.append(Node(title: Self.title(of: graph.objects[object], typeName: graph.typeNames[object]),
                                  count: 1, isKit: isKit[object], owner: owner,
                                  isKitView: isKit[object] && graph.objects[object] is View,
                                  isRegistrarPart: graph.moduleNames[object] == Self.observationModule
                                      || (isKit[object] && graph.typeNames[object] == Self.kitTrackingType)))
            }
        }
        // Edges between nodes, merged when they join the same nodes the same way.
        struct Key: Hashable {
            let from: Int, to: Int
            let strength: ReferenceStrength
            let isCapture: Bool
        }
        var labels: [Key: [String]] = [:]
        var keys: [Key] = []
        for reference in graph.references {
            guard let from = nodeOfObject[reference.from], let to = nodeOfObject[reference.to],
                  !Self.kitBackReferences.contains(reference.propertyPath) else { continue }
            let key = Key(from: from, to: to, strength: reference.strength, isCapture: reference.isCapture)
            let label = Self.withoutIndices(reference.propertyPath)
            if labels[key] == nil { keys.append(key) }
            if !(labels[key]?.contains(label) ?? false) { labels[key, default: []].append(label) }
        }
        // Nodes left without an edge (the navigation controller, once its back-references are dropped) go.
        let connected = Set(keys.flatMap { [$0.from, $0.to] } + [0])
        let renumbered = Dictionary(uniqueKeysWithValues: nodes.indices.filter(connected.contains).enumerated().map { ($1, $0) })
        self.nodes = nodes.indices.filter(connected.contains).map { index in
            var node = nodes[index]
            node.owner = node.owner.flatMap { renumbered[$0] }
            return node
        }
        edges = keys.compactMap { key in
            guard let from = renumbered[key.from], let to = renumbered[key.to] else { return nil }
            return ReferenceEdge(from: from, to: to, propertyPath: labels[key, default: []].joined(separator: ", "),
                                 strength: key.strength, isCapture: key.isCapture)
        }
    }

    /// `visibleCells[3]` → `visibleCells[]`; a lazy property's storage → its name; `IdentifiedArray`'s
    /// `rows.storage[3]` → `rows[]`.
    static func withoutIndices(_ path: String) -> String {
        var result = ""
        var skipping = false
        let plain = path.replacingOccurrences(of: "$__lazy_storage_$_", with: "").replacingOccurrences(of: ".storage[", with: "[")
        for character in plain {
            if character == "[" { skipping = true; result.append(character); continue }
            if character == "]" { skipping = false }
            if !skipping { result.append(character) }
        }
        return result
    }

    /// The type name, with a kit view's accessibility identifier when it has one (`TableView "blogs"`); a cell's
    /// (`row.0`) names one row of many, so it is left out.
    @MainActor
    private static func title(of object: AnyObject, typeName: String) -> String {
        guard !(object is TableViewCell), let identifier = (object as? View)?.accessibilityIdentifier, !identifier.isEmpty
        else { return typeName }
        return "\(typeName) \"\(identifier)\""
    }
}
