// Derives the memory suite's growth figures from the footprints it measured at several row counts. Pure functions.
// A footprint is recognised by how it was measured (the caller says which results are footprints), never by name.
import BenchResults

/// Per-row memory: each footprint measured at a row count divided by its rows, and the least-squares slope across
/// the sizes (the marginal cost of one more blog, free of the scene's fixed cost).
enum RowGrowth {
    /// The parameter that holds a footprint's number of blog rows.
    static let rowsParameter = "rows"
    /// The name of the derived benchmark that holds each subject's slope.
    static let benchmarkName = "row-growth"

    /// `results` with per-row values on each footprint that has a row count, and one slope per subject right after
    /// the last of them. `footprints` holds the indices in `results` of footprint measurements.
    static func addingGrowth(to results: [BenchResult], footprints: Set<Int>) -> [BenchResult] {
        let sized = results.indices.filter { footprints.contains($0) && rows(of: results[$0]) != nil }
        var withPerRow = results
        for index in sized { withPerRow[index] = withPerRowValues(results[index]) }
        guard let last = sized.last else { return withPerRow }
        withPerRow.insert(contentsOf: slopes(of: sized.map { withPerRow[$0] }), at: last + 1)
        return withPerRow
    }

    /// A footprint with its live objects and bytes divided by its row count.
    static func withPerRowValues(_ result: BenchResult) -> BenchResult {
        guard let rows = rows(of: result) else { return result }
        var result = result
        result.metrics[.liveObjectsPerRow] = result.metrics[.liveObjects].map { $0 / Double(rows) }
        result.metrics[.liveBytesPerRow] = result.metrics[.liveBytes].map { $0 / Double(rows) }
        return result
    }

    /// One growth result per subject measured at two sizes or more: the slope of its footprint.
    static func slopes(of footprints: [BenchResult]) -> [BenchResult] {
        var subjects: [BenchResult.Subject] = []
        for result in footprints where !subjects.contains(result.subject) { subjects.append(result.subject) }
        return subjects.compactMap { subject in
            let points = footprints.filter { $0.subject == subject }
            let rows = points.compactMap(rows(of:)).map(Double.init)
            guard Set(rows).count >= 2, let suite = points.first?.suite else { return nil }
            var metrics = Metrics()
            metrics[.liveObjectsPerRow] = slope(x: rows, y: points.map { $0.metrics[.liveObjects] })
            metrics[.liveBytesPerRow] = slope(x: rows, y: points.map { $0.metrics[.liveBytes] })
            return BenchResult(suite: suite, benchmark: benchmarkName, subject: subject, parameters: nil, metrics: metrics)
        }
    }

    /// Least-squares slope of y over x; nil when any y is missing.
    static func slope(x: [Double], y: [Double?]) -> Double? {
        let values = y.compactMap { $0 }
        guard values.count == x.count, x.count >= 2 else { return nil }
        let meanX = x.reduce(0, +) / Double(x.count), meanY = values.reduce(0, +) / Double(values.count)
        let covariance = zip(x, values).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = x.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        return variance == 0 ? nil : covariance / variance
    }

    private static func rows(of result: BenchResult) -> Int? {
        result.parameters?[rowsParameter].flatMap { $0 > 0 ? $0 : nil }
    }
}
