// The JSON format: the bench's dialect (BenchJSON) with explicit nulls; round-trips exactly. Writes each result with its
// group's conclusions, which is why a report is encoded here and not in the results model that decodes it.
import BenchResults
import Foundation

extension BenchReport {
    /// The report as pretty-printed JSON with sorted keys, ending with a newline.
    public func jsonData() throws -> Data {
        try BenchJSON.encoder().encode(self) + Data("\n".utf8)
    }

    /// The JSON as text.
    public func jsonText() throws -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }

    /// Reads a report written by `jsonData()`, e.g. a saved baseline.
    /// - Throws: `DecodingError` for malformed JSON or an unsupported schema version.
    public init(jsonData: Data) throws {
        self = try BenchJSON.decoder().decode(BenchReport.self, from: jsonData)
    }
}

extension BenchReport: Encodable {
    /// Encodes the report; each result carries its group's conclusions (`versusFloor`, `standing`, `relatives`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(metadata, forKey: .metadata)
        let groups = self.groups      // computed once: each group bootstraps its intervals
        var rowsByKey: [String: ResultGroup.Row] = [:]
        for group in groups { for row in group.rows { rowsByKey[row.result.key] = row } }
        let relativesByKey = Self.comparedRelatives(in: groups)
        try container.encode(results.map { result in
            AnalysedResult(result: result, analysis: rowsByKey[result.key], relatives: relativesByKey[result.key] ?? [])
        }, forKey: .results)
    }

    /// A result with its group's conclusions, for encoding.
    private struct AnalysedResult: Encodable {
        let result: BenchResult
        let analysis: ResultGroup.Row?
        let relatives: [ResultGroup.RelativeComparison]
        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder, analysis: analysis, relatives: relatives)
        }
    }
}

extension BenchResult {
    private enum AnalysisKeys: String, CodingKey { case versusFloor, standing, relatives }

    /// Encodes the result and, in a report, what its group concluded about it: `versusFloor` (the ratio to the
    /// floor with its 95 % interval and significance), `standing` (`best`, `tied` or null) and `relatives` (the
    /// result beside each nearest relative its group measured, `[]` for none). All are derived from the samples and
    /// recomputed when a report is read, never read back: a report written before `relatives` existed reads the same.
    func encode(to encoder: any Encoder, analysis: ResultGroup.Row?, relatives: [ResultGroup.RelativeComparison]) throws {
        try encode(to: encoder)
        guard let analysis else { return }
        var container = encoder.container(keyedBy: AnalysisKeys.self)
        try container.encodeOrNull(analysis.versusFloor, forKey: .versusFloor)
        try container.encodeOrNull(analysis.standing, forKey: .standing)
        try container.encode(relatives, forKey: .relatives)
    }
}

extension ResultGroup.RelativeComparison: Encodable {
    private enum CodingKeys: String, CodingKey { case subject, metric, ratio, verdict, timing }

    /// JSON: `{"subject": "viper", "metric": "wallTime", "ratio": 1.17, "verdict": "dearer", "timing": {"estimate",
    /// "low", "high", "pValue", "adjustedPValue", "significant", "units"}}`; `verdict` is `cheaper`, `dearer`,
    /// `notSignificant` or (exact metrics) `equal`; `timing` is null for an exact metric, whose verdict needs no test.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(relative, forKey: .subject)
        try container.encodeOrNull(comparison?.metric.key, forKey: .metric)
        try container.encodeOrNull(ratio, forKey: .ratio)
        try container.encodeOrNull(comparison?.verdict.key, forKey: .verdict)
        try container.encodeOrNull(comparison?.timing, forKey: .timing)
    }
}
