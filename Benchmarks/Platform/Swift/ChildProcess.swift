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
        /// Send both to the file at this path, created or emptied; collect nothing. Nothing waits for the child to
        /// close them, so a grandchild that outlives it cannot hold ``Running/wait()`` up.
        case file(String)
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

    /// The signal an interrupted run asks a child to stop with, before SIGKILL ends its group (``Interruption``).
    public enum StopSignal: Sendable {
        /// SIGTERM: a worker dies at once; gdb kills the program it debugs and quits (on SIGINT it only stops the program).
        case terminate
        /// SIGINT, as a terminal's Ctrl-C: SwiftPM cancels its compiler jobs (on SIGTERM it ends and leaves them running).
        case interrupt

        /// The signal's number.
        var number: Int32 {
            switch self {
            case .terminate: SIGTERM
            case .interrupt: SIGINT
            }
        }
    }

    /// Runs `executable` with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - executable: A path, or a bare name looked up on this process's `PATH`.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The child's whole environment; `nil` inherits this process's.
    ///   - output: Whether to collect the child's output or forward it to standard error.
    ///   - stopSignal: How an interrupted run asks the child to stop.
    ///   - workingDirectory: The child's working directory; `nil` keeps this process's.
    /// - Throws: ``SpawnError`` when the program cannot be started (or `workingDirectory` cannot be entered).
    public static func run(
        executable: String, arguments: [String], environment: [String: String]? = nil,
        output: OutputHandling = .capture, stopSignal: StopSignal = .terminate, workingDirectory: String? = nil
    ) throws -> Output {
        try Running(executable: executable, arguments: arguments, environment: environment, output: output,
                    stopSignal: stopSignal, workingDirectory: workingDirectory).wait()
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
        /// The file of ``OutputHandling/file(_:)``, open until the child has its copy.
        private var fileDescriptor: Int32 = -1

        /// Starts `executable` (see
        /// ``ChildProcess/run(executable:arguments:environment:output:stopSignal:workingDirectory:)``) in `grouping`.
        public init(
            executable: String, arguments: [String], environment: [String: String]? = nil,
            output: OutputHandling = .capture, stopSignal: StopSignal = .terminate, grouping: Grouping = .ownProcessGroup,
            workingDirectory: String? = nil
        ) throws {
            let targets: (output: Int32, error: Int32)
            switch output {
            case .capture:
                try pipes.open(for: executable)
                targets = (pipes.output.write, pipes.error.write)
            case .forwardToStandardError:
                targets = (FileHandle.standardError.fileDescriptor, -1)
            case .file(let path):
                let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { throw SpawnError(executable: executable, code: errno) }
                fileDescriptor = descriptor
                targets = (descriptor, descriptor)
            }
            let argv = CStringArray([executable] + arguments)
            // Sorted: a dictionary's order changes with each process's hash seed, and the order of the child's
            // environment changes what its start-up allocates, which would make exact counts wobble.
            let envp = CStringArray((environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }.sorted())
            let mode = Int32(grouping == .ownSession ? ARCHBENCH_OWN_SESSION : ARCHBENCH_OWN_PROCESS_GROUP)
            let targetsNow = targets
            do {
                // The arrays own the C strings: keep them alive until the child has its own copies.
                pid = try Interruption.startChild(stoppedBy: stopSignal.number) { () throws(SpawnError) -> pid_t in
                    var pid = pid_t()
                    let spawned = withExtendedLifetime((argv, envp)) {
                        archbench_spawn(&pid, executable, !executable.contains("/"), argv.pointers, envp.pointers,
                                        targetsNow.output, targetsNow.error, mode, workingDirectory)
                    }
                    guard spawned == 0 else { throw SpawnError(executable: executable, code: spawned) }
                    return pid
                }
            } catch {
                pipes.closeAll()
                if fileDescriptor >= 0 { close(fileDescriptor) }
                throw error
            }
            pipes.closeWriteEnds()
            if fileDescriptor >= 0 { close(fileDescriptor) }
        }

        deinit {
            pipes.closeAll()
        }

        /// Sends `signal` to the child alone, or with `toGroup` to its whole process group, as a terminal's Ctrl-C does
        /// to the foreground group.
        public func signal(_ signal: Int32, toGroup: Bool = false) {
            _ = toGroup ? archbench_signal_group(pid, signal) : kill(pid, signal)
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
