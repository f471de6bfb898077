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
    /// The columns worth showing, in registry order (`Metric.placement`): headline metrics, the ratios when there is
    /// something to compare, then the details. A metric shows when a row measured it; per-operation counts show
    /// (as n/a) in every timed or counted group, so an unmeasurable count reads "n/a" instead of vanishing.
    var columns: [ReportColumn] {
        let metrics = rows.map(\.result.metrics)
        let measured = Set(Metric.allCases.filter { metric in metrics.contains { $0[metric] != nil } })
        let perOperation = measured.contains { $0 == .wallTime || $0.isShownWhenUnmeasured }
        func shows(_ metric: Metric) -> Bool {
            measured.contains(metric) || (perOperation && metric.isShownWhenUnmeasured)
        }
        func metricColumns(_ placement: Metric.Placement) -> [ReportColumn] {
            Metric.allCases.filter { $0.placement == placement && shows($0) }.flatMap(ReportColumn.columns(of:))
        }
        var columns = [ReportColumn(title: "pattern", alignment: .left, cell: Self.subjectName)]
        columns += metricColumns(.headline)
        if rows.contains(where: { $0.ratioToFloor != nil }) {
            columns.append(.ratio("×floor") { $0.ratioToFloor })
        }
        if best != nil {
            columns.append(.ratio("×best") { $0.ratioToBest })
        }
        columns += metricColumns(.detail)
        return columns
    }

    /// The warning a group with unequal UI work carries, naming each subject's work per operation.
    var unequalUIWorkLine: String? {
        guard hasUnequalUIWork else { return nil }
        let works = rows.map { "\($0.result.subject) \(MetricFormatter.count($0.result.metrics[.ui]))" }
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
    /// The column of `metric`; wall time has two, its median and its 90th percentile.
    static func columns(of metric: Metric) -> [ReportColumn] {
        let main = ReportColumn(title: metric.columnTitle, alignment: .right) { row in
            metric.unit.format(row.result.metrics[metric])
        }
        guard metric == .wallTime else { return [main] }
        return [main, ReportColumn(title: "p90", alignment: .right) { row in
            metric.unit.format(row.result.metrics.wallTime?.p90)
        }]
    }

    /// The floor is the reference, not a contender: its ratio cells read "—".
    static func ratio(_ title: String, _ value: @escaping (ResultGroup.Row) -> Double?) -> ReportColumn {
        ReportColumn(title: title, alignment: .right) { row in
            row.result.subject == .floor ? "—" : MetricFormatter.ratio(value(row))
        }
    }
}
