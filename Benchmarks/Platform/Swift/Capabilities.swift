// Capabilities: what this system lets the harness measure, and by which mechanism, or why not — asked once, answered
// from the platform, never discovered by a measurement that silently reads zero. Owns nothing.
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
    public static var interposedCounts: Availability { availability(of: .interposedCounts) }
    /// Bytes (and blocks) the allocator holds, from its public statistics: live bytes where counts are unavailable.
    public static var heapStatistics: Availability { availability(of: .heapStatistics) }
    /// Instructions and exact ARC counts under valgrind's callgrind (still needs valgrind installed).
    public static var valgrind: Availability { availability(of: .valgrind) }
    /// Call traces of a debug build under gdb (`bench trace`, the docs' sequence diagrams; still needs gdb installed).
    public static var debuggerTraces: Availability { availability(of: .debuggerTraces) }
    /// Reading a closure's context words without faulting, to tell what it captures.
    public static var closureCaptures: Availability { availability(of: .closureCaptures) }
    /// A heap that keeps freed memory rather than returning it to the system, for timing children.
    public static var steadyHeap: Availability { availability(of: .steadyHeap) }
    /// The timing thread on the fastest cores.
    public static var performanceCores: Availability { availability(of: .performanceCores) }

    /// Whether `name` can be had here: turned off by ``disablingVariable`` in `environment`, or this system's answer.
    public static func availability(
        of name: Name, in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Availability {
        if let reason = disabledReason(name, in: environment) { return .unavailable(reason: reason) }
        return systemAvailability(of: name)
    }

    /// What this operating system (and this build: a sanitizer replaces the allocator) offers.
    private static func systemAvailability(of name: Name) -> Availability {
        let isLinux = Platform.isLinux
        switch name {
        case .interposedCounts:
            return isLinux ? .available(mechanism: "LD_PRELOAD interposition")
                : .unavailable(reason: "not available on \(Platform.name): the counters interpose by ELF symbol "
                    + "preemption (LD_PRELOAD); Mach-O binds each call to its library (two-level namespace), and "
                    + "ArchBench has no DYLD_INSERT_LIBRARIES interposer")
        case .heapStatistics:
            if let sanitizer = Platform.sanitizer {
                return .unavailable(reason: "the \(sanitizer) sanitizer replaces the allocator, whose statistics then see nothing")
            }
            return Allocator.inUse() != nil ? .available(mechanism: Allocator.statisticsMechanism)
                : .unavailable(reason: "the C library of \(Platform.name) offers no heap statistics")
        case .valgrind:
            return isLinux ? .available(mechanism: "valgrind --tool=callgrind")
                : .unavailable(reason: "valgrind does not run on current \(Platform.name) (no support for its recent "
                    + "releases or for Apple silicon)")
        case .debuggerTraces:
            return isLinux ? .available(mechanism: "gdb breakpoints on the module's mangled names (rbreak)")
                : .unavailable(reason: "gdb does not run on Apple silicon and is not signed to debug on "
                    + "\(Platform.name); traces are not implemented with lldb")
        case .closureCaptures:
            return ProcessMemory().isAvailable ? .available(mechanism: ProcessMemory.mechanism)
                : .unavailable(reason: "this process may not read its own memory through the kernel")
        case .steadyHeap:
            return isLinux ? .available(mechanism: "glibc tunables: \(steadyHeapTunables)")
                : .unavailable(reason: "the \(Platform.name) allocator has no glibc-style trim and mmap thresholds; "
                    + "timings include whatever it returns to the system")
        case .performanceCores:
            return Platform.isDarwin
                ? .available(mechanism: "user-interactive QoS (pthread_set_qos_class_self_np): performance cores when free")
                : .unavailable(reason: "\(Platform.name) has no QoS classes to ask for performance cores")
        }
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
