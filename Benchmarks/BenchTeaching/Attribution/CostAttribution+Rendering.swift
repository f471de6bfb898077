// Teaching: a cost attribution as `bench explain` prints it (table, JSON, Markdown) and as the docs show it (a pattern
// page's table, COMPARISON.md's shares per subject). Formats only; owns nothing.
import BenchReports
import BenchResults
import Foundation
import SceneRig

extension CostAttribution {
    /// The formats `bench explain` writes.
    package static let formats: [OutputFormat] = [.table, .json, .markdown]

    /// One line for the JSON and the docs: how the numbers were counted.
    package static let mechanism = "valgrind --tool=callgrind --separate-callers: exact instructions and references of "
        + "one counted batch, each call chain apart; own = the bucket's functions, inclusive = from entering the bucket "
        + "until leaving it (a re-entry counted once)"

    /// The attribution in `format` (one of ``formats``; any other writes the table), ending with a newline.
    package func rendered(as format: OutputFormat) -> String {
        switch format {
        case .json: (try? BenchJSON.text(Document(self))) ?? "{}\n"
        case .markdown: markdown() + "\n"
        default: tableText + "\n"
        }
    }

    /// `like`, `build`: the benchmark's name without its suite and subject.
    package var benchmarkName: String {
        caseID.split(separator: "/").dropFirst().first.map(String.init) ?? caseID
    }

    /// The subject as the docs' tables name it: `MVP`, `floor`.
    private var subjectName: String { Self.rowTitle(of: subject) }

    /// A subject as COMPARISON.md's table names its row: `MVC`, `floor`.
    package static func rowTitle(of subject: SceneSubject) -> String {
        subject == .floor ? "floor" : subject.moduleName
    }

    /// The line above the tables: what ran, per operation, in total.
    private var headline: String {
        "\(caseID), per operation (a batch of \(operations)): \(count(instructions)) instructions, "
            + "\(count(total.retains)) retains, \(count(total.releases)) releases"
    }

