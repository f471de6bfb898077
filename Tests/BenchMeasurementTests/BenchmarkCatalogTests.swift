// Specification of the benchmark catalog and its batch sources: every benchmark, for every pattern and the
// floor, performs the operation it claims (counts of requests, toasts and pushes, never timings).
import Foundation
import ProfileKit
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchResults
@testable import SceneRig

@Suite struct BenchmarkCatalogTests {
    // The counting worker finds a case by its id among the suites its ids name (Worker's Catalog).
    @Test @MainActor func caseIDs_areUnique_andNameTheirSuiteFirst() {
        let cases = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
        #expect(Set(cases.map(\.id)).count == cases.count, "Expected every benchmark id to be unique")
        let misnamed = cases.filter { !$0.id.hasPrefix($0.suite.rawValue + "/") }.map(\.id)
        #expect(misnamed.isEmpty, "Expected every id to begin with its suite, got \(misnamed)")
    }

    @Test @MainActor func cases_comeInDeclarationOrder_suiteBenchmarkParametersSubject() {
        let cases = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
        let declared = Suite.allCases.flatMap { suite in
            BenchmarkCatalog.benchmarks.filter { $0.suite == suite }.flatMap { benchmark in
                benchmark.parameterSets.flatMap { parameters in
                    SceneSubject.all.filter(benchmark.measures).map {
                        "\(suite.rawValue)/\(benchmark.name)/\($0)" + Self.suffix(parameters)
                    }
                }
            }
        }

        #expect(cases.map(\.id) == declared, "Expected the report order to be the order the benchmarks are declared in")
    }

