// ChildProcessTests: a spawned program's exit status, signal, output streams and environment come back intact.
import Foundation
import Testing

@testable import BenchPlatform

@Suite struct ChildProcessTests {
    @Test func run_ofAProgramThatPrints_capturesItsStandardOutput() throws {
        let output = try ChildProcess.run(executable: "/bin/echo", arguments: ["hello", "counts"])

        #expect(output.termination == .exited(0), "Expected a clean exit")
        #expect(output.standardOutputText == "hello counts\n", "Expected echo's output")
    }

    @Test func run_ofAProgramThatFails_reportsItsExitStatusAndStandardError() throws {
        let output = try ChildProcess.run(executable: "/bin/sh", arguments: ["-c", "echo oops >&2; exit 3"])

        #expect(output.termination == .exited(3), "Expected exit status 3")
        #expect(output.termination.succeeded == false, "Expected a non-zero exit not to count as success")
        #expect(output.standardErrorText == "oops\n", "Expected standard error captured on its own")
        #expect(output.standardOutput.isEmpty, "Expected nothing on standard output")
    }

    @Test func run_ofAProgramKilledByASignal_reportsTheSignal() throws {
        let output = try ChildProcess.run(executable: "/bin/sh", arguments: ["-c", "kill -TERM $$"])

        #expect(output.termination == .signaled(SIGTERM), "Expected termination by SIGTERM")
    }

    @Test func run_withAnEnvironment_givesTheChildExactlyThatEnvironment() throws {
        let output = try ChildProcess.run(
            executable: "/usr/bin/env", arguments: [], environment: ["ARCHBENCH_PROBE": "counting"])

        #expect(output.standardOutputText == "ARCHBENCH_PROBE=counting\n", "Expected only the given variable")
    }

    @Test func run_ofABareName_searchesThePath() throws {
        let output = try ChildProcess.run(executable: "echo", arguments: ["found"])

        #expect(output.standardOutputText == "found\n", "Expected echo to be found on PATH")
    }

    @Test func run_ofAProgramFillingBothPipes_doesNotDeadlock() throws {
        let script = "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; head -c 300000 /dev/zero"

        let output = try ChildProcess.run(executable: "/bin/sh", arguments: ["-c", script])

        #expect(output.standardOutput.count == 600_000, "Expected all standard output collected")
        #expect(output.standardError.count == 200_000, "Expected all standard error collected")
    }

    @Test func run_inAWorkingDirectory_startsTheChildThere() throws {
        let output = try ChildProcess.run(executable: "/bin/pwd", arguments: [], workingDirectory: "/")

        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "/\n", "Expected the child to start in /")
    }

    @Test func run_inAWorkingDirectoryThatDoesNotExist_throwsASpawnError() {
        #expect(throws: ChildProcess.SpawnError.self, "Expected a directory the child cannot enter to stop the spawn") {
            try ChildProcess.run(executable: "/bin/pwd", arguments: [], workingDirectory: "/nonexistent/directory")
        }
    }

    @Test func run_ofAMissingProgram_throwsASpawnError() {
        #expect(throws: ChildProcess.SpawnError.self, "Expected a missing program to fail to start") {
            try ChildProcess.run(executable: "/nonexistent/archbench-worker", arguments: [])
        }
    }

    @Test func environment_addingVariables_keepsThisProcessesOwn() {
        let environment = ChildProcess.environment(adding: ["ARCHBENCH_PROBE": "1"])

        #expect(environment["ARCHBENCH_PROBE"] == "1", "Expected the added variable")
        #expect(environment["PATH"] == ProcessInfo.processInfo.environment["PATH"], "Expected PATH inherited")
    }
}
