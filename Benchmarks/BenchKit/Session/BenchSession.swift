// One measuring run: the timing, counting, instruction, footprint and leak passes over the chosen cases,
// merged into one report. Owns the cases for the duration of the run.
import BenchPlatform
import Foundation
import Patterns
import ProfileKit

/// Runs every pass over `cases` and merges the measurements into a `BenchReport`.
@MainActor
struct BenchSession {
    let cases: [BenchmarkCase]
    let options: BenchOptions
    let configuration: SamplerConfiguration

    struct Outcome {
        let report: BenchReport
        /// Cases that could not be measured, with why.
        let problems: [String: String]
    }

    func run() -> Outcome {
        let timedIDs = cases.filter { if case .operations = $0.measurement { true } else { false } }.map(\.id)
        let countedIDs = cases.filter { if case .leakCheck = $0.measurement { false } else { true } }.map(\.id)
        let progress = Progress()
        let subjects = SceneSubject.all.filter { subject in cases.contains { $0.subject == subject } }

        let sampler = Sampler(configuration: configuration)
        let emptyOperation = Self.emptyOperationCost(sampler)
        let timingPass = TimingPass(configuration: configuration, progress: progress)
        let timing = timingPass.run(cases)
        let speeds = timingPass.speedByRound(of: timing)
        let uiWork = UIWorkPass().run(cases)
        let counting = CountingPass(progress: progress).run(countedIDs)
        // Where counts are n/a, the footprints' live bytes can still come from the allocator's public statistics.
        let footprintIDs = cases.filter(isFootprint).map(\.id)
        let liveHeap: Result<[String: Int], CountsUnavailable>? =
            (try? counting.get()) == nil ? LiveHeapPass(progress: progress).run(footprintIDs) : nil
        let callgrind = options.countsInstructions || options.countsExactARC
            ? CallgrindPass(progress: progress, countsARC: options.countsExactARC)
                .run(options.countsExactARC ? countedIDs : timedIDs, lifecycles: subjects) : nil
        let instructions = options.countsInstructions ? callgrind.map { $0.map(\.instructions) } : nil
        let exactARC = options.countsExactARC ? callgrind : nil
        if case .failure(let reason) = counting { progress.note("counts are n/a: \(reason)") }
        if case .failure(let reason)? = callgrind { progress.note("callgrind's counts are n/a: \(reason)") }

        var problems = timing.problems
        let counts = (try? counting.get()) ?? [:]
        let instructionCounts = (try? instructions?.get()) ?? [:]
        let exact = (try? exactARC?.get()) ?? CallgrindPass.Measurements()
        problems.merge(exact.problems) { first, _ in first }
        let measured = cases.map { benchmark -> BenchResult in
            var metrics = Metrics()
            if let count = counts[benchmark.id] {
                if let problem = count.problem { problems[benchmark.id] = problems[benchmark.id] ?? problem }
                count.counts.map { metrics.apply($0, footprint: isFootprint(benchmark)) }
            }
            if let bytes = (try? liveHeap?.get())?[benchmark.id] { metrics[.liveBytes] = Double(bytes) }
            if options.countsExactARC {
                // Exact counts replace the interposed ones, or the column says n/a: never a mix of mechanisms.
                let arc = exact.arc[benchmark.id]
                metrics[.retains] = arc.map { Double($0.counts.retains) / Double($0.operations) }
                metrics[.releases] = arc.map { Double($0.counts.releases) / Double($0.operations) }
                metrics[.objects] = arc.map { Double($0.counts.objects) / Double($0.operations) }
            }
            metrics[.instructions] = instructionCounts[benchmark.id]
            metrics[.ui] = uiWork[benchmark.id]?.total
            metrics.uiBreakdown = uiWork[benchmark.id]?.breakdown
            metrics.wallTime = timing.samplesByRound[benchmark.id].flatMap {
                WallTime(samplesByRound: $0, speeds: speeds[benchmark.id])
            }
            switch benchmark.measurement {
            case .operations: break
            case .footprint(let fixture):
                metrics[.liveObjects] = Double(FootprintScene.reachableObjects(benchmark.subject, fixture: fixture))
            case .leakCheck:
                let outcome = LeakCheck.run(benchmark.subject)
                metrics[.survivors] = Double(outcome.survivors.count)
                metrics.survivorDescriptions = outcome.survivors.map(\.description)
                metrics[.liveObjects] = Double(outcome.objectsBeforeTeardown)
            }
            return BenchResult(
                suite: benchmark.suite, benchmark: benchmark.name, subject: benchmark.subject,
                parameters: benchmark.parameters.isEmpty ? nil : benchmark.parameters, metrics: metrics)
        }
        let results = RowGrowth.addingGrowth(
            to: measured, footprints: Set(cases.indices.filter { isFootprint(cases[$0]) }))
        var metadata = metadata(counting: counting, liveHeap: liveHeap, instructions: instructions, exactARC: exactARC,
                                emptyOperation: emptyOperation, remeasuredRounds: timing.remeasuredRounds,
                                replacedProcesses: timing.replacedProcesses)
        metadata.arcBalance = exactARC.map { _ in exact.balances }
        return Outcome(report: BenchReport(metadata: metadata, results: results), problems: problems)
    }

    private func isFootprint(_ benchmark: BenchmarkCase) -> Bool {
        if case .footprint = benchmark.measurement { true } else { false }
    }

