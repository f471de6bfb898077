// DurableFile: writes that never destroy what they do not own — a regular file replaced through a temporary file and
// rename(2) (its mode and owner kept), a link's target written instead of the link, a device or FIFO written as a
// stream, anything else refused — and appends with one write(2) on O_APPEND. Where a path leads is in
// DurableFile+Destination.swift. Owns a descriptor only during one call; its temporary files are registered with
// Interruption, so an interrupted run removes them.
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Writes that never leave a reader a partial file and never replace what is not a regular file, on POSIX calls that
/// read the same on Linux and Darwin.
///
/// ```swift
/// try DurableFile.write(data, to: "results/bench.json")   // old content or all of data, never a mix; mode kept
/// try DurableFile.write(data, to: "/dev/null")            // a device: written to, still a device
/// try DurableFile.append(line, to: "history.jsonl")       // one write(2), lands whole after what is there
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
            /// The path names something that is neither a regular file, a character device nor a FIFO (a socket, a
            /// block device), named here.
            case notWritable(String)
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
            case .notWritable(let what):
                "the path names \(what); only a regular file, a character device or a FIFO is written"
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

    /// Writes `data` where `path` leads (see ``Destination``): a new or regular file gets all of `data` or keeps what
    /// it had (a temporary file beside it is written, flushed, given the file's mode and owner, then renamed over
    /// it); a character device or FIFO is written as a stream; anything else is refused, untouched.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        switch try destination(of: path) {
        case .newFile(let target):
            try replace(target, with: data, keeping: nil)
        case .regularFile(let target):
            var status = stat()
            guard stat(target, &status) == 0 else { throw Failure(code: errno, directory: directory(of: target)) }
            try replace(target, with: data, keeping: status)
        case .stream(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(kind: .system(Platform.errorMessage(errno))) }
            defer { close(descriptor) }
            try writeStream(data, to: descriptor)
        case .standardStream(let descriptor):
            try writeStream(data, to: descriptor)
        }
    }

    /// Checks, before a long run, that ``write(_:to:)`` will be able to write `path`: it leads somewhere that can be
    /// written, and for a file the same temporary file is created beside it and removed again. A FIFO is not opened
    /// (that would wait for its reader): it only has to be writable.
    public static func checkWritable(_ path: String) throws(Failure) {
        switch try destination(of: path) {
        case .newFile(let target), .regularFile(let target):
            let temporary = try TemporaryFile(beside: target)
            close(temporary.descriptor)
            temporary.discard()
        case .stream(let device):
            guard access(device, W_OK) == 0 else { throw Failure(kind: .fileNotWritable) }
        case .standardStream(let descriptor):
            guard fcntl(descriptor, F_GETFL) & O_ACCMODE != O_RDONLY else { throw Failure(kind: .fileNotWritable) }
        }
    }

    /// Appends `data` to `path` (created when missing) with a single `write(2)` on a descriptor opened with
    /// `O_APPEND`, so it lands whole after whatever is there, even with another writer at the same time; then flushes a
    /// regular file (a device or FIFO has nothing to flush).
    public static func append(_ data: Data, to path: String) throws(Failure) {
        if let problem = appendProblem(path) { throw problem }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno, directory: directory(of: path)) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw Failure(kind: .system(Platform.errorMessage(written < 0 ? errno : EIO))) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, fsync(descriptor) != 0 {
            throw Failure(kind: .system(Platform.errorMessage(errno)))
        }
    }

    /// Why ``append(_:to:)`` would fail on `path`, checked without writing; nil when it should succeed. Links are
    /// followed; a directory, a socket or a block device is refused as ``write(_:to:)`` refuses it.
    public static func appendProblem(_ path: String) -> Failure? {
        let target: String
        do {
            switch try destination(of: path) {
            case .newFile(let file):
                let directory = directory(of: file)
                return access(directory, W_OK) == 0 ? nil : Failure(kind: .directoryNotWritable(directory))
            case .regularFile(let file): target = file
            case .stream(let device): target = device
            case .standardStream: return nil
            }
        } catch {
            return error
        }
        return access(target, W_OK) == 0 ? nil : Failure(kind: .fileNotWritable)
    }

    /// Makes the regular file `path` hold `data` through a temporary file beside it, renamed over it once written and
    /// flushed; with `original` (the file being replaced), the new file gets its owner where this process may give it,
    /// and its mode. On failure the temporary file is removed and `path` is left as it was.
    private static func replace(_ path: String, with data: Data, keeping original: stat?) throws(Failure) {
        let temporary = try TemporaryFile(beside: path)
        var failure = data.withUnsafeBytes { buffer in writeAll(buffer, to: temporary.descriptor) }
        if failure == nil, let original { failure = adopt(original, descriptor: temporary.descriptor) }
        if failure == nil, fsync(temporary.descriptor) != 0 { failure = errno }
        if close(temporary.descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            temporary.discard()
            throw Failure(code: failure, directory: temporary.directory)
        }
        if let failure = temporary.commit(as: path) { throw Failure(code: failure, directory: temporary.directory) }
    }

    /// Gives the file open at `descriptor` the owner (where this process may: root may give any, others their groups)
    /// and then the mode of `original`; set-id bits are kept only when the owner was. The `errno` of a failure, else nil.
    private static func adopt(_ original: stat, descriptor: Int32) -> Int32? {
        var mode = original.st_mode & 0o7777
        if fchown(descriptor, original.st_uid, original.st_gid) != 0 {
            _ = fchown(descriptor, uid_t.max, original.st_gid)   // uid -1: keep ours, try the group alone
            mode &= ~(S_ISUID | S_ISGID)
        }
        return fchmod(descriptor, mode) == 0 ? nil : errno
    }

    /// Writes every byte of `data` to a device, a FIFO or a standard stream; nothing is flushed (they have no file).
    private static func writeStream(_ data: Data, to descriptor: Int32) throws(Failure) {
        if let failure = data.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            throw Failure(kind: .system(Platform.errorMessage(failure)))
        }
    }

    /// The directory part of `path`, "." for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path` (empty for a path ending in "/").
    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Writes every byte, retrying partial and interrupted writes; the `errno` of a failure, else nil.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = posixWrite(descriptor, base + offset, buffer.count - offset)
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

    /// A new, exclusive temporary file in the directory of the file it will replace, registered with ``Interruption``
    /// from its creation until it is renamed or removed.
    private struct TemporaryFile {
        let descriptor: Int32
        let path: String
        let directory: String

        init(beside target: String) throws(Failure) {
            let fileName = DurableFile.fileName(of: target)
            guard !fileName.isEmpty, !DurableFile.isDirectory(target) else { throw Failure(kind: .pathIsADirectory) }
            let directory = DurableFile.directory(of: target)
            let processID = ProcessInfo.processInfo.processIdentifier
            let path = "\(directory)/.\(fileName).\(processID).\(UInt32.random(in: .min ... .max)).tmp"
            var descriptor: Int32 = -1
            try Interruption.createTemporary { () throws(Failure) in
                descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { throw Failure(code: errno, directory: directory) }
                return path
            }
            (self.descriptor, self.path, self.directory) = (descriptor, path, directory)
        }

        /// Renames the file to `target`; the `errno` of a failure (the file is then removed), else nil.
        func commit(as target: String) -> Int32? {
            Interruption.finishTemporary(path) {
                if rename(path, target) == 0 { return nil }
                let failure = errno
                unlink(path)
                return failure
            }
        }

        /// Removes the file.
        func discard() {
            Interruption.finishTemporary(path) { unlink(path) }
        }
    }

    /// Whether `path` names an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}

/// write(2), spelled apart from ``DurableFile/write(_:to:)``, whose name hides the C function inside the type.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #else
    Glibc.write(descriptor, buffer, count)
    #endif
}
