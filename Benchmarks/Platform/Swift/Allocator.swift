// Allocator: what the C allocator tells about its blocks and its use, on either system. Owns nothing.
import CBenchPlatform

/// The process's C allocator, through its public queries.
///
/// ```swift
/// Allocator.usableSize(ofBlockAt: address)   // malloc_usable_size (glibc), malloc_size (Darwin)
/// Allocator.inUse()?.bytes                   // mallinfo2 (glibc), malloc_zone_statistics (Darwin)
/// ```
public enum Allocator {
    /// What the allocator holds for the program right now.
    public struct Usage: Equatable, Sendable {
        /// Bytes in blocks handed out and not yet freed.
        public var bytes: Int
        /// Blocks handed out and not yet freed; nil where the allocator does not count them (glibc).
        public var blocks: Int?
    }

    /// The usable size of the live heap block starting at `block`; nil when the allocator cannot tell.
    ///
    /// Swift objects and collection buffers come from `swift_allocObject`, which calls `malloc`, so an object's
    /// address is a block start.
    public static func usableSize(ofBlockAt block: UInt) -> Int? {
        guard let start = UnsafeRawPointer(bitPattern: block) else { return nil }
        let size = archbench_usable_size(start)
        return size == 0 ? nil : size
    }

    /// Bytes (and blocks, where counted) in use in the whole process; nil when the allocator offers no statistics.
    public static func inUse() -> Usage? {
        var bytes: Int64 = 0, blocks: Int64 = 0
        guard archbench_heap_in_use(&bytes, &blocks) else { return nil }
        return Usage(bytes: Int(bytes), blocks: blocks < 0 ? nil : Int(blocks))
    }

    /// `base` with the allocator settings under which ``inUse()`` changes by exactly what a program allocates and frees.
    ///
    /// glibc counts the blocks its per-thread cache and fast bins hold after a `free` as still in use, so a scene
    /// rendered a second time from cached blocks showed about half its bytes (5 168 of the floor's 9 136, measured
    /// here); with both caches off (`GLIBC_TUNABLES`), a freed block leaves the count at once. Darwin: `base` unchanged.
    public static func exactStatisticsEnvironment(adding base: [String: String]) -> [String: String] {
        #if os(Linux)
        var environment = base
        let tunables = [base["GLIBC_TUNABLES"], "glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0"]
        environment["GLIBC_TUNABLES"] = tunables.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
        return environment
        #else
        return base
        #endif
    }

    /// The names each system's ``statisticsMechanism`` starts with, so that a report read anywhere tells live bytes taken
    /// from an allocator's statistics (which move with the system's malloc) from counted ones.
    public static let statisticsMechanismNames = ["malloc_zone_statistics", "mallinfo2"]

    /// How ``inUse()`` is read here, for a report's header; it starts with one of ``statisticsMechanismNames``.
    public static var statisticsMechanism: String {
        #if canImport(Darwin)
        "malloc_zone_statistics over every malloc zone (bytes and blocks in use)"
        #else
        "mallinfo2 with glibc's caches off (chunk bytes in use in the arenas and in mmapped blocks)"
        #endif
    }
}
