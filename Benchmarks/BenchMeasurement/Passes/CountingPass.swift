// CountingPass: exact retains, releases, objects, allocations and bytes per operation, each case in a child process
// that preloads the counters; where they cannot interpose, live bytes from the allocator's statistics. Owns nothing.
import BenchPlatform
import BenchResults
import Foundation
import ProfileKit

/// Counts per operation, taken in child processes that preload the counters library, one per case.
///
/// One process per case, in a fixed environment: the allocation and live-byte counts depend on the heap's history
/// (Swift sizes array growth by `malloc_usable_size`), so a case measured after other cases in one process
/// counted differently when a case was added or removed before it. Alone, each case's counts depend on nothing
/// but its own code. About 40 ms per case.
@MainActor
struct CountingPass {
    /// Counts per case (`ids`), per operation; for a footprint case, what the rendered scene keeps alive. Where the
    /// counters cannot be had, every count is n/a with the reason, and the footprints' live bytes come from the
    /// allocator's statistics when it offers them (`LiveHeapPass`).
    func run(_ ids: [String], footprints: Set<String>) -> PassResult {
        var result = PassResult()
        switch counts(ids) {
        case .success(let counted):
            result.mechanisms[PassResult.allocatorColumns] = RuntimeCounterReader.allocatorMechanism
            result.mechanisms["liveBytes"] = "\(RuntimeCounterReader.allocatorMechanism) (usable bytes allocated minus freed)"
            result.mechanisms[PassResult.arcColumns] = RuntimeCounterReader.arcMechanism
            for (id, answer) in counted {
                if let problem = answer.problem { result.problems[id] = problem }
                guard let snapshot = answer.counts else { continue }
                result.metrics[id] = metrics(from: snapshot, footprint: footprints.contains(id))
            }
        case .failure(let reason):
            Console.note("bench: counts are n/a: \(reason)")
            let unavailable = "n/a: \(reason)"
            result.mechanisms[PassResult.allocatorColumns] = unavailable
            result.mechanisms[PassResult.arcColumns] = unavailable
            let metrics: [Metric] = PassResult.arcMetrics + [.allocations, .bytes, .liveBytes, .liveBytesPerRow]
            for metric in metrics { result.unmeasured[metric.key] = "counts: \(reason)" }
            let liveHeap = LiveHeapPass().run(ids.filter(footprints.contains))
            result.mechanisms["liveBytes"] = liveHeap.mechanisms["liveBytes"] ?? unavailable
            if liveHeap.unmeasured.isEmpty {
                result.unmeasured[Metric.liveBytes.key] = nil
                result.unmeasured[Metric.liveBytesPerRow.key] = nil
            }
            result.metrics = liveHeap.metrics
        }
        return result
    }

    /// The per-operation metrics of one counted batch: the ARC columns, the allocator's, and for a footprint the live
    /// bytes.
    private func metrics(from counts: CounterSnapshot, footprint: Bool) -> Metrics {
        var counted: [(Metric, CounterMetric)] = [(.allocations, .allocations), (.bytes, .bytes)]
        counted += [(.retains, .retains), (.releases, .releases), (.objects, .objects)]
        if footprint { counted.append((.liveBytes, .liveBytes)) }
        var metrics = Metrics()
        for (metric, counter) in counted { metrics[metric] = counts.perOperation(counter) }
        return metrics
    }

    /// The counts of each case, or why there are none.
    private func counts(_ caseIDs: [String]) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        guard !caseIDs.isEmpty else { return .success([:]) }
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: { Console.note("bench: \($0)") }) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        Console.note("bench: counting retains, releases, allocations and bytes in a child process per case")
        var results: [String: WorkerCaseResult] = [:]
        for id in caseIDs {
            switch count(id, library: library) {
            case .success(let counted): results.merge(counted) { first, _ in first }
            case .failure(let reason): return .failure(reason)
            }
        }
        return .success(results)
    }

    private func count(_ id: String, library: CountingLibrary) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        WorkerProcess.run(.counts(caseIDs: [id]), environment: library.environment(), role: "the counting subprocess (\(id))") {
            let others = library.otherPreloads()
            guard !others.isEmpty else { return nil }
            let preload = Platform.preloadVariable ?? "the loader"
            return ("; \(preload) also loads " + others.joined(separator: ", ")
                + ", which can conflict with the counters' interposers", "unset \(preload)")
        }
    }
}
