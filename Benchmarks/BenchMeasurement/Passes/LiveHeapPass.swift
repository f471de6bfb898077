// LiveHeapPass: where the counters cannot interpose (macOS), the live bytes of each footprint case from the
// allocator's public statistics, a child process per case. Owns nothing.
import BenchPlatform
import BenchResults
import Foundation

/// Where the counters cannot interpose (macOS), the live bytes of each footprint case from the allocator's public
/// statistics, in a child process per case with no preload: the memory suite's bytes stay measured.
@MainActor
struct LiveHeapPass {
    /// Live bytes per footprint case id, or, when the allocator offers no statistics or a child fails, the reason in
    /// `unmeasured` and the mechanism `n/a: …`.
    func run(_ footprintIDs: [String]) -> PassResult {
        var result = PassResult()
        switch liveBytes(footprintIDs) {
        case .success(let bytes):
            result.mechanisms["liveBytes"] = "\(Allocator.statisticsMechanism), in use after the render minus before, "
                + "in a separate process"
            for (id, value) in bytes { result.metrics[id] = Metrics([.liveBytes: Double(value)]) }
        case .failure(let reason):
            result.mechanisms["liveBytes"] = "n/a: \(reason)"
            result.unmeasured[Metric.liveBytes.key] = "live bytes: \(reason)"
        }
        return result
    }

    private func liveBytes(_ footprintIDs: [String]) -> Result<[String: Int], CountsUnavailable> {
        guard !footprintIDs.isEmpty else { return .success([:]) }
        if case .unavailable(let reason) = Capabilities.heapStatistics { return .failure(CountsUnavailable(reason: reason)) }
        Console.note("bench: live bytes from the allocator's statistics (\(Allocator.statisticsMechanism)), "
            + "a child process per case")
        var liveBytes: [String: Int] = [:]
        for id in footprintIDs {
            let environment = Allocator.exactStatisticsEnvironment(adding: CountingLibrary.countingEnvironment)
            switch WorkerProcess.run(.liveHeap(caseIDs: [id]), environment: environment,
                                     role: "the live-heap subprocess (\(id))") {
            case .success(let results): liveBytes[id] = results[id]?.liveHeapBytes
            case .failure(let reason): return .failure(reason)
            }
        }
        return .success(liveBytes)
    }
}
