// The timing pass: every operations case timed in interleaved rounds, the rounds spread over fresh child processes
// without counting hooks. Owns the scenes of one benchmark (all its subjects) while it is timed.
import BenchPlatform
import BenchResults
import Foundation
import ProfileKit

/// Times every operations case in rounds, with no counting hooks loaded.
///
/// **Rounds.** The subjects of one benchmark are measured in interleaved rounds (order rotated each round): a burst
/// of interference spoils one round of a subject, not its whole measurement. The samples are kept by round: each
/// round's median is one unit of the significance tests (`TimingComparison`). A round during which the thread spent
/// less than 90 % of the wall time on the CPU (another process had the core), or around which a fixed piece of work
/// (`SpeedProbe`) ran below 90 % of the fastest probe's speed so far (the host slowed the core), is measured again
/// (once); each round's speed is recorded and comparisons leave out rounds where one side ran slow
/// (`TimingUnits.roundRatios`, `WallTime.roundsAtFullSpeed`).
///
/// **Processes.** The rounds are spread over `processes` fresh child processes (two rounds each), all with the same
/// hashing seed and heap settings (`childEnvironment`). Even so, measured on this machine, a subject's time over the
/// floor moved between processes of the same binary by up to 1.6 % (standard deviation), while the rounds of one
/// process agreed within ±0.5 %: each process draws its own physical pages and address-space layout. Rounds from one
/// process alone would call that draw significant; rounds from ten processes carry it in their spread, so runs compare
/// fairly. Falls back to this process when a child cannot run.
@MainActor
struct TimingPass {
    let configuration: SamplerConfiguration

    /// Rounds per benchmark; each takes an equal share of the samples and of the time budget. Within a run, a signed-rank
    /// test over 20 rounds that all agree gives p ≈ 2·10⁻⁶, small enough to survive Holm's correction over every pair of
    /// a table's eight patterns (28 comparisons); 10 rounds (p = 0.002) no longer would, and 4 could never go below 0.125. Between runs, 20 rounds a side found a slowdown planted on
    /// MVP's like request in 58 of 60 comparisons (+2.2 % to +3.2 %), and no change in 749 of 750 comparisons of
    /// unchanged code (docs/METHODOLOGY.md, "Timings").
    nonisolated static let rounds = RunMetadata.SamplerSettings.timingRounds
    /// Fresh processes the rounds are spread over (`rounds / processes` rounds each).
    nonisolated static let processes = 10
    /// A round that spent less than this share of its wall time on the CPU was descheduled (another process had the
    /// core): its samples would time the scheduler, so it is measured again, once (on a machine that stays busy a
    /// second try rarely fares better, and more would only multiply the run's time). Not in `--quick` runs.
    static let minimumOnCPUShare = WallTime.contendedShare
    static let maximumRetries = 1

    /// What a timing pass (or one child's share of it) measured.
    struct Outcome: Codable, Equatable {
        /// The samples of each round, per case id, in round order.
        var samplesByRound: [String: [[Double]]] = [:]
        /// The share of each round's wall time spent on the CPU, per case id, in round order.
        var onCPUByRound: [String: [Double]] = [:]
        /// The slower of the speed probes around each round (nanoseconds), per case id, in round order.
        var probeByRound: [String: [Double]] = [:]
        /// Cases whose batches did not do what they claim, with why.
        var problems: [String: String] = [:]
        /// Rounds measured again because the process was descheduled.
        var remeasuredRounds = 0
        /// The speed probe at the start of the process that measured this (the fastest of several), nanoseconds.
        var startProbe: Double?
        /// Set when the process found itself slow at start and measured nothing.
        var isSlowProcess = false
        /// Child processes given up for being slow and replaced.
        var replacedProcesses = 0

        /// `other`'s rounds appended after this outcome's.
        mutating func append(_ other: Outcome) {
            for (id, rounds) in other.samplesByRound { samplesByRound[id, default: []] += rounds }
            for (id, shares) in other.onCPUByRound { onCPUByRound[id, default: []] += shares }
            for (id, probes) in other.probeByRound { probeByRound[id, default: []] += probes }
            problems.merge(other.problems) { first, _ in first }
            remeasuredRounds += other.remeasuredRounds
            replacedProcesses += other.replacedProcesses
        }
    }

