// MemoryPass: the memory suite's in-process measurements — the objects a rendered scene keeps alive, and what survives
// its teardown with the path that keeps it. Owns one scene at a time, until its check returns.
import BenchPlatform
import BenchResults
import ProfileKit

/// Live objects per footprint case, and the leak check of each subject: survivors and their retention paths.
@MainActor
struct MemoryPass {
    func run(_ cases: [BenchmarkCase]) -> PassResult {
        var result = PassResult()
        result.mechanisms["closureCaptures"] = Capabilities.closureCaptures.description
        for benchmark in cases {
            switch benchmark.measurement {
            case .operations, .openScreen: continue
            case .footprint(let fixture):
                let objects = FootprintScene.reachableObjects(benchmark.subject, fixture: fixture)
                result.metrics[benchmark.id] = Metrics([.liveObjects: Double(objects)])
            case .leakCheck:
                let outcome = LeakCheck.run(benchmark.subject)
                result.metrics[benchmark.id] = Metrics(
                    [.survivors: Double(outcome.survivors.count), .liveObjects: Double(outcome.objectsBeforeTeardown)],
                    survivorDescriptions: outcome.survivors.map(\.description))
            }
        }
        return result
    }
}