    private func metadata(
        counting: Result<[String: WorkerCaseResult], CountsUnavailable>, liveHeap: Result<[String: Int], CountsUnavailable>?,
        instructions: Result<[String: Double], CountsUnavailable>?,
        exactARC: Result<CallgrindPass.Measurements, CountsUnavailable>?, emptyOperation: Double?, remeasuredRounds: Int,
        replacedProcesses: Int
    ) -> RunMetadata {
        // Which mechanism counted each column: the ARC columns and the allocator columns may differ.
        var arc = RuntimeCounterReader.arcMechanism, allocator = RuntimeCounterReader.allocatorMechanism
        if case .failure(let reason) = counting { (arc, allocator) = ("n/a: \(reason)", "n/a: \(reason)") }
        switch exactARC {
        case nil: break
        case .success?: arc = ExactARCCounts.mechanism
        case .failure(let reason)?: arc = "n/a: \(reason)"
        }
        let countingMechanism = "retains, releases, objects: \(arc) · allocations, bytes: \(allocator)"
        let instructionCounting: String? = switch instructions {
        case .success?: Callgrind.mechanism
        case .failure(let reason)?: "n/a: \(reason)"
        case nil: nil
        }
        var metadata = RunMetadata.current(
            toolchain: BuildInfo.toolchain(), buildConfiguration: BuildInfo.configuration,
            optimization: BuildInfo.optimization, commit: BuildInfo.gitCommit(),
            countingMechanism: countingMechanism, instructionCounting: instructionCounting, quick: options.isQuick,
            sampler: RunMetadata.SamplerSettings(
                samples: configuration.sampleCount, warmUpNanoseconds: Int(configuration.warmUp.wholeNanoseconds),
                minimumSampleTimeNanoseconds: Int(configuration.minimumSampleTime.wholeNanoseconds),
                emptyOperationNanoseconds: emptyOperation, remeasuredRounds: remeasuredRounds,
                replacedProcesses: replacedProcesses))
        metadata.mechanisms = Self.mechanisms(counting: counting, liveHeap: liveHeap)
        metadata.unmeasured = Self.unmeasured(counting: counting, liveHeap: liveHeap, instructions: instructions,
                                              exactARC: exactARC)
        return metadata
    }

    /// How this system took the measurements besides counting, or why it could not, by aspect (`RunMetadata.mechanisms`).
    private static func mechanisms(
        counting: Result<[String: WorkerCaseResult], CountsUnavailable>, liveHeap: Result<[String: Int], CountsUnavailable>?
    ) -> [String: String] {
        let liveBytes = switch (counting, liveHeap) {
        case (.success, _): "\(RuntimeCounterReader.allocatorMechanism) (usable bytes allocated minus freed)"
        case (.failure, .success?): "\(Allocator.statisticsMechanism), in use after the render minus before, "
            + "in a separate process"
        case (.failure(let reason), nil): "n/a: \(reason)"
        case (.failure, .failure(let reason)?): "n/a: \(reason)"
        }
        return [
            "timing": SystemClock.monotonicMechanism, "heap": Capabilities.steadyHeap.description,
            "cores": Capabilities.performanceCores.description, "closureCaptures": Capabilities.closureCaptures.description,
            "liveBytes": liveBytes,
        ]
    }

    /// The metrics this run could not measure, with why (`RunMetadata.unmeasured`).
    private static func unmeasured(
        counting: Result<[String: WorkerCaseResult], CountsUnavailable>, liveHeap: Result<[String: Int], CountsUnavailable>?,
        instructions: Result<[String: Double], CountsUnavailable>?,
        exactARC: Result<CallgrindPass.Measurements, CountsUnavailable>?
    ) -> [String: String] {
        var reasons: [String: String] = [:]
        if case .failure(let reason) = counting {
            let liveBytesMeasured = (try? liveHeap?.get()) != nil
            for metric in [Metric.retains, .releases, .objects, .allocations, .bytes, .liveBytes, .liveBytesPerRow]
            where !(liveBytesMeasured && [.liveBytes, .liveBytesPerRow].contains(metric)) {
                reasons[metric.key] = "counts: \(reason)"
            }
        }
        if case .failure(let reason)? = exactARC {
            for metric in [Metric.retains, .releases, .objects] { reasons[metric.key] = "exact ARC: \(reason)" }
        }
        switch instructions {
        case .failure(let reason)?: reasons[Metric.instructions.key] = "instructions: \(reason)"
        case nil: reasons[Metric.instructions.key] = "not requested (bench --instructions)"
        case .success?: break
        }
        return reasons
    }

    /// The harness's floor: an empty operation through the same prepared-batch path the suites use.
    private static func emptyOperationCost(_ sampler: Sampler) -> Double? {
        sampler.measure { requested in
            PreparedBatch(operationCount: requested) {
                for _ in 0..<requested { blackHole(()) }
            }
        }?.p50
    }
}

extension Metrics {
    /// Per-operation counts from a counted batch; for a footprint, what the rendered scene keeps alive.
    mutating func apply(_ counts: CounterSnapshot, footprint: Bool) {
        let counted: [(Metric, CounterMetric)] = [
            (.retains, .retains), (.releases, .releases), (.objects, .objects), (.allocations, .allocations),
            (.bytes, .bytes),
        ] + (footprint ? [(.liveBytes, .liveBytes)] : [])
        for (metric, counter) in counted { self[metric] = counts.perOperation(counter) }
    }
}

extension WallTime {
    /// The statistics of the pooled samples, keeping each round's size; nil without any sample.
    init?(samplesByRound: [[Double]], speeds: [Double]? = nil) {
        guard let statistics = Statistics(samples: samplesByRound.flatMap { $0 }) else { return nil }
        self.init(min: statistics.min, p50: statistics.p50, p90: statistics.p90, p99: statistics.p99,
                  mean: statistics.mean, samples: statistics.samples, rounds: samplesByRound.map(\.count),
                  roundsSpeed: speeds)
    }
}
