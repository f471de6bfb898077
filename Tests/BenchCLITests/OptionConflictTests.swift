// Specifications of the options that cannot go together: one file named by two flags where one writes it (whatever
// the spelling), and flags that --list, --variant leaky or the lack of --baseline would ignore. Each is refused on one
// line, exit 2, before anything is measured or written.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchReports

@Suite struct OptionConflictTests {
    @Test func outputAndHistory_onOneFile_areRefusedNamingBoth() throws {
        let error = usageError { try BenchOptions.parse(["--output", "run.json", "--history", "run.json"]) }

        #expect(error?.message.contains("--output and --history name the same file") == true,
                "Expected both flags named, got \(error?.message ?? "no error")")
        #expect(error?.message.contains("\n") == false && error?.exitCode == 2, "Expected one line, exit 2")
    }

    @Test func outputAndHistory_onOneFileSpelledTwoWays_areRefused() throws {
        let directory = try Scratch()
        let file = directory.path + "/run.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/latest.json", withDestinationPath: "run.json")
        let spellings = [
            (file, directory.path + "/./sub/../run.json"),   // a new file's path, lexically different
            (file, directory.path + "/latest.json"),          // through a symbolic link
            (directory.path + "/new.json", directory.path + "//new.json"),
        ]
        try FileManager.default.createDirectory(atPath: directory.path + "/sub", withIntermediateDirectories: false)

        for (output, history) in spellings {
            #expect(usageError { try BenchOptions.parse(["--output", output, "--history", history]) } != nil,
                    "Expected \(output) and \(history) seen as one file")
        }
    }

    @Test func output_onTheBaseline_isRefused_soAFailedComparisonCannotOverwriteIt() throws {
        let directory = try Scratch()
        let baseline = directory.path + "/main.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: baseline))
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.json", withDestinationPath: "main.json")

        let direct = usageError { try BenchOptions.parse(["--baseline", baseline, "--output", baseline]) }
        let linked = usageError { try BenchOptions.parse(["--baseline", baseline, "--output", directory.path + "/link.json"]) }

        #expect(direct?.message.contains("--output") == true && direct?.message.contains("would overwrite --baseline") == true,
                "Expected the baseline protected, got \(direct?.message ?? "no error")")
        #expect(linked != nil, "Expected the baseline protected through a link too")
        #expect(usageError { try BenchOptions.parse(["--baseline", baseline, "--history", baseline]) } != nil,
                "Expected --history refused on the baseline too")
    }

    @Test func output_onTheThresholdFile_isRefused() throws {
        let file = try ComparisonFixtures.temporaryFile(#"{"bytes": 5}"#)

        #expect(usageError {
            try BenchOptions.parse(["--baseline", "main.json", "--threshold-file", file, "--output", file])
        } != nil, "Expected the threshold file protected")
    }

    @Test func twoOutputs_onACharacterDevice_areAccepted() throws {
        let options = try BenchOptions.parse(["--output", "/dev/null", "--history", "/dev/null"])

        #expect(options.output.outputPath == "/dev/null" && options.output.historyPath == "/dev/null",
                "Expected /dev/null to take both outputs: a device is not overwritten")
    }

    @Test func compareOutput_onEitherReport_isRefused() throws {
        let old = try ComparisonFixtures.temporaryFile("{}"), new = try ComparisonFixtures.temporaryFile("{}")

        for output in [old, new] {
            let error = usageError { try CompareCommand.parse([old, new, "--output", output]) }
            #expect(error?.message.hasPrefix("bench compare: --output") == true && error?.message.contains("would overwrite") == true,
                    "Expected the report protected, got \(error?.message ?? "no error")")
        }
    }

    @Test func historyOutput_onTheHistory_isRefused() throws {
        let history = try ComparisonFixtures.temporaryFile("{}\n")

        #expect(usageError { try HistoryCommand.parse([history, "--output", history]) } != nil,
                "Expected the history file protected")
    }

    @Test(arguments: BenchFlag.allCases.filter { !BenchFlag.listReads.contains($0) && $0 != .help })
    func list_withAFlagItWouldIgnore_isRefusedNamingIt(flag: BenchFlag) throws {
        let error = usageError { try BenchOptions.parse(["--list"] + (try Self.sample(flag))) }

        #expect(error?.message.contains("\(flag.spelling) would be ignored") == true,
                "Expected --list \(flag.spelling) refused naming it, got \(error?.message ?? "no error")")
    }

    @Test func list_withWhatItReads_isAccepted() throws {
        let options = try BenchOptions.parse(["--list", "--suite", "memory", "--pattern", "mvc", "--filter", "leak"])

        #expect(options.listsBenchmarks && options.suites == [.memory], "Expected --list with its selection accepted")
    }

    @Test(arguments: BenchFlag.allCases.filter { !BenchFlag.variantReads.contains($0) && ![.help, .list].contains($0) })
    func variant_withAFlagItWouldIgnore_isRefusedNamingIt(flag: BenchFlag) throws {
        let error = usageError { try BenchOptions.parse(["--variant", "leaky", "--suite", "memory"] + (try Self.sample(flag))) }

        #expect(error?.message.contains("\(flag.spelling) would be ignored") == true,
                "Expected --variant leaky \(flag.spelling) refused naming it, got \(error?.message ?? "no error")")
    }

    @Test(arguments: [["--format", "csv"], ["--format", "svg"], ["--suite", "memory,dispatch"], ["--suite", "dispatch"]])
    func variant_withAFormatOrSuiteItCannotHonour_isRefused(arguments: [String]) {
        #expect(usageError { try BenchOptions.parse(["--variant", "leaky"] + arguments) } != nil,
                "Expected --variant leaky \(arguments) refused")
    }

    @Test(arguments: BenchFlag.comparisonFlags)
    func comparisonFlag_withoutABaseline_isRefused(flag: BenchFlag) throws {
        let error = usageError { try BenchOptions.parse(try Self.sample(flag)) }

        #expect(error?.message == "bench: \(flag.spelling) tunes the comparison with --baseline, which is not given",
                "Expected \(flag.spelling) without --baseline refused, got \(error?.message ?? "no error")")
    }

    @Test @MainActor func everyConflict_exitsWith2BeforeAnyWork() throws {
        let report = try ComparisonFixtures.report([ComparisonFixtures.result(retains: 10)]).rendered(as: .json)
        let old = try ComparisonFixtures.temporaryFile(report), new = try ComparisonFixtures.temporaryFile(report)
        let commandLines = [
            ["--output", "r.json", "--history", "r.json"], ["--list", "--quick"], ["--variant", "leaky", "--quick"],
            ["--threshold", "5"], ["--baseline", old, "--output", old], ["compare", old, new, "--output", old],
        ]

        for arguments in commandLines {
            var relaunched = false
            let status = BenchCommand.main(arguments: arguments, isOptimized: false) { _ in
                relaunched = true
                return 0
            }
            #expect(status == 2 && !relaunched, "Expected \(arguments) refused with exit 2 before anything ran")
        }
        #expect(FileManager.default.contents(atPath: old) == Data(report.utf8), "Expected the report read left as it was")
    }

    @Test func help_saysWhatListAndVariantTake() {
        let usage = BenchOptions.usage

        #expect(usage.contains("--suite, --pattern and --filter select"), "Expected --list's help to name what it reads")
        #expect(usage.contains("takes only --suite, --pattern, --format and --output"),
                "Expected --variant's help to name what it reads")
    }

    // MARK: - Helpers

    /// The flag as a command line would give it, with a valid value.
    private static func sample(_ flag: BenchFlag) throws -> [String] {
        switch flag {
        case .suite: ["--suite", "memory"]
        case .pattern: ["--pattern", "mvc"]
        case .filter: ["--filter", "like"]
        case .format: ["--format", "json"]
        case .output: ["--output", "report.json"]
        case .baseline: ["--baseline", "main.json"]
        case .threshold: ["--threshold", "5"]
        case .thresholdFile: ["--threshold-file", try ComparisonFixtures.temporaryFile(#"{"bytes": 5}"#)]
        case .history: ["--history", "runs.jsonl"]
        case .variant: ["--variant", "leaky"]
        case .layouts: ["--layouts", "8"]
        case .quick, .instructions, .exactARC, .allowEnvironmentChange, .allowMissing, .list, .help: [flag.spelling]
        }
    }

    private func usageError(_ parse: () throws -> Any) -> UsageError? {
        do {
            _ = try parse()
            return nil
        } catch {
            return error as? UsageError
        }
    }
}
