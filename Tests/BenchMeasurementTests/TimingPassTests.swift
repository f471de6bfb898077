// Specification of the timing pass's child processes: the environment they measure in (hashing, heap) and their first
// steps (the cores, then the start-up probe).
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform

@Suite struct TimingPassTests {
    @Test func timingChildren_hashDeterministicallyAndKeepTheCallersEnvironment() {
        let environment = TimingPass.childEnvironment

        #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1",
                "Expected every timing process to hash alike, so their dictionaries do the same work")
        #expect(environment["PATH"] == ProcessInfo.processInfo.environment["PATH"],
                "Expected the caller's environment to reach the timing processes otherwise unchanged")
    }

    @Test(.enabled(if: Capabilities.steadyHeap.isAvailable, "needs glibc's malloc tunables (Linux)"))
    func timingChildren_keepTheirHeap_neverTrimmingItOrMappingMidSizedBlocks() throws {
        let tunables = try #require(TimingPass.childEnvironment[Capabilities.steadyHeapVariable])

        #expect(tunables.hasSuffix(Capabilities.steadyHeapTunables),
                "Expected the steady-heap settings last, so they win over any the caller set; got \(tunables)")
        #expect(Capabilities.steadyHeapTunables.contains("glibc.malloc.trim_threshold=1073741824")
                    && Capabilities.steadyHeapTunables.contains("glibc.malloc.mmap_threshold=33554432"),
                "Expected no trimming below 1 GiB and blocks up to 32 MiB on the heap")
    }

    @Test func timingChildren_moveToThePerformanceCoresBeforeTheirStartUpProbe() {
        var steps: [String] = []
        var timings = [300.0, 200.0]

        let probe = TimingPass.startUpProbe(preferCores: { steps.append("cores") },
                                            probe: { steps.append("probe"); return timings.removeFirst() })

        #expect(steps == ["cores", "probe", "probe"],
                "Expected the thread moved to the performance cores before it probes its speed, got \(steps)")
        #expect(probe == 200, "Expected the faster of the two probes")
    }

    @Test(.enabled(if: !Capabilities.steadyHeap.isAvailable, "only where the allocator has no tunables"))
    func timingChildren_withoutAllocatorTunables_getNoGlibcVariables() {
        #expect(TimingPass.childEnvironment == ChildProcess.environment(adding: CountingLibrary.countingEnvironment),
                "Expected no allocator setting added on a system whose allocator has none")
    }
}
