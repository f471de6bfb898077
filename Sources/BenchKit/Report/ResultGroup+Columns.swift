// Which columns a group shows and what each cell says: the one layout the table and Markdown share.
// Pure; formats numbers through MetricFormatter.

/// One column of a group's table: a title, an alignment, and how to fill a cell.
struct ReportColumn {
    /// Numbers align right so their digits line up; names align left.
    enum Alignment { case left, right }

    let title: String
    let alignment: Alignment
    let cell: (ResultGroup.Row) -> String
}

extension ResultGroup {
    /// The columns worth showing: timings when timed, live memory when measured, ratios when
    /// there is something to compare, counts for per-operation benchmarks (n/a when not counted).
    var columns: [ReportColumn] {
        let metrics = rows.map(\.result.metrics)
        let isTimed = metrics.contains { $0.wallTime != nil }
        let countsAnything = metrics.contains { metrics in
            [metrics.retains, metrics.releases, metrics.objects, metrics.bytes, metrics.instructions]
                .contains { $0 != nil }
        }
        var columns = [ReportColumn(title: "pattern", alignment: .left, cell: Self.subjectName)]
        if isTimed {
            columns.append(.duration("p50") { $0.wallTime?.p50 })
            columns.append(.duration("p90") { $0.wallTime?.p90 })
        }
        if metrics.contains(where: { $0.liveObjects != nil || $0.liveBytes != nil }) {
            columns.append(.count("live objects") { $0.liveObjects })
            columns.append(.count("live bytes") { $0.liveBytes })
        }
        if metrics.contains(where: { $0.liveObjectsPerRow != nil || $0.liveBytesPerRow != nil }) {
            columns.append(.count("objects/row") { $0.liveObjectsPerRow })
            columns.append(.count("bytes/row") { $0.liveBytesPerRow })
        }
        if rows.contains(where: { $0.ratioToFloor != nil }) {
            columns.append(.ratio("×floor") { $0.ratioToFloor })
        }
        if best != nil {
            columns.append(.ratio("×best") { $0.ratioToBest })
        }
        if metrics.contains(where: { $0.ui != nil }) {
            columns.append(.count("ui") { $0.ui })
        }
        if metrics.contains(where: { $0.survivors != nil }) {
            columns.append(.count("survivors") { $0.survivors.map(Double.init) })
        }
        if isTimed || countsAnything {
            columns.append(.count("retains") { $0.retains })
            columns.append(.count("releases") { $0.releases })
            columns.append(.count("objects") { $0.objects })
            columns.append(.count("bytes") { $0.bytes })
            columns.append(.count("instr.") { $0.instructions })
        }
        return columns
    }

    /// The warning a group with unequal UI work carries, naming each subject's work per operation.
    var unequalUIWorkLine: String? {
        guard hasUnequalUIWork else { return nil }
        let works = rows.map { "\($0.result.subject) \(MetricFormatter.count($0.result.metrics.ui))" }
        return "⚠ unequal UI work per operation (\(works.joined(separator: ", "))): the ratios compare different work, "
            + "no pattern is ranked best"
    }

    /// Each survivor of a leak check, as `pattern: description`, in row order.
    var survivorLines: [String] {
        rows.flatMap { row in
            (row.result.metrics.survivorDescriptions ?? []).map { "\(row.result.subject): \($0)" }
        }
    }

    /// `floor`, `mvc`, or `mvvm ★` for the best pattern.
    private static func subjectName(_ row: Row) -> String {
        row.isBest ? "\(row.result.subject) ★" : "\(row.result.subject)"
    }
}

extension ReportColumn {
    static func duration(_ title: String, _ value: @escaping (Metrics) -> Double?) -> ReportColumn {
        ReportColumn(title: title, alignment: .right) { row in
            MetricFormatter.duration(nanoseconds: value(row.result.metrics))
        }
    }

    static func count(_ title: String, _ value: @escaping (Metrics) -> Double?) -> ReportColumn {
        ReportColumn(title: title, alignment: .right) { MetricFormatter.count(value($0.result.metrics)) }
    }

    /// The floor is the reference, not a contender: its ratio cells read "—".
    static func ratio(_ title: String, _ value: @escaping (ResultGroup.Row) -> Double?) -> ReportColumn {
        ReportColumn(title: title, alignment: .right) { row in
            row.result.subject == .floor ? "—" : MetricFormatter.ratio(value(row))
        }
    }
}
