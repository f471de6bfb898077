// Leak probe: reads the words of a live heap block to see whether it stores an address. Owns nothing;
// callers guarantee the block is alive (they hold a strong reference to its owner) while it is read.
import BenchPlatform

/// Tells whether a heap block stores an object's address, the mark of a strong (or unowned) reference.
///
/// A weak reference stores a pointer to the target's side table, never the target's address, so a word
/// equal to the address means a strong reference. Block sizes come from the allocator (`Allocator.usableSize`,
/// the platform layer's `malloc_usable_size` or `malloc_size`); where it cannot tell, the answer is `nil`.
package struct HeapInspector {
    package init() {}


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
        Allocator.usableSize(ofBlockAt: block)
    }
}
