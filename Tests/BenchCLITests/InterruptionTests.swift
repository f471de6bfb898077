// Specifications of an interrupted run: a real `bench` started in a session of its own is interrupted while its
// children run, and afterwards no process of that session is running, no temporary directory of ours is left, and the
// bench died by the signal it was sent (what a shell reports as 130, 143 or 129).
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchPlatform

@Suite(.serialized) struct InterruptionTests {
    /// How a run is interrupted: Ctrl-C at a terminal signals the whole foreground process group; `kill` and a closed
    /// terminal signal the bench alone.
    enum Interrupt: CustomStringConvertible, CaseIterable {
        case controlC, terminate, hangUp

        var signal: Int32 {
            switch self {
            case .controlC: SIGINT
            case .terminate: SIGTERM
            case .hangUp: SIGHUP
            }
        }

        var description: String {
            switch self {
            case .controlC: "SIGINT to the process group"
            case .terminate: "SIGTERM to the bench"
            case .hangUp: "SIGHUP to the bench"
            }
        }
    }

    // gdb runs a second bench, which it puts in a process group of its own; the bench also made a temporary directory
    // for gdb's script. Three processes: the bench, gdb and the traced bench.
    @Test(.enabled(if: InterruptedRun.hasGDB, "bench trace needs gdb"), arguments: [Interrupt.controlC, .terminate])
    func trace_interrupted_leavesNoProcessAndNoTemporaryDirectory(interrupt: Interrupt) throws {
        let run = try InterruptedRun(arguments: ["trace", "like", "--pattern", "floor"], interrupt: interrupt) { scratch, processes in
            processes.count >= 3 && scratch.contains { $0.hasPrefix("archbench-trace-") }
        }

        run.expectCleanExit(after: interrupt)
    }

    // A debug bench builds its release product before it measures (`swift build`, whose compiler jobs run in process
    // groups of their own; under `swift test` it waits for the build directory's lock instead). Two processes at least.
    @Test(arguments: [Interrupt.controlC, .hangUp])
    func measuringRun_interruptedWhileItsReleaseBuildRuns_leavesNoProcess(interrupt: Interrupt) throws {
        let run = try InterruptedRun(arguments: ["--quick", "--suite", "dispatch", "--filter", "like/floor"],
                                     interrupt: interrupt) { _, processes in processes.count >= 2 }

        run.expectCleanExit(after: interrupt)
    }

    /// When a count is interrupted: as its valgrind workers start (loading the program takes them seconds, so one left
    /// running outlives the check), or once one has forked its case's child, valgrind too (the case then ends in well
    /// under a second, so that moment checks the cleaning more than what is left).
    enum ValgrindMoment: CustomStringConvertible, CaseIterable {
        case starting, caseForked

        var description: String { self == .starting ? "as valgrind starts" : "once valgrind forked a case" }

        func isReached(among processes: [Int32]) -> Bool {
            let valgrinds = processes.filter(InterruptedRun.isValgrind)
            return switch self {
            case .starting: !valgrinds.isEmpty
            case .caseForked:
                valgrinds.contains { Platform.runningProcesses(childrenOf: $0)?.contains(where: InterruptedRun.isValgrind) == true }
            }
        }
    }

    // Counting instructions, the bench runs workers under valgrind (each leading a process group of its own) and made a
    // temporary directory for callgrind's output. The release bench runs, as the debug one would first build it (and
    // under `swift test` wait for the build directory's lock). About 2 s a case.
    @Test(.enabled(if: InterruptedRun.releaseBench != nil, "needs valgrind and the release bench (swift build -c release --product bench)"),
          arguments: [Interrupt.controlC, .terminate], ValgrindMoment.allCases)
    func instructionCount_interruptedWhileValgrindRuns_leavesNoProcessAndNoTemporaryDirectory(
        interrupt: Interrupt, moment: ValgrindMoment
    ) throws {
        let run = try InterruptedRun(
            executable: try #require(InterruptedRun.releaseBench),
            arguments: ["--quick", "--instructions", "--suite", "dispatch", "--filter", "like/floor"], interrupt: interrupt
        ) { scratch, processes in
            scratch.contains { $0.hasPrefix("archbench-callgrind-") } && moment.isReached(among: processes)
        }

        run.expectCleanExit(after: interrupt)
    }
}

