// The passes over the chosen cases besides timing (TimingPass.swift): UI work in this process, counts and
// instructions in child processes. Each pass owns the scenes of one case at a time.
import Foundation
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
