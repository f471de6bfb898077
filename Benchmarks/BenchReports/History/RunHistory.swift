// The history file of `--history PATH.jsonl`: one run per line (metadata and results, samples left out), appended
// so that a crash or a concurrent writer never corrupts an earlier line. Reads it back for `bench history`.
import BenchPlatform
import BenchResults
import Foundation

/// Runs recorded one per line in a JSON-lines file, oldest first.
///
/// Each line is a complete report in the JSON schema (`BenchReport`, compact, on one line) without the raw timing
/// samples, which would make a long history heavy and which a trend does not need (percentiles are kept).
///
/// ```swift
/// try RunHistory.append(report, to: "bench-history.jsonl")      // one line, one write(2) with O_APPEND
/// let runs = try RunHistory.load(path: "bench-history.jsonl").runs   // [BenchReport], oldest first
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

    /// What a history file holds: the runs that could be read, and the lines that could not.
    public struct Reading: Sendable, Equatable {
        /// Every readable run, oldest first.
        public var runs: [BenchReport]
        /// Each damaged line (not a report, or one a gate cannot trust) by its 1-based number, with why; in file order.
        public var damagedLines: [DamagedLine]
    }

    /// A line of a history file that holds no usable run.
    public struct DamagedLine: Sendable, Equatable, CustomStringConvertible {
        /// The line's number, from 1.
        public let number: Int
        /// Why it cannot be read, e.g. `not a bench report: invalid JSON (truncated or not JSON)`.
        public let reason: String

        /// `bench history: h.jsonl line 2: damaged, left out: not a bench report: …`, given the file's path.
        public func message(path: String) -> String { "bench history: \(path) line \(number): damaged, left out: \(reason)" }
        public var description: String { "line \(number): \(reason)" }
    }

    /// Every run in the file at `path`, oldest first, and each line that holds no usable run (a writer that died
    /// mid-line, a doctored value): one damaged line costs its own run, not the history. Fails when the file cannot be
    /// read or holds no readable run.
    public static func load(path: String) throws(Failure) -> Reading {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Failure(message: "bench history: \(path): \(isDirectory.boolValue ? "is a directory" : "no such file")")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "bench history: \(path): cannot be read")
        }
        var reading = Reading(runs: [], damagedLines: [])
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            switch ReportFile.report(in: Data(line), timings: .percentilesOnly) {
            case .success(let run): reading.runs.append(run)
            case .failure(let unusable): reading.damagedLines.append(DamagedLine(number: index + 1, reason: unusable.reason))
            }
        }
        guard reading.runs.isEmpty else { return reading }
        guard let first = reading.damagedLines.first else {
            throw Failure(message: "bench history: \(path): no runs recorded")
        }
        let others = reading.damagedLines.count - 1
        throw Failure(message: "bench history: \(path): no readable run: \(first)"
            + (others == 0 ? "" : " (and \(others) more damaged \(others == 1 ? "line" : "lines"))"))
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
