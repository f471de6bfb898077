// The changes' table as `bench changes` prints it and docs/CHANGING.md shows it: an aligned table, Markdown, JSON or CSV,
// change by change; each change's touched table, then one cost table per changed operation. Pure.
import BenchChanges
import BenchReports
import BenchResults
import Foundation
import SceneRig

extension ChangeTable {
    /// How the table is written (`bench changes --format`).
    package enum Format: String, CaseIterable, Sendable {
        case table, markdown, json, csv
    }

    /// The whole table in `format`, ending with a newline.
    package func rendered(as format: Format) -> String {
        switch format {
        case .table: changes.map(textBlock).joined(separator: "\n\n") + "\n"
        case .markdown: changes.map { "### \($0.title)\n\n" + markdown(of: $0) }.joined(separator: "\n\n") + "\n"
        case .json: (try? BenchJSON.text(Document(table: self))) ?? "{}\n"
        case .csv: csvText()
        }
    }

    // MARK: What each change touched

    /// The touched table's headings, after the column's.
    static let footprintHeadings = ["files touched", "files added", "lines + −", "roles", "interfaces", "tests added",
                                    "tests changed", "test files", "review files"]

    /// The cells of one column's footprint, in `footprintHeadings` order; `lists` spells roles and interfaces out
    /// (Markdown), or counts them (the aligned table, which lists them below).
    func footprintCells(_ scene: ChangedScene, lists: Bool) -> [String] {
        let footprint = footprint(scene), tests = footprint.tests
        let touched = "\(footprint.filesTouched.count)" + (footprint.filesRemoved.isEmpty ? "" : " (\(footprint.filesRemoved.count) removed)")
        let roles = lists ? Self.list(footprint.roles) : "\(footprint.roles.count)"
        let interfaces = lists ? Self.list(footprint.interfaces.map(\.description)) : "\(footprint.interfaces.count)"
        let hasTests = scene.subject != .floor || !tests.isUnchanged
        let testsChanged = "\(tests.testsChanged.count)" + (tests.testsRemoved.isEmpty ? "" : " (\(tests.testsRemoved.count) removed)")
        let testFiles = tests.filesAdded.isEmpty ? "\(tests.filesChanged.count)"
            : "\(tests.filesChanged.count) + \(tests.filesAdded.count) new"
        return [touched, "\(footprint.filesAdded.count)", "+\(footprint.linesAdded) −\(footprint.linesRemoved)", roles,
                interfaces, hasTests ? "\(tests.testsAdded.count)" : "—", hasTests ? testsChanged : "—",
                hasTests ? testFiles : "—", "\(footprint.reviewFiles.count)"]
    }