/// One run of `bench` (the debug one unless told) in a session of its own with its own temporary directory, interrupted
/// once `ready` says its children are running.
struct InterruptedRun {
    /// The debug bench beside this test bundle (`swift build --build-tests` and `swift test` build it).
    static let bench = BuildLayout(executable: Platform.executablePath).productsDirectory + "/bench"

    static let hasGDB = (try? ChildProcess.run(executable: "gdb", arguments: ["--version"]).termination.succeeded) == true

    /// The release bench the debug one builds and runs to measure (`swift build -c release --product bench`), when it
    /// has been built and valgrind is here to count with.
    static let releaseBench: String? = {
        guard (try? Callgrind.locate().get()) != nil, let release = ReleaseRelaunch.plan(executable: bench)?.releaseExecutable,
              FileManager.default.isExecutableFile(atPath: release) else { return nil }
        return release
    }()

    /// Whether process `pid` is valgrind: its tool runs in the process valgrind started as (`valgrind.bin` on Debian).
    static func isValgrind(_ pid: Int32) -> Bool {
        Platform.commandLine(ofProcess: pid)?.first?.contains("valgrind") == true
    }

    /// Whether the children were seen running before the signal: otherwise the run proves nothing.
    let wasReady: Bool
    let termination: ChildProcess.Termination
    /// Processes of the run's session still running well after the bench ended.
    let leftovers: [Int32]
    /// Our temporary directories (`archbench-…`) left in the run's temporary directory.
    let temporaries: [String]
    /// What the bench and its children printed.
    let log: String

    init(executable: String = Self.bench, arguments: [String], interrupt: InterruptionTests.Interrupt,
         ready: (_ scratch: [String], _ processes: [Int32]) -> Bool) throws {
        let scratch = try Scratch()
        let log = scratch.path + "/bench.log"
        let child = try ChildProcess.Running(
            executable: executable, arguments: arguments, environment: ChildProcess.environment(adding: ["TMPDIR": scratch.path]),
            output: .file(log), grouping: .ownSession)
        let session = child.pid
        let started = ContinuousClock.now
        var wasReady = false
        while !wasReady, ContinuousClock.now - started < .seconds(180) {
            Thread.sleep(forTimeInterval: 0.05)
            wasReady = ready((try? scratch.entries()) ?? [], Platform.runningProcesses(inSession: session) ?? [])
        }
        self.wasReady = wasReady
        child.signal(interrupt.signal, toGroup: interrupt == .controlC)
        termination = child.wait().termination
        var leftovers = Platform.runningProcesses(inSession: session) ?? []
        let ended = ContinuousClock.now
        while !leftovers.isEmpty, ContinuousClock.now - ended < .seconds(2) {   // a process just killed may still be exiting
            Thread.sleep(forTimeInterval: 0.1)
            leftovers = Platform.runningProcesses(inSession: session) ?? []
        }
        self.leftovers = leftovers
        temporaries = try scratch.entries().filter { $0.hasPrefix("archbench-") }
        self.log = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    }

    func expectCleanExit(after interrupt: InterruptionTests.Interrupt) {
        #expect(wasReady, "Expected the run's children running before \(interrupt); it printed:\n\(log)")
        #expect(termination == .signaled(interrupt.signal),
                "Expected the bench to die by the signal after \(interrupt), got \(termination); it printed:\n\(log)")
        #expect(leftovers.isEmpty, "Expected no process of the run left after \(interrupt), found \(leftovers)")
        #expect(temporaries.isEmpty, "Expected no temporary directory of ours left after \(interrupt), found \(temporaries)")
    }
}
