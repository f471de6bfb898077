// Reading a saved JSON report (a baseline, either side of `bench compare`): every way the file can be wrong becomes
// one line naming it, exit 2. Owns nothing.
import Foundation

/// Why a report file cannot be used. `message` is one line naming the file; the exit code is 2.
public struct ReportFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var exitCode: Int32 { 2 }
    public var description: String { message }
}

/// A previous run's JSON report (`bench --format json --output baseline.json`).
public enum ReportFile {
    /// Reads and validates the report at `path`. `role` starts every message: `bench: --baseline`, `bench compare`.
    public static func load(path: String, role: String = "bench: --baseline") throws(ReportFileError) -> BenchReport {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReportFileError(message: "\(role) \(path): is a directory, not a report file")
        }
        // Foundation's Data(contentsOf:) leaks a 4 KiB buffer on an empty file (seen with LeakSanitizer on
        // Swift 6.3.1): an empty file is recognised by its size and never read.
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        if size == 0 { throw ReportFileError(message: "\(role) \(path): the file is empty") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "cannot be read"
            throw ReportFileError(message: "\(role) \(path): \(Self.oneLine(reason))")
        }
        return try decode(data, path: path, role: role)
    }

    /// Validates a report's bytes; `path` and `role` only name the file in messages.
    public static func decode(_ data: Data, path: String, role: String = "bench: --baseline") throws(ReportFileError)
        -> BenchReport
    {
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            throw ReportFileError(message: "\(role) \(path): the file is empty")
        }
        if let schema = declaredSchema(in: data), schema != BenchReport.currentSchema {
            throw ReportFileError(message: "\(role) \(path): schema \(schema) is not supported; "
                + "this bench reads schema \(BenchReport.currentSchema) (re-record the baseline)")
        }
        let report: BenchReport
        do {
            report = try BenchReport(jsonData: data)
        } catch let error as DecodingError {
            throw ReportFileError(message: "\(role) \(path): not a bench report: \(describe(error))")
        } catch {
            throw ReportFileError(message: "\(role) \(path): \(Self.oneLine(String(describing: error)))")
        }
        if let duplicate = firstDuplicateKey(in: report) {
            throw ReportFileError(message: "\(role) \(path): malformed: the result \(duplicate) appears more than once "
                + "(a report holds each benchmark, pattern and parameters once)")
        }
        return report
    }

    /// The first result key that occurs twice: such a report would be compared half-blind (one copy hides the other).
    static func firstDuplicateKey(in report: BenchReport) -> String? {
        var seen: Set<String> = []
        return report.results.first { !seen.insert($0.key).inserted }?.key
    }

    /// The `schema` number, read on its own so a report of another version gets the right message.
    private static func declaredSchema(in data: Data) -> Int? {
        struct SchemaOnly: Decodable { let schema: Int }
        return try? JSONDecoder().decode(SchemaOnly.self, from: data).schema
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.drop { $0 == "." })"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "invalid JSON (truncated or not JSON)"
        case .dataCorrupted(let context): return "invalid value\(path(context))"
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(path(context))"
        case .valueNotFound(let type, let context): return "missing \(type) value\(path(context))"
        @unknown default: return oneLine(String(describing: error))
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }
}
