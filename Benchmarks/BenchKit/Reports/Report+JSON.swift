// The JSON format: pretty-printed, sorted keys, ISO 8601 dates, explicit nulls; round-trips exactly.
import Foundation

extension BenchReport {
    /// The report as pretty-printed JSON with sorted keys, ending with a newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = Self.nonFiniteNumbers
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The JSON as text.
    public func jsonText() throws -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }

    /// Reads a report written by `jsonData()`, e.g. a saved baseline.
    /// - Throws: `DecodingError` for malformed JSON or an unsupported schema version.
    public init(jsonData: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = Self.nonFiniteNumbersDecoding
        self = try decoder.decode(BenchReport.self, from: jsonData)
    }

    /// A failed statistic (NaN, infinity) is written as a string rather than failing the whole report.
    private static var nonFiniteNumbers: JSONEncoder.NonConformingFloatEncodingStrategy {
        .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }

    private static var nonFiniteNumbersDecoding: JSONDecoder.NonConformingFloatDecodingStrategy {
        .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
}
