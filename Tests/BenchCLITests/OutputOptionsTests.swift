// Specifications of the output options bench, bench compare, bench history and bench changes share: --format, --output
// and --history, read one way into one group, and the flag specs declared once for every command.
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchTeaching

@Suite struct OutputOptionsTests {
    @Test @MainActor func everyCommandOverReports_readsFormatAndOutputIntoTheSameGroup() throws {
        let arguments = ["--format", "markdown", "--output", "out.md"]
        let expected = OutputOptions(format: OutputFormat.markdown, outputPath: "out.md")

        let bench = try BenchOptions.parse(arguments).output
        let compare = try CompareCommand.parse(["old.json", "new.json"] + arguments).output
        let history = try HistoryCommand.parse(["runs.jsonl"] + arguments).output

        #expect(bench == expected && compare == expected && history == expected,
                "Expected one reading of --format and --output, got \(bench), \(compare), \(history)")
    }

    @Test @MainActor func aCommandWithItsOwnFormats_readsThemIntoTheSameGroup() throws {
        let changes = try ChangesCommand.parse(["--format", "markdown", "--output", "out.md"]).output

        #expect(changes == OutputOptions(format: ChangeTable.Format.markdown, outputPath: "out.md"),
                "Expected bench changes to read --format and --output as the others do, got \(changes)")
    }

    @Test func aFlagOutsideTheGroup_isLeftToItsCommand() throws {
        var options = OutputOptions()

        #expect(try options.read(BenchFlag.suite, value: "memory") == false, "Expected --suite not read by the group")
        #expect(options == OutputOptions(), "Expected nothing changed")
    }

    @Test func anUnknownFormat_isAUsageErrorNamingTheCommand() {
        var options = OutputOptions()

        #expect(throws: UsageError.self, "Expected --format pdf refused") {
            try options.read(HistoryFlag.format, value: "pdf")
        }
    }

    @Test func theGroupsFlags_areSpelledAlikeInEveryCommandThatTakesThem() {
        let spellings = Set(OutputOptions<OutputFormat>.Flag.allCases.map(\.rawValue))

        #expect(spellings.isSubset(of: BenchFlag.allCases.map(\.rawValue)), "Expected bench to take every output option")
        #expect(spellings.subtracting(["history"]).isSubset(of: CompareFlag.allCases.map(\.rawValue))
                && spellings.subtracting(["history"]).isSubset(of: HistoryFlag.allCases.map(\.rawValue))
                && spellings.subtracting(["history"]).isSubset(of: ChangesFlag.allCases.map(\.rawValue)),
                "Expected compare, history and changes to take --format and --output")
    }

    @Test func aSubcommandsOutput_saysWhatItWritesAndWhatItNeverOverwrites() {
        #expect(HistoryFlag.output.summary == "Write the trend to PATH instead of standard output (as bench --output does);\n"
                    + "never the history read", "Got \(HistoryFlag.output.summary)")
        #expect(HistoryFlag.output.valueName == "PATH" && HistoryFlag.output.expectedValue == "a file path")
    }
}
