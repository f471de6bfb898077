// Reading a saved JSON report (a baseline, either side of `bench compare`): every way the file can be wrong becomes
// one line naming it, exit 2. Owns nothing.
import BenchResults
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

    /// Reads the report at `path` as a baseline for `thresholds`: ``load(path:role:)``, and refused when it measured
    /// nothing those thresholds gate (no results, or every gated metric null), since any run would pass against it.
    public static func loadBaseline(
        path: String, role: String = "bench: --baseline", thresholds: RegressionThresholds
    ) throws(ReportFileError) -> BenchReport {
        let report = try load(path: path, role: role)
        if let reason = ReportValidation.nothingToGate(in: report, thresholds: thresholds) {
            throw ReportFileError(message: "\(role) \(path): nothing measured to gate against: \(reason) "
                + "(a baseline that measured nothing would pass any run)")
        }
        return report
    }

    /// Validates a report's bytes; `path` and `role` only name the file in messages. A report whose counts or timings
    /// cannot be trusted (`ReportValidation`) is malformed; `timings` says whether its wall times carry their samples.
    public static func decode(
        _ data: Data, path: String, role: String = "bench: --baseline", timings: ReportValidation.Timings = .withSamples
    ) throws(ReportFileError) -> BenchReport {
        switch report(in: data, timings: timings) {
        case .success(let report): return report
        case .failure(let unusable): throw ReportFileError(message: "\(role) \(path): \(unusable.reason)")
        }
    }

    /// Why some bytes hold no usable report, without naming where they came from (`not a bench report: …`,
    /// `malformed: …`): a file or a line of one names itself.
    struct Unusable: Error, Equatable {
        let reason: String
    }

    /// The report in `data`, or why it is none.
    static func report(in data: Data, timings: ReportValidation.Timings) -> Result<BenchReport, Unusable> {
        func failure(_ reason: String) -> Result<BenchReport, Unusable> { .failure(Unusable(reason: reason)) }
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return failure("the file is empty") }
        if let schema = declaredSchema(in: data), schema != BenchReport.currentSchema {
            return failure("schema \(schema) is not supported; this bench reads schema \(BenchReport.currentSchema) "
                + "(re-record the baseline)")
        }
        let report: BenchReport
        do {
            report = try BenchReport(jsonData: data)
        } catch let error as DecodingError {
            return failure("not a bench report: \(describe(error))")
        } catch {
            return failure(Self.oneLine(String(describing: error)))
        }
        if let duplicate = firstDuplicateKey(in: report) {
            return failure("malformed: the result \(duplicate) appears more than once "
                + "(a report holds each benchmark, pattern and parameters once)")
        }
        if let problem = ReportValidation.firstProblem(in: report, timings: timings) {
            return failure("malformed: \(problem)")
        }
        return .success(report)
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
