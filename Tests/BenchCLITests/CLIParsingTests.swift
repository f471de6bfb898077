// Specifications of `bench`'s command line: every flag, both value spellings, and the one-line
// usage errors (exit 2) that name the offending flag.
import BenchTestSupport
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchReports
@testable import BenchResults
@testable import SceneRig

@Suite struct CLIParsingTests {
    @Test func parse_noArguments_runsEverySuiteAndPatternAsATable() throws {
        let options = try BenchOptions.parse([])

        #expect(options == BenchOptions(), "Expected a bare `bench` to use every default")
        #expect(options.suites == Suite.allCases, "Expected every suite by default")
        #expect(options.patterns == Pattern.allCases, "Expected every pattern by default")
        #expect(options.output.format == .table, "Expected a table by default")
        #expect(options.output.outputPath == nil, "Expected standard output by default")
    }

    @Test func parse_suiteList_selectsThoseSuitesInCanonicalOrder() throws {
        let options = try BenchOptions.parse(["--suite", "memory,dispatch"])

        #expect(options.suites == [.dispatch, .memory], "Expected the listed suites in canonical order")
    }

    @Test func parse_repeatedPatternFlags_accumulate() throws {
        let options = try BenchOptions.parse(["--pattern", "viper", "--pattern=MVC"])

        #expect(options.patterns == [.mvc, .viper], "Expected repeated --pattern values to add up, case-insensitively")
    }

    @Test(arguments: OutputFormat.allCases)
    func parse_formatWithEqualsSign_selectsThatFormat(format: OutputFormat) throws {
        let options = try BenchOptions.parse(["--format=\(format.rawValue)"])

        #expect(options.output.format == format, "Expected --format=\(format.rawValue) to select it")
    }

    @Test func parse_filter_keepsOnlyMatchingBenchmarkIdentifiers() throws {
        let options = try BenchOptions.parse(["--filter", "like|refresh"])
        let filter = try #require(options.filter, "Expected --filter to set a filter")

        #expect(filter.matches("dispatch/like/mvc"), "Expected the filter to keep a like benchmark")
        #expect(!filter.matches("assembly/build"), "Expected the filter to drop a non-matching benchmark")
    }

    @Test func parse_output_keepsThePath() throws {
        let options = try BenchOptions.parse(["--output", "results/bench.json"])

        #expect(options.output.outputPath == "results/bench.json", "Expected --output to keep the path as given")
    }

    @Test func parse_booleanFlags_setTheirOptions() throws {
        let options = try BenchOptions.parse(["--quick", "--instructions", "--exact-arc"])

        #expect(options.isQuick, "Expected --quick to request a quick run")
        #expect(options.countsInstructions, "Expected --instructions to request instruction counts")
        #expect(options.countsExactARC, "Expected --exact-arc to request exact ARC counts")
        #expect(try BenchOptions.parse(["--list"]).listsBenchmarks, "Expected --list to request the listing")
    }

    @Test func parse_comparisonFlags_applyInOrder() throws {
        let file = try ComparisonFixtures.temporaryFile(#"{"bytes": 5, "wallTime": 10}"#)

        let options = try BenchOptions.parse(["--threshold-file", file, "--threshold", "wall=3", "--allow-environment-change",
                                              "--history", "runs.jsonl", "--baseline", "main.json"])

        #expect(options.thresholds[.bytes] == 5 && options.thresholds[.wallTime] == 3,
                "Expected the file, then the spec over it")
        #expect(options.allowsEnvironmentChange && options.output.historyPath == "runs.jsonl", "Expected the other flags set")
    }

    @Test(arguments: [["--help"], ["-h"], ["--bogus", "--help"]])
    func parse_help_winsOverEverythingElse(arguments: [String]) throws {
        let options = try BenchOptions.parse(arguments)

        #expect(options.showsHelp, "Expected \(arguments) to ask for help")
    }

    @Test func usage_listsEveryVisibleFlagAndSubcommandButNotTheWorker() {
        for flag in BenchFlag.visible {
            #expect(BenchOptions.usage.contains(flag.spelling), "Expected the usage to mention \(flag.spelling)")
        }
        for subcommand in BenchSubcommand.visible {
            #expect(BenchOptions.usage.contains("bench \(subcommand.rawValue)"), "Expected the usage to list \(subcommand)")
        }
        #expect(!BenchOptions.usage.contains("worker"), "Expected the usage to hide the worker")
    }

