// CountingLibrary: finds libArchBenchCounters.so beside the running executable, builds it with SwiftPM when it
// is missing or older than its sources, and gives the environment that makes a child process count.
import Foundation

/// The shared library that carries the runtime counters into a counting child process via `LD_PRELOAD`.
///
/// `swift run bench` builds only what `bench` depends on, and timing code must never contain the
/// interposers, so the library is built on first use into the same build directory:
///
/// ```swift
/// switch CountingLibrary.locate(progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
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
    /// The library's file name, as SwiftPM names a dynamic product on Linux.
    public static let fileName = "libArchBenchCounters.so"
    /// The C target's sources, relative to the package root: the library is stale when one is newer.
    static let sourcesDirectory = "Sources/RuntimeCounters"

    /// Absolute path of the library.
    public let path: String

    /// Creates a reference to a library at `path` (not checked).
    public init(path: String) {
        self.path = path
    }

    /// The resolved path of the running executable.
    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// `base` with the library preloaded and hashing made deterministic, so counts repeat exactly.
    public func environment(
        adding base: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = base
        environment["LD_PRELOAD"] = [path, base["LD_PRELOAD"]].compactMap { $0 }.joined(separator: ":")
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        return environment
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
            let output = try ChildProcess.run(
                executable: command[0], arguments: Array(command.dropFirst()), output: .forwardToStandardError)
            guard output.termination.succeeded, !library.needsBuild(packageRoot: layout.packageRoot) else {
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
