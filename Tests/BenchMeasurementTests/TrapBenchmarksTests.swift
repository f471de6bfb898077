// Specification of the traps suite: which results it makes (each operation on the careful store and every trap, at its
// rows, the store only), that each trap's like costs what its trap says — a count that grows with the rows where the
// careful store's stays flat, or more UI work or more retains flat in rows — and that no trap leaks. Counts only.
import ProfileKit
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform
@testable import BenchResults
@testable import SceneRig
@testable import StoreChildStorePerLevel

@Suite struct TrapBenchmarksTests {
    @Test @MainActor func theTrapsSuite_measuresEachOperationOnTheCarefulStoreAndEveryTrap_atItsRows() {
        let measured = BenchmarkCatalog.cases(suites: [.traps], patterns: Pattern.allCases).map(\.id)
        let expected = ["like", "first-render"].flatMap { operation in
            ["careful", "whole-state-dedupe", "render-every-section", "child-store-per-level", "diff-per-like"].flatMap { scene in
                (operation == "like" ? [10, 10_000] : [10]).map { "traps/\(operation)-\(scene)/store/rows=\($0)" }
            }
        }

        #expect(measured == expected,
                "Expected the careful store and each trap, like at 10 and 10 000 rows, first render at 10; got \(measured)")
        #expect(TrapBenchmark.all.flatMap { b in b.rowCounts.map { b.identity(rows: $0).key } } == expected,
                "Expected TrapBenchmark to name the results the catalog makes")
    }

    @Test @MainActor func theTrapsSuite_measuresTheStoreOnly_andNothingWhenTheStoreIsNotChosen() {
        let subjects = Set(BenchmarkCatalog.cases(suites: [.traps], patterns: Pattern.allCases).map(\.subject))
        let withoutStore = BenchmarkCatalog.cases(suites: [.traps], patterns: Pattern.allCases.filter { $0 != .store })

        #expect(subjects == [.pattern(.store)], "Expected the store alone, got \(subjects)")
        #expect(withoutStore.isEmpty, "Expected no trap measured without the store, got \(withoutStore.map(\.id))")
    }

    /// The like of `scene` at `rows` rows (the last five, success path), counted: retains per like.
    @MainActor
    private static func retainsPerLike(_ composer: any ProfileSceneComposer.Type, rows: Int) throws -> Int {
        let reader = try #require(RuntimeCounterReader.shared, "Expected the counters in this test process")
        let source = LikeSuccessBatches(
            composer: composer, fixture: ProfileFixture.generated(blogCount: rows).withEveryBlog(liked: false),
            rows: rows - 5..<rows)
        defer { source.finish() }
        source.prepare(5)?.run()  // warm: the first likes of a process pay for its one-time setup
        let batch = try #require(source.prepare(5), "Expected a batch of likes: \(source.problem ?? "")")
        let counts = reader.measureCounts(iterations: 1, warmUp: 0) { batch.run() }
        return counts.retains / batch.operationCount
    }

    /// 1 000 rows, not 10 000: the debug build makes a long list slow to launch, and 990 more rows show O(N) as well.
    @Test(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters interpose on Linux only"),
          .disabled(if: Platform.sanitizer != nil, "a sanitizer brings its own allocator: such builds have no counters"),
          arguments: [StoreTrap.wholeStateDedupe, .diffPerLike])
    @MainActor func aTrapOfTheList_retainsMoreWithTheRows_whereTheCarefulStoreStaysFlat(trap: StoreTrap) throws {
        let careful = SceneSubject.pattern(.store).composer
        let carefulShort = try Self.retainsPerLike(careful, rows: 10), carefulLong = try Self.retainsPerLike(careful, rows: 1_000)
        let short = try Self.retainsPerLike(trap.composer, rows: 10), long = try Self.retainsPerLike(trap.composer, rows: 1_000)

        #expect(carefulLong == carefulShort,
                "Expected the careful store's like flat in rows: \(carefulShort) at 10, \(carefulLong) at 1 000")
        #expect(long - short >= 1_000 - 10,
                "Expected \(trap)'s like to retain at least once per extra row: \(short) at 10, \(long) at 1 000")
    }

    /// The render trap is not O(N): what it costs is UI work on every action, the same at every length of the list.
    @Test @MainActor func theRenderTrap_asksTheKitForMoreWorkPerLike_theSameAtEveryRowCount() {
        func workPerLike(_ composer: any ProfileSceneComposer.Type, rows: Int) -> UIWork {
            let source = LikeSuccessBatches(
                composer: composer, fixture: ProfileFixture.generated(blogCount: rows).withEveryBlog(liked: false),
                rows: rows - 1..<rows)
            defer { source.finish() }
            let batch = source.prepare(1)
            return UIWork.measure { batch?.run() }
        }
        let careful = SceneSubject.pattern(.store).composer, trap = StoreTrap.renderEverySection.composer
        let (carefulWork, short, long) = (workPerLike(careful, rows: 10), workPerLike(trap, rows: 10), workPerLike(trap, rows: 1_000))

        #expect(short.propertySets > carefulWork.propertySets && short.reloads > carefulWork.reloads,
                "Expected the render trap to set more properties and reload tables per like: careful \(carefulWork), trap \(short)")
        #expect(short == long, "Expected the render trap's UI work flat in rows: \(short) at 10, \(long) at 1 000")
        #expect(carefulWork == workPerLike(careful, rows: 1_000), "Expected the careful store's UI work flat in rows")
    }

    /// The scoping trap is not O(N) either: what it costs is a store per level between a row and the root, each told
    /// every action, so a like retains more than the careful store's, and as much at every length of the list.
    @Test(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters interpose on Linux only"),
          .disabled(if: Platform.sanitizer != nil, "a sanitizer brings its own allocator: such builds have no counters"))
    @MainActor func theScopingTrap_retainsMorePerLikeThanTheCarefulStore_theSameAtEveryRowCount() throws {
        let careful = try Self.retainsPerLike(SceneSubject.pattern(.store).composer, rows: 10)
        let short = try Self.retainsPerLike(StoreTrap.childStorePerLevel.composer, rows: 10)
        let long = try Self.retainsPerLike(StoreTrap.childStorePerLevel.composer, rows: 1_000)

        #expect(short > careful, "Expected the child stores to retain more per like: careful \(careful), trap \(short)")
        #expect(long == short, "Expected the scoping trap's like flat in rows: \(short) at 10, \(long) at 1 000")
    }

    /// Why that cost grows with depth: in the trap's store, an action sent at the bottom of a chain of child stores goes
    /// up through every level to the root, and the new state comes down through every level. Each level adds as much to
    /// every action as the one above it, and more than a store beside it would: as many child stores, all scoped out of
    /// the root, cost an action less.
    @Test(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters interpose on Linux only"),
          .disabled(if: Platform.sanitizer != nil, "a sanitizer brings its own allocator: such builds have no counters"))
    @MainActor func theScopingTrapsStore_addsTheSameRetainsToAnActionAtEachLevel_moreThanAStoreBesideIt() throws {
        let reader = try #require(RuntimeCounterReader.shared, "Expected the counters in this test process")
        final class Rendered { var value = 0 }
        /// Retains per action sent to the last of `count` child stores, each scoped out of the one before it (a chain)
        /// or all out of the root (side by side), observed at the last.
        func retainsPerAction(childStores count: Int, chained: Bool) -> Int {
            let root = StoreChildStorePerLevel.Store<Int, Int>(initialState: 0) { state, action in
                state += action
                return .none
            }
            var stores = [root]
            for _ in 0..<count { stores.append((chained ? stores[stores.count - 1] : root).scope { $0 }) }
            let rendered = Rendered()
            let subscription = stores[count].observe({ $0 }) { [rendered] in rendered.value = $0 }
            let counts = reader.measureCounts(iterations: 10) { stores[count].send(1) }
            withExtendedLifetime(subscription) {}
            return counts.retains / 10
        }
        let chained = (1...4).map { retainsPerAction(childStores: $0, chained: true) }
        let sideBySide = (1...4).map { retainsPerAction(childStores: $0, chained: false) }
        let perLevel = zip(chained.dropFirst(), chained).map { $0 - $1 }

        #expect(perLevel.allSatisfy { $0 > 0 && $0 == perLevel[0] },
                "Expected each level of child stores to add the same retains to an action: \(chained) at 1 to 4 levels")
        #expect(zip(chained, sideBySide).dropFirst().allSatisfy { $0 > $1 },
                "Expected a chain to cost an action more than as many stores side by side: \(chained) against \(sideBySide)")
    }

    @Test(arguments: StoreTrap.allCases)
    @MainActor func aTrap_leavesNothingAliveAfterTeardown_orAfterItsScreensClose(trap: StoreTrap) {
        let outcome = LeakCheck.run(composer: trap.composer)

        #expect(outcome.objectsBeforeTeardown > 20, "Expected the census to see \(trap)'s scene")
        #expect(outcome.survivors.isEmpty, "Expected nothing of \(trap) to survive: \(outcome.survivors)")
    }
}
