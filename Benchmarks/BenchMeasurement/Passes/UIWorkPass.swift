// UIWorkPass: the UI work each operation asks of the kit, counted in this process (one warm batch, one counted batch).
// Owns one case's scenes at a time.
import BenchResults
import Foundation
import ProfileKit

/// UI work per operation, as the UI kit counts it: one warm batch, then one counted batch, in this process.
/// Deterministic, so one batch tells; it needs no hooks, so it is measured even where counts are n/a.
@MainActor
struct UIWorkPass {
    static let batchSize = 8

    func run(_ cases: [BenchmarkCase]) -> PassResult {
        var result = PassResult()
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
            result.metrics[benchmark.id] = Metrics([.ui: Double(work.total) / operations],
                                                   uiBreakdown: work.breakdown.mapValues { Double($0) / operations })
        }
        return result
    }
}

extension UIWork {
    /// Each kind of work by the name the JSON report uses.
    var breakdown: [String: Int] {
        ["propertySets": propertySets, "cellsDequeued": cellsDequeued, "cellsConfigured": cellsConfigured,
         "reloads": reloads, "viewTreeChanges": viewTreeChanges, "toasts": toasts]
    }
}
