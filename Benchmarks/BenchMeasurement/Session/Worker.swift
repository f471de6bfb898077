// The measuring subprocess: re-creates the requested cases by id and measures them with what is loaded
// (the counters library, or callgrind around it). Owns each case's scene only while measuring it.
import BenchPlatform
import BenchResults
import Foundation
import ProfileKit
import SceneRig

/// Runs inside `bench worker …`. Prints JSON on stdout; the parent reads it.
@MainActor
package enum Worker {
    /// Operations requested per counted batch; benchmarks that consume state offer fewer.
    static let batchSize = 8
    /// A `counts-each` worker's exit status when a forked child failed (1: the worker itself could not count).
    static let childFailed: Int32 = 2

    package static func run(_ request: WorkerRequest) -> Int32 {
        switch request {
        case .counts(let ids):
            guard let reader = loadedCounters() else { return 1 }
            var results: [String: WorkerCaseResult] = [:]
            let catalog = Catalog(ids)
            for id in ids { results[id] = counted(id, in: catalog, by: reader) }
            // After the cases, so the probe's allocation cannot change their heap history; before any number is used.
            guard countersCount(reader) else { return 1 }
            return printJSON(results)
        case .countsEach(let casesFile):
            // Where the heap lies moved one count (a like's bytes in MVVMObservation: 16 more in about one run of 20).
            if !Platform.runWithoutAddressRandomization() {
                // A container's seccomp profile may refuse it (Docker's default does): said, so a count that moves is
                // traced to its cause.
                Console.note("bench worker: address-space randomization could not be turned off here; a count that "
                    + "depends on where the heap lies may move (docs/METHODOLOGY.md)")
            }
            guard let reader = loadedCounters() else { return 1 }
            // Every suite, whichever the list names, so the state every child starts from is one.
            let catalog = Catalog(suites: Suite.allCases)
            let failures = ForkedRuns.eachLine(ofFile: casesFile) { id in
                printJSONLine(ForkedCaseAnswer(id: id, pid: Platform.processID, result: counted(id, in: catalog, by: reader)))
            }
            for failure in failures { Console.note("bench worker: \(failure)") }
            // After every child, so the probe's allocation is in no child's heap history; the parent uses no number
            // of a worker that failed.
            guard countersCount(reader) else { return 1 }
            return failures.isEmpty ? 0 : childFailed
        case .liveHeap(let ids):
            guard Capabilities.heapStatistics.isAvailable else {
                Console.note("bench worker: \(Capabilities.heapStatistics)")
                return 1
            }
            return printJSON(liveHeap(ids))
        case .callgrindEach(let casesFile):
            // Every suite, whichever the list names, so the state every child starts from is one: described once here
            // (the growth fixtures, up to 10 000 blogs, are built in the description), not once per child.
            let catalog = Catalog(suites: Suite.allCases)
            let failures = ForkedRuns.eachLine(ofFile: casesFile) { id in
                var entered = false
                let result = measureOnce(id, in: catalog) { body in
                    entered = true
                    Callgrind.countedRegion(body)
                }
                let answer = ForkedCaseAnswer(id: id, pid: Platform.processID, result: entered ? result
                    : WorkerCaseResult(counts: nil, operations: 0, problem: result.problem ?? "no counted region"))
                return printJSONLine(answer)
            }
            for failure in failures { Console.note("bench worker: \(failure)") }
            return failures.isEmpty ? 0 : 1
        case .callgrind(let ids):
            var regions: [String] = [], results: [String: WorkerCaseResult] = [:]
            let catalog = Catalog(ids)
            for id in ids {
                results[id] = measureOnce(id, in: catalog) { body in
                    regions.append(id)
                    Callgrind.countedRegion(body)
                }
            }
            return printJSON(CallgrindWorkerAnswer(regions: regions, results: results))
        case .timing(let rounds, let quick, let reference, let ids):
            let catalog = Catalog(ids)
            let pass = TimingPass(configuration: quick ? .quick : .standard)
            return printJSON(pass.runInChild(ids.compactMap(catalog.lookUp), rounds: rounds, referenceProbe: reference))
        }
    }

    /// The preloaded counters; nil, having said why, when they are not loaded.
    private static func loadedCounters() -> RuntimeCounterReader? {
        guard let reader = RuntimeCounterReader.shared else {
            let how = Platform.preloadVariable.map { "\($0) does not name \(CountingLibrary.fileName)" }
                ?? Capabilities.interposedCounts.description
            Console.note("bench worker: the counters are not loaded (\(how))")
            return nil
        }
        return reader
    }

    /// Whether the counters count a probe object exactly; when not, says so.
    private static func countersCount(_ reader: RuntimeCounterReader) -> Bool {
        guard let problem = reader.countingProblem() else { return true }
        Console.note("bench worker: the counters loaded but do not count: \(problem)")
        return false
    }

    /// The case `id` counted once (after a warm run), with the batch's operation count on its counts.
    private static func counted(_ id: String, in catalog: Catalog, by reader: RuntimeCounterReader) -> WorkerCaseResult {
        var snapshot: CounterSnapshot?
        var result = measureOnce(id, in: catalog) { body in snapshot = reader.measureCounts(iterations: 1, warmUp: 0, body) }
        snapshot?.operations = result.operations
        result.counts = snapshot
        return result
    }

    /// Runs the case `id` once uncounted, then hands one more run to `measure`, which must call its body once:
    /// a warm-up batch then one batch, a warm-up render then one render, or a whole scene lifecycle twice.
    /// Counts are exact and identical run to run because the measured run repeats a warm one.
    private static func measureOnce(
        _ id: String, in catalog: Catalog, _ measure: (() -> Void) -> Void
    ) -> WorkerCaseResult {
        if let subject = SceneLifecycle.subject(caseID: id) {
            SceneLifecycle.run(subject)
            measure { SceneLifecycle.run(subject) }
            return WorkerCaseResult(counts: nil, operations: 1, problem: nil)
        }
        guard let benchmark = catalog.lookUp(id) else {
            return WorkerCaseResult(counts: nil, operations: 0, problem: "unknown benchmark \(id)")
        }
        switch benchmark.measurement {
        case .operations(let makeSource), .openScreen(let makeSource):
            let source = makeSource()
            source.prepare(batchSize)?.run()
            guard let batch = source.prepare(batchSize) else {
                source.finish()
                return WorkerCaseResult(counts: nil, operations: 0, problem: source.problem ?? "no operation")
            }
            measure { batch.run() }
            source.finish()
            return WorkerCaseResult(counts: nil, operations: batch.operationCount, problem: source.problem)
        case .footprint(let fixture):
            let api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
            FootprintScene.render(benchmark.subject, api: api).tearDown()
            var window: Window?
            measure { window = FootprintScene.render(benchmark.subject, api: api) }
            window?.tearDown()
            return WorkerCaseResult(counts: nil, operations: 1, problem: nil)
        case .leakCheck:
            return WorkerCaseResult(counts: nil, operations: 0, problem: nil)
        }
    }

    /// The bytes each footprint case's rendered scene keeps, from the allocator's statistics around one render (after a
    /// warm render, as the counted cases): process-wide numbers, exact because nothing else runs meanwhile.
    static func liveHeap(_ ids: [String]) -> [String: WorkerCaseResult] {
        let catalog = Catalog(ids)
        var results: [String: WorkerCaseResult] = [:]
        for id in ids {
            guard let benchmark = catalog.lookUp(id), case .footprint(let fixture) = benchmark.measurement else { continue }
            let api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
            FootprintScene.render(benchmark.subject, api: api).tearDown()
            let before = Allocator.inUse()
            let window = FootprintScene.render(benchmark.subject, api: api)
            let after = Allocator.inUse()
            window.tearDown()
            var result = WorkerCaseResult(counts: nil, operations: 1, problem: nil)
            if let before, let after { result.liveHeapBytes = after.bytes - before.bytes }
            results[id] = result
        }
        return results
    }

    /// The requested cases, described once: describing a suite builds its fixtures (the memory suite's, up to 10 000
    /// blogs), so a worker describes the suites its cases are in, once, not a suite per lookup.
    @MainActor
    private struct Catalog {
        private var cases: [String: BenchmarkCase]

        /// Describes the suites that `ids` name.
        init(_ ids: [String]) {
            self.init(suites: Suite.allCases.filter { suite in ids.contains { $0.hasPrefix(suite.rawValue + "/") } })
        }

        /// Describes `suites`.
        init(suites: [Suite]) {
            cases = Dictionary(BenchmarkCatalog.cases(suites: suites, patterns: Pattern.allCases).map { ($0.id, $0) },
                               uniquingKeysWith: { first, _ in first })
        }

        /// The case with `id`.
        func lookUp(_ id: String) -> BenchmarkCase? { cases[id] }
    }

    /// Prints `value` as one line of JSON in a single write, so the lines of forked children never interleave.
    private static func printJSONLine<Value: Encodable>(_ value: Value) -> Int32 {
        guard var data = try? BenchJSON.encoder(pretty: false).encode(value) else { return 1 }
        data.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(data)
        return 0
    }

    private static func printJSON<Value: Encodable>(_ value: Value) -> Int32 {
        guard let data = try? BenchJSON.encoder(pretty: false).encode(value) else { return 1 }
        FileHandle.standardOutput.write(data)
        return 0
    }
}
