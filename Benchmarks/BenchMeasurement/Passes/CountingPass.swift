// CountingPass: exact retains, releases, objects, allocations and bytes per operation, each case in a child forked
// from a worker that preloads the counters; where they cannot interpose, live bytes from the allocator's statistics.
// Owns the workers and their case lists until they end.
import BenchPlatform
import BenchResults
import Foundation
import ProfileKit

/// Counts per operation, each case taken in a child forked from one of a few workers (one per core but one) that
/// preload the counters library.
///
/// Each case starts from the same memory: the allocation and live-byte counts depend on the heap's history (Swift sizes
/// array growth by `malloc_usable_size`), so a case measured after other cases in one process counted differently when
/// a case was added or removed before it. A child forked from a worker that has read no case id (``ForkedRuns``)
/// starts from the worker's heap as it was before the first fork, whichever cases its list holds, so each case's counts
/// depend on nothing but its own code; forking costs a fraction of starting a process, and the workers share the list.
@MainActor
struct CountingPass {
    /// How many counting workers share the cases: one per core but one by default, the core this process keeps for
    /// what it does meanwhile (the memory pass, which took longer than the counting beside it).
    var workers = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// Counts per case (`ids`), per operation; for a footprint case, what the rendered scene keeps alive. Where the
    /// counters cannot be had, every count is n/a with the reason, and the footprints' live bytes come from the
    /// allocator's statistics when it offers them (`LiveHeapPass`).
    ///
    /// `meanwhile` runs once in this process while the counting workers run (or before, when none can): the counts are
    /// exact whatever else the machine does, so in-process work can overlap them.
    func run(_ ids: [String], footprints: Set<String>, meanwhile: () -> Void = {}) -> PassResult {
        var result = PassResult(), ranMeanwhile = false
        let outcome = counts(ids) { ranMeanwhile = true; meanwhile() }
        if !ranMeanwhile { meanwhile() }
        switch outcome {
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
    private func counts(
        _ caseIDs: [String], meanwhile: () -> Void
    ) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        guard !caseIDs.isEmpty else { return .success([:]) }
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: { Console.note("bench: \($0)") }) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        let directory: String
        do {
            directory = try Interruption.makeTemporaryDirectory(prefix: "archbench-counts")
        } catch {
            return .failure(CountsUnavailable(reason: "cannot create a directory for the counting lists: \(error)"))
        }
        defer { Interruption.removeTemporaryDirectory(directory) }
        // At most 9, so every list's path (`cases0`…`cases8`), the worker's one argument, has the same length.
        let workerCount = max(1, min(workers, caseIDs.count, 9))
        Console.note("bench: counting retains, releases, allocations and bytes, each case in a child forked from "
            + (workerCount == 1 ? "one counting worker" : "one of \(workerCount) counting workers"))
        var started: [(ids: [String], child: ChildProcess.Running)] = []
        for worker in 0..<workerCount {
            let list = "\(directory)/cases\(worker)"
            let ids = stride(from: worker, to: caseIDs.count, by: workerCount).map { caseIDs[$0] }
            do {
                try Data((ids.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))
                // From `/`, so that no count depends on the directory the bench was started in.
                started.append((ids, try ChildProcess.Running(
                    executable: CountingLibrary.currentExecutable, arguments: WorkerRequest.countsEach(casesFile: list).arguments,
                    environment: library.environment(), workingDirectory: "/")))
            } catch {
                for running in started { _ = running.child.wait() }
                return .failure(CountsUnavailable(reason: "cannot start the counting subprocess: \(error)"))
            }
        }
        meanwhile()
        var results: [String: WorkerCaseResult] = [:], failure: CountsUnavailable?
        for (ids, child) in started {
            let finished = child.wait()
            for line in finished.standardOutput.split(separator: UInt8(ascii: "\n")) {
                guard let answer = try? BenchJSON.decoder().decode(ForkedCaseAnswer.self, from: Data(line)) else { continue }
                results[answer.id] = answer.result
            }
            guard failure == nil else { continue }
            if !finished.termination.succeeded {
                // The children run one after another, so the first listed case with no answer is the one that failed.
                let child = finished.termination == .exited(Worker.childFailed) ? ids.first { results[$0] == nil } : nil
                let role = child.map { "the counting subprocess (the child forked for \($0))" } ?? "the counting subprocess"
                failure = Self.unavailable(finished.failure(of: role), library: library)
            } else if let missing = ids.first(where: { results[$0] == nil }) {
                failure = CountsUnavailable(reason: "the counting subprocess printed no answer for \(missing)")
            }
        }
        if let failure { return .failure(failure) }
        return .success(results)
    }

    /// Why counting failed, with another preloaded library named as a likely cause when there is one.
    private static func unavailable(_ reason: String, library: CountingLibrary) -> CountsUnavailable {
        let others = library.otherPreloads()
        guard !others.isEmpty else { return CountsUnavailable(reason: reason) }
        let preload = Platform.preloadVariable ?? "the loader"
        return CountsUnavailable(reason: reason + "; \(preload) also loads " + others.joined(separator: ", ")
            + ", which can conflict with the counters' interposers", remedy: "unset \(preload)")
    }
}
