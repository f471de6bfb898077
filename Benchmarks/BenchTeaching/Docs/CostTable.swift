// Teaching: the docs' cost tables, generated from a report's exact counts (never timings, which move from run to run,
// and never numbers typed by hand). Plain text from a `BenchReport`; owns nothing.
import BenchResults
import Foundation
import ProfileKit
import SceneRig

/// Tables of what a pattern costs, counted by the bench: per operation (UI work, retains, releases, objects) and per
/// scene (live objects, objects per extra row, survivors of teardown), each beside the floor's.
///
/// Only counts that do not depend on the allocator's state are quoted: byte counts move by a few percent with the heap
/// left by earlier benchmarks (an array asks the allocator how much room it really got), so a committed page quoting
/// them would go stale without any code change. The README gives the bytes and the timings, measured.
struct CostTable {
    let report: BenchReport

    /// The dispatch and assembly benchmarks, in report order.
    static let operations = ["like", "like-answered-later", "like-already-liked", "like-failure-rollback", "select-blog",
                             "like-on-detail", "back", "compose-save", "refresh", "build", "first-render", "teardown"]

    private func metrics(_ benchmark: String, _ subject: SceneSubject) -> Metrics? {
        report.results.first { $0.benchmark == benchmark && $0.subject == subject && $0.parameters == nil }?.metrics
    }

    /// Per-operation counts of `subject`, the floor's in brackets.
    func operationsMarkdown(for subject: SceneSubject) -> String {
        var lines = ["| per operation | UI work | retains | releases | objects |", "|---|---:|---:|---:|---:|"]
        for benchmark in Self.operations {
            guard let mine = metrics(benchmark, subject) else { continue }
            let floor = subject == .floor ? nil : metrics(benchmark, .floor)
            let cells = [Metric.ui, .retains, .releases, .objects].map { metric in
                Self.cell(mine[metric], floor: floor?[metric])
            }
            lines.append("| \(benchmark) | \(cells.joined(separator: " | ")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// What one rendered scene keeps, and what survives its teardown, the floor's in brackets.
    func sceneMarkdown(for subject: SceneSubject) -> String {
        let floorOrNil: (String) -> Metrics? = { subject == .floor ? nil : self.metrics($0, .floor) }
        let scene = metrics("scene", subject), growth = metrics("row-growth", subject), leaks = metrics("leak-check", subject)
        let cells = [
            Self.cell(scene?[.liveObjects], floor: floorOrNil("scene")?[.liveObjects]),
            Self.cell(growth?[.liveObjectsPerRow], floor: floorOrNil("row-growth")?[.liveObjectsPerRow]),
            Self.cell(leaks?[.survivors], floor: nil),
        ]
        return ["| live objects per scene | objects per extra row | survivors of teardown |",
                "|---:|---:|---:|", "| \(cells.joined(separator: " | ")) |"].joined(separator: "\n")
    }

    /// One row per subject: the counts a reader compares first.
    func comparisonMarkdown() -> String {
        var lines = ["| | like: retains | like: objects | first render: retains | first render: objects | live objects per scene | objects per extra row | survivors |",
                     "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for subject in SceneSubject.all {
            let like = metrics("like", subject), render = metrics("first-render", subject)
            let cells = [like?[.retains], like?[.objects], render?[.retains], render?[.objects],
                         metrics("scene", subject)?[.liveObjects], metrics("row-growth", subject)?[.liveObjectsPerRow],
                         metrics("leak-check", subject)?[.survivors]].map { Self.cell($0, floor: nil) }
            lines.append("| \(subject.displayName) | \(cells.joined(separator: " | ")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// One row per subject: what opening, using and closing the screens the profile opens costs (docs/NAVIGATION.md).
    func navigationMarkdown() -> String {
        var lines = [
            "| | select: retains | select: objects | like on detail: retains | back: releases | compose save: retains | compose save: objects | objects per open detail |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for subject in SceneSubject.all {
            let select = metrics("select-blog", subject), like = metrics("like-on-detail", subject)
            let back = metrics("back", subject), save = metrics("compose-save", subject)
            let cells = [select?[.retains], select?[.objects], like?[.retains], back?[.releases], save?[.retains],
                         save?[.objects], metrics("detail-open", subject)?[.objects]].map { Self.cell($0, floor: nil) }
            lines.append("| \(subject.displayName) | \(cells.joined(separator: " | ")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `27 (32)`; a whole number without decimals, others with one.
    static func cell(_ value: Double?, floor: Double?) -> String {
        guard let value else { return "n/a" }
        return number(value) + (floor.map { " (\(number($0)))" } ?? "")
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension SceneSubject {
    /// `MVC`, `floor`: as the docs write it.
    var displayName: String {
        switch self {
        case .pattern(let pattern): pattern.displayName
        case .floor: "floor"
        }
    }
}
