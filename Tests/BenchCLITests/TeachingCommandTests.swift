// Specifications of how `bench graph`, `bench trace`, `bench loc` and `bench docs` read their command lines: the flags
// each defines once, the one-line usage errors (exit 2) that name the command, and the --help generated from the flags.
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchTeaching
@testable import SceneRig

@Suite struct TeachingCommandTests {
    // MARK: Reading the flags

    @Test @MainActor func graph_readsPatternAndFormat_caseInsensitively() throws {
        let options = try GraphCommand.parse(["--pattern=VIPER", "--format", "dot"])

        #expect(options == GraphCommand.Options(subjects: SubjectSelection([.pattern(.viper)]), format: .dot),
                "Expected the viper scene as DOT, got \(options)")
    }

    @Test @MainActor func graph_variant_winsOverPattern() throws {
        let options = try GraphCommand.parse(["--pattern", "mvp", "--variant", "mvp-strong-view"])

        #expect(options.variant == .mvpStrongView && options.composer == LeakyVariant.mvpStrongView.composer,
                "Expected the variant drawn, got \(options)")
    }

    @Test @MainActor func trace_readsTheActionAndThePattern() throws {
        let options = try TraceCommand.parse(["Select", "--pattern", "floor"])

        #expect(options == TraceCommand.Options(action: .select, subjects: SubjectSelection([.floor])),
                "Expected select on the floor, got \(options)")
    }

    @Test @MainActor func trace_patternAll_meansEveryPattern() throws {
        let options = try TraceCommand.parse(["like", "--pattern=all"])

        #expect(options.subjects.subjects == Pattern.allCases.map(SceneSubject.pattern),
                "Expected every pattern, not the floor, got \(options.subjects)")
    }

    @Test @MainActor func trace_perform_asksToPerformTheActionHere() throws {
        let options = try TraceCommand.parse(["load", "--pattern", "mvc", "--perform"])

        #expect(options.performs, "Expected --perform, the flag the child under gdb gets, to be read")
    }

    @Test @MainActor func loc_readsFormatAndRoot() throws {
        let options = try LOCCommand.parse(["--format=markdown", "--root", "/tmp/package"])

        #expect(options == LOCCommand.Options(format: .markdown, root: "/tmp/package"), "Expected both flags, got \(options)")
    }

    @Test @MainActor func docs_check_isASwitchBesideRoot() throws {
        let options = try DocsCommand.parse(["--check", "--root", "/tmp/package"])

        #expect(options == DocsCommand.Options(checks: true, root: "/tmp/package"), "Expected both flags, got \(options)")
    }

    // MARK: Usage errors

    @Test(arguments: [
        (["graph", "--patern", "mvc"], "--pattern"),
        (["trace", "like", "--patten=mvc"], "--pattern"),
        (["loc", "--formt"], "--format"),
        (["docs", "--chek"], "--check"),
    ])
    @MainActor func unknownFlag_suggestsTheClosestFlag(commandLine: [String], flag: String) {
        let message = parsingError(commandLine)?.message

        #expect(message?.contains("did you mean \(flag)?") == true, "Expected \(commandLine) to suggest \(flag), got \(message ?? "no error")")
    }

    @Test @MainActor func unknownFlag_withNothingClose_pointsToTheHelp() {
        let message = parsingError(["loc", "--colour"])?.message

        #expect(message == #"bench loc: unknown flag "--colour"; see bench loc --help"#, "Got \(message ?? "no error")")
    }

    @Test(arguments: [
        (["graph", "--pattern"], "bench graph: --pattern needs a value: \(subjectNames)"),
        (["graph", "--pattern", "mvc", "--format="], "bench graph: --format needs a value: mermaid|dot|markdown"),
        (["trace", "like", "--pattern"], "bench trace: --pattern needs a value: \(subjectNames)|all"),
        (["loc", "--format", "--root", "."], "bench loc: --format needs a value: table|markdown|json"),
        (["docs", "--root", "--check"], "bench docs: --root needs a value: a directory path"),
    ])
    @MainActor func flagWithoutItsValue_saysWhatValueItNeeds(commandLine: [String], expected: String) {
        let message = parsingError(commandLine)?.message

        #expect(message == expected, "Expected \(commandLine) to say what value it needs, got \(message ?? "no error")")
    }

    @Test @MainActor func switchGivenAValue_saysItTakesNone() {
        let message = parsingError(["docs", "--check=yes"])?.message

        #expect(message == #"bench docs: --check takes no value (got "yes")"#, "Got \(message ?? "no error")")
    }

    @Test @MainActor func unknownValue_suggestsTheClosestAndListsThemAll() {
        let message = parsingError(["loc", "--format", "jsn"])?.message

        #expect(message == #"bench loc: --format: unknown format "jsn" (did you mean json?); expected table, markdown, json"#,
                "Got \(message ?? "no error")")
    }

    @Test @MainActor func trace_unknownAction_suggestsTheClosest() {
        let message = parsingError(["trace", "lik", "--pattern", "mvp"])?.message

        #expect(message == #"bench trace: unknown action "lik" (did you mean like?); expected like, select, refresh, load, navigate, compose"#,
                "Got \(message ?? "no error")")
    }

    @Test(arguments: [["graph"], ["graph", "--format", "dot"], ["trace", "like"]])
    @MainActor func withoutPattern_saysPatternIsRequired(commandLine: [String]) {
        let message = parsingError(commandLine)?.message

        #expect(message?.contains("--pattern is required") == true, "Expected \(commandLine) to ask for --pattern, got \(message ?? "no error")")
    }

    @Test(arguments: [
        ["graph", "--pattern", "mvx"], ["graph", "--pattern", "viper", "--format", "svg"], ["graph", "--variant", "leaky"],
        ["graph", "--pattern", "mvc", "extra"], ["trace", "--pattern", "mvc"], ["trace", "like", "load", "--pattern", "mvc"],
        ["loc", "--format", "csv"], ["loc", "extra"], ["docs", "extra"], ["docs", "--check=yes"],
    ])
    @MainActor func usageError_isOneLineNamingTheCommand_andExits2(commandLine: [String]) {
        let error = parsingError(commandLine)

        #expect(error?.message.hasPrefix("bench \(commandLine[0]): ") == true, "Expected \(commandLine) refused naming the command")
        #expect(error?.message.contains("\n") == false, "Expected the error for \(commandLine) on one line")
        #expect(BenchCommand.main(arguments: commandLine) == 2, "Expected exit 2 for \(commandLine)")
    }

    // MARK: Help

    @Test(arguments: ["graph", "trace", "loc", "docs"])
    @MainActor func help_listsEveryFlagOfTheCommand(command: String) {
        let (usage, flags) = help(of: command)

        for flag in flags {
            #expect(usage.contains("[\(flag)]"), "Expected bench \(command)'s usage line to show [\(flag)]")
            #expect(usage.contains("\n  \(flag)"), "Expected bench \(command)'s OPTIONS to list \(flag)")
        }
    }

    @Test @MainActor func docsHelp_documentsEveryRegionKind_andHowToRecordTheReferenceRun() {
        let kinds = ["graph SUBJECT", "trace ACTION SUBJECT", "excerpt PATH", "costs summary", "report GROUP", "versus SUBJECT OTHER",
                     "value RESULT METRIC", "verdict SUBJECT OTHER GROUP", "reference", "loc NAME", "leaky", "test-totals",
                     "layouts varying|subjects", "layout-table"]

        for kind in kinds {
            #expect(DocsCommand.usage.contains(kind), "Expected bench docs --help to document `\(kind)`")
        }
        #expect(DocsCommand.usage.contains(ReferenceRun.recordCommand), "Expected the command that records the reference run")
    }

    @Test @MainActor func traceHelp_hidesTheInternalPerformFlag() {
        #expect(!TraceCommand.usage.contains(TraceFlag.perform.spelling), "Expected --perform, internal, left out")
    }

    @Test(arguments: [["graph", "--help"], ["trace", "-h"], ["loc", "--help"], ["docs", "-h"]])
    @MainActor func help_exits0(commandLine: [String]) {
        #expect(BenchCommand.main(arguments: commandLine) == 0, "Expected \(commandLine) to print the help and exit 0")
    }

    @Test(arguments: [["graph", "--bogus", "--help"], ["trace", "-h", "nonsense"], ["loc", "--format=xml", "-h"],
                      ["docs", "--check=yes", "--help"]])
    @MainActor func help_winsOverABadArgument(commandLine: [String]) {
        #expect(parsingError(commandLine) == nil, "Expected \(commandLine) to ask for help, not fail")
    }

    // MARK: Helpers

    /// The usage error of `bench <commandLine>`, from the subcommand's own parser; nil when it parses.
    @MainActor
    private func parsingError(_ commandLine: [String]) -> UsageError? {
        let arguments = Array(commandLine.dropFirst())
        do {
            switch commandLine.first {
            case "graph": _ = try GraphCommand.parse(arguments)
            case "trace": _ = try TraceCommand.parse(arguments)
            case "loc": _ = try LOCCommand.parse(arguments)
            case "docs": _ = try DocsCommand.parse(arguments)
            default: Issue.record("No teaching command in \(commandLine)")
            }
            return nil
        } catch {
            return error
        }
    }

    /// The `--help` text of `command` and every flag it must list, as typed (`--pattern PATTERN`): all the cases of
    /// its flag enum but the internal `--perform`, so a flag added or hidden by mistake shows here.
    @MainActor
    private func help(of command: String) -> (usage: String, flags: [String]) {
        switch command {
        case "graph": (GraphCommand.usage, GraphFlag.allCases.map(typed))
        case "trace": (TraceCommand.usage, TraceFlag.allCases.filter { $0 != .perform }.map(typed))
        case "loc": (LOCCommand.usage, LOCFlag.allCases.map(typed))
        case "docs": (DocsCommand.usage, DocsFlag.allCases.map(typed))
        default: ("", [])
        }
    }

    /// `--pattern PATTERN`, `--check`: the flag as the help shows it.
    private func typed(_ flag: some CommandFlag) -> String {
        flag.spelling + (flag.valueName.map { " " + $0 } ?? "")
    }
}

/// What `--pattern` accepts, as the usage errors list it: every pattern and the floor (`mvc|…|floor`).
private let subjectNames = SceneSubject.all.map(\.description).joined(separator: "|")
