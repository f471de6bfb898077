// Derives the memory suite's growth figures from its footprints at several row counts. Pure functions.

/// Per-row memory: each `scene-rows` footprint divided by its rows, and the least-squares slope across sizes
/// (the marginal cost of one more blog, free of the scene's fixed cost).
enum RowGrowth {
    static let footprintBenchmark = "scene-rows", slopeBenchmark = "row-growth"

    /// `results` with per-row values on each footprint and the slopes right after the last footprint.
    static func addingGrowth(to results: [BenchResult]) -> [BenchResult] {
        var withPerRow = results.map(withPerRowValues)
        let insertion = (withPerRow.lastIndex { $0.benchmark == footprintBenchmark } ?? withPerRow.endIndex - 1) + 1
        withPerRow.insert(contentsOf: slopes(of: withPerRow), at: insertion)
        return withPerRow
    }

    /// A `scene-rows` result with its live objects and bytes divided by its row count.
    static func withPerRowValues(_ result: BenchResult) -> BenchResult {
        guard result.benchmark == footprintBenchmark, let rows = result.parameters?["rows"], rows > 0 else { return result }
        var result = result
        result.metrics.liveObjectsPerRow = result.metrics.liveObjects.map { $0 / Double(rows) }
        result.metrics.liveBytesPerRow = result.metrics.liveBytes.map { $0 / Double(rows) }
        return result
    }

    /// One `row-growth` result per subject measured at two sizes or more: the slope of the footprint.
    static func slopes(of results: [BenchResult]) -> [BenchResult] {
        let footprints = results.filter { $0.benchmark == footprintBenchmark && $0.parameters?["rows"] != nil }
        var subjects: [BenchResult.Subject] = []
        for result in footprints where !subjects.contains(result.subject) { subjects.append(result.subject) }
        return subjects.compactMap { subject in
            let points = footprints.filter { $0.subject == subject }
            let rows = points.compactMap { $0.parameters?["rows"] }.map(Double.init)
            guard Set(rows).count >= 2 else { return nil }
            let objects = slope(x: rows, y: points.map(\.metrics.liveObjects))
            let bytes = slope(x: rows, y: points.map(\.metrics.liveBytes))
            return BenchResult(
                suite: .memory, benchmark: slopeBenchmark, subject: subject, parameters: nil,
                metrics: Metrics(liveObjectsPerRow: objects, liveBytesPerRow: bytes))
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
}
