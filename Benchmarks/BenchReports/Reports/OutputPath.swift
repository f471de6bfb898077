// Writing a report where `--output` says, through the platform layer's DurableFile: a regular file replaced atomically
// with its mode kept, a link's target written, a device or FIFO written as a stream, anything else refused before
// anything is measured. Adds the bench's one-line error and exit code. Owns nothing.
import BenchPlatform
import Foundation

/// A report that could not be written: one line naming the flag, the path and the reason, exit code 2.
public struct OutputWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The complete line to print, e.g. `bench: --output: cannot write "out/r.json": directory "out" does not exist`.
    public let message: String
    /// The process exit code: 2, as for a bad `--output` argument.
    public let exitCode: Int32

    init(path: String, reason: String, flag: String) {
        self.message = "\(flag): cannot write \(path.debugDescription): \(reason)"
        self.exitCode = 2
    }

    public var description: String { message }
}

/// Where `--output PATH` puts a report, and whether it can, asked before a long run.
///
/// ```swift
/// if let message = OutputPath.problem(with: path) { return Console.fail(message, exitCode: 2) }   // before measuring
/// try OutputPath.write(Data(try report.rendered(as: .json).utf8), to: path)                       // after
/// ```
public enum OutputPath {
    /// Writes `data` where `path` leads: a new or regular file holds either its old content or all of `data` (a
    /// temporary file beside it, flushed, given its mode and owner, then renamed over it); a symbolic link stays a
    /// link and its target is written so; a character device or FIFO (`/dev/null`, `/dev/stdout`) is written as a
    /// stream; the file standard output already writes is written through it.
    ///
    /// - Parameter flag: How messages name the option: `bench: --output`, `bench compare: --output`.
    /// - Throws: `OutputWriteError` when the directory is missing or unwritable, or `path` is a directory, a socket or a
    ///   block device (nothing is written then).
    public static func write(_ data: Data, to path: String, flag: String = "bench: --output") throws(OutputWriteError) {
        do {
            try DurableFile.write(data, to: path)
        } catch {
            throw OutputWriteError(path: path, reason: error.description, flag: flag)
        }
    }

    /// Why ``write(_:to:flag:)`` would fail on `path`, found without writing it (a file's temporary file is created
    /// beside it and removed again; a FIFO is not opened, which would wait for its reader): the one-line message, or
    /// nil when it should succeed.
    public static func problem(with path: String, flag: String = "bench: --output") -> String? {
        do {
            try DurableFile.checkWritable(path)
            return nil
        } catch {
            return OutputWriteError(path: path, reason: error.description, flag: flag).message
        }
    }
}
