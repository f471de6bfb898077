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
    /// Encodes the report; each result carries its group's conclusions (`versusFloor`, `standing`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(metadata, forKey: .metadata)
        var rowsByKey: [String: ResultGroup.Row] = [:]
        for group in groups { for row in group.rows { rowsByKey[row.result.key] = row } }
        try container.encode(results.map { AnalysedResult(result: $0, analysis: rowsByKey[$0.key]) }, forKey: .results)
    }

    /// A result with its group's conclusions, for encoding.
    private struct AnalysedResult: Encodable {
        let result: BenchResult
        let analysis: ResultGroup.Row?
        func encode(to encoder: any Encoder) throws { try result.encode(to: encoder, analysis: analysis) }
    }
}

extension BenchResult {
    private enum AnalysisKeys: String, CodingKey { case versusFloor, standing }

    /// Encodes the result and, in a report, what its group concluded about it: `versusFloor` (the ratio to the
    /// floor with its 95 % interval and significance) and `standing` (`best`, `tied` or null). Both are derived
    /// from the samples and recomputed when a report is read, never read back.
    func encode(to encoder: any Encoder, analysis: ResultGroup.Row?) throws {
        try encode(to: encoder)
        guard let analysis else { return }
        var container = encoder.container(keyedBy: AnalysisKeys.self)
        try container.encodeOrNull(analysis.versusFloor, forKey: .versusFloor)
        try container.encodeOrNull(analysis.standing, forKey: .standing)
    }
}
