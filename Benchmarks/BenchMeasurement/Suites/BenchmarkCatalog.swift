// Every benchmark of every suite, declared once and in report order, and the cases they make for the chosen subjects.
// Builds descriptions only; no scene is created here.
import BenchResults
import ProfileKit
import SceneRig

/// The benchmarks ArchBench runs. The order they are declared in is the order of every report, `--list` and table:
/// suite (as `Suite` declares them), then benchmark (as `benchmarks` declares them), then parameters (as each declares
/// them), then subject (patterns in `Pattern` order, the floor last). Nothing spells the list a second time, so a
/// benchmark added here cannot fall out of the order.
@MainActor
public enum BenchmarkCatalog {
    /// Row counts of the memory suite's growth benchmarks.
    public static let rowCounts = [10, 100, 1_000, 10_000]

    /// Every benchmark, in report order.
    static let benchmarks: [BenchmarkDeclaration] = {
        let unliked = ProfileFixture.standard.withEveryBlog(liked: false)
        let growth = rowCounts.map { ["rows": $0] }
        /// The memory suite's growth fixture: `rows` blogs, none liked.
        @MainActor func rows(_ parameters: [String: Int]) -> ProfileFixture { generatedUnliked(rows: parameters["rows"] ?? 0) }
        return [
            .init(.dispatch, "like") { subject, _ in
                .operations { LikeSuccessBatches(subject: subject, fixture: unliked, rows: 0..<5) }
            },
            // The like again, each answer delivered after its tap: the awaiting task's hop back to the main actor is timed.
            .init(.dispatch, "like-answered-later") { subject, _ in
                .operations { LikeSuccessBatches(subject: subject, fixture: unliked, rows: 0..<5, scheduling: .queued) }
            },
            .init(.dispatch, "like-already-liked") { subject, _ in
                .operations { RepeatableLikeBatches(subject: subject, path: .alreadyLiked) }
            },
            .init(.dispatch, "like-failure-rollback") { subject, _ in
                .operations { RepeatableLikeBatches(subject: subject, path: .failureRollback) }
            },
            .init(.dispatch, "select-blog") { subject, _ in .operations { SelectBlogBatches(subject: subject, fixture: .standard) } },
            .init(.dispatch, "like-on-detail") { subject, _ in .operations { DetailLikeBatches(subject: subject, fixture: unliked) } },
            .init(.dispatch, "back") { subject, _ in .operations { BackBatches(subject: subject, fixture: .standard) } },
            .init(.dispatch, "compose-save") { subject, _ in .operations { ComposeSaveBatches(subject: subject, fixture: .standard) } },
            .init(.dispatch, "refresh") { subject, _ in .operations { RefreshBatches(subject: subject, fixture: .standard) } },
            .init(.assembly, "build") { subject, _ in .operations { BuildBatches(subject: subject) } },
            .init(.assembly, "first-render") { subject, _ in .operations { FirstRenderBatches(subject: subject) } },
            .init(.assembly, "teardown") { subject, _ in .operations { TeardownBatches(subject: subject) } },
            .init(.memory, "scene") { _, _ in .footprint(fixture: .standard) },
            .init(.memory, "detail-open") { subject, _ in .openScreen { SelectBlogBatches(subject: subject, fixture: .standard) } },
            .init(.memory, "scene-rows", parameters: growth) { _, parameters in .footprint(fixture: rows(parameters)) },
            .init(.memory, "like-at-rows", parameters: growth) { subject, parameters in
                let fixture = rows(parameters), count = parameters["rows"] ?? 0
                return .operations { LikeSuccessBatches(subject: subject, fixture: fixture, rows: max(0, count - 5)..<count) }
            },
            .init(.memory, "leak-check") { _, _ in .leakCheck },
            // Each change request's operation on each subject's changed scene (ChangeRequest.operations names them).
            .init(.changes, "unlike") { subject, _ in .operations { UnlikeBatches(subject: subject) } },
            .init(.changes, "like-with-total") { subject, _ in .operations { LikeWithTotalBatches(subject: subject) } },
            .init(.changes, "sort-open") { subject, _ in .operations { SortOpenBatches(subject: subject) } },
            .init(.changes, "sort-pick") { subject, _ in .operations { SortPickBatches(subject: subject) } },
        ] + TrapBenchmark.all.map { trapDeclaration($0) }
    }()

    /// A benchmark of the traps suite: its operation on the careful store's scene or a trap's, at each of
    /// its operation's row counts, the store only. The like is `memory · like-at-rows`'s (the last five rows, success
    /// path); the first render is the assembly suite's, answered from the same fixture.
    private static func trapDeclaration(_ benchmark: TrapBenchmark) -> BenchmarkDeclaration {
        let store = SceneSubject.pattern(.store)
        return .init(.traps, benchmark.name, parameters: benchmark.rowCounts.map { ["rows": $0] }, only: store) {
            _, parameters in
            let count = parameters["rows"] ?? 0
            let fixture = generatedUnliked(rows: count)
            let composer: any ProfileSceneComposer.Type = switch benchmark.scene {
            case .careful: store.composer
            case .trap(let trap): trap.composer
            }
            return switch benchmark.operation {
            case .like:
                .operations { LikeSuccessBatches(composer: composer, fixture: fixture, rows: max(0, count - 5)..<count) }
            case .firstRender:
                .operations { FirstRenderBatches(composer: composer, fixture: fixture) }
            }
        }
    }

    /// `rows` generated blogs, none liked: the fixture of the memory suite's growth benchmarks and of the traps, at
    /// each of their row counts. Built once a count and shared by every subject's case: built per case, they were 80
    /// fixtures of up to 10 000 blogs, nine tenths of what a counting worker did before its first case.
    private static func generatedUnliked(rows: Int) -> ProfileFixture {
        generatedUnlikedByRows[rows] ?? ProfileFixture.generated(blogCount: rows).withEveryBlog(liked: false)
    }

    /// Every row count of the growth benchmarks and the traps, in ascending order (so built in one order every run).
    private static let generatedUnlikedByRows: [Int: ProfileFixture] = {
        let counts = Array(Set(rowCounts + TrapBenchmark.all.flatMap(\.rowCounts))).sorted()
        return Dictionary(uniqueKeysWithValues: counts.map {
            ($0, ProfileFixture.generated(blogCount: $0).withEveryBlog(liked: false))
        })
    }()

    /// The cases of `suites` for each pattern in `patterns`, plus the floor each pattern is compared with, in report order.
    public static func cases(suites: [Suite], patterns: [Pattern]) -> [BenchmarkCase] {
        cases(of: benchmarks, suites: suites, patterns: patterns)
    }

    /// The cases `benchmarks` make for `suites` and `patterns` (and the floor), in the order they are declared: suite,
    /// benchmark, parameters, subject.
    static func cases(of benchmarks: [BenchmarkDeclaration], suites: [Suite], patterns: [Pattern]) -> [BenchmarkCase] {
        let subjects = SceneSubject.all.filter { subject in
            guard case .pattern(let pattern) = subject else { return true }
            return patterns.contains(pattern)
        }
        return Suite.allCases.filter(suites.contains).flatMap { suite in
            benchmarks.filter { $0.suite == suite }.flatMap { benchmark in
                benchmark.parameterSets.flatMap { parameters in
                    subjects.filter(benchmark.measures).map { benchmark.makeCase(for: $0, parameters: parameters) }
                }
            }
        }
    }
}
