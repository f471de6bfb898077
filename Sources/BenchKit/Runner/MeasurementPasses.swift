// The three passes over the chosen cases: timing in this process, counts and instructions in child processes.
// Each pass owns the scenes of one case at a time.
import Foundation
import ProfileKit

/// Times every operations case in this process, with no counting hooks loaded.
///
/// The subjects of one benchmark are measured in interleaved rounds (order rotated each round): a burst of
/// interference on a shared machine then spoils one round of a subject, not its whole measurement. The samples are
/// kept by round: each round's median is one unit of the significance tests (`TimingComparison`).
@MainActor
struct TimingPass {
    let configuration: SamplerConfiguration
    let progress: Progress
    /// Rounds per benchmark; each takes an equal share of the samples and of the time budget. Ten rounds let a
    /// difference be significant on rounds alone: a signed-rank test over 10 rounds that all agree gives p = 0.002,
    /// small enough to survive Holm's correction over a table's comparisons (4 rounds could never go below 0.125).
    static let rounds = 10

    /// The samples of each round per case id, and the problems of cases whose batches did not do what they claim.
    func run(_ cases: [BenchmarkCase]) -> (samplesByRound: [String: [[Double]]], problems: [String: String]) {
        var samplesByRound: [String: [[Double]]] = [:], problems: [String: String] = [:]
        for group in Self.groupedBySubject(cases) {
            let sources = group.map { benchmark -> (id: String, source: any BatchSource)? in
                guard case .operations(let makeSource) = benchmark.measurement else { return nil }
                progress.step("timing", benchmark.id)
                return (benchmark.id, makeSource())
            }.compactMap { $0 }
            var samples: [String: [[Double]]] = [:]
            for round in 0..<Self.rounds {
                let sampler = Sampler(configuration: roundConfiguration(first: round == 0))
                for offset in sources.indices {
                    let (id, source) = sources[(offset + round) % sources.count]
                    guard source.problem == nil else { continue }
                    samples[id, default: []].append(sampler.measure(prepare: source.prepare)?.samples ?? [])
                }
            }
            for (id, source) in sources {
                source.finish()
                if let problem = source.problem {
                    problems[id] = problem
                } else if let rounds = samples[id], rounds.contains(where: { !$0.isEmpty }) {
                    samplesByRound[id] = rounds
                }
            }
        }
        return (samplesByRound, problems)
    }

    /// One round's share: a full warm-up first, a short one after (the scenes are already warm).
    private func roundConfiguration(first: Bool) -> SamplerConfiguration {
        let rounds = Double(Self.rounds)
        return SamplerConfiguration(
            warmUp: first ? configuration.warmUp : configuration.warmUp / rounds,
            minimumSampleTime: configuration.minimumSampleTime,
            sampleCount: max(1, configuration.sampleCount / Self.rounds),
            maximumTotalTime: configuration.maximumTotalTime / rounds)
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

/// Counts per operation, taken in a child process that preloads the counters library.
@MainActor
struct CountingPass {
    let progress: Progress

    /// Counts per case id, or why there are none (then every count in the report is "n/a").
    func run(_ caseIDs: [String]) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        guard !caseIDs.isEmpty else { return .success([:]) }
        progress.note("counting retains, releases, allocations and bytes in a child process")
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: progress.note) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        do {
            let output = try ChildProcess.run(
                executable: CountingLibrary.currentExecutable, arguments: WorkerRequest.counts(caseIDs: caseIDs).arguments,
                environment: library.environment())
            guard output.termination.succeeded,
                  let results = try? JSONDecoder().decode([String: WorkerCaseResult].self, from: output.standardOutput) else {
                let detail = output.standardErrorText.split(separator: "\n").last.map(String.init) ?? "\(output.termination)"
                return .failure(CountsUnavailable(reason: "the counting subprocess failed: \(detail)"))
            }
            return .success(results)
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)"))
        }
    }
}

/// Instructions per operation under callgrind, one child process per case (about 50× slower than native).
@MainActor
struct InstructionPass {
    let progress: Progress

    func run(_ caseIDs: [String]) -> Result<[String: Double], CountsUnavailable> {
        let callgrind: Callgrind
        switch Callgrind.locate() {
        case .success(let found): callgrind = found
        case .failure(let reason): return .failure(reason)
        }
        var perOperation: [String: Double] = [:]
        for id in caseIDs {
            progress.step("instructions", id)
            let run = callgrind.countInstructions(
                executable: CountingLibrary.currentExecutable, arguments: WorkerRequest.instructions(caseID: id).arguments)
            guard case .success(let counted) = run,
                  let result = try? JSONDecoder().decode(WorkerCaseResult.self, from: counted.output.standardOutput),
                  result.problem == nil, result.operations > 0 else { continue }
            perOperation[id] = Double(counted.instructions) / Double(result.operations)
        }
        return .success(perOperation)
    }
}

/// Progress lines on standard error, so standard output stays clean for the report.
@MainActor
final class Progress {
    private let total: Int
    private var completed = 0

    init(total: Int) { self.total = total }

    func step(_ pass: String, _ id: String) {
        completed += 1
        note("[\(completed)/\(total)] \(pass) \(id)")
    }

    func note(_ line: String) {
        FileHandle.standardError.write(Data("bench: \(line)\n".utf8))
    }
}
