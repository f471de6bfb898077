// ChildProcess: runs another program (posix_spawn, through the C shim's one portable signature), leading a process group
// of its own, and collects its exit status and output. Owns the pipes and the child's pid until the child is reaped;
// Interruption references each child meanwhile, to end its group if the run is interrupted.
import CBenchPlatform
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and returns how it ended and what it printed.
///
/// ```swift
/// let output = try ChildProcess.run(executable: Platform.executablePath, arguments: ["worker", "counts"],
///                                   environment: ChildProcess.environment(adding: ["HOME": "/tmp"]))
/// guard output.termination.succeeded else { … }
/// ```
public enum ChildProcess {
    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        /// The child called exit with this status.
        case exited(Int32)
        /// A signal ended the child.
        case signaled(Int32)

        /// Whether the child exited with status 0.
        public var succeeded: Bool { self == .exited(0) }
    }

    /// What to do with the child's standard output and standard error.
    public enum OutputHandling: Sendable {
        /// Collect both into ``Output``.
        case capture
        /// Send both to this process's standard error, live (progress of a long build); collect nothing.
        case forwardToStandardError
    }

    /// The result of one run.
    public struct Output: Sendable {
        /// How the child ended.
        public var termination: Termination
        /// Everything the child wrote to standard output (empty when forwarded).
        public var standardOutput: Data
        /// Everything the child wrote to standard error (empty when forwarded).
        public var standardError: Data

        /// Standard output decoded as UTF-8.
        public var standardOutputText: String { String(decoding: standardOutput, as: UTF8.self) }
        /// Standard error decoded as UTF-8.
        public var standardErrorText: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// The child could not be started.
    public struct SpawnError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The program that was to run.
        public var executable: String
        /// The errno value posix_spawn returned.
        public var code: Int32

        /// One line naming the program and the system's reason.
        public var description: String { "cannot run \(executable): \(Platform.errorMessage(code))" }
    }

    /// This process's environment with `additions` laid over it.
    public static func environment(adding additions: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(additions) { _, added in added }
    }

    /// Where a child stands among process groups and sessions.
    public enum Grouping: Sendable {
        /// Leading a process group of its own: an interrupted run ends the whole group (``Interruption``), and a
        /// terminal's Ctrl-C reaches this process alone, which ends it.
        case ownProcessGroup
        /// Leading a session of its own, away from this process's terminal: every process it starts stays in that
        /// session unless it makes its own (``Platform/runningProcesses(inSession:)`` finds them).
        case ownSession
    }

    /// Runs `executable` with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - executable: A path, or a bare name looked up on this process's `PATH`.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The child's whole environment; `nil` inherits this process's.
    ///   - output: Whether to collect the child's output or forward it to standard error.
    /// - Throws: ``SpawnError`` when the program cannot be started.
    public static func run(
        executable: String, arguments: [String], environment: [String: String]? = nil,
        output: OutputHandling = .capture
    ) throws -> Output {
        try Running(executable: executable, arguments: arguments, environment: environment, output: output).wait()
    }

    /// A child started and not yet waited for, registered with ``Interruption`` until it has ended and been reaped.
    ///
    /// ```swift
    /// let child = try ChildProcess.Running(executable: bench, arguments: ["trace", "like"], grouping: .ownSession)
    /// child.signal(SIGINT)
    /// let output = child.wait()   // .signaled(SIGINT)
    /// ```
    public final class Running {
        /// The child's process id; it leads its process group (and its session, for ``Grouping/ownSession``).
        public let pid: pid_t
        private var pipes = PipePair()

        /// Starts `executable` (see ``ChildProcess/run(executable:arguments:environment:output:)``) in `grouping`.
        public init(
            executable: String, arguments: [String], environment: [String: String]? = nil,
            output: OutputHandling = .capture, grouping: Grouping = .ownProcessGroup
        ) throws {
            let targets: (output: Int32, error: Int32)
            switch output {
            case .capture:
                try pipes.open(for: executable)
                targets = (pipes.output.write, pipes.error.write)
            case .forwardToStandardError:
                targets = (FileHandle.standardError.fileDescriptor, -1)
            }
            let argv = CStringArray([executable] + arguments)
            // Sorted: a dictionary's order changes with each process's hash seed, and the order of the child's
            // environment changes what its start-up allocates, which would make exact counts wobble.
            let envp = CStringArray((environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }.sorted())
            let mode = Int32(grouping == .ownSession ? ARCHBENCH_OWN_SESSION : ARCHBENCH_OWN_PROCESS_GROUP)
            let targetsNow = targets
            do {
                // The arrays own the C strings: keep them alive until the child has its own copies.
                pid = try Interruption.startChild { () throws(SpawnError) -> pid_t in
                    var pid = pid_t()
                    let spawned = withExtendedLifetime((argv, envp)) {
                        archbench_spawn(&pid, executable, !executable.contains("/"), argv.pointers, envp.pointers,
                                        targetsNow.output, targetsNow.error, mode)
                    }
                    guard spawned == 0 else { throw SpawnError(executable: executable, code: spawned) }
                    return pid
                }
            } catch {
                pipes.closeAll()
                throw error
            }
            pipes.closeWriteEnds()
        }

        deinit {
            pipes.closeAll()
        }

        /// Sends `signal` to the child alone.
        public func signal(_ signal: Int32) {
            kill(pid, signal)
        }

        /// Collects the child's output until it closes it, waits for it to end and reaps it.
        public func wait() -> Output {
            let (standardOutput, standardError) = pipes.drain()
            pipes.closeAll()
            return Output(termination: ChildProcess.waitForExit(of: pid), standardOutput: standardOutput,
                          standardError: standardError)
        }
    }

    /// Waits for `pid` to end, then forgets and reaps it holding ``Interruption``'s registry: until then its pid, and
    /// the process group it leads, cannot be reused, so an interruption's group signal can never reach a stranger.
    private static func waitForExit(of pid: pid_t) -> Termination {
        _ = archbench_wait_without_reaping(pid)
        var status: Int32 = 0, signal: Int32 = 0
        let waited = Interruption.endChild(pid) { archbench_wait(pid, &status, &signal) }
        guard waited == 0 else { return .exited(-1) }
        return signal == 0 ? .exited(status) : .signaled(signal)
    }
}
