// Specifications of how the leak probe takes a census: every kind of value, cycles, deep graphs,
// exclusions and key paths.
import Observation
import Testing

@testable import LeakProbe

@Suite struct LeakProbeCensusTests {
    @Test @MainActor func census_reachesObjectsThroughEveryKindOfValue() {
        let holder = Holder()

        let census = LeakProbe.census(roots: [holder])

        #expect(census.objectCount == 1 + 11, "Expected the holder and its 11 leaves, found \(census.names)")
    }

    @Test @MainActor func census_recordsEachObjectOnce_evenInACycle() {
        let node = Node()
        node.next = node

        let census = LeakProbe.census(roots: [node, node])
        node.next = nil

        #expect(census.objectCount == 1, "Expected one object, found \(census.objectCount)")
    }

    @Test @MainActor func census_ofATenThousandNodeChain_walksWithoutRecursion() {
        let census = LeakProbe.census(roots: [makeChain(length: 10_000)])   // the chain is released iteratively

        #expect(census.objectCount == 1 + 10_000, "Expected the head and every node, found \(census.objectCount)")
        #expect(census.survivors().isEmpty, "Expected no survivor once the chain is released")
    }

    @Test @MainActor func census_skipsExcludedObjectsAndWhatTheyHold() {
        let shared = Node()
        shared.next = Node()
        let root = Node()
        root.next = shared

        let census = LeakProbe.census(roots: [root], excluding: [shared])

        #expect(census.objectCount == 1, "Expected only the root, found \(census.names)")
    }

    @Test @MainActor func census_skipsKeyPaths_whichTheRuntimeKeepsForever() {
        let census = LeakProbe.census(roots: [makeObservedModel()])

        #expect(census.survivors().isEmpty, "Expected no survivor, got \(census.survivors().map(\.description))")
        #expect(!census.names.contains { $0.contains("KeyPath") }, "Expected no key path recorded")
    }

    @Test @MainActor func objectsTrackedByHand_areNamedByRole_andOnlyTheLivingOnesSurvive() {
        var census = ObjectCensus()
        let kept = Node()
        do {
            let freed = Node()
            census.track(kept, as: "kept")
            census.track(freed, as: "freed")
        }

        #expect(census.names == ["kept", "freed"], "Expected both roles, in order")
        #expect(census.survivorNames == ["kept"], "Expected only the living object's role, found \(census.survivorNames)")
        withExtendedLifetime(kept) {}
    }

    // MARK: Helpers

    /// An `@Observable` model being observed: its registrar holds a key path of `count`.
    private func makeObservedModel() -> ObservedModel {
        let model = ObservedModel()
        withObservationTracking { _ = model.count } onChange: {}
        return model
    }

    /// A chain `head → … → tail` returned as its head; released node by node afterwards by the caller's drop.
    @MainActor
    private func makeChain(length: Int) -> ChainHead {
        let head = ChainHead()
        var last = head.first
        for _ in 1..<length {
            let node = Node()
            last.next = node
            last = node
        }
        return head
    }
}

private final class Node { var next: Node? }

@Observable private final class ObservedModel { var count = 0 }

/// Owns a long chain and unlinks it iteratively on deinit, so releasing it does not recurse either.
private final class ChainHead {
    let first = Node()
    deinit {
        var node = first.next
        first.next = nil
        while let current = node {
            node = current.next
            current.next = nil
        }
    }
}

private final class Leaf: Hashable {
    static func == (lhs: Leaf, rhs: Leaf) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private class Base { let inherited = Leaf() }

private struct Wrapper { let leaf = Leaf() }

private enum Payload { case empty, loaded(Leaf) }

/// One leaf behind each kind of value the census must look through.
private final class Holder: Base {
    let direct = Leaf()
    let optional: Leaf? = Leaf()
    let array = [Leaf()]
    let dictionary = ["key": Leaf()]
    let set: Set = [Leaf()]
    let wrapper = Wrapper()
    let payload = Payload.loaded(Leaf())
    let tuple = (1, Leaf())
    let existential: any AnyObject = Leaf()
    let nested = [[Leaf()]]
    let nothing: Leaf? = nil
}