    /// The terminal's table: one line per bucket, aligned.
    package var tableText: String {
        let header = ["where", "own instr.", "share", "inclusive", "retains", "incl.", "releases", "incl."]
        let labelled = rows.map { (label(for: $0.bucket), $0) } + [("total", total)]
        let lines = labelled.map { name, row in
            [name, count(row.exclusive), share(row.exclusive),
             count(row.inclusive), count(row.retains), count(row.inclusiveRetains), count(row.releases),
             count(row.inclusiveReleases)]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "  " + cells.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([headline, line(header)] + lines.map(line) + [
            "  own: the bucket's own functions (the column adds up to the total); inclusive: from entering the bucket",
            "  until leaving it, a re-entry counted once; retains and releases: exact, asked for by the bucket's code (own)",
            "  or while it ran (incl.). Per operation; counted by callgrind, each call chain apart.",
        ]).joined(separator: "\n")
    }

    /// The docs' and `--format markdown`'s table, folded in a `<details>` whose summary names what ran.
    package func markdown() -> String {
        let labelled = rows.map { (label(for: $0.bucket, markdown: true), $0) } + [("**total**", total)]
        let lines = labelled.map { name, row in "| \(name) | \(count(row.exclusive)) | \(share(row.exclusive)) | \(count(row.inclusive)) | "
                + "\(count(row.retains)) / \(count(row.inclusiveRetains)) | \(count(row.releases)) / \(count(row.inclusiveReleases)) |"
        }
        return ([
            "<details><summary>Where one \(benchmarkName) of \(subject == .floor ? "the floor" : subjectName) goes: \(count(instructions)) instructions, "
                + "\(count(total.retains)) retains, \(count(total.releases)) releases</summary>", "",
            "| where | own instructions | share | inclusive | retains own / incl. | releases own / incl. |",
            "|---|---:|---:|---:|---:|---:|",
        ] + lines + [
            "",
            "Per operation, exact (callgrind, each call chain apart). Own: the row's own functions; the column adds up to the "
                + "total. Inclusive: from entering the row until leaving it, a re-entry counted once. "
                + "`swift run bench explain \(benchmarkName) --pattern \(subject)` prints it.",
            "</details>",
        ]).joined(separator: "\n")
    }

    /// A row's name: a role as itself, `(role)` added in the table; a layer by its name.
    private func label(for bucket: CostBucket, markdown: Bool = false) -> String {
        guard case .role(let role) = bucket else { return bucket.name }
        return markdown ? "`\(role)`" : "\(role) (role)"
    }

    /// A batch count per operation, as reports print counts.
    private func count(_ value: Int) -> String { MetricFormatter.count(perOperation(value)) }

    /// A batch count's share of the operation's instructions: `12.3 %`.
    private func share(_ value: Int) -> String {
        instructions > 0 ? MetricFormatter.fixed(100 * Double(value) / Double(instructions), decimals: 1) + " %" : "n/a"
    }

    /// COMPARISON.md's table: for each attribution (one per subject), the operation's instructions and the share of
    /// them in the pattern's own code and in each layer under it.
    package static func comparisonMarkdown(_ attributions: [CostAttribution]) -> String {
        let layers: [(title: String, matches: (CostBucket) -> Bool)] = [
            ("the pattern's code", \.isPatternCode), ("UI kit", { $0 == .kit }), ("mock server", { $0 == .server }),
            ("standard library", { $0 == .standardLibrary }), ("Swift runtime", { $0 == .runtime }),
            ("allocator and libc", { $0 == .libc }), ("harness and other", { [.harness, .foundation, .other].contains($0) }),
        ]
        let rows = attributions.map { attribution in
            let cells = layers.map { layer in
                attribution.share(attribution.rows.filter { layer.matches($0.bucket) }.reduce(0) { $0 + $1.exclusive })
            }
            return "| \(attribution.subjectName) | \(attribution.count(attribution.instructions)) | "
                + "\(attribution.count(attribution.total.retains)) | " + cells.joined(separator: " | ") + " |"
        }
        let benchmark = attributions.first?.benchmarkName ?? ""
        return ([
            "| one \(benchmark) | instructions | retains | " + layers.map(\.title).joined(separator: " | ") + " |",
            "|---|---:|---:|" + String(repeating: "---:|", count: layers.count),
        ] + rows).joined(separator: "\n")
    }

    /// The JSON document: batch counts with the operations, and the same per operation.
    private struct Document: Encodable {
        struct Row: Encodable {
            let name: String, kind: String
            let exclusive: Int, inclusive: Int, retains: Int, releases: Int, inclusiveRetains: Int, inclusiveReleases: Int
            let exclusivePerOperation: Double, inclusivePerOperation: Double
        }

        let kind = "explain"
        let schema = 1
        let benchmark: String, subject: String, mechanism: String
        let operations: Int, instructions: Int, retains: Int, releases: Int
        let instructionsPerOperation: Double
        let rows: [Row]

        init(_ attribution: CostAttribution) {
            benchmark = attribution.caseID
            subject = attribution.subject.description
            mechanism = CostAttribution.mechanism
            operations = attribution.operations
            instructions = attribution.instructions
            retains = attribution.total.retains
            releases = attribution.total.releases
            instructionsPerOperation = attribution.perOperation(attribution.instructions)
            rows = attribution.rows.map { row in
                Row(name: row.bucket.name, kind: row.bucket.kind, exclusive: row.exclusive, inclusive: row.inclusive,
                    retains: row.retains, releases: row.releases, inclusiveRetains: row.inclusiveRetains,
                    inclusiveReleases: row.inclusiveReleases, exclusivePerOperation: attribution.perOperation(row.exclusive),
                    inclusivePerOperation: attribution.perOperation(row.inclusive))
            }
        }
    }
}
