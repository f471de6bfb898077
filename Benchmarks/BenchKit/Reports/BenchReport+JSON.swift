// The JSON format: the bench's dialect (BenchJSON) with explicit nulls; round-trips exactly.
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
