// Specification of the timing pass's child processes: the environment they measure in.
import Foundation
import Testing

@testable import BenchKit
@Suite struct TimingPassTests {
    @Test func timingChildren_hashDeterministicallyAndKeepTheCallersEnvironment() {
        let environment = TimingPass.childEnvironment

        #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1",
                "Expected every timing process to hash alike, so their dictionaries do the same work")
        #expect(environment["PATH"] == ProcessInfo.processInfo.environment["PATH"],
                "Expected the caller's environment to reach the timing processes otherwise unchanged")
    }
}