    @Test @MainActor func aBenchmarkAddedToASuite_landsWhereItIsDeclared() {
        var benchmarks = BenchmarkCatalog.benchmarks
        let like = benchmarks.firstIndex { $0.name == "like" } ?? 0
        benchmarks.insert(.init(.dispatch, "like-twice") { _, _ in .leakCheck }, at: like + 1)
        benchmarks.append(.init(.dispatch, "added-last") { _, _ in .leakCheck })

        let names = BenchmarkCatalog.cases(of: benchmarks, suites: Suite.allCases, patterns: [.mvc])
            .filter { $0.subject == .floor }.map(\.name)

        #expect(names.prefix(3) == ["like", "like-twice", "like-answered-later"],
                "Expected a benchmark declared after like to be reported after it, got \(names)")
        #expect(names.firstIndex(of: "added-last") == names.firstIndex(of: "refresh").map { $0 + 1 },
                "Expected a dispatch benchmark declared at the end to close its suite, before assembly's, got \(names)")
        #expect(names.count == BenchmarkCatalog.benchmarks.filter { $0.measures(.floor) }.reduce(0) { $0 + $1.parameterSets.count } + 2,
                "Expected no benchmark dropped")
    }

    /// The traps suite measures the store's variants only (TrapBenchmarksTests).
    @Test @MainActor func everySuiteButTheTraps_coversEveryPatternAndTheFloor() {
        let cases = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
        for suite in Suite.allCases where suite != .traps {
            let subjects = Set(cases.filter { $0.suite == suite }.map(\.subject))
            #expect(subjects == Set(SceneSubject.all), "Expected \(suite) to measure every pattern and the floor")
        }
    }

    /// Every suite but the traps, whose benchmarks measure the store alone (one case per group).
    @Test @MainActor func timingGroups_holdOneBenchmarkForEverySubject() {
        let cases = BenchmarkCatalog.cases(suites: Suite.allCases.filter { $0 != .traps }, patterns: Pattern.allCases)
            .filter { if case .operations = $0.measurement { true } else { false } }
        let groups = TimingPass.groupedBySubject(cases)
        #expect(groups.allSatisfy { Set($0.map(\.subject)) == Set(SceneSubject.all) && $0.count == SceneSubject.all.count },
                "Expected each interleaved group to be one benchmark measured for every pattern and the floor")
        #expect(groups.count * SceneSubject.all.count == cases.count)
    }

    @Test @MainActor func selectingOnePattern_keepsTheFloorForRatios() {
        let subjects = Set(BenchmarkCatalog.cases(suites: [.dispatch], patterns: [.mvvm]).map(\.subject))
        #expect(subjects == [.pattern(.mvvm), .floor])
    }

    @Test @MainActor func batchesThatTakeAnotherPath_areReportedAsNotMeasured() {
        // Every blog already liked: a "like" batch would time the already-liked path instead.
        let wrongPath = BenchmarkCase(
            suite: .dispatch, name: "like", subject: .floor, parameters: [:],
            measurement: .operations {
                LikeSuccessBatches(subject: .floor, fixture: ProfileFixture.standard.withEveryBlog(liked: true), rows: 0..<5)
            })
        let outcome = TimingPass(configuration: .quick).runInProcess([wrongPath], rounds: 0..<2)
        #expect(outcome.samplesByRound[wrongPath.id] == nil, "Expected no timing for a benchmark that took another path")
        #expect(outcome.problems[wrongPath.id]?.contains("like requests 0, expected") == true,
                "Expected the problem to say what the batch did instead, got \(outcome.problems)")
    }

    /// Every timed case of `subject` except the 10 000-row one, which takes seconds in a debug build.
    @Test(arguments: SceneSubject.all)
    @MainActor func everyBatchSource_performsTheOperationItMeasures(subject: SceneSubject) {
        let benchmarks = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
            .filter { $0.subject == subject && $0.parameters["rows"] != 10_000 }
        for benchmark in benchmarks {
            let makeSource: @MainActor () -> any BatchSource
            switch benchmark.measurement {
            case .operations(let make), .openScreen(let make): makeSource = make
            case .footprint, .leakCheck: continue
            }
            let source = makeSource()
            let first = source.prepare(3)
            first?.run()
            let second = source.prepare(3)
            second?.run()
            source.finish()
            #expect(source.problem == nil, "Expected \(benchmark.id) to do what it measures: \(source.problem ?? "")")
            #expect(first != nil && second != nil, "Expected \(benchmark.id) to offer operations")
        }
    }

    /// The screens that navigate, and the like whose answer is delivered after its tap (queued scheduling).
    @Test(arguments: ["like-answered-later", "select-blog", "like-on-detail", "back", "compose-save"])
    @MainActor func dispatchBenchmark_asksEverySubjectForTheSameUIWork(name: String) {
        var work: [SceneSubject: UIWork] = [:]
        for benchmark in BenchmarkCatalog.cases(suites: [.dispatch], patterns: Pattern.allCases) where benchmark.name == name {
            guard case .operations(let makeSource) = benchmark.measurement else { continue }
            let source = makeSource()
            source.prepare(1)?.run()
            let batch = source.prepare(1)
            work[benchmark.subject] = UIWork.measure { batch?.run() }
            source.finish()
        }
        #expect(work.count == SceneSubject.all.count, "Expected \(name) on every subject, found \(work.keys)")
        #expect(Set(work.values).count == 1, "Expected the same UI work from every subject in \(name), found \(work)")
    }

    @Test(arguments: SceneSubject.all)
    @MainActor func leakCheck_findsNoSurvivor(subject: SceneSubject) {
        let outcome = LeakCheck.run(subject)
        #expect(outcome.objectsBeforeTeardown > 20, "Expected the census to see the scene's objects")
        #expect(outcome.survivors.isEmpty, "Expected nothing of \(subject) to survive teardown: \(outcome.survivors)")
    }

    @Test @MainActor func footprint_countsTheSceneObjectsReachableFromTheWindow() {
        let small = FootprintScene.reachableObjects(.pattern(.mvp), fixture: .generated(blogCount: 10))
        let large = FootprintScene.reachableObjects(.pattern(.mvp), fixture: .generated(blogCount: 100))
        #expect(large - small == 90, "Expected one cell presenter per extra blog in MVP, got \(large - small)")
    }
}

