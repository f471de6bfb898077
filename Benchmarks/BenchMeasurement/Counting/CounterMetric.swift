// CounterMetric: the exact counts the runtime counters take, named as reports name them. Owns nothing;
// its order mirrors the C target's `archbench_counter` indices (RuntimeCounters.h).

/// One exact count taken by the runtime counters.
///
/// Raw values are the metric names used in reports and JSON.
public enum CounterMetric: String, CaseIterable, Codable, Sendable {
    /// `swift_retain` calls (and the `_n`, nonatomic and bridgeObject forms) on a non-null object.
    case retains
    /// `swift_release` calls (and the `_n`, nonatomic and bridgeObject forms) on a non-null object.
    case releases
    /// Heap objects created by `swift_allocObject`: class instances, closure contexts, boxes.
    case objects
    /// Blocks handed out by `malloc`, `calloc`, `realloc` and the aligned allocators, the standard library's too.
    case allocations
    /// Blocks given back by `free` and `realloc`.
    case frees
    /// Bytes requested from the allocator.
    case bytes
    /// Usable bytes allocated minus usable bytes freed: the net heap growth (negative when memory was returned).
    case liveBytes
    /// Blocks allocated minus blocks freed: the net number of heap blocks kept.
    case liveBlocks
    /// Under valgrind only: references added to a counted object by the retain functions, any caller.
    case objectRetains
    /// Under valgrind only: references dropped from a counted object by the release functions, any caller.
    case objectReleases
    /// Under valgrind only: strong references taken from weak or unowned ones, or by a successful tryRetain.
    case strongLoads
    /// Under valgrind only: `swift_allocObject` calls, any caller.
    case allObjects
    /// Under valgrind only: references passed to the retain functions by any caller, on anything.
    case allRetains
    /// Under valgrind only: references passed to the release functions by any caller, on anything.
    case allReleases

    /// Position of this counter in the array filled by `archbench_counters_read`.
    var readerIndex: Int {
        switch self {
        case .retains: 0
        case .releases: 1
        case .objects: 2
        case .allocations: 3
        case .frees: 4
        case .bytes: 5
        case .liveBytes: 6
        case .liveBlocks: 7
        case .objectRetains: 8
        case .objectReleases: 9
        case .strongLoads: 10
        case .allObjects: 11
        case .allRetains: 12
        case .allReleases: 13
        }
    }
}
extension CounterMetric: CodingKeyRepresentable {}
