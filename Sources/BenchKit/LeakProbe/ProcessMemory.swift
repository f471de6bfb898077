// Leak probe: reads words of this process's memory that may not be mapped, without crashing on a bad address.
// Owns nothing; each read copies into a buffer of its own.
#if canImport(Glibc)
import Glibc
#endif

/// Fault-free reads of this process's own memory, for following a pointer that merely *looks* like one.
///
/// A closure's context is untyped: the probe must read words whose meaning it does not know yet.
/// `process_vm_readv` on the process itself copies them, or fails with `EFAULT` where nothing is mapped, instead
/// of the segmentation fault a plain load would raise. It is looked up with `dlsym` (the `Glibc` module does not
/// declare it); elsewhere the reader is unavailable and closure contexts are not examined.
struct ProcessMemory {
    #if canImport(Glibc)
    private typealias ReadVector = @convention(c) (
        pid_t, UnsafePointer<iovec>?, UInt, UnsafePointer<iovec>?, UInt, UInt
    ) -> Int
    private let readVector: ReadVector?
    private let processID = getpid()

    init() {
        let program = dlopen(nil, RTLD_NOW)
        readVector = dlsym(program, "process_vm_readv").map { unsafeBitCast($0, to: ReadVector.self) }
        if let program { dlclose(program) }
    }
    #else
    init() {}
    #endif

    /// Whether reads can work here at all.
    var isAvailable: Bool {
        #if canImport(Glibc)
        readVector != nil
        #else
        false
        #endif
    }

    /// `count` words from `address`, or nil when any of them is not readable.
    func words(at address: UInt, count: Int) -> [UInt]? {
        #if canImport(Glibc)
        guard let readVector, count > 0, address != 0, address % UInt(MemoryLayout<UInt>.alignment) == 0 else {
            return nil
        }
        let byteCount = count * MemoryLayout<UInt>.stride
        var buffer = [UInt](repeating: 0, count: count)
        let copied = buffer.withUnsafeMutableBytes { local -> Int in
            var localVector = iovec(iov_base: local.baseAddress, iov_len: byteCount)
            var remoteVector = iovec(iov_base: UnsafeMutableRawPointer(bitPattern: address), iov_len: byteCount)
            return readVector(processID, &localVector, 1, &remoteVector, 1, 0)
        }
        return copied == byteCount ? buffer : nil
        #else
        nil
        #endif
    }

    /// The word at `address`, or nil when it is not readable.
    func word(at address: UInt) -> UInt? {
        words(at: address, count: 1)?.first
    }
}
