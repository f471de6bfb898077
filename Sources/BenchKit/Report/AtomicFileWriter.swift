// Writes a report file atomically: a temporary file in the same directory, then rename(2), so a
// reader never sees a partial report. Owns the temporary file until it is renamed or removed.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    let (descriptor, temporaryPath, directoryName) = try openTemporaryFile(beside: path)
    var failure = data.withUnsafeBytes { buffer in writeAll(buffer, to: descriptor) }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporaryPath, path) != 0 { failure = errno }
    if let failure {
        unlink(temporaryPath)
        throw OutputWriteError(path: path, reason: reason(for: failure, directory: directoryName))
    }
}

/// Checks, before a long run, that `writeAtomically(_:to:)` will be able to write `path`: the same temporary
/// file is created in the same directory and removed again. The one-line error message when it cannot.
public enum OutputPath {
    public static func problem(with path: String) -> String? {
        do {
            let (descriptor, temporaryPath, _) = try openTemporaryFile(beside: path)
            close(descriptor)
            unlink(temporaryPath)
            return nil
        } catch {
            return error.message
        }
    }
}

/// Creates the temporary file the report is written to before it is renamed over `path`.
private func openTemporaryFile(beside path: String) throws(OutputWriteError)
    -> (descriptor: Int32, temporaryPath: String, directory: String)
{
    let lastSlash = path.lastIndex(of: "/")
    let directory = lastSlash.map { String(path[..<$0]) } ?? "."
    let fileName = lastSlash.map { String(path[path.index(after: $0)...]) } ?? path
    var status = stat()
    guard !fileName.isEmpty, !(stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR) else {
        throw OutputWriteError(path: path, reason: "the path names a directory")
    }
    let temporaryPath = "\(directory)/.\(fileName).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let directoryName = directory.isEmpty ? "/" : directory
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
        throw OutputWriteError(path: path, reason: reason(for: errno, directory: directoryName))
    }
    return (descriptor, temporaryPath, directoryName)
}

/// Writes every byte, retrying partial and interrupted writes; the `errno` of a failure, else `nil`.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
            offset += written
        } else if written < 0, errno == EINTR {
            continue
        } else {
            return written < 0 ? errno : EIO
        }
    }
    return nil
}

/// A one-line reason, naming the directory for the failures a user can fix there.
private func reason(for code: Int32, directory: String) -> String {
    switch code {
    case ENOENT: "directory \(directory.debugDescription) does not exist"
    case ENOTDIR: "\(directory.debugDescription) is not a directory"
    case EACCES, EPERM, EROFS: "directory \(directory.debugDescription) is not writable"
    case EISDIR: "the path names a directory"
    default: String(cString: strerror(code))
    }
}
