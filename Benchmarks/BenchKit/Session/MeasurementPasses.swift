// The passes over the chosen cases besides timing (TimingPass.swift): UI work in this process, counts and
// instructions in child processes. Each pass owns the scenes of one case at a time.
import BenchPlatform
import Foundation
import Patterns
import ProfileKit

/// UI work per operation, as the UI kit counts it: one warm batch, then one counted batch, in this process.
/// Deterministic, so one batch tells; it needs no hooks, so it is measured even where counts are n/a.
@MainActor
struct UIWorkPass {
    static let batchSize = 8

    func run(_ cases: [BenchmarkCase]) -> [String: (total: Double, breakdown: [String: Double])] {
        var perOperation: [String: (total: Double, breakdown: [String: Double])] = [:]
        for benchmark in cases {
            guard case .operations(let makeSource) = benchmark.measurement else { continue }
            let source = makeSource()
            source.prepare(Self.batchSize)?.run()
            guard let batch = source.prepare(Self.batchSize) else {
                source.finish()
                continue
            }
            let work = UIWork.measure { batch.run() }
            source.finish()
            let operations = Double(batch.operationCount)
            perOperation[benchmark.id] = (Double(work.total) / operations, work.breakdown.mapValues { Double($0) / operations })
        }
        return perOperation
    }
}

extension UIWork {
    /// Each kind of work by the name the JSON report uses.
    var breakdown: [String: Int] {
        ["propertySets": propertySets, "cellsDequeued": cellsDequeued, "cellsConfigured": cellsConfigured,
         "reloads": reloads, "viewTreeChanges": viewTreeChanges, "toasts": toasts]
    }
}

/// Counts per operation, taken in child processes that preload the counters library, one per case.
///
/// One process per case, in a fixed environment: the allocation and live-byte counts depend on the heap's history
/// (Swift sizes array growth by `malloc_usable_size`), so a case measured after other cases in one process
/// counted differently when a case was added or removed before it. Alone, each case's counts depend on nothing
/// but its own code. About 40 ms per case.
@MainActor
struct CountingPass {
    let progress: Progress

    /// Counts per case id, or why there are none (then every count in the report is "n/a").
    func run(_ caseIDs: [String]) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        guard !caseIDs.isEmpty else { return .success([:]) }
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: progress.note) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        progress.note("counting retains, releases, allocations and bytes in a child process per case")
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

/// Where the counters cannot interpose (macOS), the live bytes of each footprint case from the allocator's public
/// statistics, in a child process per case with no preload: the memory suite's bytes stay measured.
@MainActor
struct LiveHeapPass {
    let progress: Progress

    /// Live bytes per footprint case id, or why there are none.
    func run(_ footprintIDs: [String]) -> Result<[String: Int], CountsUnavailable> {
        guard !footprintIDs.isEmpty else { return .success([:]) }
        if case .unavailable(let reason) = Capabilities.heapStatistics { return .failure(CountsUnavailable(reason: reason)) }
        progress.note("live bytes from the allocator's statistics (\(Allocator.statisticsMechanism)), a child process per case")
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

/// One measuring child: `bench worker …` run to completion, its exit checked and its JSON answer decoded.
enum WorkerProcess {
    /// The child's answer to `request`, or why there is none; `conflict` may add a cause and a remedy on failure.
    @MainActor
    static func run(
        _ request: WorkerRequest, environment: [String: String], role: String,
        conflict: () -> (cause: String, remedy: String)? = { nil }
    ) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        let output: ChildProcess.Output
        do {
            output = try ChildProcess.run(executable: CountingLibrary.currentExecutable, arguments: request.arguments,
                                          environment: environment)
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)"))
        }
        guard output.termination.succeeded else {
            let extra = conflict()
            return .failure(CountsUnavailable(reason: output.failure(of: role) + (extra?.cause ?? ""), remedy: extra?.remedy))
        }
        guard let results = try? JSONDecoder().decode([String: WorkerCaseResult].self, from: output.standardOutput) else {
            return .failure(CountsUnavailable(reason: "\(role) printed no answer"))
        }
        return .success(results)
    }
}

/// Instructions and exact ARC counts per operation under callgrind, every case in one child process (about 50×
/// slower than native); with ARC counts, the balance check of one whole scene lifecycle per subject, whose
/// lifecycles are also run under valgrind's function wrappers (`valgrind --tool=none`, counters preloaded).
@MainActor
struct CallgrindPass {
    let progress: Progress
    /// Whether to add up ARC calls (needs call-site addresses) and check their balance, not only instructions.
    let countsARC: Bool

    /// What the pass measured; cases missing from the maps were not measured (see `problems`).
    struct Measurements {
        /// Instructions per operation, by case id.
        var instructions: [String: Double] = [:]
        /// Exact ARC counts of one counted batch and its operation count, by case id.
        var arc: [String: (counts: ExactARCCounts, operations: Int)] = [:]
        /// The lifecycle check of each subject, in the order asked.
        var balances: [ARCBalance] = []
        /// Cases (or `lifecycle/<subject>` checks) that could not be measured or failed, with why.
        var problems: [String: String] = [:]
    }

