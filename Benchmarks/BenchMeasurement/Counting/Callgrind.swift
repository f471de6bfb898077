// Callgrind: runs a program under valgrind's callgrind and reads one profile per counted region: exact instruction
// counts (this VM has no PMU) and the call graph the exact ARC counts come from. Owns only the valgrind path;
// each run's output files are temporary and removed, by an interrupted run too (Interruption).
import BenchPlatform
import Foundation

/// Runs a program under `valgrind --tool=callgrind` and reads one ``CallgrindProfile`` per counted region.
///
/// Counts are exact and repeat run to run because `SWIFT_DETERMINISTIC_HASHING=1` is always set. Statistics
/// are zeroed when ``countedRegion(_:)`` is entered and dumped when it returns, so each call of it in the
/// program gives one profile holding exactly what its body did, start-up and reporting left out:
///
/// ```swift
/// // In the worker, once per case:  Callgrind.countedRegion { batch.run() }
/// switch Callgrind.locate() {
/// case .success(let callgrind):
///     let run = callgrind.profileRegions(executable: CountingLibrary.currentExecutable,
///                                        arguments: ["worker", "callgrind", "dispatch/like/mvc"])
///     // run.get().profiles[0].instructions, .calls
/// case .failure(let unavailable): …   // "n/a" and unavailable.description
/// }
/// ```
public struct Callgrind: Equatable, Sendable {
    /// One run under callgrind.
    public struct Run: Sendable {
        /// One profile per counted region, in the order the regions ran; the whole program's when the run was
        /// not split into regions.
        public var profiles: [CallgrindProfile]
        /// What the program printed (valgrind's own messages are in standard error).
        public var output: ChildProcess.Output
    }

    /// One line for report metadata: how instructions are counted.
    public static let mechanism = "valgrind --tool=callgrind, instructions executed (Ir) in the counted region, each case "
        + "in a child forked from one worker state (fixed environment, working directory and paths), "
        + "SWIFT_DETERMINISTIC_HASHING=1"

    /// Matches ``countedRegion(_:)``'s mangled name, specialised or not: statistics are zeroed on entry.
    ///
    /// The dump on return uses another spelling of the same match (``regionEndPattern``): callgrind keeps one
    /// option per pattern string, so `--zero-before=P --dump-after=P` with one P loses the zeroing.
    static let regionStartPattern = "*9Callgrind*13countedRegion*"
    /// Matches ``countedRegion(_:)`` too: statistics are dumped when it returns. Its mangled name begins with this type's
    /// (module included), so the pattern follows the module it lives in.
    static let regionEndPattern = "$s\(_mangledTypeName(Callgrind.self) ?? "9CallgrindV")13countedRegion*"

    /// Path of the valgrind executable.
    public let valgrind: String

    /// Creates a runner for the valgrind at `valgrind` (not checked).
    public init(valgrind: String) {
        self.valgrind = valgrind
    }

    /// Finds valgrind on `searchPath` (`environment`'s `PATH` by default), unless `environment` turns the capability
    /// off (`ARCHBENCH_UNAVAILABLE=valgrind`) or the system has none.
    public static func locate(
        searchPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<Callgrind, CountsUnavailable> {
        if case .unavailable(let reason) = Capabilities.availability(of: .valgrind, in: environment) {
            return .failure(CountsUnavailable(reason: reason))
        }
        let searchPath = searchPath ?? environment["PATH"] ?? ""
        let candidates = searchPath.split(separator: ":").map { "\($0)/valgrind" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .failure(CountsUnavailable(
                reason: "valgrind is not on PATH, instruction counts need callgrind",
                remedy: "apt-get install valgrind"))
        }
        return .success(Callgrind(valgrind: found))
    }

    /// The code that is counted: each call gives one profile of what `body` did.
    ///
    /// Never inlined, so callgrind sees it as a function.
    @inline(never)
    public static func countedRegion(_ body: () throws -> Void) rethrows {
        try body()
    }

    /// A temporary directory for one run's output files, removed by an interrupted run too; the caller removes it
    /// (`Interruption.removeTemporaryDirectory`) when done.
    static func makeOutputDirectory() -> Result<String, CountsUnavailable> {
        do {
            return .success(try Interruption.makeTemporaryDirectory(prefix: "archbench-callgrind"))
        } catch {
            return .failure(CountsUnavailable(reason: "cannot create a directory for callgrind's output: \(error)"))
        }
    }

    /// Runs `executable` under callgrind and reads the profile of each ``countedRegion(_:)`` it entered.
    ///
    /// - Parameters:
    ///   - regions: Whether to split the run at ``countedRegion(_:)``; `false` profiles the whole program.
    ///   - callSites: Whether to record the address of each call instruction (`--dump-instr=yes`), which
    ///     ``CallSiteReader`` needs to read the count of a `swift_retain_n` call.
    ///   - environment: The program's environment; `SWIFT_DETERMINISTIC_HASHING=1` is always added.
    /// - Returns: The profiles with the program's output, or why they could not be taken.
    public func profileRegions(
        executable: String, arguments: [String], regions: Bool = true, callSites: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<Run, CountsUnavailable> {
        let directory: String
        switch Self.makeOutputDirectory() {
        case .success(let made): directory = made
        case .failure(let reason): return .failure(reason)
        }
        defer { Interruption.removeTemporaryDirectory(directory) }
        let outputFile = directory + "/callgrind.out"
        var valgrindArguments = ["--tool=callgrind", "--callgrind-out-file=\(outputFile)"]
        if regions {
            valgrindArguments += ["--zero-before=\(Self.regionStartPattern)", "--dump-after=\(Self.regionEndPattern)"]
        }
        if callSites { valgrindArguments.append("--dump-instr=yes") }
        var childEnvironment = environment
        childEnvironment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        let output: ChildProcess.Output
        do {
            output = try ChildProcess.run(
                executable: valgrind, arguments: valgrindArguments + [executable] + arguments,
                environment: childEnvironment)
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)"))
        }
        guard output.termination.succeeded else {
            return .failure(CountsUnavailable(reason: output.failure(of: "the callgrind run")))
        }
        // Each dump is callgrind.out.N, numbered from 1 in the order they were written; the final one has no N.
        var files = regions ? [] : [outputFile]
        while regions, FileManager.default.fileExists(atPath: "\(outputFile).\(files.count + 1)") {
            files.append("\(outputFile).\(files.count + 1)")
        }
        var profiles: [CallgrindProfile] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                return .failure(CountsUnavailable(reason: "callgrind wrote no readable profile at \(file)"))
            }
            do {
                profiles.append(try CallgrindProfile(text: text))
            } catch {
                return .failure(CountsUnavailable(reason: error.description))
            }
        }
        return .success(Run(profiles: profiles, output: output))
    }
}
