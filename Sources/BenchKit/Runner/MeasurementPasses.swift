// The three passes over the chosen cases: timing in this process, counts and instructions in child processes.
// Each pass owns the scenes of one case at a time.
import Foundation

/// Times every operations case in this process, with no counting hooks loaded.
@MainActor
struct TimingPass {
    let sampler: Sampler
    let progress: Progress

    /// Statistics per case id, and the problems of cases whose batches did not do what they claim.
    func run(_ cases: [BenchmarkCase]) -> (statistics: [String: Statistics], problems: [String: String]) {
        var statistics: [String: Statistics] = [:], problems: [String: String] = [:]
        for benchmark in cases {
            guard case .operations(let makeSource) = benchmark.measurement else { continue }
            progress.step("timing", benchmark.id)
            let source = makeSource()
            let result = sampler.measure(prepare: source.prepare)
            source.finish()
            if let problem = source.problem { problems[benchmark.id] = problem } else { statistics[benchmark.id] = result }
        }
        return (statistics, problems)
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
