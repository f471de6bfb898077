// Specifications of --history and `bench history`: one line per run appended whole, a damaged line kept apart and
// named by number while the other runs are shown, the trend of each benchmark × pattern with the run where a count
// changed.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchPlatform
@testable import BenchReports
@testable import BenchResults
@testable import SceneRig

@Suite struct HistoryTests {
    @Test func append_writesOneLinePerRunWithoutSamples() throws {
        let path = historyPath()

        try RunHistory.append(report(retains: 10, commit: "aaaaaaa"), to: path)
        try RunHistory.append(report(retains: 11, commit: "bbbbbbb"), to: path)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "Expected one line per run")
        #expect(!lines[0].contains("\"samples\":[1"), "Expected the raw samples left out")
        let runs = try RunHistory.load(path: path).runs
        #expect(runs.map(\.metadata.commit) == ["aaaaaaa", "bbbbbbb"], "Expected the runs back, oldest first")
    }

    @Test func append_afterABrokenLastLine_startsOnItsOwnLine() throws {
        let path = historyPath()
        try RunHistory.append(report(retains: 10, commit: "aaaaaaa"), to: path)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"schema": 1, "meta"#.utf8))   // a writer that died mid-line
        try handle.close()

        try RunHistory.append(report(retains: 11, commit: "bbbbbbb"), to: path)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3 && lines[2].hasPrefix("{"), "Expected the new run on a line of its own")
        #expect(try RunHistory.load(path: path).damagedLines.map(\.number) == [2], "Expected the broken line reported as line 2")
    }

    @Test func load_aDamagedLine_isNamedByNumber_andTheOtherRunsAreRead() throws {
        let path = try history(["aaaaaaa", nil, "ccccccc"])

        let reading = try RunHistory.load(path: path)

        #expect(reading.runs.map(\.metadata.commit) == ["aaaaaaa", "ccccccc"], "Expected the runs around the damaged line")
        #expect(reading.damagedLines.map(\.number) == [2], "Expected line 2 named, got \(reading.damagedLines)")
        let message = try #require(reading.damagedLines.first).message(path: path)
        #expect(message.contains("\(path) line 2") && message.contains("invalid JSON") && !message.contains("\n"),
                "Expected one line naming the file, the line and why, got \(message)")
    }

    @Test func load_aLineWithANonFiniteCount_isDamaged() throws {
        let path = historyPath()
        try RunHistory.append(report(retains: 10, commit: "aaaaaaa"), to: path)
        try RunHistory.append(report(retains: .nan, commit: "bbbbbbb"), to: path)   // written as "nan" by the bench's JSON

        let reading = try RunHistory.load(path: path)

        #expect(reading.runs.map(\.metadata.commit) == ["aaaaaaa"], "Expected only the trustworthy run read")
        #expect(reading.damagedLines.first?.reason.contains("retains is nan") == true,
                "Expected the damaged line's metric named, got \(reading.damagedLines)")
    }

    @Test func load_linesWithoutSamples_areNotDamaged() throws {
        let path = historyPath()
        try RunHistory.append(report(retains: 10, commit: "aaaaaaa"), to: path)   // samples and rounds left out

        #expect(try RunHistory.load(path: path).damagedLines.isEmpty,
                "Expected a history line's missing samples accepted: a trend reads percentiles only")
    }

    @Test func load_noReadableLine_failsWithOneLine() throws {
        let path = try ComparisonFixtures.temporaryFile("{\"schema\": 1\nnot json\n", suffix: ".jsonl")

        do {
            _ = try RunHistory.load(path: path)
            Issue.record("Expected a history with no readable run refused")
        } catch {
            #expect(error.message.contains("no readable run") && error.message.contains("line 1")
                    && error.message.contains("1 more damaged line") && !error.message.contains("\n"),
                    "Expected one line naming the first damaged line, got \(error.message)")
        }
    }

    @Test @MainActor func command_withADamagedLine_showsTheRestAndExits1() throws {
        let path = try history(["aaaaaaa", nil, "ccccccc"])
        let output = NSTemporaryDirectory() + "archbench-history-\(UUID().uuidString).json"

        let status = BenchCommand.main(arguments: ["history", path, "--format", "json", "--output", output])

        #expect(status == 1, "Expected exit 1: the trend is shown, but a run was lost")
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect((object?["runs"] as? [Any])?.count == 2, "Expected the trend of the two readable runs written")
    }

    @Test @MainActor func command_withNoReadableLine_exits2() throws {
        let path = try ComparisonFixtures.temporaryFile("not json\n{\n", suffix: ".jsonl")

        #expect(BenchCommand.main(arguments: ["history", path]) == 2, "Expected an unreadable history to fail as before")
    }

    @Test(arguments: ["", "\n\n", "not json\n"])
    func load_emptyOrCorruptHistory_isOneLineError(contents: String) throws {
        let path = try ComparisonFixtures.temporaryFile(contents, suffix: ".jsonl")

        #expect(throws: RunHistory.Failure.self, "Expected \(contents.debugDescription) refused") {
            try RunHistory.load(path: path)
        }
    }

    @Test func load_missingFile_namesIt() {
        do {
            _ = try RunHistory.load(path: "/nonexistent/history.jsonl")
            Issue.record("Expected a missing file to be refused")
        } catch {
            #expect(error.message.contains("/nonexistent/history.jsonl") && error.exitCode == 2, "Got \(error.message)")
        }
    }

    @Test func problem_aDirectoryOrMissingDirectory_isReportedBeforeMeasuring() {
        #expect(RunHistory.problem(appendingTo: NSTemporaryDirectory()) != nil, "Expected a directory refused")
        #expect(RunHistory.problem(appendingTo: "/nonexistent/dir/h.jsonl") != nil, "Expected a missing directory refused")
        #expect(RunHistory.problem(appendingTo: historyPath()) == nil, "Expected a new file in a writable directory")
    }

    @Test func trend_namesTheRunWhereACountChanged() throws {
        let trend = HistoryTrend(runs: [report(retains: 10, commit: "aaaaaaa"), report(retains: 10, commit: "bbbbbbb"),
                                        report(retains: 11, commit: "ccccccc")])

        let retains = try #require(trend.series.first { $0.key == "dispatch/like/mvc" && $0.metric == .retains })
        #expect(retains.values == [10, 10, 11] && retains.changes == [2], "Expected the change at the third run")
        #expect(trend.tableText().contains("retains 10 → 11 at ccccccc"), "Expected the change named by commit")
    }

    @Test func trend_showsFirstLastAndASparklineOfTheMedian() throws {
        let trend = HistoryTrend(runs: [1_000.0, 1_100, 1_050].enumerated().map { index, median in
            report(retains: 10, commit: "c\(index)", median: median)
        })

        let row = try #require(trend.rows.first { $0[1] == "mvc" })
        #expect(row[3] == "1.00 µs" && row[4] == "1.05 µs" && row[5] == "+5.0 %", "Expected first, last, change; got \(row)")
        #expect(row[6] == "▁█▅", "Expected a sparkline from oldest to newest, got \(row[6])")
    }

    @Test @MainActor func command_printsTheTrendAndExits0() throws {
        let path = historyPath()
        try RunHistory.append(report(retains: 10, commit: "aaaaaaa"), to: path)
        let output = NSTemporaryDirectory() + "archbench-history-\(UUID().uuidString).json"

        #expect(BenchCommand.main(arguments: ["history", path, "--format", "json", "--output", output]) == 0)
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect((object?["series"] as? [Any])?.isEmpty == false, "Expected the series in JSON")
    }

    @Test(arguments: [["history"], ["history", "a.jsonl", "b.jsonl"], ["history", "/nonexistent.jsonl"],
                      ["history", "x.jsonl", "--filter", "("]])
    @MainActor func command_badArguments_exit2(arguments: [String]) {
        #expect(BenchCommand.main(arguments: arguments) == 2, "Expected exit 2 for \(arguments)")
    }

    // MARK: - Helpers

    /// A history of one run per commit, in order; nil writes a line cut short (a writer that died mid-line).
    private func history(_ commits: [String?]) throws -> String {
        let path = historyPath()
        for commit in commits {
            if let commit {
                try RunHistory.append(report(retains: 10, commit: commit), to: path)
            } else {
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("{\"schema\": 1, \"meta\n".utf8))
                try handle.close()
            }
        }
        return path
    }

    private func historyPath() -> String {
        NSTemporaryDirectory() + "archbench-history-\(UUID().uuidString).jsonl"
    }

    private func report(retains: Double, commit: String, median: Double = 1_000) -> BenchReport {
        ComparisonFixtures.report([
            ComparisonFixtures.result(retains: retains, rounds: ComparisonFixtures.rounds(median: median, noise: 0, seed: 1)),
        ], commit: commit)
    }
}
