// The history file of `--history PATH.jsonl`: one run per line (metadata and results, samples left out), appended
// so that a crash or a concurrent writer never corrupts an earlier line. Reads it back for `bench history`.
import BenchPlatform
import Foundation

/// Runs recorded one per line in a JSON-lines file, oldest first.
///
/// Each line is a complete report in the JSON schema (`BenchReport`, compact, on one line) without the raw timing
/// samples, which would make a long history heavy and which a trend does not need (percentiles are kept).
///
/// ```swift
/// try RunHistory.append(report, to: "bench-history.jsonl")      // one line, one write(2) with O_APPEND
/// let runs = try RunHistory.load(path: "bench-history.jsonl")    // [BenchReport], oldest first
/// ```
public enum RunHistory {
    /// Why a history file cannot be appended to or read: one line, exit code 2.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public var exitCode: Int32 { 2 }
        public var description: String { message }
    }

    /// Appends `report` as one line.
    ///
    /// The line is written with a single `write(2)` on a descriptor opened with `O_APPEND`, so it lands whole after
    /// whatever is there, even with another writer at the same time; if the file does not end with a newline (a
    /// writer died mid-line) a newline is written first, so the broken line stays alone and is reported on reading.
    public static func append(_ report: BenchReport, to path: String) throws(Failure) {
        let line: Data
        do {
            line = try compactLine(report)
        } catch {
            throw Failure(message: "bench: --history \(path): cannot encode the run: \(error)")
        }
        let separator = endsWithNewline(path) ? Data() : Data("\n".utf8)
        do {
            try DurableFile.append(separator + line + Data("\n".utf8), to: path)
        } catch {
            throw Failure(message: "bench: --history \(path): \(error)")
        }
    }

    /// Checks before measuring that `path` can be appended to; the one-line message when it cannot.
    public static func problem(appendingTo path: String) -> String? {
        guard let failure = DurableFile.appendProblem(path) else { return nil }
        let reason = switch failure.kind {
        case .pathIsADirectory: "is a directory"
        case .fileNotWritable: "is not writable"
        default: failure.description
        }
        return "bench: --history \(path): \(reason)"
    }

    /// Every run in the file at `path`, oldest first. A line that is not a report fails the whole read, naming it.
    public static func load(path: String) throws(Failure) -> [BenchReport] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Failure(message: "bench history: \(path): \(isDirectory.boolValue ? "is a directory" : "no such file")")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "bench history: \(path): cannot be read")
        }
        var reports: [BenchReport] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            do {
                reports.append(try ReportFile.decode(Data(line), path: "\(path) line \(index + 1)", role: "bench history:"))
            } catch {
                throw Failure(message: error.message)
            }
        }
        guard !reports.isEmpty else { throw Failure(message: "bench history: \(path): no runs recorded") }
        return reports
    }

    /// The report as one line of compact JSON, without raw samples.
    static func compactLine(_ report: BenchReport) throws -> Data {
        var slim = report
        for index in slim.results.indices {
            slim.results[index].metrics.wallTime?.samples = []
            slim.results[index].metrics.wallTime?.rounds = nil
        }
        return try BenchJSON.encoder(pretty: false).encode(slim)
    }

    /// Whether the file at `path` is empty, missing, or ends with a newline.
    private static func endsWithNewline(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 0 else { return true }
        try? handle.seek(toOffset: size - 1)
        return (try? handle.read(upToCount: 1)) == Data("\n".utf8)
    }
}
