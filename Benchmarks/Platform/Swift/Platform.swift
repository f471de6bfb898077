// Platform: the one place the harness asks about the system it runs on — its name, the running executable, symbols,
// the CPU, error texts, how dynamic libraries are named and preloaded. Owns nothing; every answer is computed.
import CBenchPlatform
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The operating system the harness runs on, and the calls whose spelling differs between Linux and Darwin.
///
/// Nothing outside the platform layer (Benchmarks/Platform) imports Glibc or Darwin or calls the loader, the
/// kernel or the runtime's private entry points: it asks here, and ``Capabilities`` says what can be measured.
///
/// ```swift
/// Platform.name                                    // "Linux" or "macOS"
/// Platform.executablePath                          // the running bench, links resolved
/// Platform.symbol(named: "swift_demangle")         // dlsym(RTLD_DEFAULT, …)
/// Platform.dynamicLibraryFileName(product: "ArchBenchCounters")   // libArchBenchCounters.so / .dylib
/// ```
public enum Platform {
    /// The system's name as a report shows it.
    public static var name: String {
        #if os(macOS)
        "macOS"
        #elseif os(Linux)
        "Linux"
        #else
        "this system"
        #endif
    }

    /// Whether this is Linux (ELF, glibc, /proc), where every mechanism of the harness was built and measured.
    public static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The sanitizer this process runs under ("thread", "address"), found by its runtime's entry point; nil for none.
    public static var sanitizer: String? {
        if symbol(named: "__tsan_init") != nil { return "thread" }
        if symbol(named: "__asan_init") != nil { return "address" }
        return nil
    }

    /// Whether this is a Darwin system (macOS): Mach-O, libmalloc zones, Mach VM calls.
    public static var isDarwin: Bool {
        #if canImport(Darwin)
        true
        #else
        false
        #endif
    }

    /// This process's id (getpid), read afresh: a child made by a fork has its own.
    public static var processID: Int32 { getpid() }

    /// The absolute path of the running executable, links resolved; `argv[0]` made absolute when the system
    /// cannot tell (then a relative `argv[0]` may name the wrong file: say so where it matters).
    public static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4_096)
        if archbench_executable_path(&buffer, buffer.count) == 0 { return string(fromNullTerminated: buffer) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// The address of the global symbol `name` in this process (executable and every loaded library), or nil.
    public static func symbol(named name: String) -> UnsafeMutableRawPointer? {
        archbench_symbol(name)
    }

    /// The CPU's model name: `sysctl machdep.cpu.brand_string` on Darwin, the first `model name` of
    /// `/proc/cpuinfo` on Linux; nil when neither tells.
    public static var cpuModel: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        if archbench_cpu_brand(&buffer, buffer.count) == 0, case let brand = string(fromNullTerminated: buffer), !brand.isEmpty {
            return brand
        }
        return (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).flatMap(cpuModel(fromCPUInfo:))
    }

    /// The first `model name` in `/proc/cpuinfo` text.
    public static func cpuModel(fromCPUInfo text: String) -> String? {
        value(ofKey: "model name", separator: ":", in: text)
    }

    /// The distribution with the kernel on Linux (`Ubuntu 24.04.2 LTS (Linux 6.8.0)`), else Foundation's
    /// description of the system (`Version 15.1 (Build 24B83)` on macOS, prefixed with the system's name).
    public static var operatingSystem: String {
        #if os(Linux)
        let distribution = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))
            .flatMap(prettyName(fromOSRelease:)) ?? "Linux"
        let kernel = ProcessInfo.processInfo.operatingSystemVersion
        return "\(distribution) (Linux \(kernel.majorVersion).\(kernel.minorVersion).\(kernel.patchVersion))"
        #else
        return "\(name) \(ProcessInfo.processInfo.operatingSystemVersionString)"
        #endif
    }

    /// `PRETTY_NAME` from `/etc/os-release` text, unquoted.
    public static func prettyName(fromOSRelease text: String) -> String? {
        value(ofKey: "PRETTY_NAME", separator: "=", in: text)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    /// The UTF-8 text of a C string buffer, up to its first NUL (CChar is signed on some systems, unsigned on others).
    private static func string(fromNullTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    }

    /// The trimmed value of the first `key<separator>value` line.
    private static func value(ofKey key: String, separator: Character, in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: separator, maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if !value.isEmpty { return value }
        }
        return nil
    }

    /// The system's text for the `errno` value `code`.
    public static func errorMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The file name SwiftPM gives the dynamic library product `product`: `lib<product>.so` on Linux,
    /// `lib<product>.dylib` on Darwin.
    public static func dynamicLibraryFileName(product: String) -> String {
        #if canImport(Darwin)
        "lib\(product).dylib"
        #else
        "lib\(product).so"
        #endif
    }

    /// The environment variable the dynamic loader reads libraries to preload from, when this system has one the
    /// harness uses (`LD_PRELOAD`, ELF). Nil on Darwin: `DYLD_INSERT_LIBRARIES` exists, but a library inserted that
    /// way interposes only through `__DATA,__interpose` tuples, which the counters do not have (see Capabilities).
    public static var preloadVariable: String? {
        #if os(Linux)
        "LD_PRELOAD"
        #else
        nil
        #endif
    }

    /// The prefix the object format puts before a C or Swift symbol name: "" on ELF, "_" on Mach-O. A debugger's
    /// breakpoint pattern on mangled Swift names (`$s…`) must start with it.
    public static var symbolPrefix: String {
        #if canImport(Darwin)
        "_"
        #else
        ""
        #endif
    }

    /// Replaces this process with `executable` run with `arguments` (execv). Returns only on failure, with the
    /// system's reason.
    public static func replaceProcess(executable: String, arguments: [String]) -> String {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return errorMessage(archbench_exec(executable, argv))
    }

    /// Runs this program again from the start, with the same arguments and environment, with address-space
    /// randomization off (Linux; the processes it forks inherit it), unless it runs so already: where its heap lies no
    /// longer changes from run to run, nor does what depends on it (a hash table keyed by addresses). Returns when it
    /// runs without randomization (true), or where randomization cannot be turned off (false).
    @discardableResult
    public static func runWithoutAddressRandomization() -> Bool {
        switch disableAddressRandomizationForWhatRunsNext() {
        case 0: return true
        case 1:
            _ = replaceProcess(executable: executablePath, arguments: Array(CommandLine.arguments.dropFirst()))
            return false
        default: return false
        }
    }

    /// Turns address-space randomization off for the programs this process executes from now on (Linux): 1 when it
    /// turned it off, 0 when it was off already (this process runs without it), -1 where it cannot be turned off.
    static func disableAddressRandomizationForWhatRunsNext() -> Int32 {
        archbench_disable_address_randomization()
    }

    /// Asks the scheduler to treat the calling thread as latency-critical: user-interactive QoS on Darwin, which on
    /// Apple silicon keeps it on the performance cores while they are free. Returns whether such a request exists here.
    @discardableResult
    public static func preferPerformanceCores() -> Bool {
        archbench_prefer_performance_cores()
    }
}
