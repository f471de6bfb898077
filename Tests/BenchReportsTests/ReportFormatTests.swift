// Specifications of the human and spreadsheet formats: the terminal table, Markdown, CSV, and the
// locale-independent number formatting they share.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchReports
@testable import BenchResults

@Suite struct ReportFormatTests {
    @Test func table_marksTheBestPatternWithAStar() {
        let table = BenchReport.fabricated().tableText()
        let dispatch = table.components(separatedBy: "\n\n")[1]

        #expect(lines(of: dispatch, startingWith: "mvvm ★").count == 1, "Expected the best pattern marked ★")
        #expect(dispatch.components(separatedBy: "★").count == 2, "Expected no other pattern marked")
    }

    @Test func table_patternRow_showsMediansRatiosAndCounts() throws {
        let table = BenchReport.fabricated().tableText()
        let row = try #require(lines(of: table, startingWith: "mvc ").first, "Expected an MVC row")

        let cells = row.split(separator: " ").map(String.init)
        #expect(cells.starts(with: ["mvc", "800", "ns", "880", "ns", "20.0×", "(20.0–20.0)", "2.00×", "14", "14.5", "1", "48"]),
                "Expected p50, p90, ratios and counts in order, got \(cells)")
    }

    @Test func table_unmeasuredCount_readsNotAvailableNeverZero() throws {
        let table = BenchReport.fabricated().tableText()
        let row = try #require(lines(of: table, startingWith: "floor").first, "Expected a floor row")

        #expect(row.hasSuffix("n/a"), "Expected unmeasured instructions as n/a, got \(row)")
        #expect(row.contains("—"), "Expected the floor's own ratios as —")
    }

    @Test func table_columnsAlignAndFitIn100Columns() {
        let table = BenchReport.fabricated().tableText()
        let header = lines(of: table, startingWith: "pattern").first ?? ""
        let floor = lines(of: table, startingWith: "floor").first ?? ""

        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 }, "Expected every line within 100 columns")
        #expect(header.count == floor.count, "Expected right-aligned rows as wide as their header")
    }

    /// The newer columns' names (`mvvm-observation`) widen the pattern column: the ×floor interval stays, p90 goes.
    @Test func table_tooWideForIntervalsAndP90_dropsP90AndKeepsTheIntervals() throws {
        var report = BenchReport.fabricated()
        let mvvm = try #require(report.results.first {
            $0.suite == .dispatch && $0.benchmark == "like" && $0.subject == .pattern(.mvvm)
        }, "Expected MVVM's like in the fabricated report")
        var instructionHeavy = mvvm.metrics
        instructionHeavy[.instructions] = 414_615
        report.results.append(BenchResult(suite: .dispatch, benchmark: "like", subject: .pattern(.mvvmObservation),
                                          metrics: instructionHeavy))
        let table = report.tableText()
        let header = try #require(lines(of: table, startingWith: "pattern").first, "Expected a header")

        #expect(header.contains("×floor (95 % CI)"), "Expected the intervals kept, got \(header)")
        #expect(!header.contains("p90"), "Expected p90 dropped to make room, got \(header)")
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 }, "Expected every line within 100 columns")
    }

    @Test func table_leakCheck_namesEachSurvivor() {
        let table = BenchReport.fabricated().tableText()

        #expect(
            table.contains("survivor viper: ProfilePresenter ← ProfileInteractor.output"), "Expected the path")
    }

    @Test func markdown_writesAGitHubTablePerBenchmark() {
        let markdown = BenchReport.fabricated().markdownText()

        #expect(markdown.contains("#### dispatch · like"), "Expected a heading per benchmark")
        #expect(markdown.contains("| pattern | p50 | p90 |"), "Expected a table header")
        #expect(markdown.contains("| :--- | ---: |"), "Expected names left-aligned, numbers right-aligned")
        #expect(markdown.contains("| **mvvm ★** | 400 ns |"), "Expected the best row in bold with ★")
    }

    @Test func csv_writesOneRowPerResultAndMetric() {
        let records = BenchReport.fabricated().csvText().components(separatedBy: "\r\n")

        #expect(records.first == "suite,benchmark,pattern,parameters,metric,value,unit", "Expected a header row")
        #expect(records.contains("dispatch,like,mvc,,retains,14,count"), "Expected a count row")
        #expect(
            records.contains("dispatch,like,mvc,,instructions,,instructions"), "Expected an empty n/a")
        #expect(records.contains("dispatch,like,mvc,,wallTime.p50,800,ns"), "Expected a timing row")
        #expect(records.contains("memory,scene-rows,mvp,rows=1000,liveBytes,97000,bytes"), "Expected parameters in a row")
    }

    @Test func instructionsThatDependOnLayout_readAsTheirMeanMarkedWithATilde_andOneCSVRowPerLayout() {
        let report = ComparisonFixtures.report([
            ComparisonFixtures.result(.floor, instructionsByLayout: [12_691.6, 12_691.6, 12_691.6]),
            ComparisonFixtures.result(.pattern(.mvvmAsync), instructionsByLayout: [41_000, 41_200, 41_100]),
        ])

        let table = report.tableText()
        #expect(table.contains("~41100") && !table.contains("~12691"),
                "Expected only the count that varies marked ~ with its mean, got\n\(table)")
        let records = report.csvText().components(separatedBy: "\r\n")
        #expect(records.contains("dispatch,like,mvvm-async,,instructions.layout2,41100,instructions")
                    && !records.contains { $0.hasPrefix("dispatch,like,floor,,instructions.layout") },
                "Expected a row per layout for the count that varies only")
    }

    @Test func csv_quotesFieldsWithCommasQuotesAndNewlines() {
        #expect(BenchReport.csvField("plain") == "plain", "Expected a plain field unquoted")
        #expect(BenchReport.csvField("a,b") == "\"a,b\"", "Expected a comma to be quoted")
        #expect(BenchReport.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"", "Expected quotes doubled")
        #expect(BenchReport.csvField("a\nb") == "\"a\nb\"", "Expected a newline to be quoted")
        #expect(BenchReport.csvField("a\r\nb") == "\"a\r\nb\"", "Expected a CRLF to be quoted")
    }

    @Test func csv_survivorDescription_isQuotedRFC4180() {
        let csv = BenchReport.fabricated().csvText()

        let quoted = "\"ProfilePresenter ← ProfileInteractor.output, \"\"strong\"\"\""
        #expect(csv.contains("viper,,survivorDescription,\(quoted),text"), "Expected quoting, quotes doubled")
    }

    @Test(arguments: [
        (0.84, "0.84 ns"), (812, "812 ns"), (999.6, "1.00 µs"), (3_400, "3.40 µs"), (12_345, "12.3 µs"),
        (1_200_000, "1.20 ms"), (2_050_000_000, "2.05 s"),
    ])
    func duration_usesASensibleUnit(nanoseconds: Double, expected: String) {
        let text = MetricFormatter.duration(nanoseconds: nanoseconds)

        #expect(text == expected, "Expected \(nanoseconds) ns as \(expected)")
    }

    @Test(arguments: [
        (42, "42"), (0.5, "0.50"), (14.5, "14.5"), (99_999, "99999"), (123_456, "123k"), (1_234_567, "1.23M"),
    ])
    func count_isExactWhenSmallAndCompactWhenLarge(value: Double, expected: String) {
        #expect(MetricFormatter.count(value) == expected, "Expected \(value) as \(expected)")
    }

    @Test func formatter_nilOrNonFinite_readsNotAvailable() {
        #expect(MetricFormatter.count(nil) == "n/a", "Expected nil as n/a")
        #expect(MetricFormatter.duration(nanoseconds: .nan) == "n/a", "Expected NaN as n/a")
        #expect(MetricFormatter.ratio(.infinity) == "n/a", "Expected infinity as n/a")
    }

    @Test func header_ofARunThatLeftAPatternOut_saysWhichAndWhy() {
        var report = BenchReport.fabricated()
        report.metadata.mechanisms = ["patterns": "mvvm-async: n/a on this system: Task.immediate needs macOS 26"]

        #expect(lines(of: report.tableText(), startingWith: "patterns").first?
                    .hasSuffix(" mvvm-async: n/a on this system: Task.immediate needs macOS 26") == true,
                "Expected the header to say which pattern the run left out and why, got\n\(report.tableText())")
        #expect(!BenchReport.fabricated().tableText().contains("n/a on this system"),
                "Expected no such line when every pattern ran")
    }

    @Test func renderedAs_eachFormat_matchesItsRenderer() throws {
        let report = BenchReport.fabricated()

        #expect(try report.rendered(as: .table) == report.tableText(), "Expected .table to render the table")
        #expect(try report.rendered(as: .json) == report.jsonText(), "Expected .json to render JSON")
        #expect(try report.rendered(as: .markdown) == report.markdownText(), "Expected .markdown to render Markdown")
        #expect(try report.rendered(as: .csv) == report.csvText(), "Expected .csv to render CSV")
    }

    // MARK: - Helpers

    private func lines(of text: String, startingWith prefix: String) -> [String] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix(prefix) }.map(String.init)
    }
}
