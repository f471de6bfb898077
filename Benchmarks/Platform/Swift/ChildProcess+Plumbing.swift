// ChildProcess+Plumbing: the pipes a child writes into and the C argument arrays it is started with.
// Each owns its file descriptors or C strings and releases them itself.
import CBenchPlatform
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The two pipes that carry a child's standard output and standard error back to the parent.
struct PipePair {
    /// The two ends of one pipe; -1 when closed or never opened.
    struct Ends {
        var read: Int32 = -1
        var write: Int32 = -1
    }

    private(set) var output = Ends()
    private(set) var error = Ends()

    /// Opens both pipes, close-on-exec so only the child's dup2'd copies survive the spawn.
    mutating func open(for executable: String) throws {
        output = try Self.makePipe(for: executable)
        error = try Self.makePipe(for: executable)
    }

    /// Closes the parent's write ends, so reading sees end-of-file once the child is done.
    mutating func closeWriteEnds() {
        Self.closeEnd(&output.write)
        Self.closeEnd(&error.write)
    }

    /// Closes every end still open.
    mutating func closeAll() {
        closeWriteEnds()
        Self.closeEnd(&output.read)
        Self.closeEnd(&error.read)
    }

    /// Reads both pipes until both reach end-of-file; polling both keeps a chatty child from blocking on a full one.
    func drain() -> (output: Data, error: Data) {
        var collected = [Data(), Data()]
        var descriptors = [output.read, error.read].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    descriptors[index].fd = -1  // poll ignores negative descriptors
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func makePipe(for executable: String) throws -> Ends {
        var descriptors: [Int32] = [-1, -1]
        let failure = archbench_pipe(&descriptors)
        guard failure == 0 else { throw ChildProcess.SpawnError(executable: executable, code: failure) }
        return Ends(read: descriptors[0], write: descriptors[1])
    }

    private static func closeEnd(_ descriptor: inout Int32) {
        guard descriptor >= 0 else { return }
        _ = close(descriptor)
        descriptor = -1
    }
}

/// A NULL-terminated array of C strings for posix_spawn, freed when the array goes away.
final class CStringArray {
    /// The strings, then a nil terminator.
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers { free(pointer) }
    }
}
