// Specification of reading saved reports (--baseline, bench compare): every bad file is one line naming it and
// exit 2, checked before anything is measured.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchReports

@Suite struct ReportFileTests {
    @Test(arguments: [
        ("", "the file is empty"),
        ("  \n", "the file is empty"),
        (#"{"schema": 1, "metadata": {"#, "invalid JSON"),
        (#"{"schema": 7, "metadata": {}, "results": []}"#, "schema 7 is not supported"),
        (#"{"hello": 1}"#, #"missing "schema""#),
        (#"{"schema": 1, "results": []}"#, #"missing "metadata""#),
        ("[1, 2, 3]", "not a bench report"),
    ])
    func badBaseline_isOneLineNamingTheFile(contents: String, expected: String) throws {
        let path = try temporaryFile(contents)
        do {
            _ = try ReportFile.load(path: path)
            Issue.record("Expected \(contents.debugDescription) to be rejected")
        } catch {
            #expect(error.message.contains(path) && error.message.contains(expected), "Expected …\(expected)…, got \(error.message)")
            #expect(!error.message.contains("\n") && error.exitCode == 2)
        }
    }

    @Test func missingBaseline_isOneLineNamingTheFile() {
        #expect(throws: ReportFileError.self) { try ReportFile.load(path: "/nonexistent/baseline.json") }
    }

    @Test func directoryAsBaseline_isRejected() {
        do {
            _ = try ReportFile.load(path: NSTemporaryDirectory())
            Issue.record("Expected a directory to be rejected")
        } catch {
            #expect(error.message.contains("is a directory"))
        }
    }

    @Test func savedReport_loadsBack() throws {
        let report = ComparisonFixtures.report([ComparisonFixtures.result(retains: 10)])
        let path = try temporaryFile(try report.rendered(as: .json))
        #expect(try ReportFile.load(path: path) == report, "Expected a saved report to load back equal")
    }

    private func temporaryFile(_ contents: String) throws -> String {
        let path = NSTemporaryDirectory() + "archbench-baseline-\(UUID().uuidString).json"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

@Suite struct BadInputTests {
    @Test(arguments: [
        ["frobnicate"], ["--frobnicate"], ["--suite", "nope"], ["--pattern", "mvx"], ["--format", "xml"],
        ["--filter", "("], ["--output"], ["--quick=yes"], ["--threshold", "-5"], ["--baseline", "/nonexistent.json"],
        ["--output", "/nonexistent/dir/report.json"], ["--threshold", "wall=fast"], ["--threshold-file", "/nonexistent"],
        ["--history", "/nonexistent/dir/history.jsonl"], ["--history", "/"],
    ])
    @MainActor func badArguments_exitWith2BeforeMeasuringAnything(arguments: [String]) {
        #expect(BenchCommand.main(arguments: arguments) == 2, "Expected exit 2 for \(arguments)")
    }

    @Test @MainActor func unwritableOutput_leavesNoFileBehind() throws {
        let directory = NSTemporaryDirectory() + "archbench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let blocker = directory + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        #expect(BenchCommand.main(arguments: ["--output", blocker + "/report.json"]) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["file"],
                "Expected no temporary or partial file next to the blocked path")
    }
}
