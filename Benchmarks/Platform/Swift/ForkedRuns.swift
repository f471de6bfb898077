// ForkedRuns: runs a body once per line of a file, each run in a child forked from this process, so that every run
// starts from the same memory, whichever lines came before. Owns the children, each ended and reaped before the next.
import CBenchPlatform
import Foundation

/// Runs `body` once per line of a file, each time in a fresh copy of this process made by `fork`.
///
/// Every child starts from the parent's memory exactly as it was before the first fork: the parent never reads the
/// file (each child reads its own line), so nothing the list holds, neither its length nor its order, changes the heap
/// a run starts from. Under callgrind this is what makes an instruction count a property of the one operation: an
/// allocator's free lists and the addresses objects are hashed by are the same in every child.
///
/// ```swift
/// // In a worker started as `valgrind … bench worker callgrind-each /tmp/…/cases`:
/// let failures = ForkedRuns.eachLine(ofFile: path) { id in measure(id) }   // [] when every run returned 0
/// ```
///
/// Call it only while this process has one thread: a fork copies only the calling one.
public enum ForkedRuns {
    /// The exit status a child gives when the file has no line at its index: the list is done.
    static let noSuchLine: Int32 = 113
    /// The longest line a child reads; longer ones are cut here (case ids are under 100 bytes).
    static let longestLine = 4096

    /// Runs `body` with each line of `path` (without its newline; empty lines included) in a child of its own, one after
    /// another, and waits for each.
    ///
    /// - Returns: One line per child that did not return 0 from `body` (it failed, was killed, or could not be started;
    ///   a failed fork ends the list); empty when every one did. A file that cannot be read is an empty list.
    public static func eachLine(ofFile path: String, _ body: (String) -> Int32) -> [String] {
        var failures: [String] = []
        var index = 0
        while true {
            let pid = archbench_fork()
            if pid == 0 {
                guard let line = line(index, ofFile: path) else { archbench_exit_now(noSuchLine) }
                archbench_exit_now(body(line))
            }
            guard pid > 0 else {
                return failures + ["fork failed for line \(index + 1) of \(path): \(String(cString: strerror(errno)))"]
            }
            var exitStatus: Int32 = 0, signal: Int32 = 0
            let waited = archbench_wait(pid, &exitStatus, &signal)
            if waited == 0, signal == 0, exitStatus == noSuchLine { return failures }
            if waited != 0 || signal != 0 || exitStatus != 0 {
                let how = waited != 0 ? "could not be waited for (errno \(waited))"
                    : signal != 0 ? "was killed by signal \(signal)" : "exited with status \(exitStatus)"
                failures.append("the run of line \(index + 1) of \(path) \(how)")
            }
            index += 1
        }
    }

    /// Line `index` (from 0) of the file at `path`, read a byte at a time into a buffer on the stack, so that
    /// finding it allocates nothing whatever the lines before it; nil when the file has fewer lines or cannot be read.
    static func line(_ index: Int, ofFile path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestLine) { buffer -> String? in
            var newlinesToSkip = index, length = 0, byte: UInt8 = 0
            while read(descriptor, &byte, 1) == 1 {
                if newlinesToSkip > 0 {
                    if byte == UInt8(ascii: "\n") { newlinesToSkip -= 1 }
                    continue
                }
                if byte == UInt8(ascii: "\n") { return String(decoding: buffer[..<length], as: UTF8.self) }
                if length < longestLine { buffer[length] = byte; length += 1 }
            }
            // The last line may have no newline; past it there is no line.
            return newlinesToSkip == 0 && length > 0 ? String(decoding: buffer[..<length], as: UTF8.self) : nil
        }
    }
}