    @Test func workerRequest_isAHiddenSubcommandsArguments() throws {
        let request = WorkerRequest.counts(caseIDs: ["dispatch/like/mvc"])

        #expect(request.arguments.first == BenchSubcommand.worker.rawValue, "Expected `bench worker …`")
        #expect(WorkerRequest(Array(request.arguments.dropFirst())) == request, "Expected the request read back")
    }

    @Test @MainActor func worker_withoutARequest_exits2() {
        #expect(BenchCommand.main(arguments: ["worker", "nonsense"]) == 2, "Expected exit 2 for a bad worker request")
    }

    @Test func parse_variantLeaky_asksForTheVariantCheck() throws {
        #expect(try BenchOptions.parse(["--suite", "memory", "--variant=leaky"]).checksLeakyVariants,
                "Expected --variant leaky read by the one parser")
        #expect(try !BenchOptions.parse(["--suite", "memory"]).checksLeakyVariants, "Expected a normal run without it")
    }

    @Test(arguments: [
        (["--sute", "dispatch"], "--sute"),
        (["-x"], "-x"),
        (["--suite", "dispach"], "--suite"),
        (["--suite=assembly,bogus"], "--suite"),
        (["--pattern", "mvvvm"], "--pattern"),
        (["--format", "yaml"], "--format"),
        (["--output"], "--output"),
        (["--format", "--quick"], "--format"),
        (["--suite="], "--suite"),
        (["--filter", "("], "--filter"),
        (["--quick=yes"], "--quick"),
    ])
    func parse_badArguments_failWithOneLineNamingTheFlag(arguments: [String], flag: String) {
        let error = parsingError(arguments)

        #expect(error?.message.contains(flag) == true, "Expected the error for \(arguments) to name \(flag)")
        #expect(error?.message.contains("\n") == false, "Expected the error for \(arguments) on one line")
        #expect(error?.exitCode == 2, "Expected exit code 2 for \(arguments)")
    }

    @Test func parse_strayArgument_failsNamingIt() {
        let error = parsingError(["dispatch"])

        #expect(error?.message.contains("\"dispatch\"") == true, "Expected the error to quote the stray argument")
    }

    @Test func parse_misspelledFlag_suggestsTheClosestOne() {
        let error = parsingError(["--patern", "mvc"])

        #expect(error?.message.contains("did you mean --pattern?") == true, "Expected the closest flag suggested")
    }

    @Test func parse_unknownValue_listsTheValidOnes() {
        let error = parsingError(["--suite", "speed"])

        #expect(error?.message.contains("dispatch, assembly, memory") == true, "Expected the valid suites to be listed")
    }

    @Test func parse_valueWithNewline_staysOnOneLine() {
        let error = parsingError(["--format", "a\nb"])

        #expect(error?.message.contains("\n") == false, "Expected a newline in the value to be escaped")
    }

    @Test func parse_layouts_setsHowManyLayoutsAVaryingCountIsCountedIn() throws {
        #expect(try BenchOptions.parse(["--instructions"]).instructionLayouts == BenchOptions.defaultInstructionLayouts,
                "Expected the default without --layouts")
        #expect(try BenchOptions.parse(["--instructions", "--layouts", "32"]).instructionLayouts == 32, "Expected 32")
    }

    @Test(arguments: ["0", "many", "257"])
    func parse_layoutsOutOfRange_isAUsageError(value: String) {
        let error = parsingError(["--instructions", "--layouts", value])

        #expect(error?.message.contains("--layouts needs a whole number from 1 to 256") == true && error?.exitCode == 2,
                "Expected --layouts \(value) refused, got \(String(describing: error?.message))")
    }

    @Test func parse_layoutsWithoutInstructions_isRefusedAsIgnored() {
        let error = parsingError(["--layouts", "8"])

        #expect(error?.message.contains("without --instructions it would be ignored") == true,
                "Got \(String(describing: error?.message))")
    }

    // MARK: - Helpers

    private func parsingError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try BenchOptions.parse(arguments)
            return nil
        } catch {
            return error
        }
    }
}
