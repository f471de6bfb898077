// Specifications of which references the leak probe counts as strong, and how it explains survivors:
// confirmed in memory, weak, unconfirmed (enum payloads, unowned), held from outside.
import Testing

@testable import LeakProbe

@Suite struct LeakProbeEdgeTests {
    @Test @MainActor func strongReferencesInArraysAndDictionaries_areConfirmed() {
        let owner = Owner()
        let item = Item(owner: owner)
        owner.items = [item]
        owner.itemsByName = ["first": item]
        defer { owner.items = []; owner.itemsByName = [:] }

        let census = LeakProbe.census(roots: [owner])
        let hops = census.survivors().flatMap { ($0.cyclePath ?? []) + $0.retentionPath }

        #expect(hops.contains("Owner.items[0]"), "Expected the array element as a hop, got \(hops)")
        #expect(!hops.contains { $0.hasSuffix("(unconfirmed)") }, "Expected every hop confirmed in memory, got \(hops)")
    }

    @Test @MainActor func weakReferencesInAnArrayOfBoxes_areNotEdges() {
        let owner = Owner()
        let item = Item(owner: owner)
        owner.observers = [WeakItem(item: item)]

        let census = LeakProbe.census(roots: [owner])
        let itemSurvivor = census.survivors().first { $0.typeName == "Item" }

        #expect(itemSurvivor?.cyclePath == nil,
                "Expected no cycle through a weak box, got \(String(describing: itemSurvivor))")
        withExtendedLifetime(item) {}
    }

    @Test @MainActor func indirectEnumPayload_isMarkedUnconfirmed() {
        let owner = Owner()
        owner.state = .loaded(Item(owner: owner))
        defer { owner.state = .idle }

        let census = LeakProbe.census(roots: [owner])
        let cycle = census.survivors().first { $0.typeName == "Owner" }?.cyclePath

        #expect(cycle == ["Owner.state.loaded (unconfirmed)", "Item.owner", "Owner"],
                "Expected the boxed payload's hop marked unconfirmed, got \(String(describing: cycle))")
    }

    @Test @MainActor func unownedBackReference_isMarkedUnconfirmed() {
        let owner = Owner()
        let item = UnownedItem(owner: owner)
        owner.unownedItems = [item]
        defer { owner.unownedItems = [] }

        let census = LeakProbe.census(roots: [owner])
        let cycle = census.survivors().first { $0.typeName == "Owner" }?.cyclePath

        #expect(cycle == ["Owner.unownedItems[0]", "UnownedItem.owner (unconfirmed)", "Owner"],
                "Expected the unowned hop marked unconfirmed, got \(String(describing: cycle))")
    }

    @Test @MainActor func selfReference_isACycleOfOneHop() {
        let node = Link()
        node.next = node
        defer { node.next = nil }

        let census = LeakProbe.census(roots: [node])

        #expect(census.survivors().first?.cyclePath == ["Link.next", "Link"], "Expected Link.next → Link")
    }

    @Test @MainActor func objectHeldByAnExternallyHeldSurvivor_namesItsOutermostHolder() {
        let root = Link()
        root.next = Link()

        let census = LeakProbe.census(roots: [root])
        let descriptions = census.survivors().map(\.description)

        #expect(descriptions.last
                == "Link is held through Link.next → Link; Link is held by a closure or an external reference",
                "Expected the hop from the externally held node, got \(descriptions)")
        withExtendedLifetime(root) {}
    }

    @Test func heapInspector_findsTheAddressAStrongReferenceStores() {
        let target = Link()
        let holder = Link()
        holder.next = target

        let found = occurrences(of: target, in: holder)

        #expect(found == 1, "Expected the strong reference to store the target's address once, found \(found ?? -1)")
    }

    @Test func heapInspector_doesNotFindTheAddressInAWeakReference() {
        let target = Link()
        let holder = WeakLink()
        holder.next = target

        let found = occurrences(of: target, in: holder)

        #expect(found == 0, "Expected a weak reference to store a side-table pointer, found \(found ?? -1)")
    }

    // MARK: Helpers

    /// Scans `holder`'s memory for `target`'s address, keeping both alive while it reads.
    private func occurrences(of target: AnyObject, in holder: AnyObject) -> Int? {
        withExtendedLifetime((target, holder)) {
            HeapInspector().occurrences(of: ReferenceWalker.address(of: target),
                                        inBlockAt: ReferenceWalker.address(of: holder))
        }
    }
}

private final class Link { var next: Link? }

private final class WeakLink { weak var next: Link? }

private final class Owner {
    enum State { case idle; indirect case loaded(Item) }
    var items: [Item] = []
    var itemsByName: [String: Item] = [:]
    var observers: [WeakItem] = []
    var unownedItems: [UnownedItem] = []
    var state = State.idle
}

private final class Item {
    let owner: Owner
    init(owner: Owner) { self.owner = owner }
}

private final class UnownedItem {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
}

private struct WeakItem { weak var item: Item? }
