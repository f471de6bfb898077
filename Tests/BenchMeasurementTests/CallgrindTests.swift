// CallgrindTests: a missing valgrind is reported with its remedy, and (where valgrind is installed) a repeated
// run counts the identical number of instructions, one profile per counted region.
import Foundation
import Testing

@testable import BenchMeasurement

@Suite struct CallgrindTests {
    @Test func locate_withoutValgrindOnThePath_isUnavailableWithTheInstallCommand() {
        let result = Callgrind.locate(searchPath: "/nonexistent")

        #expect(result == .failure(CountsUnavailable(
            reason: "valgrind is not on PATH, instruction counts need callgrind", remedy: "apt-get install valgrind")),
            "Expected a one-line reason and the command that installs valgrind")
    }

    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"))
    func profileRegions_ofTheSameProgramTwice_countsIdenticalInstructions() throws {
        let callgrind = try Callgrind.locate().get()

        let first = try callgrind.profileRegions(executable: "/bin/true", arguments: [], regions: false).get()
        let second = try callgrind.profileRegions(executable: "/bin/true", arguments: [], regions: false).get()

        #expect((first.profiles.first?.instructions ?? 0) > 0, "Expected instructions to be counted")
        #expect(first.profiles.map(\.instructions) == second.profiles.map(\.instructions),
                "Expected identical counts run to run")
    }

    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"))
    func profileRegions_ofAProgramWithoutCountedRegions_isNoProfile() throws {
        let callgrind = try Callgrind.locate().get()

        let run = try callgrind.profileRegions(executable: "/bin/true", arguments: []).get()

        #expect(run.profiles.isEmpty, "Expected one profile per counted region, and /bin/true has none")
    }

    @Test(.enabled(if: isValgrindInstalled, "valgrind is not installed"))
    func profileRegions_ofAFailingProgram_isUnavailable() throws {
        let callgrind = try Callgrind.locate().get()

        let result = callgrind.profileRegions(executable: "/bin/false", arguments: [], regions: false)

        #expect(throws: CountsUnavailable.self, "Expected a failing program to give no count") { try result.get() }
    }
}

private let isValgrindInstalled = (try? Callgrind.locate().get()) != nil
