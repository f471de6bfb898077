// DurableFile+Destination: where a write to a path leads, found without writing — symbolic links followed to the file
// they name, the kind of file there decided by stat(2) — and which file a path names, so two flags that name one file
// are caught whatever their spelling. Pure reads of the file system; owns nothing.
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

extension DurableFile {
    /// Where ``write(_:to:)`` puts its data for a path, symbolic links followed.
    public enum Destination: Equatable, Sendable {
        /// Nothing is there yet: a new file is created atomically at this path (a dangling link's target, else the
        /// path itself).
        case newFile(String)
        /// A regular file, replaced atomically at this path (a link's target, so the link stays a link).
        case regularFile(String)
        /// A character device (`/dev/null`, a terminal) or a FIFO at this path: opened and written as a stream, never
        /// replaced.
        case stream(String)
        /// The file this process's standard output (1) or standard error (2) already writes (`/dev/stdout`, or the file
        /// a shell redirected it to): written through that descriptor, where the shell's redirection put it.
        case standardStream(Int32)
    }

    /// Where a write to `path` leads. A directory, a socket, a block device, a missing directory or a link that cannot
    /// be followed is a ``Failure``, found here, before anything is written.
    public static func destination(of path: String) throws(Failure) -> Destination {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw Failure(kind: .pathIsADirectory) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw Failure(code: code, directory: directory(of: path)) }
            let target = try linkTarget(of: path)
            let directory = directory(of: target)
            var directoryStatus = stat()
            guard stat(directory, &directoryStatus) == 0 else { throw Failure(code: errno, directory: directory) }
            guard directoryStatus.st_mode & S_IFMT == S_IFDIR else { throw Failure(kind: .notADirectory(directory)) }
            return .newFile(target)
        }
        if let descriptor = standardDescriptor(writing: status) { return .standardStream(descriptor) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // The link's text is followed by hand (it may name a file yet to exist); that it leads to the very file
            // stat(2) found is checked, so a link the kernel resolves otherwise (/proc's) is never renamed over.
            let target = try linkTarget(of: path)
            var targetStatus = stat()
            guard lstat(target, &targetStatus) == 0, targetStatus.st_dev == status.st_dev,
                  targetStatus.st_ino == status.st_ino else {
                throw Failure(kind: .system("cannot tell which file the link \(path.debugDescription) names"))
            }
            return .regularFile(target)
        case S_IFCHR, S_IFIFO: return .stream(path)
        case S_IFDIR: throw Failure(kind: .pathIsADirectory)
        case S_IFSOCK: throw Failure(kind: .notWritable("a socket"))
        case S_IFBLK: throw Failure(kind: .notWritable("a block device"))
        default: throw Failure(kind: .notWritable("a file of an unknown kind"))
        }
    }

    /// The file a path names, for telling whether two paths name one file (``sameFile(_:_:)``).
    public enum FileIdentity: Hashable, Sendable {
        /// An existing file, links followed: its device and inode (so a link, a relative spelling and a hard link all
        /// name it), and whether it is a character device.
        case existing(device: UInt64, inode: UInt64, isCharacterDevice: Bool)
        /// A file that does not exist yet: the absolute path it would be created at, its directory's links resolved.
        case new(path: String)

        /// Whether this is a character device (`/dev/null`, a terminal), which takes any number of writers unharmed.
        public var isCharacterDevice: Bool {
            if case .existing(_, _, true) = self { true } else { false }
        }
    }

    /// Which file `path` names, links followed.
    public static func identity(of path: String) -> FileIdentity {
        var status = stat()
        if stat(path, &status) == 0 {
            return .existing(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
                             isCharacterDevice: status.st_mode & S_IFMT == S_IFCHR)
        }
        let target = (try? linkTarget(of: path)) ?? path
        let directory = directory(of: target)
        guard let resolved = realpath(directory, nil) else {
            return .new(path: URL(fileURLWithPath: target).standardizedFileURL.path)
        }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return .new(path: (base == "/" ? "" : base) + "/" + fileName(of: target))
    }

    /// Whether `first` and `second` name one file: the same existing file by any spelling, or the same path to create.
    public static func sameFile(_ first: String, _ second: String) -> Bool {
        identity(of: first) == identity(of: second)
    }

    /// `path` with each symbolic link of its last component replaced by the link's text (relative texts read from the
    /// link's directory), until what is left is no link: the file a write through the link reaches, existing or not.
    static func linkTarget(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {   // the kernel's own limit on links in one lookup is of this order (Linux 40, Darwin 32)
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { throw Failure(kind: .system(Platform.errorMessage(errno))) }
            let text = String(decoding: buffer[0..<length].map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
            current = text.hasPrefix("/") ? text : directory(of: current) + "/" + text
        }
        throw Failure(kind: .system(Platform.errorMessage(ELOOP)))
    }

    /// The standard descriptor (output, then error) open on the file `status` describes, if either is.
    private static func standardDescriptor(writing status: stat) -> Int32? {
        [STDOUT_FILENO, STDERR_FILENO].first { descriptor in
            var open = stat()
            return fstat(descriptor, &open) == 0 && open.st_dev == status.st_dev && open.st_ino == status.st_ino
        }
    }
}
