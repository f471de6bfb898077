// Leak probe: reads the words of a live heap block to see whether it stores an address. Owns nothing;
// callers guarantee the block is alive (they hold a strong reference to its owner) while it is read.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells whether a heap block stores an object's address, the mark of a strong (or unowned) reference.
///
/// A weak reference stores a pointer to the target's side table, never the target's address, so a word
/// equal to the address means a strong reference. Block sizes come from the allocator: `malloc_size` on
/// Darwin, `malloc_usable_size` on glibc, looked up with `dlsym` because `import Glibc` does not export it
/// (see PLATFORM-NOTES). Swift objects and collection buffers are allocated by `swift_allocObject`, which
/// calls `malloc`, so their address is a block start. On other platforms the size is unknown: `nil`.
struct HeapInspector {
    private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    private let usableSize: UsableSize?

    init() {
        #if canImport(Darwin)
        usableSize = { pointer in Int(malloc_size(pointer)) }
        #elseif canImport(Glibc)
        let program = dlopen(nil, RTLD_NOW)   // the process's global symbols, libc included
        usableSize = dlsym(program, "malloc_usable_size").map { unsafeBitCast($0, to: UsableSize.self) }
        if let program { dlclose(program) }
        #else
        usableSize = nil
        #endif
    }

    /// How many aligned words after the two-word object header of the heap block at `block` equal `address`;
    /// nil when the block's size cannot be known.
    ///
    /// The scan covers the allocator's usable size, which may include a few bytes of slack after the object:
    /// stale bytes there could, very rarely, repeat an address and make a weak reference look strong.
    func occurrences(of address: UInt, inBlockAt block: UInt) -> Int? {
        guard let start = UnsafeMutableRawPointer(bitPattern: block), let size = usableSize(ofBlockAt: block) else {
            return nil
        }
        let headerSize = 2 * MemoryLayout<UInt>.stride
        guard size > headerSize else { return nil }
        var count = 0
        for offset in stride(from: headerSize, to: size - MemoryLayout<UInt>.stride + 1, by: MemoryLayout<UInt>.stride)
        where start.load(fromByteOffset: offset, as: UInt.self) == address {
            count += 1
        }
        return count
    }

    /// The allocator's usable size of the live heap block starting at `block`; nil when it cannot be known.
    func usableSize(ofBlockAt block: UInt) -> Int? {
        guard let usableSize, let start = UnsafeMutableRawPointer(bitPattern: block) else { return nil }
        return usableSize(start)
    }
}
