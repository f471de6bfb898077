// Platform+Processes: who this process runs as, and the processes of one session that are still running, counted by
// the system (the C shim reads /proc on Linux, sysctl on Darwin), so a test can tell that an interrupted run left
// nothing behind. Owns nothing.
import CBenchPlatform

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
        var capacity = 256
        while true {
            var pids = [pid_t](repeating: 0, count: capacity)
            let count = Int(archbench_session_processes(session, &pids, pids.count))
            guard count >= 0 else { return nil }
            if count <= capacity { return Array(pids.prefix(count)).map { Int32($0) } }
            capacity = count * 2
        }
    }
}
