// Specifications of the chart formats: SVG and HTML are well-formed XML with one bar per pattern per benchmark,
// names from a report are escaped, empty and partial reports render, per-row memory is drawn across sizes.
import BenchTestSupport
import Foundation
import FoundationXML
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import BenchResults
@testable import SceneRig

@Suite struct ReportChartTests {
    @Test func svg_fullReport_isWellFormedXML() throws {
        let svg = makeReport().svgText()

        let document = try #require(XMLDocumentSummary(parsing: svg), "Expected the SVG to parse as XML")
        #expect(document.root?.name == "svg", "Expected an <svg> root, got \(document.root?.name ?? "none")")
        #expect(document.root?.attributes["xmlns"] == "http://www.w3.org/2000/svg", "Expected the SVG namespace")
    }

    @Test func svg_drawsOneBarPerPatternPerBenchmark() throws {
        let document = try #require(XMLDocumentSummary(parsing: makeReport().svgText()), "Expected well-formed SVG")

        #expect(barsBySubject(in: document) == expectedBars, "Expected one bar per pattern per compared benchmark")
    }

    @Test func svg_barChart_drawsEachPatternsRatioToTheFloor() throws {
        let document = try #require(XMLDocumentSummary(parsing: makeReport().svgText()), "Expected well-formed SVG")

        let texts = document.texts
        #expect(texts.contains("0.50× ★"), "Expected MVVM's like at half the floor, crowned, got \(texts.filter { $0.contains("×") })")
        #expect(texts.contains("1.50×"), "Expected VIPER's like at 1.5× the floor")
        #expect(texts.contains("floor"), "Expected the floor's reference line labelled")
    }

    @Test func svg_timedBars_drawTheir95PercentIntervalAsAWhisker() throws {
        let document = try #require(XMLDocumentSummary(parsing: makeReport().svgText()), "Expected well-formed SVG")

        let whiskers = document.elements.filter { $0.attributes["class"] == "whisker" }
        // like, refresh and build: four patterns each; the memory footprint has no interval.
        #expect(whiskers.count == 12, "Expected a whisker per timed bar, got \(whiskers.count)")
    }

