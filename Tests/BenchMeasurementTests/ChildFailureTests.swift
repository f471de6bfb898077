// ChildFailureTests: a failed child process is reported by how it ended and by the line that names the cause,
// not by the last line a crash reporter printed ("Backtrace took 0.00s").
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform

@Suite struct ChildFailureTests {
    @Test func cause_ofASwiftCrashReport_isWhatTheProgramSaidBeforeTheBacktrace() {
        let cause = ChildProcess.Output.cause(inStandardError: swiftCrashReport(after: "free(): invalid pointer"))

        #expect(cause == "free(): invalid pointer", "Expected the line before the backtracer's banner")
    }

    @Test func cause_ofACrashReportAlone_isItsProgramCrashedLine() {
        let cause = ChildProcess.Output.cause(inStandardError: swiftCrashReport(after: nil))

        #expect(cause == "Program crashed: Bad pointer dereference at 0x0000000000000008",
                "Expected the crash report's headline without its stars")
    }

    @Test func cause_ofASanitizerAbort_isItsErrorLine() {
        let report = """
            ThreadSanitizer:DEADLYSIGNAL
            ==8141==ERROR: ThreadSanitizer: SEGV on unknown address 0x7b13fffffff8
                #0 __GI___libc_free malloc/malloc.c:3362 (libc.so.6+0x98f0a)
            ==8141==ABORTING
            """

        #expect(ChildProcess.Output.cause(inStandardError: report) == "ERROR: ThreadSanitizer: SEGV on unknown address 0x7b13fffffff8",
                "Expected the sanitizer's ERROR line, not ABORTING")
    }

    @Test func cause_underValgrind_isTheProgramsLastLineNotValgrinds() {
        let text = "bench worker: the run of line 1 of /tmp/f/cases0 was killed by signal 11\n==8217== \n"
            + "==8217== Events    : Ir\n==8217== Collected : 1053331911\n==8217==\n"

        #expect(ChildProcess.Output.cause(inStandardError: text)
                == "bench worker: the run of line 1 of /tmp/f/cases0 was killed by signal 11",
                "Expected the program's own last line, valgrind's summary left out")
    }

    @Test func cause_ofAPlainError_isItsLastLine() {
        #expect(ChildProcess.Output.cause(inStandardError: "warming up\nbench worker: counters are not loaded\n\n")
                == "bench worker: counters are not loaded", "Expected the last non-empty line")
    }

    @Test func failure_ofAChildThatCrashedAfterACrashReport_namesTheSignalAndTheCause() throws {
        let report = swiftCrashReport(after: "free(): invalid size").replacingOccurrences(of: "'", with: "")
        let output = try ChildProcess.run(
            executable: "/bin/sh", arguments: ["-c", "printf '%s\\n' '\(report)' >&2; kill -ABRT $$"])

        #expect(output.failure(of: "the counting subprocess")
                == "the counting subprocess crashed with SIGABRT (abort): free(): invalid size",
                "Expected how the child ended and the cause, not \"Backtrace took 0.00s\"")
    }

    @Test func failure_ofAChildThatExitedSilently_namesItsStatus() throws {
        let output = try ChildProcess.run(executable: "/bin/sh", arguments: ["-c", "exit 66"])

        #expect(output.failure(of: "the counting subprocess") == "the counting subprocess exited with status 66",
                "Expected the exit status alone")
    }

    @Test(.enabled(if: Platform.preloadVariable != nil, "needs a loader that preloads libraries"))
    func otherPreloads_ofTheEnvironment_areEveryPreloadedLibraryButTheCounters() throws {
        let preload = try #require(Platform.preloadVariable)
        let library = CountingLibrary(path: "/build/" + CountingLibrary.fileName)

        let others = library.otherPreloads(in: [preload: "/usr/lib/libjemalloc.so.2:" + library.path])

        #expect(others == ["/usr/lib/libjemalloc.so.2"], "Expected the other allocator named")
    }

    /// Standard error of a Swift program the runtime's backtracer reported, optionally after a line of its own.
    private func swiftCrashReport(after line: String?) -> String {
        ((line.map { [$0] } ?? []) + [
            "",
            "*** Signal 11: Backtracing from 0x7f93702a8eec... done ***",
            "",
            "*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***",
            "",
            "Thread 0 \"bench\" crashed:",
            "  0  0x00007f93702a8eec swift_retain + 12 in libswiftCore.so",
            "Registers:",
            "rax 0x0000000000000000  0",
            "Backtrace took 0.00s",
        ]).joined(separator: "\n")
    }
}
