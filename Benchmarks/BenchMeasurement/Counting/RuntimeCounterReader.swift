// RuntimeCounterReader: finds the C counters' readers by symbol name at run time (the harness never links them) and
// takes exact counts around a body. Owns only the three C function pointers; nil when the counters are absent.
import BenchPlatform

/// Reads the exact retain, release, object and allocator counts of the calling thread.
///
/// The counters exist only in a process where the RuntimeCounters C code is present: preloaded as
/// `libArchBenchCounters.so` (see ``CountingLibrary``) or linked into the executable and exported.
/// Elsewhere ``shared`` is `nil`, and a report must say "n/a", never 0.
///
/// Counting is per thread: only what the calling thread does between begin and end is counted, so run the
/// operation synchronously on the measuring thread. Objects that a release build promotes to the stack or
/// removes are not heap allocations and are rightly not counted. Retains and allocations the standard
/// library makes *inside* libswiftCore bind directly to the runtime and are not seen as retains or objects;
/// their memory is still seen by the allocator counts.
///
/// ```swift
/// guard let reader = RuntimeCounterReader.shared else { return nil }   // "n/a"
/// let counts = reader.measureCounts(iterations: 100) { likeButton.sendTap() }
/// ```
public struct RuntimeCounterReader: Sendable {
    /// The C symbol names of the three readers.
    public struct Symbols: Sendable, Equatable {
        /// Zeroes the thread's counters and starts counting.
        public var begin: String
        /// Stops counting.
        public var end: String
        /// Copies the thread's counters into an array.
        public var read: String

        /// Creates a set of reader names.
        public init(begin: String, end: String, read: String) {
            self.begin = begin
            self.end = end
            self.read = read
        }

        /// The names RuntimeCounters.h exports.
        public static let standard = Symbols(
            begin: "archbench_counters_begin", end: "archbench_counters_end", read: "archbench_counters_read")
    }

    /// One line for report metadata: how the counts are taken.
    public static let mechanism = "retains, releases, objects: \(arcMechanism) · allocations, bytes: \(allocatorMechanism)"

    /// How the interposed retains, releases and objects are counted, and what they miss.
    public static let arcMechanism = "\(Capabilities.interposedCounts) of swift_retain/swift_release/swift_allocObject "
        + "(+ _n, nonatomic, bridgeObject), calls from outside libswiftCore only"

    /// How allocations and bytes are counted.
    public static let allocatorMechanism = "\(Capabilities.interposedCounts) of malloc/calloc/realloc/free, the "
        + "standard library's included, thread-local, in a separate process"

    /// The readers of this process, or `nil` when the counters are not loaded (never on a system without
    /// ``Capabilities/interposedCounts``: there the library would load, count nothing, and read zero).
    public static let shared = Capabilities.interposedCounts.isAvailable ? RuntimeCounterReader(symbols: .standard) : nil

    private typealias Switch = @convention(c) () -> Void
    private typealias Reader = @convention(c) (UnsafeMutablePointer<Int64>?, Int) -> Int

    private let beginCounting: Switch
    private let endCounting: Switch
    private let readCounters: Reader

    /// Finds the readers by name in the running process; `nil` when any of them is missing.
    public init?(symbols: Symbols) {
        // Searched in the executable and every library loaded or preloaded.
        guard let begin = Platform.symbol(named: symbols.begin), let end = Platform.symbol(named: symbols.end),
            let read = Platform.symbol(named: symbols.read)
        else { return nil }
        beginCounting = unsafeBitCast(begin, to: Switch.self)
        endCounting = unsafeBitCast(end, to: Switch.self)
        readCounters = unsafeBitCast(read, to: Reader.self)
    }

    /// Why these counters cannot be trusted, or nil: one object of a known class is allocated under counting, and the
    /// counters must see exactly one object and at least one allocation of at least its size. A library that loaded
    /// but does not count (readers found, interposers not in effect) would otherwise report zeros as measurements.
    public func countingProblem() -> String? {
        Self.problem(withProbeCounts: measureCounts(iterations: 1) { blackHole(CountingProbe()) })
    }

    /// What the probe's counts say is wrong; nil when they show exactly the one probe object.
    static func problem(withProbeCounts counts: CounterSnapshot) -> String? {
        let seen = "saw \(counts.objects) objects, \(counts.allocations) allocations, \(counts.bytes) bytes"
        guard counts.objects == 1 else { return "allocating one object under counting, the counters \(seen)" }
        guard counts.allocations >= 1, counts.bytes >= CountingProbe.instanceSize else {
            return "allocating one \(CountingProbe.instanceSize)-byte object, the allocator counters \(seen)"
        }
        return nil
    }

    /// Runs `body` `iterations` times with counting on and returns the exact totals.
    ///
    /// `warmUp` runs of `body` come first, uncounted, so one-time work (type metadata, lazy globals,
    /// caches) is not charged to the operation. The body must leave the state as it found it if every
    /// iteration is to cost the same.
    public func measureCounts(
        iterations: Int, warmUp: Int = 1, _ body: () throws -> Void
    ) rethrows -> CounterSnapshot {
        precondition(iterations >= 0 && warmUp >= 0, "Iteration counts must not be negative")
        for _ in 0..<warmUp { try body() }
        var values = [Int64](repeating: 0, count: CounterMetric.allCases.count)
        beginCounting()
        defer { endCounting() }  // also when the body throws; ending twice is harmless
        for _ in 0..<iterations { try body() }
        endCounting()  // before reading, so nothing below is counted
        values.withUnsafeMutableBufferPointer { buffer in
            _ = readCounters(buffer.baseAddress, buffer.count)
        }
        var snapshot = CounterSnapshot(operations: iterations)
        for metric in CounterMetric.allCases { snapshot[metric] = Int(values[metric.readerIndex]) }
        return snapshot
    }
}

/// The object a counting self-check allocates: a header and one word.
private final class CountingProbe {
    static let instanceSize = 24
    var value = 0
}
