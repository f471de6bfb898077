// The measuring subprocess: re-creates the requested cases by id and measures them with what is loaded
// (the counters library, or callgrind around it). Owns each case's scene only while measuring it.
import Foundation
import ProfileKit

/// Runs inside `bench --worker …`. Prints JSON on stdout; the parent reads it.
@MainActor
enum Worker {
    /// Operations requested per counted batch; benchmarks that consume state offer fewer.
    static let batchSize = 8

    static func run(_ request: WorkerRequest) -> Int32 {
        switch request {
        case .counts(let ids):
            guard let reader = RuntimeCounterReader.shared else {
                FileHandle.standardError.write(Data("bench worker: counters are not loaded (LD_PRELOAD missing)\n".utf8))
                return 1
            }
            var results: [String: WorkerCaseResult] = [:]
            for id in ids {
                guard let benchmark = BenchmarkCatalog.benchmarkCase(id: id) else {
                    results[id] = WorkerCaseResult(counts: nil, operations: 0, problem: "unknown benchmark \(id)")
                    continue
                }
                results[id] = counts(of: benchmark, reader: reader)
            }
            return printJSON(results)
        case .instructions(let id):
            guard let benchmark = BenchmarkCatalog.benchmarkCase(id: id),
                  case .operations(let makeSource) = benchmark.measurement else { return printJSON(
                    WorkerCaseResult(counts: nil, operations: 0, problem: "no timed benchmark \(id)")) }
            let source = makeSource()
            source.prepare(batchSize)?.run()   // warm-up, outside the counted region
            guard let batch = source.prepare(batchSize) else {
                source.finish()
                return printJSON(WorkerCaseResult(counts: nil, operations: 0, problem: source.problem ?? "no operation"))
            }
            Callgrind.countedRegion { batch.run() }
            source.finish()
            return printJSON(WorkerCaseResult(counts: nil, operations: batch.operationCount, problem: source.problem))
        case .timing(let rounds, let quick, let reference, let ids):
            let pass = TimingPass(configuration: quick ? .quick : .standard, progress: Progress(total: 0))
            return printJSON(pass.runInChild(ids.compactMap(BenchmarkCatalog.benchmarkCase(id:)), rounds: rounds,
                                             referenceProbe: reference))
        }
    }

    /// One warm-up batch, then one counted batch: counts are exact and identical run to run.
    private static func counts(of benchmark: BenchmarkCase, reader: RuntimeCounterReader) -> WorkerCaseResult {
        switch benchmark.measurement {
        case .operations(let makeSource):
            let source = makeSource()
            source.prepare(batchSize)?.run()
            guard let batch = source.prepare(batchSize) else {
                source.finish()
                return WorkerCaseResult(counts: nil, operations: 0, problem: source.problem ?? "no operation")
            }
            var snapshot = reader.measureCounts(iterations: 1, warmUp: 0) { batch.run() }
            source.finish()
            snapshot.operations = batch.operationCount
            return WorkerCaseResult(counts: snapshot, operations: batch.operationCount, problem: source.problem)
        case .footprint(let fixture):
            let api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
            FootprintScene.render(benchmark.subject, api: api).tearDown()
            var window: Window?
            let snapshot = reader.measureCounts(iterations: 1, warmUp: 0) {
                window = FootprintScene.render(benchmark.subject, api: api)
            }
            window?.tearDown()
            return WorkerCaseResult(counts: snapshot, operations: 1, problem: nil)
        case .leakCheck:
            return WorkerCaseResult(counts: nil, operations: 0, problem: nil)
        }
    }

    private static func printJSON<Value: Encodable>(_ value: Value) -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return 1 }
        FileHandle.standardOutput.write(data)
        return 0
    }
}