    /// Times `cases`, each share of the rounds in a fresh child process (`bench worker timing …`); a child that
    /// finds itself slow at start (`slowProcessFactor`) is replaced, up to `maximumReplacements` times in all.
    func run(_ cases: [BenchmarkCase]) -> Outcome {
        let ids = cases.filter { if case .operations = $0.measurement { true } else { false } }.map(\.id)
        guard !ids.isEmpty else { return Outcome() }
        var outcome = Outcome()
        var reference = 0.0
        for process in 0..<Self.processes {
            let rounds = Self.rounds(ofProcess: process)
            Console.note("bench: timing rounds \(rounds.lowerBound + 1)–\(rounds.upperBound) of \(Self.rounds) "
                + "(\(ids.count) cases) in a fresh process")
            while true {
                let canReplace = outcome.replacedProcesses < Self.maximumReplacements && configuration != .quick
                let request = WorkerRequest.timing(rounds: rounds, quick: configuration == .quick,
                                                   referenceProbe: canReplace ? reference : 0, caseIDs: ids)
                guard case .success(let share) = WorkerProcess.run(
                    request, answer: Outcome.self, environment: Self.childEnvironment, role: "a timing process")
                else {
                    Console.note("bench: a timing process failed; timing every round in this process instead")
                    return runInProcess(cases, rounds: 0..<Self.rounds)
                }
                if let probe = share.startProbe { reference = reference == 0 ? probe : min(reference, probe) }
                guard share.isSlowProcess else {
                    outcome.append(share)
                    break
                }
                outcome.replacedProcesses += 1
            }
        }
        for id in outcome.problems.keys {
            outcome.samplesByRound[id] = nil
            outcome.onCPUByRound[id] = nil
            outcome.probeByRound[id] = nil
        }
        return outcome
    }

    /// Every operations case timed (``run(_:)``), as the session merges it: wall time per case with each round's speed,
    /// the cases whose batches misbehaved, how timing was done here; and the pass's own record: the harness's own cost
    /// per operation, the rounds measured again, the processes replaced.
    func measure(_ cases: [BenchmarkCase]) -> TimingPassResult {
        var result = TimingPassResult()
        result.emptyOperationNanoseconds = Self.emptyOperationCost(Sampler(configuration: configuration))
        let outcome = run(cases)
        let speeds = speedByRound(of: outcome)
        for (id, rounds) in outcome.samplesByRound {
            if let wallTime = WallTime(samplesByRound: rounds, speeds: speeds[id]) {
                result.measured.metrics[id] = Metrics(wallTime: wallTime)
            }
        }
        result.measured.problems = outcome.problems
        result.measured.mechanisms = ["timing": SystemClock.monotonicMechanism, "heap": Capabilities.steadyHeap.description,
                                      "cores": Capabilities.performanceCores.description]
        result.remeasuredRounds = outcome.remeasuredRounds
        result.replacedProcesses = outcome.replacedProcesses
        return result
    }

    /// The harness's floor: an empty operation through the same prepared-batch path the suites use.
    private static func emptyOperationCost(_ sampler: Sampler) -> Double? {
        sampler.measure { requested in
            PreparedBatch(operationCount: requested) {
                for _ in 0..<requested { blackHole(()) }
            }
        }?.p50
    }

    /// Each round's speed, per case id: the lower of its share of wall time on the CPU and of the run's fastest speed
    /// probe over the probe around the round (1 at full speed, 0.5 when the core ran at half speed).
    func speedByRound(of outcome: Outcome) -> [String: [Double]] {
        let fastest = outcome.probeByRound.values.flatMap { $0 }.min() ?? 0
        var speeds: [String: [Double]] = [:]
        for (id, shares) in outcome.onCPUByRound {
            let probes = outcome.probeByRound[id] ?? []
            speeds[id] = shares.indices.map { index in
                let probeSpeed = index < probes.count && probes[index] > 0 ? fastest / probes[index] : 1
                return (min(shares[index], probeSpeed) * 1_000).rounded() / 1_000
            }
        }
        return speeds
    }

