// Platform+Processes: who this process runs as, the processes of one session that are still running, counted by the
// system (the C shim reads /proc on Linux, sysctl on Darwin), and what one of them runs, so a test can tell that an
// interrupted run left nothing behind. Owns nothing.
import CBenchPlatform
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

extension Platform {
    /// Whether this process runs as the superuser (effective uid 0), who may replace any file — /dev/null included —
    /// and give a file any owner.
    public static var isSuperuser: Bool { geteuid() == 0 }

    /// The running processes of session `session` (zombies, which have ended, left out), or nil when the system
    /// cannot list them. Start a child with ``ChildProcess/Grouping/ownSession`` and its pid is its session's id: every
    /// process it starts stays in that session unless it makes a session of its own.
    public static func runningProcesses(inSession session: Int32) -> [Int32]? {
        processes { archbench_session_processes(session, $0, $1) }
    }

    /// The running children of process `parent` (zombies left out), or nil when the system cannot list them.
    public static func runningProcesses(childrenOf parent: Int32) -> [Int32]? {
        processes { archbench_child_processes(parent, $0, $1) }
    }

    /// The command line process `pid` runs (its program first, then its arguments), or nil when it has ended, is
    /// between two programs (in exec, just spawned) or the system does not say: read from /proc on Linux; nil on Darwin,
    /// where nothing needs it (the test that does watches valgrind, which runs on Linux only).
    public static func commandLine(ofProcess pid: Int32) -> [String]? {
        #if os(Linux)
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        #else
        return nil
        #endif
    }

    /// What `list` writes into a buffer it is given with its capacity, grown until everything fits.
    private static func processes(_ list: (UnsafeMutablePointer<pid_t>, Int) -> Int32) -> [Int32]? {
        var capacity = 256
        while true {
            var pids = [pid_t](repeating: 0, count: capacity)
            let count = pids.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { Int(list($0, buffer.count)) } ?? -1
            }
            guard count >= 0 else { return nil }
            if count <= capacity { return pids.prefix(count).map { Int32($0) } }
            capacity = count * 2
        }
    }
}
