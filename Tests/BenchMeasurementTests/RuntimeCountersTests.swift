// RuntimeCountersTests: the interposed counters are exact, repeat run to run, and read as nil (never 0) when
// absent. The RuntimeCounters C target is linked into this test executable and exported, so it counts here
// (except in sanitizer builds, where it compiles to nothing).
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform

@Suite(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters interpose on Linux only"),
       .disabled(if: processIsSanitized, "A sanitizer brings its own allocator: such builds have no counters"))
struct RuntimeCountersTests {
    @Test func reader_inAProcessWithTheCounters_isFoundByName() {
        #expect(RuntimeCounterReader.shared != nil, "Expected the exported archbench_counters_* readers found by name")
    }

    @Test func reader_whenTheSymbolsAreAbsent_isNilNotZero() {
        let missing = RuntimeCounterReader(
            symbols: .init(begin: "archbench_missing_begin", end: "archbench_missing_end", read: "archbench_missing_read"))

        let counts = missing?.measureCounts(iterations: 10) { _ = Tracked() }

        #expect(missing == nil, "Expected no reader when the symbols cannot be found")
        #expect(counts == nil, "Expected counts to be unavailable (n/a), not zero")
    }

    @Test func objects_forNAllocationsOfAKnownClass_areExactlyN() throws {
        let reader = try makeSUT()
        var escaped: [Tracked] = []
        escaped.reserveCapacity(2 * 1_000)  // no growth while counting; storing makes each object escape

        let counts = reader.measureCounts(iterations: 1_000) { escaped.append(Tracked()) }

        #expect(counts.objects == 1_000, "Expected exactly one swift_allocObject per object")
        #expect(counts.allocations == 1_000, "Expected exactly one malloc per object")
        #expect(counts.bytes == 1_000 * Tracked.instanceSize, "Expected the requested bytes of 1 000 instances")
        #expect(counts.liveBlocks == 1_000, "Expected every kept object to stay live")
        #expect(counts.frees == 0, "Expected nothing freed while the objects are kept")
    }

    @Test func retainsAndReleases_forAKnownSequenceOfRuntimeCalls_areExact() throws {
        let reader = try makeSUT()
        let runtime = try RuntimeEntryPoints()
        let tracked = Tracked()
        let object = Unmanaged.passUnretained(tracked).toOpaque()

        let counts = withExtendedLifetime(tracked) {
            reader.measureCounts(iterations: 100) {
                _ = runtime.retain(object)
                _ = runtime.retainN(object, 3)
                runtime.releaseN(object, 3)
                runtime.release(object)
            }
        }

        #expect(counts.retains == 100 * 4, "Expected 1 + 3 retains per operation, got \(counts)")
        #expect(counts.releases == 100 * 4, "Expected 3 + 1 releases per operation, got \(counts)")
    }

    @Test func mallocBytes_forKeptBlocksOfAKnownSize_areTheRequestedBytes() throws {
        let reader = try makeSUT()
        var kept: [UnsafeMutableRawPointer?] = []
        kept.reserveCapacity(2 * 100)
        defer { kept.forEach { free($0) } }

        let counts = reader.measureCounts(iterations: 100) { kept.append(malloc(1_000)) }

        #expect(counts.allocations == 100, "Expected one malloc per operation")
        #expect(counts.bytes == 100 * 1_000, "Expected the requested 1 000 bytes per operation")
        #expect(counts.liveBlocks == 100, "Expected the 100 kept blocks to be live")
        #expect(counts.liveBytes >= 100 * 1_000, "Expected live usable bytes to cover the bytes requested")
    }

    @Test @MainActor func blocksAllocatedWhileCounting_haveTheUsableSizeOfFreshChunks_whateverTheHeapHeld() throws {
        let reader = try makeSUT()
        // A fragmented heap: blocks beyond the per-thread cache, every other one freed. glibc hands a freed chunk whole
        // to a request up to 16 bytes smaller (too little left to split), and would report its larger size.
        let fragments = (0..<400).map { malloc(1_000 + 16 * ($0 % 64)) }
        defer { for index in stride(from: 1, to: fragments.count, by: 2) { free(fragments[index]) } }
        for index in stride(from: 0, to: fragments.count, by: 2) { free(fragments[index]) }
        let sizes = (0..<200).map { 990 + 16 * ($0 % 64) }
        var kept: [UnsafeMutableRawPointer?] = []
        kept.reserveCapacity(2 * sizes.count)
        defer { kept.forEach { free($0) } }
        var index = 0

        let counts = reader.measureCounts(iterations: sizes.count, warmUp: 0) {
            kept.append(malloc(sizes[index]))
            index += 1
        }

        let canonical = sizes.map { ($0 + 8 + 15) / 16 * 16 - 8 }
        let reported = kept.map { Allocator.usableSize(ofBlockAt: UInt(bitPattern: $0)) ?? 0 }
        #expect(reported == canonical, "Expected every block to report a fresh chunk's usable size (request + 8, rounded up to 16, less 8)")
        #expect(counts.liveBytes == canonical.reduce(0, +), "Expected the counters to count the same sizes")
    }

