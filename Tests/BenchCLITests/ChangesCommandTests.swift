// Specifications of `bench changes` as a command: its flags, every format on a made-up package with MVP's unlike made,
// the costs from a report or n/a, and a one-line message with exit 2 for bad input.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct ChangesCommandTests {
    @Test @MainActor func parse_readsTheChangesThePatternsAndTheFiles_theFloorAlwaysShown() throws {
        let options = try ChangesCommand.parse(["--change", "sort-picker,unlike", "--pattern=VIPER", "--report", "r.json",
                                                "--format", "csv", "--output", "o.csv", "--root", "/tmp/package"])

        #expect(options == ChangesCommand.Options(
            changes: [.unlike, .sortPicker], subjects: [.pattern(.viper), .floor], reportPath: "r.json",
            output: OutputOptions(format: .csv, outputPath: "o.csv"), root: "/tmp/package"),
                "Expected every flag read, in catalog order, got \(options)")
    }

    @Test(arguments: [
        (["--change", "unlik"], #"bench changes: --change: unknown change "unlik" (did you mean unlike?); expected unlike, likes-total, sort-picker"#),
        (["--pattern", "mvx"], #"bench changes: --pattern: unknown pattern "mvx" (did you mean mvc?); expected "#
            + Pattern.allCases.map(\.rawValue).joined(separator: ", ")),
        (["--format", "svg"], #"bench changes: --format: unknown format "svg" (did you mean csv?); expected table, markdown, json, csv"#),
        (["unlike"], #"bench changes: unexpected argument "unlike"; see bench changes --help"#),
        (["--report", "same.json", "--output", "same.json"],
         #"bench changes: --output "same.json" would overwrite --report "same.json", the same file; write elsewhere"#),
    ])
    @MainActor func badArguments_areOneLineUsageErrors(arguments: [String], message: String) {
        var error: UsageError?
        do {
            _ = try ChangesCommand.parse(arguments)
        } catch let caught {
            error = caught
        }

        #expect(error?.message == message, "Expected \(arguments) refused in one line, got \(error?.message ?? "no error")")
    }

    @Test @MainActor func everyFormat_isWritten_withTheReportsCosts() throws {
        let package = try MadeUpPackage()
        try package.changeMVPUnlike()
        let report = try ComparisonFixtures.temporaryFile(try ChangesFixtures.report().jsonText())

        for format in ChangeTable.Format.allCases {
            let output = NSTemporaryDirectory() + "archbench-changes-\(UUID().uuidString).\(format.rawValue)"
            let status = BenchCommand.main(arguments: ["changes", "--root", package.root, "--report", report,
                                                       "--format", format.rawValue, "--output", output])
            let text = try String(contentsOfFile: output, encoding: .utf8)

            #expect(status == 0, "Expected \(format) written, got exit \(status)")
            switch format {
            case .table:
                // Column widths follow the longest subject's name: compare the cells, not the spacing.
                let rows = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                #expect(rows.contains { $0.hasPrefix("MVP 1 1 +4 −0 2 1") },
                        "Expected MVP's counts in the aligned table, got\n\(text)")
                #expect(text.contains("  roles: MVP: BlogListPresenter, UnlikeRule"), "Expected the roles listed, got\n\(text)")
            case .markdown:
                #expect(text.hasPrefix("### Unlike\n\n| | files touched |"), "Expected a heading per change, got\n\(text)")
            case .json:
                let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                let unlike = (document?["changes"] as? [[String: Any]])?.first
                let mvp = (unlike?["columns"] as? [[String: Any]])?.first { $0["pattern"] as? String == "mvp" }
                #expect(document?["kind"] as? String == "changes" && mvp?["filesTouched"] as? [String] == ["BlogListPresenter.swift"],
                        "Expected the changes document with MVP's touched file, got\n\(text)")
                let cost = (mvp?["costs"] as? [[String: Any]])?.first
                #expect(cost?["retains"] as? Double == 20 && cost?["instructions"] is NSNull,
                        "Expected MVP's counts, and null for what was not measured, got \(String(describing: cost))")
            case .csv:
                #expect(text.hasPrefix(ChangeTable.csvHeader.joined(separator: ",") + "\r\n"), "Expected the header first")
                #expect(text.contains("\r\nunlike,mvp,MVPUnlike,1,1,0,4,0,BlogListPresenter;UnlikeRule,protocol BlogListView changed,1,0,1,0,0,2,0,3,unlike,2,6,20,22,4,\r\n"),
                        "Expected MVP's unlike row, got\n\(text)")
            }
        }
    }

    @Test @MainActor func withoutAReport_orWithoutTheSuite_theCostsReadNA() throws {
        let package = try MadeUpPackage()
        let output = NSTemporaryDirectory() + "archbench-changes-\(UUID().uuidString).txt"

        #expect(BenchCommand.main(arguments: ["changes", "--root", package.root, "--change", "unlike", "--output", output]) == 0,
                "Expected the files measured even without a report")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("n/a: no reference run at docs/data/reference-run.json under \(package.root) (pass --report)"),
                "Expected the missing reference run said, got\n\(text)")
        // Column widths follow the longest subject's name: compare the floor's cells, not its spacing.
        let floorCells = text.split(separator: "\n").first { $0.contains("floor ") && $0.contains("n/a") }?.split(separator: " ")
        #expect(floorCells == ["floor", "n/a", "n/a", "n/a", "n/a", "n/a", "n/a"], "Expected n/a, never 0, got\n\(text)")
    }

    @Test(arguments: ["", "{", "[]", #"{"schema": 1, "results": []}"#])
    @MainActor func aCorruptReport_exits2(contents: String) throws {
        let package = try MadeUpPackage()
        let report = try ComparisonFixtures.temporaryFile(contents)

        #expect(BenchCommand.main(arguments: ["changes", "--root", package.root, "--report", report]) == 2,
                "Expected exit 2 for a report holding \(contents.debugDescription)")
    }

    @Test @MainActor func aMissingReport_orChangeModule_exits2() throws {
        let package = try MadeUpPackage()
        #expect(BenchCommand.main(arguments: ["changes", "--root", package.root, "--report", "/nonexistent/run.json"]) == 2,
                "Expected exit 2 for a report that is not there")

        try FileManager.default.removeItem(atPath: package.root + "/Sources/VIP/Changes/SortPicker")
        #expect(BenchCommand.main(arguments: ["changes", "--root", package.root, "--change", "sort-picker"]) == 2,
                "Expected exit 2 for a change module missing under the root")
        #expect(BenchCommand.main(arguments: ["changes", "--root", package.root, "--change", "unlike",
                                              "--output", "/dev/null"]) == 0,
                "Expected the other changes still measured")
    }

    @Test @MainActor func usage_listsEveryFlag() {
        for flag in ChangesFlag.visible {
            #expect(ChangesCommand.usage.contains(flag.spelling), "Expected \(flag.spelling) in bench changes --help")
        }
    }
}
