// BenchJSON: the one JSON dialect every file `bench` writes or reads speaks — sorted keys, unescaped slashes, ISO 8601
// dates, non-finite numbers as "inf"/"-inf"/"nan". Owns nothing; makes a coder per call.
import Foundation

/// How `bench` encodes and decodes JSON: reports, comparisons, histories, worker answers, variant findings.
///
/// ```swift
/// let text = try BenchJSON.text(report)                 // pretty, sorted, ends with a newline
/// let line = try BenchJSON.encoder(pretty: false).encode(report)
/// ```
package enum BenchJSON {
    /// An encoder in the dialect: pretty-printed (for files people read) or compact (one line: history, workers).
    package static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // A failed statistic (NaN, infinity) is written as a string rather than failing the whole document.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// A decoder that reads what ``encoder(pretty:)`` writes.
    package static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// `value` as pretty-printed JSON text ending with a newline.
    package static func text(_ value: some Encodable) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self) + "\n"
    }
}