    /// A child whose start-up speed probe is slower than the fastest so far by more than this factor gives up at once.
    /// Measured here: a process of the same binary can run allocation-heavy work (a like, the probe) 1.7–2× slower
    /// than another for its whole life, and the same measurement in a new process usually runs at full speed.
    static let slowProcessFactor = 1.15
    /// A timing child's environment: this process's, with deterministic hashing and a steady heap.
    ///
    /// **Hashing.** Each process otherwise seeds its hashing at random, so the scenes' dictionaries and sets collide
    /// and grow differently in each one: measured here, a pattern's time over the floor then moved between processes by
    /// up to 6.7 % (standard deviation, MVP's like-failure-rollback); with one seed for all, by at most 1.6 %.
    ///
    /// **Heap** (`steadyHeapTunables`). A batch source frees its previous batch while preparing the next, outside the
    /// timed region. When those objects were the last allocated, glibc merges them into the top of the heap and, past
    /// its trim threshold (128 KiB), gives the memory back to the kernel: the timed allocations then fault fresh pages
    /// in. Freeing an older batch instead leaves the memory in the free lists. Same work, same counts, yet every subject
    /// of `assembly/build` ran 3–5 % slower in the first order (floor 53.3–53.9 ns against 51.0 ns, VIPER 700 ns against
    /// 667 ns). A timing process therefore never trims its heap, and keeps blocks below 32 MiB on it rather than in
    /// their own mappings: memory freed outside the timed region stays with the allocator, in either order.
    /// Where the system has no such settings (macOS), the environment carries the hashing seed alone
    /// (`Capabilities.steadyHeap` says why, and the report's header shows it).
    nonisolated static let childEnvironment: [String: String] =
        Capabilities.steadyHeapEnvironment(adding: ChildProcess.environment(adding: CountingLibrary.countingEnvironment))

    /// Slow children replaced per run at most, so a machine that stays slow still finishes.
    static let maximumReplacements = 10

    /// In a child process: probes the speed first (``startUpProbe(preferCores:probe:)``), gives up (`isSlowProcess`)
    /// when slower than `referenceProbe` allows, else times `cases` for `rounds`.
    func runInChild(_ cases: [BenchmarkCase], rounds: Range<Int>, referenceProbe: Double) -> Outcome {
        let probe = Self.startUpProbe()
        if referenceProbe > 0, probe > referenceProbe * Self.slowProcessFactor {
            var outcome = Outcome()
            outcome.startProbe = probe
            outcome.isSlowProcess = true
            return outcome
        }
        var outcome = runInProcess(cases, rounds: rounds)
        outcome.startProbe = probe
        return outcome
    }

    /// A timing child's first steps: the thread moves to the performance cores (``Platform/preferPerformanceCores()``),
    /// then times the speed probe twice and keeps the faster. In that order: the probe decides whether the process is
    /// too slow to measure, against probes of other children, so it must time the cores the rounds will run on; probed
    /// before the move, on an Apple silicon Mac it could time an efficiency core and give up a process that was fine,
    /// or keep one that is slow. The steps are parameters so that a test can see their order.
    nonisolated static func startUpProbe(
        preferCores: () -> Void = { Platform.preferPerformanceCores() },
        probe: () -> Double = { SpeedProbe.nanoseconds() }
    ) -> Double {
        preferCores()
        return min(probe(), probe())
    }

    /// The rounds child `process` measures: two consecutive ones.
    nonisolated static func rounds(ofProcess process: Int) -> Range<Int> {
        let share = rounds / processes
        return process * share..<(process + 1) * share
    }

