// Capabilities: what this system lets the harness measure, and by which mechanism, or why not — asked once, answered
// from the platform, never discovered by a measurement that silently reads zero. Owns nothing.
import CBenchPlatform
import Foundation

/// Whether one kind of measurement can be taken here: how, or why not.
public enum Availability: Equatable, Sendable, CustomStringConvertible {
    /// It can, by this mechanism.
    case available(mechanism: String)
    /// It cannot, for this reason (one line, shown as `n/a — <reason>`).
    case unavailable(reason: String)

    /// Whether the measurement can be taken.
    public var isAvailable: Bool {
        if case .available = self { true } else { false }
    }

    /// The mechanism, or `n/a: <reason>`.
    public var description: String {
        switch self {
        case .available(let mechanism): mechanism
        case .unavailable(let reason): "n/a: \(reason)"
        }
    }
}

/// The measurements the harness takes beyond wall time, and where each one can be had.
///
/// These are the answers of the operating system alone. A measurement that also needs a tool (valgrind for
/// instructions and exact ARC, gdb for traces) or a built library (the counters) is narrowed by the harness at run time,
/// and a counting child still proves that it counts before its numbers are used.
///
/// ```swift
/// if case .unavailable(let reason) = Capabilities.interposedCounts {
///     print("retains: n/a — \(reason)")   // on macOS
/// }
/// ```
public enum Capabilities {
    /// The capabilities by name, as ``disablingVariable`` lists them.
    public enum Name: String, CaseIterable, Sendable {
        case interposedCounts, heapStatistics, valgrind, debuggerTraces, closureCaptures, steadyHeap, performanceCores
    }

    /// An environment variable that turns capabilities off by name (comma-separated), to see on Linux what a system
    /// without them reports — and to try a CI gate against such a run: `ARCHBENCH_UNAVAILABLE=interposedCounts`.
    public static let disablingVariable = "ARCHBENCH_UNAVAILABLE"

    /// Names in ``disablingVariable`` that are no capability (a typo would otherwise silently disable nothing).
    public static func unknownDisabledNames(
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        disabledNames(in: environment).filter { Name(rawValue: $0) == nil }
    }

    /// Why `name` is turned off by ``disablingVariable`` in `environment`, or nil when it is not.
    public static func disabledReason(
        _ name: Name, in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        disabledNames(in: environment).contains(name.rawValue) ? "turned off by \(disablingVariable)=\(name.rawValue)" : nil
    }

