// Writes a report file atomically through the platform layer's DurableFile (a temporary file in the same directory,
// then rename(2)), so a reader never sees a partial report. Adds the bench's one-line error and exit code. Owns nothing.
import BenchPlatform
import Foundation

/// A report file that could not be written: one line naming the path and the reason, exit code 2.
public struct OutputWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The complete line to print, e.g. `bench: cannot write 'out/r.json': No such file or directory`.
    public let message: String
    /// The process exit code: 2, as for a bad `--output` argument.
    public let exitCode: Int32

    init(path: String, reason: String) {
        self.message = "bench: --output: cannot write \(path.debugDescription): \(reason)"
        self.exitCode = 2
    }

    public var description: String { message }
}

/// Writes `data` to `path` so that `path` holds either its old content or all of `data`.
///
/// Writes a temporary file next to `path`, flushes it to disk, then renames it over `path`.
/// On any failure the temporary file is removed and `path` is left as it was.
///
/// ```swift
/// try writeAtomically(Data(try report.rendered(as: .json).utf8), to: "results/bench.json")
/// ```
/// - Throws: `OutputWriteError` when the directory is missing or unwritable, or `path` is a directory.
public func writeAtomically(_ data: Data, to path: String) throws(OutputWriteError) {
    do {
        try DurableFile.replace(path, with: data)
    } catch {
        throw OutputWriteError(path: path, reason: error.description)
    }
}

/// Checks, before a long run, that `writeAtomically(_:to:)` will be able to write `path`: the same temporary
/// file is created in the same directory and removed again. The one-line error message when it cannot.
public enum OutputPath {
    public static func problem(with path: String) -> String? {
        do {
            try DurableFile.checkReplaceable(path)
            return nil
        } catch {
            return OutputWriteError(path: path, reason: error.description).message
        }
    }
}
