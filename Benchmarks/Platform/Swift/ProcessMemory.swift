// ProcessMemory: fault-free reads of this process's own memory, for following a word that merely *looks* like a
// pointer. Owns nothing; each read copies into a buffer of its own.
import CBenchPlatform

/// Reads words of this process's memory that may not be mapped, without crashing on a bad address.
///
/// A closure's context is untyped: the leak probe must read words whose meaning it does not know yet. The read
/// copies through the kernel, which answers "not mapped" where a plain load would raise a segmentation fault:
/// `process_vm_readv` on the process itself (Linux), `mach_vm_read_overwrite` on `mach_task_self()` (Darwin).
/// Where neither works, ``isAvailable`` is false and closure contexts are not examined (reported as such).
///
/// ```swift
/// let memory = ProcessMemory()
/// if let words = memory.words(at: contextAddress, count: 4) { … }   // nil: not readable
/// ```
public struct ProcessMemory: Sendable {
    /// Whether reads work here; decided once per process by reading a known word.
    public let isAvailable: Bool

    /// Probes once whether this process may read its own memory through the kernel.
    public init() {
        isAvailable = archbench_can_read_memory()
    }

    /// `count` words from `address`, or nil when any of them is not readable.
    public func words(at address: UInt, count: Int) -> [UInt]? {
        guard isAvailable, count > 0, address != 0, address % UInt(MemoryLayout<UInt>.alignment) == 0 else {
            return nil
        }
        var buffer = [UInt](repeating: 0, count: count)
        let copied = buffer.withUnsafeMutableBytes { local in
            archbench_read_memory(local.baseAddress, UInt(address), local.count)
        }
        return copied ? buffer : nil
    }

    /// How the reads are made here, for a report's header.
    public static var mechanism: String {
        #if canImport(Darwin)
        "mach_vm_read_overwrite on mach_task_self()"
        #else
        "process_vm_readv on the process itself"
        #endif
    }

    /// The word at `address`, or nil when it is not readable.
    public func word(at address: UInt) -> UInt? {
        words(at: address, count: 1)?.first
    }
}