    @Test func svg_patternsTiedWithTheCheapest_readApproximatelyEqualAndNoneIsCrowned() throws {
        let report = makeReport(dispatchBenchmarks: ["like"], mvpFactor: 0.5)

        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected well-formed SVG")
        let ratios = document.texts.filter { $0.hasPrefix("0.5") && $0.contains("×") }
        #expect(ratios.filter { $0.hasSuffix("≈") }.count == 6,
                "Expected MVP and MVVM tied (≈) in like, build and the memory footprint, got \(ratios)")
        #expect(!ratios.contains { $0.hasSuffix("★") }, "Expected no ★ for a tie")
    }

    @Test func svg_everyChart_isSelfContained() {
        let svg = makeReport().svgText()

        for external in ["<script", "<image", "href=", "url(", "@import", "@font-face"] {
            #expect(!svg.contains(external), "Expected no external or scripted content, found \(external)")
        }
    }

    @Test func svg_sizeSeries_drawsALinePerSubjectAcrossRows() throws {
        let document = try #require(XMLDocumentSummary(parsing: makeReport().svgText()), "Expected well-formed SVG")

        let lines = document.elements.filter { $0.attributes["class"] == "series" }
        // Two charts (bytes per row, objects per row), five subjects each, one unbroken line per subject.
        #expect(lines.count == 10, "Expected ten lines, got \(lines.count)")
        #expect(lines.allSatisfy { ($0.attributes["points"] ?? "").split(separator: " ").count == 4 },
                "Expected each line through the four sizes 10 → 10 000")
        #expect(document.texts.contains("10000"), "Expected the x axis to reach 10 000 rows")
    }

    @Test func svg_sizeSeries_notMeasuredAtOneSize_breaksTheLine() throws {
        var report = makeReport()
        report.results = report.results.map { result in
            guard result.subject == .pattern(.mvp), result.parameters?["rows"] == 100 else { return result }
            return BenchResult(suite: result.suite, benchmark: result.benchmark, subject: result.subject,
                               parameters: result.parameters, metrics: Metrics())
        }
        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected well-formed SVG")

        let mvpLines = document.elements.filter { $0.attributes["class"] == "series" && $0.attributes["data-subject"] == "mvp" }
        #expect(mvpLines.map { ($0.attributes["points"] ?? "").split(separator: " ").count } == [2, 2],
                "Expected MVP's lines to stop at 10 rows and resume at 1 000, not bridge the missing size")
    }

    @Test func svg_namesFromTheReport_areEscaped() throws {
        let name = "like <fast> & \"quoted\" 'single'"
        let report = makeReport(dispatchBenchmarks: [name])

        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected escaped names to keep the SVG well-formed")
        #expect(document.texts.contains(name), "Expected the name to read back exactly")
        #expect(document.elements.contains { $0.attributes["data-benchmark"] == name }, "Expected the attribute to read back exactly")
    }

    @Test func svg_controlCharactersInNames_becomeReplacementCharacters() throws {
        let report = makeReport(dispatchBenchmarks: ["bell\u{07}name"])

        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected a control character not to break the XML")
        #expect(document.texts.contains("bell\u{FFFD}name"), "Expected U+FFFD in place of the control character")
    }

    @Test func svg_emptyReport_saysSoAndStaysWellFormed() throws {
        let report = BenchReport(metadata: makeReport().metadata, results: [])

        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected an empty report to give valid SVG")
        #expect(document.texts.contains("No results to chart."), "Expected the empty chart to say so")
    }

    @Test func svg_patternNotMeasured_readsNotAvailableWithoutABar() throws {
        var report = makeReport()
        report.results = report.results.map { result in
            guard result.subject == .pattern(.mvp), result.benchmark == "like" else { return result }
            return BenchResult(suite: result.suite, benchmark: result.benchmark, subject: result.subject,
                               parameters: result.parameters, metrics: Metrics([.retains: 3]))
        }
        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected well-formed SVG")

        let likeBars = barsBySubject(in: document)["like"] ?? [:]
        #expect(likeBars["mvp"] == nil, "Expected no bar for a pattern without a time")
        #expect(likeBars.count == 3, "Expected the other three patterns' bars")
        #expect(document.texts.contains("n/a"), "Expected n/a where the bar would be")
    }

    @Test func svg_noFloorMeasured_drawsNoBarsAndReadsNotAvailable() throws {
        var report = makeReport()
        report.results.removeAll { $0.subject == .floor }

        let document = try #require(XMLDocumentSummary(parsing: report.svgText()), "Expected well-formed SVG without a floor")
        #expect(barsBySubject(in: document).isEmpty, "Expected no ratio, so no bar, without a floor")
        #expect(document.texts.filter { $0 == "n/a" }.count >= 8, "Expected n/a for every pattern of every benchmark")
    }

    @Test func html_fullReport_isWellFormedXMLWithEveryChartInline() throws {
        let report = makeReport()

        let document = try #require(XMLDocumentSummary(parsing: report.htmlText()), "Expected the page to parse as XML")
        #expect(document.root?.name == "html", "Expected an <html> root")
        #expect(document.elements.filter { $0.name == "svg" }.count == report.chartFigures.count,
                "Expected each chart inlined once")
        #expect(barsBySubject(in: document) == expectedBars, "Expected one bar per pattern per compared benchmark")
    }

    @Test func html_showsRunDetailsTablesAndVerdicts() throws {
        let document = try #require(XMLDocumentSummary(parsing: makeReport().htmlText()), "Expected well-formed HTML")

        let texts = document.texts
        #expect(texts.contains("toolchain") && texts.contains("Swift version 6.3.1 (swift-6.3.1-RELEASE)"),
                "Expected the run details")
        #expect(document.elements.filter { $0.name == "table" }.count == makeReport().groups.count + 1,
                "Expected the verdicts table and a table per benchmark")
        #expect(texts.contains("mvvm ★"), "Expected the cheapest pattern crowned in its table")
        #expect(document.elements.contains { $0.name == "tr" && $0.attributes["class"] == "best" },
                "Expected the crowned row highlighted")
    }

    @Test func html_verdicts_nameTheCheapestOrTheTiedPatternsPerBenchmark() throws {
        let report = makeReport(dispatchBenchmarks: ["like"], mvpFactor: 0.5)

        let document = try #require(XMLDocumentSummary(parsing: report.htmlText()), "Expected well-formed HTML")
        let texts = document.texts
        #expect(texts.contains("Verdicts"), "Expected a verdicts section")
        #expect(texts.contains("mvp ≈, mvvm ≈"), "Expected the tied patterns named together, got \(texts.filter { $0.contains("≈") })")
        #expect(!texts.contains { $0.hasSuffix("★") && $0.hasPrefix("mvp") }, "Expected no pattern crowned in a tie")
    }

    @Test func html_isSelfContained() {
        let html = makeReport().htmlText()

        for external in ["<script", "<link", "<img", "src=", "http://", "https://", "@import", "url("] {
            let allowed = external == "http://" ? html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "") : html
            #expect(!allowed.contains(external), "Expected nothing fetched or run, found \(external)")
        }
    }

    @Test func html_namesFromTheReport_areEscaped() throws {
        let name = "</td><script>alert(1)</script>"
        let report = makeReport(dispatchBenchmarks: [name])

        let html = report.htmlText()
        let document = try #require(XMLDocumentSummary(parsing: html), "Expected escaped names to keep the page well-formed")
        #expect(!html.contains("<script>"), "Expected no markup injected by a name")
        #expect(document.texts.contains("dispatch · \(name)"), "Expected the name to read back exactly in its heading")
    }

    @Test func html_emptyReport_saysSo() throws {
        let report = BenchReport(metadata: makeReport().metadata, results: [])

        let document = try #require(XMLDocumentSummary(parsing: report.htmlText()), "Expected an empty report to give a valid page")
        #expect(document.texts.contains("No results."), "Expected the page to say there is nothing")
        #expect(!document.elements.contains { $0.name == "svg" }, "Expected no empty chart")
    }

    @Test func historySVG_drawsAChartPerBenchmarkWithALinePerSubject() throws {
        let trend = HistoryTrend(runs: [makeReport(), makeReport(mvpFactor: 1.3)])

        let document = try #require(XMLDocumentSummary(parsing: trend.svgText()), "Expected the history SVG to parse as XML")
        let lines = document.elements.filter { $0.attributes["class"] == "series" }
        // like, refresh, build, scene, scene-rows ×4 (the leak check has nothing to rank): eight charts, five subjects.
        #expect(lines.count == 40, "Expected a line per subject per benchmark, got \(lines.count)")
        #expect(document.texts.contains("dispatch · like: median time per operation"), "Expected a chart titled by benchmark")
        #expect(document.texts.contains { $0.hasPrefix("2 · ") },
                "Expected the second run labelled with its number")
    }

    @Test func historyHTML_isWellFormedWithChartsAndTable() throws {
        let trend = HistoryTrend(runs: [makeReport(), makeReport(mvpFactor: 1.3)])

        let document = try #require(XMLDocumentSummary(parsing: trend.htmlText()), "Expected the history page to parse as XML")
        #expect(document.elements.filter { $0.name == "svg" }.count == trend.chartFigures.count, "Expected every chart inline")
        #expect(document.elements.contains { $0.name == "table" }, "Expected the trend table")
    }

    @Test func historyWithoutRuns_rendersAndSaysSo() throws {
        let trend = HistoryTrend(runs: [])

        #expect(XMLDocumentSummary(parsing: trend.svgText())?.texts.contains("No results to chart.") == true,
                "Expected an empty history chart to say so")
        #expect(XMLDocumentSummary(parsing: trend.htmlText())?.texts.contains("No runs recorded.") == true,
                "Expected an empty history page to say so")
    }

    @Test func comparison_chartFormats_areRefusedWithOneLine() {
        let report = makeReport()
        let comparison = RunComparison(old: report, new: report, thresholds: RegressionThresholds(percentByMetric: [:]))

        for format in [OutputFormat.svg, .html] {
            #expect(throws: UsageError.self, "Expected --format \(format) refused for a comparison") {
                try comparison.rendered(as: format, oldLabel: "old", newLabel: "new")
            }
        }
    }

    @Test func compareCommand_chartFormat_isAUsageErrorBeforeAnythingIsRead() {
        #expect(throws: UsageError.self, "Expected bench compare --format svg refused while parsing") {
            try CompareCommand.parse(["missing-old.json", "missing-new.json", "--format", "svg"])
        }
        #expect(!CompareCommand.usage.contains("svg"), "Expected the compare help not to offer chart formats")
    }

    @Test func logScale_coversTheValuesWithRoundTicks() {
        let scale = ChartScale.logarithmic(covering: [0.7, 1, 2.4], range: (0, 400))

        #expect(scale.domain.lowerBound < 0.7 && scale.domain.upperBound > 2.4, "Expected the values inside the axis")
        #expect(scale.ticks == [0.7, 1, 1.5, 2], "Expected finer round ticks on a narrow span, got \(scale.ticks)")
        #expect(scale.position(0.7) < scale.position(1) && scale.position(1) < scale.position(2.4), "Expected order kept")
    }

    @Test func logScale_wideSpan_ticksPowersOfTen() {
        let scale = ChartScale.logarithmic(covering: [10, 10_000], range: (0, 400))

        #expect(scale.ticks == [10, 100, 1_000, 10_000], "Expected decades only, got \(scale.ticks)")
    }

    @Test func logScale_ignoresValuesItCannotPlace() {
        let scale = ChartScale.logarithmic(covering: [0, -1, .infinity, .nan], range: (0, 400))

        #expect(scale.domain.lowerBound > 0 && scale.domain.upperBound.isFinite, "Expected a usable default axis")
        #expect(scale.position(0) == 0, "Expected a non-positive value at the axis start")
    }

    @Test func palette_givesEachPatternItsOwnColourAndMarker() {
        let styles = SceneSubject.chartOrder.map(ChartPalette.style(of:))

        #expect(Set(styles.map(\.colour)).count == styles.count, "Expected a distinct colour per subject")
        #expect(Set(styles.map { "\($0.marker)" }).count == styles.count, "Expected a distinct marker per subject")
    }

    @Test func endLabels_keepTheirOrderAndAGapInsideThePlot() {
        let placed = LineChart.spread([100, 101, 99, 300], gap: 14, within: 0...305)

        #expect(placed[2] < placed[0] && placed[0] < placed[1], "Expected the labels in the order of their values")
        #expect(placed[0] - placed[2] >= 14 && placed[1] - placed[0] >= 14, "Expected at least the gap between labels")
        #expect(placed[3] == 300, "Expected a label with room to stay where its line ends")
    }

    @Test func endLabels_crowdedAtTheBottom_moveUpInsideThePlot() {
        let placed = LineChart.spread([300, 301], gap: 14, within: 0...305)

        #expect(placed == [291, 305], "Expected the lower label at the plot's edge and the other above it, got \(placed)")
    }

    @Test func xmlCheck_refusesMalformedDocuments() {
        for malformed in ["<a><b></a>", "<a/><b/>", "<a x='<'/>", "<a>&nbsp;</a>", "<a>\u{07}</a>", "<a>"] {
            #expect(XMLDocumentSummary(parsing: malformed) == nil, "Expected \(malformed.debugDescription) refused")
        }
        #expect(XMLDocumentSummary(parsing: "<a x='&lt;'><b/>t</a>") != nil, "Expected a well-formed document accepted")
    }

    @Test func chartNumber_keepsThreeSignificantDigitsOfSmallValues() {
        #expect(MetricFormatter.chartNumber(0.0064) == "0.0064", "Expected small values not rounded to 0.01")
        #expect(MetricFormatter.chartNumber(98.19) == "98.2", "Expected three significant digits")
        #expect(MetricFormatter.chartNumber(10_000) == "10000", "Expected whole numbers without decimals")
        #expect(MetricFormatter.tickRatio(0.5) == "0.5×", "Expected ratio ticks without trailing zeros")
    }

    // MARK: - Helpers

    /// The benchmarks with bars and the patterns of the report barred in each, once each.
    private var expectedBars: [String: [String: Int]] {
        let patterns = Dictionary(uniqueKeysWithValues: Self.factors.compactMap { subject, _ -> (String, Int)? in
            subject == .floor ? nil : (subject.description, 1)
        })
        return ["like": patterns, "refresh": patterns, "build": patterns, "scene": patterns]
    }

    /// For each benchmark, how many bars each subject has.
    private func barsBySubject(in document: XMLDocumentSummary) -> [String: [String: Int]] {
        var bars: [String: [String: Int]] = [:]
        for element in document.elements where element.name == "rect" && element.attributes["class"] == "bar" {
            let benchmark = element.attributes["data-benchmark"] ?? "?", subject = element.attributes["data-subject"] ?? "?"
            bars[benchmark, default: [:]][subject, default: 0] += 1
        }
        return bars
    }

    /// The subjects of `makeReport` and each one's time over the floor's (MVP's unless the report says otherwise).
    private static let factors: [(SceneSubject, Double)] = [
        (.floor, 1), (.pattern(.mvc), 1.2), (.pattern(.mvp), 1.1), (.pattern(.mvvm), 0.5), (.pattern(.viper), 1.5),
    ]

    /// A report of two timed suites, a memory footprint, per-row memory at four sizes and a leak check; MVVM is the
    /// cheapest pattern everywhere (half the floor's time), VIPER 1.5× the floor.
    /// Timings are ten rounds of ten samples with 1 % noise (seeded), so each ratio has an interval and a verdict.
    private func makeReport(
        dispatchBenchmarks: [String] = ["like", "refresh"], mvpFactor: Double = 1.1
    ) -> BenchReport {
        let factors = Self.factors.map { subject, factor in (subject, subject == .pattern(.mvp) ? mvpFactor : factor) }
        func timed(_ suite: Suite, _ benchmark: String) -> [BenchResult] {
            factors.enumerated().map { index, entry in
                let rounds = ComparisonFixtures.rounds(median: 1_000 * entry.1, seed: UInt64(index + 1))
                return BenchResult(suite: suite, benchmark: benchmark, subject: entry.0, metrics: Metrics(
                    [.retains: 10, .releases: 10, .objects: 1, .bytes: 48], wallTime: ComparisonFixtures.wallTime(rounds)))
            }
        }
        let scene = factors.map { subject, factor in
            BenchResult(suite: .memory, benchmark: "scene", subject: subject,
                        metrics: Metrics([.liveObjects: 50 * factor, .liveBytes: 10_000 * factor]))
        }
        let rows = [10, 100, 1_000, 10_000].flatMap { count in
            factors.map { subject, factor in
                let bytes = 9_000 + Double(count) * 100 * factor, objects = 50 + Double(count) * factor
                return BenchResult(suite: .memory, benchmark: "scene-rows", subject: subject, parameters: ["rows": count],
                                   metrics: Metrics([.liveObjects: objects, .liveBytes: bytes,
                                                     .liveObjectsPerRow: objects / Double(count),
                                                     .liveBytesPerRow: bytes / Double(count)]))
            }
        }
        let leaks = factors.map { subject, _ in
            BenchResult(suite: .memory, benchmark: "leak-check", subject: subject, metrics: Metrics([.survivors: 0]))
        }
        let dispatch = dispatchBenchmarks.flatMap { timed(.dispatch, $0) }
        return BenchReport(metadata: BenchReport.fabricated().metadata,
                           results: dispatch + timed(.assembly, "build") + scene + rows + leaks)
    }
}

/// What an XML parser saw in a document: every element with its attributes, and every run of text, entities decoded.
/// `nil` when the document is not well-formed. On Linux, `XMLParser.parse()` returns true for mismatched tags and
/// for content after the root (it only sets `parserError`), so the error and the nesting are checked too.
private struct XMLDocumentSummary {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element]
    var texts: [String]
    var root: Element? { elements.first }

    init?(parsing text: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse(), parser.parserError == nil, collector.depth == 0, collector.roots == 1 else { return nil }
        elements = collector.elements
        texts = collector.texts
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var texts: [String] = []
        private(set) var depth = 0, roots = 0
        private var open: [String] = []
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            flush()
            if open.isEmpty { roots += 1 }
            open.append(name)
            depth = open.count
            elements.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            flush()
            // A closing tag that does not close the innermost open element: leave depth non-zero.
            guard open.last == name else { return parser.abortParsing() }
            open.removeLast()
            depth = open.count
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        private func flush() {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { texts.append(trimmed) }
            text = ""
        }
    }
}
