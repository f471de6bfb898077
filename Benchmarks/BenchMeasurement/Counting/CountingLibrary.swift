// CountingLibrary: finds the counters' dynamic library beside the running executable, builds it with SwiftPM when
// it is missing or older than its sources, and gives the environment that makes a child process count.
import BenchPlatform
import Foundation

/// The shared library that carries the runtime counters into a counting child process by preloading (`LD_PRELOAD`).
///
/// Only where ``Capabilities/interposedCounts`` is available (Linux): elsewhere ``locate(executable:build:progress:)``
/// says why at once and builds nothing.
///
/// `swift run bench` builds only what `bench` depends on, and timing code must never contain the
/// interposers, so the library is built on first use into the same build directory:
///
/// ```swift
/// switch CountingLibrary.locate(progress: { Console.note($0) }) {
/// case .success(let library):
///     let output = try ChildProcess.run(executable: CountingLibrary.currentExecutable,
///                                       arguments: WorkerRequest.counts(caseIDs: ids).arguments, environment: library.environment())
/// case .failure(let unavailable):
///     print("counts: n/a — \(unavailable)")
/// }
/// ```
public struct CountingLibrary: Equatable, Sendable {
    /// The SwiftPM product that builds the library.
    public static let productName = "ArchBenchCounters"
    /// The library's file name, as SwiftPM names a dynamic product here (`libArchBenchCounters.so` on Linux).
    public static let fileName = Platform.dynamicLibraryFileName(product: productName)
    /// The C target's sources, relative to the package root: the library is stale when one is newer.
    static let sourcesDirectory = "Benchmarks/Platform/Counters"

    /// Absolute path of the library.
    public let path: String

    /// Creates a reference to a library at `path` (not checked).
    public init(path: String) {
        self.path = path
    }

    /// The resolved path of the running executable.
    public static var currentExecutable: String { Platform.executablePath }

    /// The environment of every counting child, whatever the caller's: deterministic hashing and nothing else.
    ///
    /// The environment's size and content change what a child allocates before it measures, and so its heap
    /// history, which shows in the counts (Swift sizes array growth by `malloc_usable_size`): one scene-rows
    /// case counted 194, 195 or 196 allocations depending on which variable of a shell's environment was
    /// present. A fixed environment makes counts identical on every machine and in CI.
    public static let countingEnvironment = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    /// ``countingEnvironment`` with the library preloaded first, before any library `base` preloads.
    public func environment(
        adding base: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        Self.countingEnvironment.merging(Capabilities.preloadEnvironment(library: path, adding: base) ?? [:]) { $1 }
    }

    /// The other libraries `base` preloads: the child loads them after the counters, and another allocator or
    /// interposer among them can crash it.
    public func otherPreloads(in base: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        Capabilities.otherPreloads(besides: path, in: base)
    }

    /// Finds the library beside `executable`, building it first when it is missing or stale.
    ///
    /// - Parameters:
    ///   - executable: The executable whose build directory holds the library.
    ///   - build: Whether to run `swift build --product ArchBenchCounters` when needed; the build's own output
    ///     goes to standard error.
    ///   - progress: Receives one line before a build starts.
    /// - Returns: The library, or why it cannot be had with the exact command to build it.
    public static func locate(
        executable: String = currentExecutable, build: Bool = true, progress: (String) -> Void = { _ in }
    ) -> Result<CountingLibrary, CountsUnavailable> {
        if case .unavailable(let reason) = Capabilities.interposedCounts { return .failure(CountsUnavailable(reason: reason)) }
        let layout = BuildLayout(executable: executable, fallbackRoot: sourcePackageRoot)
        let library = CountingLibrary(path: layout.productsDirectory + "/" + fileName)
        let command = layout.buildCommand(product: productName)
        let commandLine = command.joined(separator: " ")
        guard library.needsBuild(packageRoot: layout.packageRoot) else { return .success(library) }
        guard build, layout.packageRoot != nil else {
            return .failure(CountsUnavailable(reason: "\(fileName) is not built", remedy: commandLine))
        }
        progress("Building \(fileName) for the counting pass: \(commandLine)")
        do {
            guard try BuildLayout.build(command).succeeded, !library.needsBuild(packageRoot: layout.packageRoot) else {
                return .failure(CountsUnavailable(reason: "building \(fileName) failed", remedy: commandLine))
            }
            return .success(library)
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)", remedy: commandLine))
        }
    }

    /// Missing, or older than a source of the C target.
    func needsBuild(packageRoot: String?) -> Bool {
        guard let built = Self.modificationDate(of: path) else { return true }
        guard let packageRoot else { return false }
        let sources = URL(fileURLWithPath: packageRoot).appendingPathComponent(Self.sourcesDirectory)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (files?.allObjects as? [URL] ?? []).contains { source in
            (Self.modificationDate(of: source.path) ?? .distantPast) > built
        }
    }

    /// The package this file was compiled in: found when the executable was built outside the package tree.
    private static var sourcePackageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    private static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
