// Callgrind: exact CPU instruction counts from valgrind's callgrind, for machines without hardware counters
// (this VM has no PMU). Owns only the valgrind path; each run's output file is temporary and removed.
import Foundation

/// Runs a program under `valgrind --tool=callgrind` and reads the instructions executed (Ir).
///
/// Counts are exact and repeat run to run because `SWIFT_DETERMINISTIC_HASHING=1` is always set. Only the
/// code inside ``countedRegion(_:)`` is counted by default, so start-up and reporting stay out:
///
/// ```swift
/// // In the worker:  Callgrind.countedRegion { for _ in 0..<n { operation() } }
/// switch Callgrind.locate() {
/// case .success(let callgrind):
///     let run = callgrind.countInstructions(executable: CountingLibrary.currentExecutable,
///                                           arguments: WorkerRequest.instructions(caseID: "dispatch/like/mvc").arguments)
/// case .failure(let unavailable): …   // "n/a" and unavailable.description
/// }
/// ```
public struct Callgrind: Equatable, Sendable {
    /// One run under callgrind.
    public struct Run: Sendable {
        /// Instructions executed while collection was on.
        public var instructions: Int
        /// What the program printed (valgrind's own messages are in standard error).
        public var output: ChildProcess.Output
    }

    /// One line for report metadata: how instructions are counted.
    public static let mechanism = "valgrind --tool=callgrind, instructions executed (Ir) in the counted region, "
        + "SWIFT_DETERMINISTIC_HASHING=1"

    /// The `--toggle-collect` pattern that matches ``countedRegion(_:)``'s mangled name, specialised or not.
    public static let countedRegionPattern = "*9Callgrind*13countedRegion*"

    /// Path of the valgrind executable.
    public let valgrind: String

    /// Creates a runner for the valgrind at `valgrind` (not checked).
    public init(valgrind: String) {
        self.valgrind = valgrind
    }

    /// Finds valgrind on `searchPath` (this process's `PATH` by default).
    public static func locate(
        searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) -> Result<Callgrind, CountsUnavailable> {
        let candidates = searchPath.split(separator: ":").map { "\($0)/valgrind" }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .failure(CountsUnavailable(
                reason: "valgrind is not on PATH, instruction counts need callgrind",
                remedy: "apt-get install valgrind"))
        }
        return .success(Callgrind(valgrind: found))
    }

    /// The code whose instructions are counted when the default toggle pattern is used.
    ///
    /// Never inlined, so callgrind sees it as a function; everything `body` calls is counted.
    @inline(never)
    public static func countedRegion(_ body: () throws -> Void) rethrows {
        try body()
    }

    /// Runs `executable` under callgrind and returns the instructions executed while collection was on.
    ///
    /// - Parameters:
    ///   - toggleCollect: The function pattern that switches collection on while it runs; `nil` counts the
    ///     whole program. Defaults to ``countedRegionPattern``.
    ///   - environment: The program's environment; `SWIFT_DETERMINISTIC_HASHING=1` is always added.
    /// - Returns: The count with the program's output, or why it could not be taken.
    public func countInstructions(
        executable: String, arguments: [String], toggleCollect: String? = countedRegionPattern,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<Run, CountsUnavailable> {
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("archbench-callgrind-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        var valgrindArguments = ["--tool=callgrind", "--callgrind-out-file=\(outputFile)"]
        if let toggleCollect { valgrindArguments.append("--toggle-collect=\(toggleCollect)") }
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
            let lastLine = output.standardErrorText.split(separator: "\n").last.map(String.init) ?? ""
            return .failure(CountsUnavailable(reason: "callgrind run ended with \(output.termination): \(lastLine)"))
        }
        guard let text = try? String(contentsOfFile: outputFile, encoding: .utf8),
            let instructions = Self.totalInstructions(inProfile: text)
        else {
            return .failure(CountsUnavailable(reason: "callgrind wrote no instruction total"))
        }
        return .success(Run(instructions: instructions, output: output))
    }

    /// The total instructions in a callgrind profile: its `totals:` line, else its `summary:` line.
    public static func totalInstructions(inProfile text: String) -> Int? {
        var summary: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("totals:") { return firstNumber(in: line.dropFirst("totals:".count)) }
            if line.hasPrefix("summary:") { summary = firstNumber(in: line.dropFirst("summary:".count)) }
        }
        return summary
    }

    /// The first event's value: Ir, since callgrind's default and first event is instructions.
    private static func firstNumber(in fields: Substring) -> Int? {
        fields.split(separator: " ").first.flatMap { Int($0) }
    }
}
