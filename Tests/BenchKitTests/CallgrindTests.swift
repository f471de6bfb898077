// CallgrindTests: the instruction total is read from a callgrind profile, a missing valgrind is reported with
// its remedy, and (where valgrind is installed) a repeated run counts the identical number of instructions.
import Foundation
import Testing
@testable import BenchKit

@Suite struct CallgrindSpecification {
    @Test func totalInstructions_ofAProfile_isItsTotalsLine() {
        let profile = "version: 1\ncmd: ./bench\nevents: Ir\nsummary: 1234\nfn=(1) main\n0 1234\n\ntotals: 264648\n"

        #expect(Callgrind.totalInstructions(inProfile: profile) == 264_648, "Expected the totals line's Ir")
    }

    @Test func totalInstructions_ofAProfileWithoutTotals_isItsSummaryLine() {
        #expect(Callgrind.totalInstructions(inProfile: "events: Ir Dr\nsummary: 42 7\n") == 42,
                "Expected the summary line's first event, Ir")
    }

    @Test func totalInstructions_ofTextWithoutATotal_isNil() {
        #expect(Callgrind.totalInstructions(inProfile: "not a profile\n") == nil, "Expected no total")
    }

    @Test func locate_withoutValgrindOnThePath_isUnavailableWithTheInstallCommand() {
        let result = Callgrind.locate(searchPath: "/nonexistent")

        #expect(result == .failure(CountsUnavailable(
            reason: "valgrind is not on PATH, instruction counts need callgrind", remedy: "apt-get install valgrind")),
            "Expected a one-line reason and the command that installs valgrind")
    }

    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"))
    func countInstructions_ofTheSameProgramTwice_isIdentical() throws {
        let callgrind = try Callgrind.locate().get()

        let first = try callgrind.countInstructions(executable: "/bin/true", arguments: [], toggleCollect: nil).get()
        let second = try callgrind.countInstructions(executable: "/bin/true", arguments: [], toggleCollect: nil).get()

        #expect(first.instructions > 0, "Expected instructions to be counted")
        #expect(first.instructions == second.instructions, "Expected identical counts run to run")
    }

    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"))
    func countInstructions_ofAFailingProgram_isUnavailable() throws {
        let callgrind = try Callgrind.locate().get()

        let result = callgrind.countInstructions(executable: "/bin/false", arguments: [], toggleCollect: nil)

        #expect(throws: CountsUnavailable.self, "Expected a failing program to give no count") { try result.get() }
    }
}

private let isValgrindInstalled = (try? Callgrind.locate().get()) != nil
