// One measuring run: the passes over the chosen cases (Passes/), merged into one report in one place.
// Owns the cases for the duration of the run.
import BenchPlatform
import BenchResults
import BenchStatistics
import Foundation
import ProfileKit
import SceneRig

/// Runs every pass over `cases` and merges what they measured into a `BenchReport`, in one place.
///
/// The passes, in order: timing (fresh child processes), UI work (this process), counting (a child forked per case from
/// one worker per core, or the allocator's statistics where the counters cannot interpose) with memory (this process:
/// live objects, the leak check) meanwhile, callgrind (when asked: instructions, exact ARC). Each returns a
/// `PassResult` (timing and callgrind beside their own records: `TimingPassResult`, `CallgrindPassResult`); a later
/// pass's value wins (memory's last).
@MainActor
package struct BenchSession {
    let cases: [BenchmarkCase]
    let configuration: SamplerConfiguration
    /// What callgrind is asked for (`--instructions`, `--exact-arc`).
    let countsInstructions: Bool
    let countsExactARC: Bool
    /// In how many address-space layouts an operation whose instructions depend on layout is counted (`--layouts`).
    let instructionLayouts: Int

    package init(
        cases: [BenchmarkCase], configuration: SamplerConfiguration, countsInstructions: Bool = false,
        countsExactARC: Bool = false, instructionLayouts: Int = 16
    ) {
        self.cases = cases
        self.configuration = configuration
        self.countsInstructions = countsInstructions
        self.countsExactARC = countsExactARC
        self.instructionLayouts = instructionLayouts
    }

    package struct Outcome {
        package let report: BenchReport
        /// Cases that could not be measured, with why.
        package let problems: [String: String]
    }

    package func run() -> Outcome {
        let clock = MonotonicClock(), started = clock.now()
        let timedIDs = cases.filter { if case .operations = $0.measurement { true } else { false } }.map(\.id)
        let countedIDs = cases.filter { if case .leakCheck = $0.measurement { false } else { true } }.map(\.id)
        let footprintIDs = Set(cases.filter { if case .footprint = $0.measurement { true } else { false } }.map(\.id))
        // What each of these keeps alive is measured: a rendered scene's footprint, or one open screen's module.
        let keptIDs = footprintIDs.union(cases.filter { if case .openScreen = $0.measurement { true } else { false } }.map(\.id))
        let subjects = SceneSubject.all.filter { subject in cases.contains { $0.subject == subject } }

        let timing = TimingPass(configuration: configuration).measure(cases)
        let uiWork = UIWorkPass().run(cases)
        // The memory pass runs in this process while the counting workers run in theirs: neither measures time.
        var memory = PassResult()
        let counting = CountingPass().run(countedIDs, footprints: keptIDs) { memory = MemoryPass().run(cases) }
        let valgrindStarted = clock.now()
        let callgrind = CallgrindPass(countsInstructions: countsInstructions, countsARC: countsExactARC,
                                      layoutCount: instructionLayouts)
            .run(timedIDs: timedIDs, countedIDs: countedIDs, lifecycles: subjects)
        let valgrindSeconds = countsInstructions || countsExactARC ? Double(clock.now() - valgrindStarted) / 1e9 : nil
        let merged = PassResult.merging([
            timing.measured, uiWork, Self.interposedCounts(counting, besides: callgrind), callgrind.measured,
            memory,
        ])
        let measured = cases.map { BenchResult(identity: $0.identity, metrics: merged.metrics[$0.id] ?? Metrics()) }
        let results = RowGrowth.addingGrowth(
            to: measured, footprints: Set(cases.indices.filter { footprintIDs.contains(cases[$0].id) }))
        var runMetadata = metadata(merged, timing: timing, arcBalance: callgrind.arcBalance)
        let floorLike = results.first { $0.suite == .dispatch && $0.benchmark == "like" && $0.subject == .floor }
        runMetadata.runCost = RunMetadata.RunCost(
            seconds: Double(clock.now() - started) / 1e9, floorLikeNanoseconds: floorLike?.metrics.wallTime?.p50,
            valgrindSeconds: valgrindSeconds)
        return Outcome(report: BenchReport(metadata: runMetadata, results: results), problems: merged.problems)
    }

    /// The counting pass's result as it is merged: without its ARC columns when callgrind's exact counts replace them
    /// (whole: never a mix of mechanisms in one column), whole when callgrind could not be had — then the interposed
    /// counts stay under their own name, and the run fails for the measurement it could not take (`CallgrindPass`).
    nonisolated static func interposedCounts(_ counting: PassResult, besides callgrind: CallgrindPassResult) -> PassResult {
        callgrind.replacesInterposedARC ? counting.withoutARCColumns : counting
    }

    /// The run's metadata: the machine, the build, how each column was measured (or why not), the timing pass's record,
    /// and with `--exact-arc` the lifecycle balances.
    private func metadata(_ merged: PassResult, timing: TimingPassResult, arcBalance: [ARCBalance]?) -> RunMetadata {
        let mechanism = { (columns: String) in merged.mechanisms[columns] ?? "n/a" }
        var metadata = RunMetadata.current(
            toolchain: BuildInfo.toolchain(), buildConfiguration: BuildInfo.configuration,
            optimization: BuildInfo.optimization, commit: BuildInfo.gitCommit(),
            countingMechanism: "\(PassResult.arcColumns): \(mechanism(PassResult.arcColumns)) · "
                + "\(PassResult.allocatorColumns): \(mechanism(PassResult.allocatorColumns))",
            instructionCounting: merged.mechanisms[PassResult.instructionColumn], quick: configuration == .quick,
            sampler: RunMetadata.SamplerSettings(
                samples: configuration.sampleCount, warmUpNanoseconds: Int(configuration.warmUp.wholeNanoseconds),
                minimumSampleTimeNanoseconds: Int(configuration.minimumSampleTime.wholeNanoseconds),
                emptyOperationNanoseconds: timing.emptyOperationNanoseconds, remeasuredRounds: timing.remeasuredRounds,
                replacedProcesses: timing.replacedProcesses))
        let columns: Set = [PassResult.arcColumns, PassResult.allocatorColumns, PassResult.instructionColumn]
        metadata.mechanisms = merged.mechanisms.filter { !columns.contains($0.key) }
        // A pattern this system cannot drive was left out of the run: the report says which, and why.
        if !Pattern.leftOutHere.isEmpty { metadata.mechanisms?["patterns"] = Pattern.leftOutHere.joined(separator: " · ") }
        metadata.unmeasured = merged.unmeasured
        metadata.arcBalance = arcBalance
        return metadata
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
