// Which columns a group shows and what each cell says: the one layout the table and Markdown share.
// Pure; formats numbers through MetricFormatter.
import BenchResults

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
    /// With `intervals`, the ×floor cells of timed rows carry their 95 % interval: `0.72× (0.70–0.74)`.
    func columns(intervals: Bool = false) -> [ReportColumn] {
        let shown = Self.shownMetrics(in: rows.map(\.result.metrics))
        var columns = [ReportColumn(title: "pattern", alignment: .left, cell: Self.subjectName)]
        columns += shown.filter { $0.placement == .headline }.flatMap(ReportColumn.columns(of:))
        if rows.contains(where: { $0.ratioToFloor != nil }) {
            let withIntervals = intervals && rows.contains { $0.versusFloor != nil }
            columns.append(ReportColumn(title: withIntervals ? "×floor (95 % CI)" : "×floor", alignment: .right) { row in
                guard row.result.subject != .floor else { return "—" }
                let ratio = MetricFormatter.ratio(row.ratioToFloor)
                guard withIntervals, let interval = row.versusFloor?.ratio else { return ratio }
                return "\(ratio) (\(MetricFormatter.significant(interval.low))–\(MetricFormatter.significant(interval.high)))"
            })
        }
        if best != nil {
            columns.append(.ratio("×best") { $0.ratioToBest })
        }
        columns += shown.filter { $0.placement == .detail }.flatMap(ReportColumn.columns(of:))
        return columns
    }

    /// The metrics some row measured, plus the counts shown as n/a wherever anything per operation was measured.
    private static func shownMetrics(in metrics: [Metrics]) -> [Metric] {
        var measured: [Metric] = []
        for metric in Metric.allCases where metrics.contains(where: { $0[metric] != nil }) { measured.append(metric) }
        let perOperation = measured.contains { $0 == .wallTime || $0.isShownWhenUnmeasured }
        return Metric.allCases.filter { measured.contains($0) || (perOperation && $0.isShownWhenUnmeasured) }
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

    /// `floor`, `mvc`, `mvvm ★` for the best pattern, `mvc ≈` for patterns tied for best.
    private static func subjectName(_ row: Row) -> String {
        switch row.standing {
        case .best?: "\(row.result.subject) ★"
        case .tied?: "\(row.result.subject) ≈"
        case nil: "\(row.result.subject)"
        }
    }
}

extension ReportColumn {
    /// The column of `metric`; wall time has two, its median and its 90th percentile. Instructions that differ from one
    /// address-space layout to another read `~41.2k`: their mean over the layouts counted.
    static func columns(of metric: Metric) -> [ReportColumn] {
        let main = ReportColumn(title: metric.columnTitle, alignment: .right) { row in
            let value = metric.unit.format(row.result.metrics[metric])
            return metric == .instructions && row.result.metrics.instructionsVaryWithLayout ? "~" + value : value
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