    /// Times `cases` in this process, for the rounds in `rounds` (their positions among all `Self.rounds`).
    func runInProcess(_ cases: [BenchmarkCase], rounds: Range<Int>) -> Outcome {
        // On Apple silicon, user-interactive QoS keeps the timing thread on a performance core while one is free, so
        // rounds do not mix core types; elsewhere a no-op (the header says which: `Capabilities.performanceCores`).
        // A child asked already, before its start-up probe; this covers the rounds timed in this process instead.
        Platform.preferPerformanceCores()
        var outcome = Outcome()
        var fastestProbe = SpeedProbe.nanoseconds()
        for group in Self.groupedBySubject(cases) {
            let sources = group.map { benchmark -> (id: String, source: any BatchSource)? in
                guard case .operations(let makeSource) = benchmark.measurement else { return nil }
                return (benchmark.id, makeSource())
            }.compactMap { $0 }
            var samples: [String: [[Double]]] = [:], shares: [String: [Double]] = [:], probes: [String: [Double]] = [:]
            // The probe after one round is the probe before the next, which follows at once: one probe between rounds.
            var lastProbe: Double?
            for round in rounds {
                let sampler = Sampler(configuration: roundConfiguration(first: round == rounds.lowerBound))
                for offset in sources.indices {
                    let (id, source) = sources[(offset + round) % sources.count]
                    guard source.problem == nil else { continue }
                    let (roundSamples, onCPU, probe, retries) = Self.measureRound(
                        source, with: sampler, maximumRetries: configuration == .quick ? 0 : Self.maximumRetries,
                        fastestProbe: &fastestProbe, lastProbe: &lastProbe)
                    outcome.remeasuredRounds += retries
                    samples[id, default: []].append(roundSamples)
                    shares[id, default: []].append(onCPU)
                    probes[id, default: []].append(probe)
                }
            }
            for (id, source) in sources {
                source.finish()
                if let problem = source.problem {
                    outcome.problems[id] = problem
                } else if let rounds = samples[id], rounds.contains(where: { !$0.isEmpty }) {
                    outcome.samplesByRound[id] = rounds
                    outcome.onCPUByRound[id] = shares[id]
                    outcome.probeByRound[id] = probes[id]
                }
            }
        }
        return outcome
    }

    /// One round of one subject, measured again (up to `maximumRetries` times) while the thread spent less than
    /// `minimumOnCPUShare` of it on the CPU or the speed probe around it ran slower than `fastestProbe` allows.
    /// Returns the samples, the share of the wall time on the CPU, and the slower of the probes around the round.
    /// `lastProbe`, when given, is a probe taken just before (after the previous round) and stands for the one before
    /// this round; on return it holds the probe after it.
    private static func measureRound(
        _ source: any BatchSource, with sampler: Sampler, maximumRetries: Int, fastestProbe: inout Double,
        lastProbe: inout Double?
    ) -> (samples: [Double], onCPU: Double, probe: Double, retries: Int) {
        let cpu = ThreadCPUClock(), wall = MonotonicClock()
        var retries = 0
        while true {
            let probeBefore = lastProbe ?? SpeedProbe.nanoseconds()
            let cpuStart = cpu.now(), wallStart = wall.now()
            let samples = sampler.measure(prepare: source.prepare)?.samples ?? []
            let onCPU = min(1, Double(cpu.now() &- cpuStart) / Double(max(1, wall.now() &- wallStart)))
            let probeAfter = SpeedProbe.nanoseconds()
            lastProbe = probeAfter
            let probe = max(probeBefore, probeAfter)
            fastestProbe = min(fastestProbe, probeBefore, probe)
            let fullSpeed = onCPU >= minimumOnCPUShare && fastestProbe / probe >= minimumOnCPUShare
            if fullSpeed || retries >= maximumRetries || source.problem != nil { return (samples, onCPU, probe, retries) }
            retries += 1
        }
    }

    /// One round's share of the budget: the first round of a process warms up for its share of the warm-up (the
    /// process's scenes are cold), later rounds briefly (they are warm).
    private func roundConfiguration(first: Bool) -> SamplerConfiguration {
        SamplerConfiguration(
            warmUp: first ? configuration.warmUp / Double(Self.processes) : configuration.warmUp / Double(Self.rounds),
            minimumSampleTime: configuration.minimumSampleTime,
            sampleCount: max(1, configuration.sampleCount / Self.rounds),
            maximumTotalTime: configuration.maximumTotalTime / Double(Self.rounds))
    }

    /// Consecutive cases that differ only in subject: one benchmark measured for every pattern and the floor.
    static func groupedBySubject(_ cases: [BenchmarkCase]) -> [[BenchmarkCase]] {
        var groups: [[BenchmarkCase]] = []
        for benchmark in cases {
            if let last = groups.last?.last, last.suite == benchmark.suite, last.name == benchmark.name,
               last.parameters == benchmark.parameters {
                groups[groups.count - 1].append(benchmark)
            } else {
                groups.append([benchmark])
            }
        }
        return groups
    }
}
