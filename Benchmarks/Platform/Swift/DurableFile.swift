// DurableFile: files that are either wholly written or untouched — replaced through a temporary file and rename(2),
// or appended to with one write(2) on O_APPEND — each flushed to disk. Owns a descriptor only during one call.
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Writes that never leave a reader a partial file, on POSIX calls that read the same on Linux and Darwin.
///
/// ```swift
/// try DurableFile.replace("results/bench.json", with: data)   // old content or all of data, never a mix
/// try DurableFile.append(line, to: "history.jsonl")           // one write(2), lands whole after what is there
/// ```
public enum DurableFile {
    /// Why a file could not be written, in terms a user can act on.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What went wrong.
        public enum Kind: Equatable, Sendable {
            /// The directory that should hold the file does not exist.
            case directoryMissing(String)
            /// A component of the directory path is a file.
            case notADirectory(String)
            /// The directory cannot be written.
            case directoryNotWritable(String)
            /// The path names a directory.
            case pathIsADirectory
            /// The file exists and cannot be written.
            case fileNotWritable
            /// Any other failure, with the system's text.
            case system(String)
        }

        /// What went wrong.
        public let kind: Kind

        /// One line, e.g. `directory "out" does not exist`.
        public var description: String {
            switch kind {
            case .directoryMissing(let directory): "directory \(directory.debugDescription) does not exist"
            case .notADirectory(let directory): "\(directory.debugDescription) is not a directory"
            case .directoryNotWritable(let directory): "directory \(directory.debugDescription) is not writable"
            case .pathIsADirectory: "the path names a directory"
            case .fileNotWritable: "the file is not writable"
            case .system(let message): message
            }
        }

        init(kind: Kind) {
            self.kind = kind
        }

        /// The failure for `errno` value `code`, naming `directory` where the user can fix it there.
        init(code: Int32, directory: String) {
            switch code {
            case ENOENT: kind = .directoryMissing(directory)
            case ENOTDIR: kind = .notADirectory(directory)
            case EACCES, EPERM, EROFS: kind = .directoryNotWritable(directory)
            case EISDIR: kind = .pathIsADirectory
            default: kind = .system(Platform.errorMessage(code))
            }
        }
    }

    /// Makes `path` hold `data`: a temporary file beside it is written, flushed, then renamed over it. On failure the
    /// temporary file is removed and `path` is left as it was.
    public static func replace(_ path: String, with data: Data) throws(Failure) {
        let temporary = try TemporaryFile(beside: path)
        var failure = data.withUnsafeBytes { buffer in writeAll(buffer, to: temporary.descriptor) }
        if failure == nil, fsync(temporary.descriptor) != 0 { failure = errno }
        if close(temporary.descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary.path, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw Failure(code: failure, directory: temporary.directory)
        }
    }

    /// Checks, before a long run, that ``replace(_:with:)`` will be able to write `path`: the same temporary file is
    /// created beside it and removed again.
    public static func checkReplaceable(_ path: String) throws(Failure) {
        let temporary = try TemporaryFile(beside: path)
        close(temporary.descriptor)
        unlink(temporary.path)
    }

    /// Appends `data` to `path` (created when missing) with a single `write(2)` on a descriptor opened with
    /// `O_APPEND`, so it lands whole after whatever is there, even with another writer at the same time; then flushes.
    public static func append(_ data: Data, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno, directory: directory(of: path)) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(descriptor) == 0 else {
            throw Failure(kind: .system(Platform.errorMessage(written < 0 ? errno : EIO)))
        }
    }

    /// Why ``append(_:to:)`` would fail on `path`, checked without writing; nil when it should succeed.
    public static func appendProblem(_ path: String) -> Failure? {
        if isDirectory(path) { return Failure(kind: .pathIsADirectory) }
        if access(path, F_OK) == 0 { return access(path, W_OK) == 0 ? nil : Failure(kind: .fileNotWritable) }
        let directory = directory(of: path)
        return access(directory, W_OK) == 0 ? nil : Failure(kind: .directoryNotWritable(directory))
    }

    /// Whether `path` names an existing directory.
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The directory part of `path`, "." for a bare file name.
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// Writes every byte, retrying partial and interrupted writes; the `errno` of a failure, else nil.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
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

    /// A new, exclusive temporary file in the directory of the file it will replace.
    private struct TemporaryFile {
        let descriptor: Int32
        let path: String
        let directory: String

        init(beside target: String) throws(Failure) {
            let fileName = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
            guard !fileName.isEmpty, !DurableFile.isDirectory(target) else { throw Failure(kind: .pathIsADirectory) }
            directory = DurableFile.directory(of: target)
            let processID = ProcessInfo.processInfo.processIdentifier
            path = "\(directory)/.\(fileName).\(processID).\(UInt32.random(in: .min ... .max)).tmp"
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw Failure(code: errno, directory: directory) }
        }
    }
}