    private static func disabledNames(in environment: [String: String]) -> [String] {
        (environment[disablingVariable] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Exact retains, releases, objects, allocations and bytes per operation, by a preloaded library that interposes
    /// the Swift runtime's and the C allocator's entry points.
    public static var interposedCounts: Availability {
        if let reason = disabledReason(.interposedCounts) { return .unavailable(reason: reason) }
        return systemInterposedCounts
    }

    private static var systemInterposedCounts: Availability {
        #if os(Linux)
        .available(mechanism: "LD_PRELOAD interposition")
        #else
        .unavailable(reason: "not available on \(Platform.name): the counters interpose by ELF symbol preemption "
            + "(LD_PRELOAD); Mach-O binds each call to its library (two-level namespace), and ArchBench has no "
            + "DYLD_INSERT_LIBRARIES interposer")
        #endif
    }

    /// Bytes (and blocks) the allocator holds, from its public statistics: live bytes where counts are unavailable.
    public static var heapStatistics: Availability {
        if let reason = disabledReason(.heapStatistics) { return .unavailable(reason: reason) }
        return systemHeapStatistics
    }

    private static var systemHeapStatistics: Availability {
        var bytes: Int64 = 0, blocks: Int64 = 0
        return archbench_heap_in_use(&bytes, &blocks)
            ? .available(mechanism: Allocator.statisticsMechanism)
            : .unavailable(reason: "the allocator offers no statistics here (a sanitizer build replaces it)")
    }

    /// Instructions and exact ARC counts under valgrind's callgrind (still needs valgrind installed).
    public static var valgrind: Availability {
        if let reason = disabledReason(.valgrind) { return .unavailable(reason: reason) }
        return systemValgrind
    }

    private static var systemValgrind: Availability {
        #if os(Linux)
        .available(mechanism: "valgrind --tool=callgrind")
        #else
        .unavailable(reason: "valgrind does not run on current \(Platform.name) (no support for its recent "
            + "releases or for Apple silicon)")
        #endif
    }

    /// Call traces of a debug build under gdb (`bench trace`, the docs' sequence diagrams; still needs gdb installed).
    public static var debuggerTraces: Availability {
        if let reason = disabledReason(.debuggerTraces) { return .unavailable(reason: reason) }
        return systemDebuggerTraces
    }

    private static var systemDebuggerTraces: Availability {
        #if os(Linux)
        .available(mechanism: "gdb breakpoints on the module's mangled names (rbreak)")
        #else
        .unavailable(reason: "gdb does not run on Apple silicon and is not signed to debug on \(Platform.name); "
            + "traces are not implemented with lldb")
        #endif
    }

    /// Reading a closure's context words without faulting, to tell what it captures.
    public static var closureCaptures: Availability {
        if let reason = disabledReason(.closureCaptures) { return .unavailable(reason: reason) }
        return systemClosureCaptures
    }

    private static var systemClosureCaptures: Availability {
        guard archbench_can_read_memory() else {
            return .unavailable(reason: "this process may not read its own memory through the kernel")
        }
        #if canImport(Darwin)
        return .available(mechanism: "mach_vm_read_overwrite on mach_task_self()")
        #else
        return .available(mechanism: "process_vm_readv on the process itself")
        #endif
    }

    /// A heap that keeps freed memory rather than returning it to the system, for timing children.
    public static var steadyHeap: Availability {
        if let reason = disabledReason(.steadyHeap) { return .unavailable(reason: reason) }
        return systemSteadyHeap
    }

    private static var systemSteadyHeap: Availability {
        #if os(Linux)
        .available(mechanism: "glibc tunables: \(steadyHeapTunables)")
        #else
        .unavailable(reason: "the \(Platform.name) allocator has no glibc-style trim and mmap thresholds; timings "
            + "include whatever it returns to the system")
        #endif
    }

    /// The timing thread on the fastest cores.
    public static var performanceCores: Availability {
        if let reason = disabledReason(.performanceCores) { return .unavailable(reason: reason) }
        return systemPerformanceCores
    }

    private static var systemPerformanceCores: Availability {
        #if canImport(Darwin)
        .available(mechanism: "user-interactive QoS (pthread_set_qos_class_self_np): performance cores when free")
        #else
        .unavailable(reason: "\(Platform.name) has no QoS classes to ask for performance cores")
        #endif
    }

    /// glibc's malloc settings for timing (read at start-up): never return freed memory to the kernel, and serve blocks
    /// up to 32 MiB from the heap rather than their own mappings.
    public static let steadyHeapTunables = "glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432"

    /// The environment variable glibc reads its malloc settings from.
    public static let steadyHeapVariable = "GLIBC_TUNABLES"

    /// `base` with the steady-heap settings added where this system has them (``steadyHeapVariable``, appended to any
    /// the caller set so they win); unchanged elsewhere.
    public static func steadyHeapEnvironment(adding base: [String: String]) -> [String: String] {
        guard steadyHeap.isAvailable else { return base }
        var environment = base
        let tunables = [base[steadyHeapVariable], steadyHeapTunables].compactMap { $0 }.filter { !$0.isEmpty }
        environment[steadyHeapVariable] = tunables.joined(separator: ":")
        return environment
    }

    /// `base` with `library` preloaded first (before any library `base` preloads), where this system preloads.
    ///
    /// The value is padded with spaces (which the loader skips as separators) to a multiple of ``preloadValueWidth``:
    /// measured here, the length of the preload list shifted what the child's heap held before it measured, and with it
    /// the live bytes of a rendered scene by 16–48 bytes between checkouts at paths of different lengths (the same
    /// binary at `/tmp/new-main/…` and `/work/main/…`). Padded, the counts are the same wherever the package lives.
    public static func preloadEnvironment(library: String, adding base: [String: String]) -> [String: String]? {
        guard let variable = Platform.preloadVariable else { return nil }
        let others = (base[variable] ?? "").trimmingTrailingSpaces
        let list = [library, others.isEmpty ? nil : others].compactMap { $0 }.joined(separator: ":")
        let width = (list.utf8.count / preloadValueWidth + 1) * preloadValueWidth
        return [variable: list + String(repeating: " ", count: width - list.utf8.count)]
    }

    /// The preload list's padded length: longer than any build path SwiftPM makes in practice.
    public static let preloadValueWidth = 1_024

    /// The other libraries `environment` preloads besides `library`.
    public static func otherPreloads(besides library: String, in environment: [String: String]) -> [String] {
        guard let variable = Platform.preloadVariable else { return [] }
        return (environment[variable] ?? "").split(whereSeparator: { $0 == ":" || $0 == " " }).map(String.init)
            .filter { $0 != library }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
