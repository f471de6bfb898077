// Specifications of how `bench explain` reads its command line and when it refuses to count: a benchmark by name and
// one subject make a case id; a bad benchmark, pattern or format is one line and exit 2; without valgrind it says so
// and how to install it, exit 1, before any build or run; an --output it cannot write fails before counting.
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchReports
@testable import BenchTeaching
@testable import SceneRig

@Suite struct ExplainCommandTests {
    @Test @MainActor func parse_aDispatchBenchmark_isItsCaseOfTheSubject() throws {
        let options = try ExplainCommand.parse(["LIKE", "--pattern", "MVP", "--format", "json"])

        #expect(options.caseID == "dispatch/like/mvp" && options.subject == .pattern(.mvp) && options.output.format == .json,
                "Expected MVP's like as JSON, got \(options)")
    }

    @Test @MainActor func parse_anAssemblyBenchmark_isItsCaseOfTheSubject() throws {
        let options = try ExplainCommand.parse(["build", "--pattern=floor", "--output", "/tmp/explain.md"])

        #expect(options.caseID == "assembly/build/floor" && options.output.outputPath == "/tmp/explain.md",
                "Expected the floor's build written to the file, got \(options)")
    }

    @Test @MainActor func benchmarks_areEveryTimedBenchmark_once() {
        let names = ExplainCommand.benchmarks.map(\.name)

        #expect(names.contains("like") && names.contains("select-blog") && names.contains("build"), "Got \(names)")
        #expect(Set(names).count == names.count, "Expected each name once, got \(names)")
    }

    @Test(arguments: [
        (["likes", "--pattern", "mvp"], "unknown benchmark \"likes\" (did you mean like?)"),
        (["like", "--pattern", "mvx"], "--pattern: unknown pattern"),
        (["like"], "--pattern is required"),
        (["--pattern", "mvp"], "expected one benchmark"),
        (["like", "build", "--pattern", "mvp"], "expected one benchmark"),
        (["like", "--pattern", "mvp", "--format", "csv"], "--format takes table, json, markdown, not csv"),
        (["like", "--pattern", "all"], "--pattern: unknown pattern"),
    ])
    @MainActor func usageError_isOneLineNamingTheProblem_andExits2(commandLine: [String], problem: String) {
        var error: UsageError?
        do {
            _ = try ExplainCommand.parse(commandLine)
        } catch let refused {
            error = refused
        }

        #expect(error?.message.hasPrefix("bench explain: ") == true && error?.message.contains(problem) == true,
                "Expected \(commandLine) refused with \(problem), got \(error?.message ?? "nothing")")
        #expect(error?.message.contains("\n") == false, "Expected one line")
        #expect(BenchCommand.main(arguments: ["explain"] + commandLine) == 2, "Expected exit 2 for \(commandLine)")
    }

    @Test(arguments: [["ARCHBENCH_UNAVAILABLE": "valgrind"], ["PATH": "/nonexistent"]])
    @MainActor func withoutValgrind_exits1_beforeBuildingOrCounting(environment: [String: String]) {
        let status = ExplainCommand.run(["like", "--pattern", "mvp"], isOptimized: false, relaunch: { _ in
            Issue.record("Expected nothing built or counted without valgrind")
            return 0
        }, environment: environment)

        #expect(status == 1, "Expected exit 1 with \(environment): the operation cannot be counted here")
    }

    @Test @MainActor func anOutputThatCannotBeWritten_exits2_beforeCounting() {
        let status = ExplainCommand.run(["like", "--pattern", "mvp", "--output", "/nonexistent/dir/explain.txt"],
                                        isOptimized: false, relaunch: { _ in
            Issue.record("Expected nothing built or counted for an --output that cannot be written")
            return 0
        })

        #expect(status == 2, "Expected exit 2 for the --output")
    }

    @Test(.enabled(if: (try? Callgrind.locate().get()) != nil, "valgrind is not installed"))
    @MainActor func aDebugBench_handsTheSameArgumentsToTheReleaseBuild() {
        var handed: [String]?
        let status = ExplainCommand.run(["like", "--pattern", "mvp"], isOptimized: false, relaunch: { arguments in
            handed = arguments
            return 0
        })

        #expect(status == 0 && handed == ["explain", "like", "--pattern", "mvp"],
                "Expected the release build asked the same, got \(handed ?? [])")
    }

    @Test @MainActor func help_namesEveryBenchmarkAndFlag_andExits0() {
        for flag in ExplainFlag.allCases {
            #expect(ExplainCommand.usage.contains("\n  \(flag.spelling)"), "Expected --help to list \(flag.spelling)")
        }
        for benchmark in ExplainCommand.benchmarks {
            #expect(ExplainCommand.usage.contains(benchmark.name), "Expected --help to name \(benchmark.name)")
        }
        #expect(BenchCommand.main(arguments: ["explain", "-h"]) == 0, "Expected the help, exit 0")
    }

    @Test @MainActor func docsHelp_documentsTheExplainRegion() {
        #expect(DocsCommand.usage.contains("explain BENCHMARK SUBJECT|all"), "Expected bench docs --help to document it")
    }
}