    func run(_ caseIDs: [String], lifecycles subjects: [SceneSubject]) -> Result<Measurements, CountsUnavailable> {
        let callgrind: Callgrind
        switch Callgrind.locate() {
        case .success(let found): callgrind = found
        case .failure(let reason): return .failure(reason)
        }
        // Lifecycles first, in the same order as the wrapper run, so both processes reach them in the same state.
        let lifecycleIDs = countsARC ? subjects.map(SceneLifecycle.caseID) : []
        let ids = lifecycleIDs + caseIDs
        progress.note("callgrind: \(ids.count) counted regions in one process under valgrind (slow)")
        let run: Callgrind.Run
        switch callgrind.profileRegions(executable: CountingLibrary.currentExecutable,
                                        arguments: WorkerRequest.callgrind(caseIDs: ids).arguments, callSites: countsARC,
                                        environment: CountingLibrary.countingEnvironment) {
        case .success(let done): run = done
        case .failure(let reason): return .failure(reason)
        }
        guard let answer = try? JSONDecoder().decode(CallgrindWorkerAnswer.self, from: run.output.standardOutput) else {
            return .failure(CountsUnavailable(reason: "the callgrind worker printed no answer"))
        }
        guard answer.regions.count == run.profiles.count else {
            return .failure(CountsUnavailable(reason: "callgrind wrote \(run.profiles.count) profiles for "
                + "\(answer.regions.count) counted regions (is Callgrind.countedRegion still matched by "
                + "\(Callgrind.regionEndPattern)?)"))
        }
        var measurements = Measurements(), reader = CallSiteReader()
        var lifecycleCounts: [String: ExactARCCounts] = [:]
        for (id, profile) in zip(answer.regions, run.profiles) {
            guard let result = answer.results[id], result.problem == nil, result.operations > 0 else { continue }
            let isLifecycle = SceneLifecycle.subject(caseID: id) != nil
            if !isLifecycle { measurements.instructions[id] = profile.instructions.map { Double($0) / Double(result.operations) } }
            guard countsARC else { continue }
            switch ExactARCCounts.counting(profile, countOf: { reader.count(of: $0) }) {
            case .success(let counts) where isLifecycle: lifecycleCounts[id] = counts
            case .success(let counts): measurements.arc[id] = (counts, result.operations)
            case .failure(let reason): measurements.problems[id] = reason.description
            }
        }
        for (id, result) in answer.results { if let problem = result.problem { measurements.problems[id] = problem } }
        if countsARC { checkBalances(lifecycleIDs, callGraph: lifecycleCounts, valgrind: callgrind.valgrind, into: &measurements) }
        return .success(measurements)
    }

    /// Runs the lifecycles again under valgrind's function wrappers and pairs each with its call-graph counts.
    private func checkBalances(
        _ ids: [String], callGraph: [String: ExactARCCounts], valgrind: String, into measurements: inout Measurements
    ) {
        let wrapped: [String: WorkerCaseResult]
        switch wrappedCounts(ids, valgrind: valgrind) {
        case .success(let counts): wrapped = counts
        case .failure(let reason):
            for id in ids { measurements.problems[id] = "ARC balance not checked: \(reason)" }
            return
        }
        for id in ids {
            guard let subject = SceneLifecycle.subject(caseID: id), let counts = callGraph[id],
                  let snapshot = wrapped[id]?.counts else { continue }
            let balance = ARCBalance(subject: subject.description, callGraph: counts, wrapped: snapshot)
            measurements.balances.append(balance)
            progress.note("ARC balance over a scene lifecycle (build → render → teardown): \(balance.line)")
            if !balance.passes { measurements.problems[id] = "ARC does not balance: \(balance.line)" }
        }
    }

    /// The counting worker run under `valgrind --tool=none` with the counters preloaded: their valgrind wrappers
    /// count every runtime call, libswiftCore's own included, with its argument.
    private func wrappedCounts(_ ids: [String], valgrind: String) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: progress.note) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        let output: ChildProcess.Output
        do {
            output = try ChildProcess.run(
                executable: valgrind,
                arguments: ["--tool=none", "--quiet", CountingLibrary.currentExecutable] + WorkerRequest.counts(caseIDs: ids).arguments,
                environment: library.environment())
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)"))
        }
        guard output.termination.succeeded else {
            return .failure(CountsUnavailable(reason: output.failure(of: "the valgrind wrapper run")))
        }
        guard let results = try? JSONDecoder().decode([String: WorkerCaseResult].self, from: output.standardOutput) else {
            return .failure(CountsUnavailable(reason: "the valgrind wrapper run printed no counts"))
        }
        guard results.values.contains(where: { ($0.counts?[.allRetains] ?? 0) > 0 }) else {
            return .failure(CountsUnavailable(
                reason: "the valgrind wrappers counted nothing: \(CountingLibrary.fileName) was built without "
                    + "valgrind/valgrind.h", remedy: "apt-get install valgrind, then touch \(CountingLibrary.sourcesDirectory)/*.c"))
        }
        return .success(results)
    }
}

/// Progress lines on standard error, so standard output stays clean for the report.
@MainActor
final class Progress {
    func note(_ line: String) {
        Console.note("bench: \(line)")
    }
}
