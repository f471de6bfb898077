// Specification of the changes suite: it measures the operation each change request names, on each subject's changed
// scene, asking every subject for the same UI work; and on a scene that cannot do the operation it measures nothing.
import ProfileKit
import Testing

@testable import BenchMeasurement
@testable import BenchResults
@testable import SceneRig

@Suite struct ChangeBenchmarksTests {
    @Test @MainActor func theChangesSuite_measuresEveryOperationTheChangeCatalogNames_inItsOrder() {
        let measured = BenchmarkCatalog.cases(suites: [.changes], patterns: Pattern.allCases)
            .filter { $0.subject == .floor }.map(\.name)

        #expect(measured == ChangeRequest.allCases.flatMap(\.operations).map(\.benchmark),
                "Expected one benchmark per changed operation, got \(measured)")
    }

    /// The suite's own check, as the report makes it (`⚠ unequal UI work`), made here on every subject: the columns of a
    /// change do the UI work docs/CHANGING.md prescribes, so their ratios compare architectures, not rendering.
    @Test(arguments: ChangeRequest.allCases.flatMap(\.operations).map(\.benchmark))
    @MainActor func aChangedOperation_isMeasured_andAsksEverySubjectForTheSameUIWork(name: String) {
        var work: [SceneSubject: UIWork] = [:]
        for benchmark in BenchmarkCatalog.cases(suites: [.changes], patterns: Pattern.allCases) where benchmark.name == name {
            guard case .operations(let makeSource) = benchmark.measurement else { continue }
            let source = makeSource()
            source.prepare(2)?.run()
            let batch = source.prepare(2)
            work[benchmark.subject] = UIWork.measure { batch?.run() }
            source.finish()
            #expect(source.problem == nil && batch != nil,
                    "Expected \(benchmark.id) measured on the changed scene: \(source.problem ?? "no batch")")
        }
        #expect(work.count == SceneSubject.all.count, "Expected \(name) on every subject, found \(work.keys)")
        #expect(Set(work.values).count == 1, "Expected the same UI work from every subject in \(name), found \(work)")
    }

    /// A column as it stands has no unlike, no total and no sort screen: each benchmark, given it, must fail with the
    /// reason instead of timing another path.
    @Test(arguments: SceneSubject.all)
    @MainActor func onAnUnchangedScene_eachChangedOperation_isReportedNotMeasured(subject: SceneSubject) {
        let column = subject.composer
        let sources: [(String, any BatchSource, String)] = [
            ("unlike", UnlikeBatches(composer: column), "unlike requests 0, expected"),
            ("like-with-total", LikeWithTotalBatches(composer: column), "the header's likes total absent"),
            ("sort-open", SortOpenBatches(composer: column), "Sort button not found"),
            ("sort-pick", SortPickBatches(composer: column), "Sort button not found"),
        ]
        for (name, source, reason) in sources {
            source.prepare(2)?.run()
            _ = source.prepare(2)
            source.finish()
            #expect(source.problem?.contains(reason) == true,
                    "Expected \(name) on \(subject)'s unchanged scene to fail saying \"\(reason)\", got \(source.problem ?? "no problem")")
        }
    }
}