    /// The Markdown of one change: its touched table, then a cost table per operation.
    package func markdown(of change: ChangeRequest) -> String {
        var lines = ["| | " + Self.footprintHeadings.joined(separator: " | ") + " |",
                     "|---|" + Self.footprintHeadings.map { ["roles", "interfaces"].contains($0) ? "---|" : "---:|" }.joined()]
        for scene in scenes(of: change) {
            lines.append("| \(scene.subject.displayName) | "
                + footprintCells(scene, lists: true).map(Self.markdownCell).joined(separator: " | ") + " |")
        }
        for operation in change.operations {
            lines += ["", costCaption(operation, markdown: true), "",
                      "| | ×floor (95 % CI) | " + Self.countedMetrics.map(\.columnTitle).joined(separator: " | ") + " |",
                      "|---|" + String(repeating: "---:|", count: Self.countedMetrics.count + 1)]
            for subject in subjects {
                lines.append("| \(subject.displayName) | " + costCells(operation, subject, intervals: true).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: What each operation costs

    /// `changes · unlike: tap a liked heart: … (docs/data/reference-run.json)`, with why it reads n/a, or that its
    /// subjects did unequal UI work.
    func costCaption(_ operation: ChangedOperation, markdown: Bool) -> String {
        let name = markdown ? "`\(operation.identity(of: .floor).benchmarkTitle)`" : operation.identity(of: .floor).benchmarkTitle
        var caption = "\(name): \(operation.summary)"
        if let missing = costs.missing {
            caption += " — n/a: \(missing)"
        } else if let source = costs.source {
            caption += markdown ? ", from \(source)" : " (\(source))"
        }
        if costs.hasUnequalUIWork(operation) {
            caption += " — ⚠ unequal UI work per operation: the ratios compare different work"
        }
        return caption
    }

    /// ×floor (the floor's is `—`), then each of `countedMetrics`, as the reports write them; n/a when not measured.
    func costCells(_ operation: ChangedOperation, _ subject: SceneSubject, intervals: Bool) -> [String] {
        let cost = costs.cost(of: operation, on: subject)
        var ratio = subject == .floor && cost != nil ? "—" : MetricFormatter.ratio(cost?.ratioToFloor)
        if intervals, subject != .floor, let interval = cost?.interval, cost?.ratioToFloor != nil {
            ratio += " (\(MetricFormatter.significant(interval.low))–\(MetricFormatter.significant(interval.high)))"
        }
        return [ratio] + Self.countedMetrics.map { MetricFormatter.count(cost?.metric($0)) }
    }

    // MARK: The aligned table

    private func textBlock(_ change: ChangeRequest) -> String {
        var lines = ["\(change.rawValue) · \(change.story)"]
        let rows = scenes(of: change).map { [$0.subject.displayName] + footprintCells($0, lists: false) }
        lines += Self.aligned([["column"] + Self.footprintHeadings] + rows)
        for (label, list) in [("roles", { (footprint: ChangeFootprint) in footprint.roles }),
                              ("interfaces", { (footprint: ChangeFootprint) in footprint.interfaces.map(\.description) })] {
            let named = scenes(of: change).compactMap { scene -> String? in
                let items = list(footprint(scene))
                return items.isEmpty ? nil : "\(scene.subject.displayName): \(items.joined(separator: ", "))"
            }
            lines.append("  \(label): " + (named.isEmpty ? "none" : named.joined(separator: "; ")))
        }
        for operation in change.operations {
            lines.append("  " + costCaption(operation, markdown: false))
            lines += Self.aligned([["column", "×floor"] + Self.countedMetrics.map(\.columnTitle)]
                + subjects.map { [$0.displayName] + costCells(operation, $0, intervals: false) })
        }
        return lines.joined(separator: "\n")
    }

    /// Rows as aligned columns, two spaces in, the first column left-aligned and the others right-aligned.
    static func aligned(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
    }

    // MARK: CSV

    /// The CSV header: one row per change, column and changed operation (a change's footprint repeated on each of its
    /// operations' rows).
    static let csvHeader = [
        "change", "pattern", "module", "filesTouched", "filesAdded", "filesRemoved", "linesAdded", "linesRemoved", "roles",
        "interfaces", "testFilesChanged", "testFilesAdded", "testsAdded", "testsChanged", "testsRemoved", "testLinesAdded",
        "testLinesRemoved", "reviewFiles", "operation", "ratioToFloor",
    ] + countedMetrics.map(\.key)

    private func csvText() -> String {
        var records = [Self.csvHeader]
        for change in changes {
            for scene in scenes(of: change) {
                let footprint = footprint(scene), tests = footprint.tests
                let files: [Int] = [footprint.filesTouched.count, footprint.filesAdded.count, footprint.filesRemoved.count,
                                    footprint.linesAdded, footprint.linesRemoved]
                let testCounts: [Int] = [tests.filesChanged.count, tests.filesAdded.count, tests.testsAdded.count,
                                         tests.testsChanged.count, tests.testsRemoved.count, tests.linesAdded,
                                         tests.linesRemoved, footprint.reviewFiles.count]
                let lists: [String] = [footprint.roles.joined(separator: ";"),
                                       footprint.interfaces.map(\.description).joined(separator: ";")]
                let fields: [String] = [change.rawValue, scene.subject.description, scene.moduleName]
                    + files.map(String.init) + lists + testCounts.map(String.init)
                for operation in change.operations {
                    let cost = costs.cost(of: operation, on: scene.subject)
                    records.append(fields + [operation.benchmark, Self.csvNumber(cost?.ratioToFloor)]
                        + Self.countedMetrics.map { Self.csvNumber(cost?.metric($0)) })
                }
            }
        }
        return records.map { $0.map(Self.csvField).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A number as CSV holds it: plain digits, empty when not measured.
    static func csvNumber(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A field quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func csvField(_ field: String) -> String {
        guard field.contains(where: { ",\"\r\n".contains($0) }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: Helpers

    /// `a, b` or `—` when empty.
    static func list(_ items: [String]) -> String { items.isEmpty ? "—" : items.joined(separator: ", ") }

    /// A Markdown cell: a `|` in it escaped.
    static func markdownCell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}

extension ChangeRequest {
    /// The change's heading in the docs: `Unlike`, `Likes total`, `Sort picker`.
    package var title: String {
        switch self {
        case .unlike: "Unlike"
        case .likesTotal: "Likes total"
        case .sortPicker: "Sort picker"
        }
    }
}

/// The JSON document of `bench changes --format json`: `{"kind": "changes", "schema": 1, "costSource", "costsMissing",
/// "changes": [{"change", "story", "operations": [{"benchmark", "summary"}], "columns": [{"pattern", "module",
/// "filesTouched", …, "costs": [{"benchmark", "ratioToFloor", "ratioToFloorInterval", "ui", "retains", …}]}]}]}`.
private struct Document: Encodable {
    let kind = "changes"
    let schema = 1
    let costSource: String?
    let costsMissing: String?
    let changes: [Change]

    private enum CodingKeys: String, CodingKey { case kind, schema, costSource, costsMissing, changes }

    /// Every key always present: a cost source or the reason there is none is `null` when absent.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(schema, forKey: .schema)
        try container.encodeOrNull(costSource, forKey: .costSource)
        try container.encodeOrNull(costsMissing, forKey: .costsMissing)
        try container.encode(changes, forKey: .changes)
    }

    struct Change: Encodable {
        let change: String
        let story: String
        let operations: [Operation]
        let columns: [Column]
    }

    struct Operation: Encodable {
        let benchmark: String
        let summary: String
    }

    struct Column: Encodable {
        let pattern: String
        let module: String
        let filesTouched: [String], filesAdded: [String], filesRemoved: [String]
        let linesAdded: Int, linesRemoved: Int
        let roles: [String]
        let interfaces: [String]
        let tests: Tests
        let reviewFiles: [String]
        let reviewNames: [String]
        let costs: [Cost]
    }

    struct Tests: Encodable {
        let filesChanged: [String], filesAdded: [String]
        let testsAdded: [String], testsChanged: [String], testsRemoved: [String]
        let linesAdded: Int, linesRemoved: Int
    }

    struct Cost: Encodable {
        let benchmark: String
        let ratioToFloor: Double?
        let ratioToFloorInterval: [Double]?
        let metrics: [String: Double]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(benchmark, forKey: Key("benchmark"))
            try container.encodeOrNull(ratioToFloor, forKey: Key("ratioToFloor"))
            try container.encodeOrNull(ratioToFloorInterval, forKey: Key("ratioToFloorInterval"))
            for metric in ChangeTable.countedMetrics {
                try container.encodeOrNull(metrics[metric.key], forKey: Key(metric.key))
            }
        }
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(table: ChangeTable) {
        costSource = table.costs.source
        costsMissing = table.costs.missing
        changes = table.changes.map { change in
            Change(
                change: change.rawValue, story: change.story,
                operations: change.operations.map { Operation(benchmark: $0.benchmark, summary: $0.summary) },
                columns: table.scenes(of: change).map { scene in
                    let footprint = table.footprint(scene), tests = footprint.tests
                    return Column(
                        pattern: scene.subject.description, module: scene.moduleName, filesTouched: footprint.filesTouched,
                        filesAdded: footprint.filesAdded, filesRemoved: footprint.filesRemoved,
                        linesAdded: footprint.linesAdded, linesRemoved: footprint.linesRemoved, roles: footprint.roles,
                        interfaces: footprint.interfaces.map(\.description),
                        tests: Tests(filesChanged: tests.filesChanged, filesAdded: tests.filesAdded,
                                     testsAdded: tests.testsAdded, testsChanged: tests.testsChanged,
                                     testsRemoved: tests.testsRemoved, linesAdded: tests.linesAdded,
                                     linesRemoved: tests.linesRemoved),
                        reviewFiles: footprint.reviewFiles, reviewNames: footprint.reviewNames,
                        costs: change.operations.map { operation in
                            let cost = table.costs.cost(of: operation, on: scene.subject)
                            var metrics: [String: Double] = [:]
                            for metric in ChangeTable.countedMetrics { metrics[metric.key] = cost?.metric(metric) }
                            return Cost(benchmark: operation.benchmark, ratioToFloor: cost?.ratioToFloor,
                                        ratioToFloorInterval: cost?.interval.map { [$0.low, $0.high] }, metrics: metrics)
                        })
                })
        }
    }
}
