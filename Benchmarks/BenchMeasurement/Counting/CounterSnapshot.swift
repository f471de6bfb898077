// CounterSnapshot: the exact counts taken over a window of operations, as a plain value. Owns its numbers only.

/// Exact counts taken while running an operation a known number of times.
///
/// Totals are integers and identical run to run; divide with ``perOperation(_:)`` for a report.
///
/// ```swift
/// let counts = RuntimeCounterReader.shared?.measureCounts(iterations: 1_000) { likeButton.sendTap() }
/// let retains = counts?.perOperation(.retains)   // nil → report "n/a", never 0
/// ```
public struct CounterSnapshot: Codable, Equatable, Sendable {
    /// How many operations the totals cover.
    public var operations: Int
    /// Total retains; see ``CounterMetric/retains``.
    public var retains: Int
    /// Total releases; see ``CounterMetric/releases``.
    public var releases: Int
    /// Total Swift heap objects created; see ``CounterMetric/objects``.
    public var objects: Int
    /// Total allocator blocks handed out; see ``CounterMetric/allocations``.
    public var allocations: Int
    /// Total allocator blocks given back; see ``CounterMetric/frees``.
    public var frees: Int
    /// Total bytes requested; see ``CounterMetric/bytes``.
    public var bytes: Int
    /// Net usable bytes kept; see ``CounterMetric/liveBytes``.
    public var liveBytes: Int
    /// Net blocks kept; see ``CounterMetric/liveBlocks``.
    public var liveBlocks: Int
    /// Under valgrind: the valgrind wrappers' counts (``CounterMetric/objectRetains`` and after); zero elsewhere.
    public var wrapped: [CounterMetric: Int]

    /// Creates a snapshot; every count defaults to zero.
    public init(
        operations: Int, retains: Int = 0, releases: Int = 0, objects: Int = 0, allocations: Int = 0,
        frees: Int = 0, bytes: Int = 0, liveBytes: Int = 0, liveBlocks: Int = 0, wrapped: [CounterMetric: Int] = [:]
    ) {
        self.operations = operations
        self.retains = retains
        self.releases = releases
        self.objects = objects
        self.allocations = allocations
        self.frees = frees
        self.bytes = bytes
        self.liveBytes = liveBytes
        self.liveBlocks = liveBlocks
        self.wrapped = wrapped
    }

    /// The total for one metric.
    public subscript(metric: CounterMetric) -> Int {
        get {
            switch metric {
            case .retains: retains
            case .releases: releases
            case .objects: objects
            case .allocations: allocations
            case .frees: frees
            case .bytes: bytes
            case .liveBytes: liveBytes
            case .liveBlocks: liveBlocks
            case .objectRetains, .objectReleases, .strongLoads, .allObjects, .allRetains, .allReleases: wrapped[metric] ?? 0
            }
        }
        set {
            switch metric {
            case .retains: retains = newValue
            case .releases: releases = newValue
            case .objects: objects = newValue
            case .allocations: allocations = newValue
            case .frees: frees = newValue
            case .bytes: bytes = newValue
            case .liveBytes: liveBytes = newValue
            case .liveBlocks: liveBlocks = newValue
            case .objectRetains, .objectReleases, .strongLoads, .allObjects, .allRetains, .allReleases:
                wrapped[metric] = newValue == 0 ? nil : newValue
            }
        }
    }

    /// The total for one metric divided by the number of operations (0 operations give 0).
    public func perOperation(_ metric: CounterMetric) -> Double {
        operations == 0 ? 0 : Double(self[metric]) / Double(operations)
    }
}
