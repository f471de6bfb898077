// Every benchmark of every suite, for the chosen subjects. Builds descriptions only; no scene is created here.
import BenchResults
import ProfileKit
import SceneRig

/// The benchmarks ArchBench runs, in report order.
@MainActor
public enum BenchmarkCatalog {
    /// Row counts of the memory suite's growth benchmarks.
    public static let rowCounts = [10, 100, 1_000, 10_000]

    /// The cases of `suites` for each pattern in `patterns`, plus the floor each pattern is compared with.
    public static func cases(suites: [Suite], patterns: [Pattern]) -> [BenchmarkCase] {
        let subjects = patterns.map(SceneSubject.pattern) + [.floor]
        return suites.flatMap { suite in
            subjects.flatMap { subject in benchmarks(of: suite, for: subject) }
        }
        .sorted { order(of: $0).lexicographicallyPrecedes(order(of: $1)) }
    }

    /// The case with `id`, used by the counting subprocess.
    public static func benchmarkCase(id: String) -> BenchmarkCase? {
        cases(suites: Suite.allCases, patterns: Pattern.allCases).first { $0.id == id }
    }

    private static func benchmarks(of suite: Suite, for subject: SceneSubject) -> [BenchmarkCase] {
        func make(_ name: String, _ parameters: [String: Int] = [:], _ measurement: BenchmarkCase.Measurement) -> BenchmarkCase {
            BenchmarkCase(suite: suite, name: name, subject: subject, parameters: parameters, measurement: measurement)
        }
        let unliked = ProfileFixture.standard.withEveryBlog(liked: false)
        switch suite {
        case .dispatch:
            return [
                make("like", [:], .operations { LikeSuccessBatches(subject: subject, fixture: unliked, rows: 0..<5) }),
                make("like-already-liked", [:], .operations { RepeatableLikeBatches(subject: subject, path: .alreadyLiked) }),
                make("like-failure-rollback", [:], .operations { RepeatableLikeBatches(subject: subject, path: .failureRollback) }),
                make("select-blog", [:], .operations { SelectBlogBatches(subject: subject, fixture: .standard) }),
                make("like-on-detail", [:], .operations { DetailLikeBatches(subject: subject, fixture: unliked) }),
                make("back", [:], .operations { BackBatches(subject: subject, fixture: .standard) }),
                make("compose-save", [:], .operations { ComposeSaveBatches(subject: subject, fixture: .standard) }),
                make("refresh", [:], .operations { RefreshBatches(subject: subject, fixture: .standard) }),
            ]
        case .assembly:
            return [
                make("build", [:], .operations { BuildBatches(subject: subject) }),
                make("first-render", [:], .operations { FirstRenderBatches(subject: subject) }),
                make("teardown", [:], .operations { TeardownBatches(subject: subject) }),
            ]
        case .memory:
            let growth = rowCounts.flatMap { rows -> [BenchmarkCase] in
                let fixture = ProfileFixture.generated(blogCount: rows).withEveryBlog(liked: false)
                return [
                    make("scene-rows", ["rows": rows], .footprint(fixture: fixture)),
                    make("like-at-rows", ["rows": rows], .operations {
                        LikeSuccessBatches(subject: subject, fixture: fixture, rows: max(0, rows - 5)..<rows)
                    }),
                ]
            }
            let detail = make("detail-open", [:], .openScreen { SelectBlogBatches(subject: subject, fixture: .standard) })
            return [make("scene", [:], .footprint(fixture: .standard)), detail] + growth
                + [make("leak-check", [:], .leakCheck)]
        }
    }

    /// Suite, then benchmark, then parameters, then subject (patterns in `Pattern` order, floor last).
    private static func order(of benchmark: BenchmarkCase) -> [Int] {
        let suite = Suite.allCases.firstIndex(of: benchmark.suite) ?? 0
        let names = ["like", "like-already-liked", "like-failure-rollback", "select-blog", "like-on-detail", "back",
                     "compose-save", "refresh", "build", "first-render", "teardown", "scene", "detail-open", "scene-rows",
                     "like-at-rows", "leak-check"]
        let name = names.firstIndex(of: benchmark.name) ?? names.count
        let subject = SceneSubject.all.firstIndex(of: benchmark.subject) ?? 0
        return [suite, name, benchmark.parameters["rows"] ?? 0, subject]
    }
}