@Suite struct BenchCommandTests {
    @Test @MainActor func unoptimisedBuild_handsItsArgumentsToTheReleaseBuildInsteadOfMeasuring() {
        var relaunched: [String]?
        let status = BenchCommand.main(arguments: ["--quick", "--suite", "dispatch"], isOptimized: false) { arguments in
            relaunched = arguments
            return 7
        }
        #expect(relaunched == ["--quick", "--suite", "dispatch"], "Expected the same arguments for the release build")
        #expect(status == 7, "Expected the release run's status, not a measurement of unoptimised code")
    }

    @Test @MainActor func unoptimisedBuild_withABadFlag_failsBeforeBuildingAnything() {
        var relaunched = false
        let status = BenchCommand.main(arguments: ["--frobnicate"], isOptimized: false) { _ in
            relaunched = true
            return 0
        }
        #expect(status == 2 && !relaunched, "Expected usage errors to be reported at once, by the debug build")
    }

    @Test func releaseRelaunch_ofADebugBenchInThisPackage_buildsAndRunsTheReleaseProductBesideIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let plan = try #require(ReleaseRelaunch.plan(executable: root + "/.build/some-target-triple/debug/bench"))

        #expect(plan.buildCommand == ["swift", "build", "--product", "bench", "-c", "release",
                                      "--scratch-path", root + "/.build", "--package-path", root])
        #expect(plan.releaseExecutable == root + "/.build/some-target-triple/release/bench")
    }

    @Test func releaseRelaunch_ofABenchOutsideAnyPackage_hasNoPlan() {
        #expect(ReleaseRelaunch.plan(executable: "/usr/local/bin/debug/bench") == nil,
                "Expected only the exact command to be printed for an installed copy")
    }

    @Test func releaseRelaunch_ofAReleaseBench_hasNoPlan() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        #expect(ReleaseRelaunch.plan(executable: root + "/.build/some-target-triple/release/bench") == nil,
                "Expected a release build never to relaunch itself")
    }

    @Test @MainActor func unknownFlag_exitsWith2() {
        #expect(BenchCommand.main(arguments: ["--frobnicate"]) == 2)
    }

    @Test @MainActor func list_exitsWith0() {
        #expect(BenchCommand.main(arguments: ["--list", "--suite", "memory"]) == 0)
    }

    @Test func workerRequest_roundTripsItsArguments() {
        for request in [WorkerRequest.counts(caseIDs: ["a/b/mvc", "c/d/floor"]),
                        .callgrind(caseIDs: ["a/b/mvp", "lifecycle/mvc"]),
                        .timing(rounds: 2..<4, quick: true, referenceProbe: 61_000.5, caseIDs: ["a/b/mvc"])] {
            #expect(WorkerRequest(Array(request.arguments.dropFirst())) == request)
        }
        #expect(WorkerRequest(["instructions", "a/b/mvp"]) == nil && WorkerRequest(["bogus"]) == nil)
        #expect(WorkerRequest(["timing", "4", "2", "quick", "0"]) == nil, "Expected an empty round range refused")
    }

    @Test func timingProcesses_shareEveryRoundExactlyOnce() {
        let rounds = (0..<TimingPass.processes).flatMap { Array(TimingPass.rounds(ofProcess: $0)) }

        #expect(rounds == Array(0..<TimingPass.rounds), "Expected the processes to take every round once, in order")
    }
}

extension BenchmarkCatalogTests {
    /// `/rows=10`, as a case id spells its parameters; empty without.
    static func suffix(_ parameters: [String: Int]) -> String {
        parameters.sorted { $0.key < $1.key }.map { "/\($0.key)=\($0.value)" }.joined()
    }
}