    @Test func frees_ofKeptBlocks_giveBackExactlyTheirLiveBytes() throws {
        let reader = try makeSUT()
        var kept: [UnsafeMutableRawPointer?] = []
        kept.reserveCapacity(2 * 100)
        let allocated = reader.measureCounts(iterations: 100, warmUp: 0) { kept.append(malloc(1_000)) }
        var index = 0

        let freed = reader.measureCounts(iterations: 100, warmUp: 0) {
            free(kept[index])
            index += 1
        }

        #expect(freed.frees == 100 && freed.allocations == 0, "Expected one free per operation, got \(freed)")
        #expect(freed.liveBlocks == -allocated.liveBlocks, "Expected every block allocated to be given back")
        #expect(freed.liveBytes == -allocated.liveBytes, "Expected live bytes to return to where they started")
    }

    @Test func realloc_thatMovesABlock_countsOneAllocationAndOneFree() throws {
        let reader = try makeSUT()
        let blocks = (0..<10).map { _ in malloc(16) }
        var moved: [UnsafeMutableRawPointer?] = []
        moved.reserveCapacity(20)
        defer { moved.forEach { free($0) } }
        var index = 0

        let counts = reader.measureCounts(iterations: 10, warmUp: 0) {
            moved.append(realloc(blocks[index], 64 * 1_024))
            index += 1
        }

        #expect(counts.allocations == 10 && counts.frees == 10, "Expected a realloc to count as allocation + free")
        #expect(counts.liveBlocks == 0, "Expected a realloc to keep the number of live blocks")
        #expect(counts.bytes == 10 * 64 * 1_024, "Expected the new size as the requested bytes")
    }

    @Test func emptyOperation_countsNothing() throws {
        let reader = try makeSUT()

        let counts = reader.measureCounts(iterations: 1_000) {}

        #expect(counts == CounterSnapshot(operations: 1_000), "Expected the counting window itself to cost nothing")
    }

    @Test func counts_ofTheSameWorkInTwoRuns_areIdentical() throws {
        let reader = try makeSUT()

        let first = reader.measureCounts(iterations: 200, mixedWork)
        let second = reader.measureCounts(iterations: 200, mixedWork)

        #expect(first == second, "Expected identical counts run to run")
        #expect(first.objects > 0 && first.allocations > 0, "Expected the work to be counted at all, got \(first)")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> RuntimeCounterReader {
        try #require(RuntimeCounterReader.shared, "Expected the counters to be linked into the test executable")
    }

    /// Objects, a closure context, hashing and string formatting, all thrown away by the end.
    private func mixedWork() {
        var index: [String: Tracked] = [:]
        for number in 0..<8 { index["item \(number)"] = Tracked() }
        let describe = { (key: String) in "\(key): \(index[key] != nil)" }
        _ = index.keys.sorted().map(describe).joined(separator: ", ")
    }
}

/// Whether a sanitizer runtime is in this process: RuntimeCounters compiles to nothing there.
private let processIsSanitized = Platform.sanitizer != nil

/// swift_retain, swift_release and their _n forms as the compiler's calls resolve them (the interposers here),
/// called through pointers so that neither -Onone copies nor the optimiser add or remove any.
private struct RuntimeEntryPoints {
    let retain: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    let release: @convention(c) (UnsafeMutableRawPointer) -> Void
    let retainN: @convention(c) (UnsafeMutableRawPointer, UInt32) -> UnsafeMutableRawPointer
    let releaseN: @convention(c) (UnsafeMutableRawPointer, UInt32) -> Void

    init() throws {
        retain = unsafeBitCast(try #require(Platform.symbol(named: "swift_retain")), to: type(of: retain))
        release = unsafeBitCast(try #require(Platform.symbol(named: "swift_release")), to: type(of: release))
        retainN = unsafeBitCast(try #require(Platform.symbol(named: "swift_retain_n")), to: type(of: retainN))
        releaseN = unsafeBitCast(try #require(Platform.symbol(named: "swift_release_n")), to: type(of: releaseN))
    }
}

/// A class of known instance size: the 16-byte object header and one Int.
private final class Tracked {
    static let instanceSize = 24
    var value = 0
}
