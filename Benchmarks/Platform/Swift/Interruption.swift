// Interruption: an interrupted run leaves nothing behind. Owns the registry of what is alive now — each child process
// (leading a process group of its own) and each temporary file or directory — and, once a command asks for it, the
// handlers of SIGINT, SIGTERM and SIGHUP and the watcher thread that cleans up when one arrives.
//
// Design. A signal handler may call only async-signal-safe functions: no lock, no allocation, no Foundation. So the
// handler (C, CBenchInterruption.c) only writes the signal's number, one byte, to a pipe, and returns. A watcher thread,
// blocked in read(2) on that pipe, does the cleaning in ordinary code: it takes the registry's lock and never gives it
// back (so from then on no child is started and no temporary path is created or renamed into place), sends each child's
// process group the child's stop signal, gives them `gracePeriod` to end, sends SIGKILL to each group, reaps them, removes
// the temporary paths, and ends this process by the same signal, so its parent sees "killed by SIGINT" (a shell's 130,
// 143 for SIGTERM, 129 for SIGHUP). sigwait(2) in a thread was the other way, but it needs the signals blocked in every
// thread from before the first one starts, and the runtime and Foundation start threads this code does not control:
// a signal delivered to one of them would end the process uncleaned. A handler is process-wide whatever the thread.
//
// Children lead their own process groups (ChildProcess), so a terminal's Ctrl-C reaches this process alone and the
// group signal reaches what a child started in its group. A child that puts its own children in groups of their own
// must end them itself, and each does on one signal, its stop signal (ChildProcess.StopSignal): gdb kills the program
// it debugs on SIGTERM (SIGINT only stops it), SwiftPM cancels its compiler jobs on SIGINT (on SIGTERM it ends and leaves
// them compiling: both measured). valgrind's tool runs in the valgrind process itself, which removes its FIFOs on SIGTERM.
// What escapes that (SwiftPM interrupted just as it starts a job was seen to leave the job compiling) is caught on Linux:
// this process adopts orphaned descendants (a child subreaper), and the cleaning kills every child it still has, round
// after round, until none is left. Darwin has no subreaper: there the process groups are all there is.
import CBenchPlatform
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What this process has alive that an interruption must end or remove, and the cleaning when one comes.
///
/// ```swift
/// Interruption.cleanUpWhenInterrupted()   // the bench's main, once; tests and workers do not
/// let directory = try Interruption.makeTemporaryDirectory(prefix: "archbench-callgrind")
/// defer { Interruption.removeTemporaryDirectory(directory) }
/// ```
public enum Interruption {
    /// The signals an interrupted run is cleaned up after: Ctrl-C, `kill`'s default, a closed terminal.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// How long the children have after their stop signal before SIGKILL ends their process groups.
    public static let gracePeriod: Duration = .seconds(3)

    private static let registry = Registry()

    /// Makes this process clean up when one of ``signals`` arrives: children ended, temporary paths removed, then
    /// death by that signal. The handlers are installed with the first child or temporary path, so a process that never
    /// has one (a measuring worker) keeps the default disposition and starts no thread.
    public static func cleanUpWhenInterrupted() {
        registry.locked { registry.isEnabled = true }
    }

    /// Runs `spawn`, which starts a child leading its own process group and returns its pid, holding the registry, and
    /// registers the child, to be asked to stop with `stopSignal`: no interruption can fall between its start and its
    /// registration.
    static func startChild<E: Error>(stoppedBy stopSignal: Int32, _ spawn: () throws(E) -> pid_t) throws(E) -> pid_t {
        try registry.locked { () throws(E) -> pid_t in
            registry.installIfEnabled()
            let pid = try spawn()
            registry.children.append((pid, stopSignal))
            return pid
        }
    }

    /// Forgets the child `pid`, which has ended (and was not reaped: its pid and group cannot be reused meanwhile), and
    /// runs `reap` holding the registry.
    static func endChild<T>(_ pid: pid_t, reap: () -> T) -> T {
        registry.locked {
            registry.children.removeAll { $0.pid == pid }
            return reap()
        }
    }

    /// Runs `create`, which creates a temporary file or directory and returns its path, holding the registry, and
    /// registers the path: an interrupted run removes it until ``finishTemporary(_:_:)`` is called.
    public static func createTemporary<E: Error>(_ create: () throws(E) -> String) throws(E) {
        try registry.locked { () throws(E) in
            registry.installIfEnabled()
            registry.temporaries.append(try create())
        }
    }

    /// Runs `finish`, which removes `path` or renames it into place, holding the registry, then forgets `path`. Once an
    /// interruption's cleaning has begun this never returns: the rename does not happen, the path is removed.
    @discardableResult
    public static func finishTemporary<T>(_ path: String, _ finish: () -> T) -> T {
        registry.locked {
            let result = finish()
            registry.temporaries.removeAll { $0 == path }
            return result
        }
    }

    /// A new directory `<prefix>-XXXXXX` (mkdtemp(3)) in the temporary directory (`TMPDIR`), removed by an interrupted run.
    public static func makeTemporaryDirectory(prefix: String) throws(DurableFile.Failure) -> String {
        let parent = NSTemporaryDirectory()
        var path = ""
        try createTemporary { () throws(DurableFile.Failure) -> String in
            var template = Array((parent + (parent.hasSuffix("/") ? "" : "/") + prefix + "-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw DurableFile.Failure(code: errno, directory: parent) }
            path = String(cString: made)
            return path
        }
        return path
    }

    /// Removes a directory made by ``makeTemporaryDirectory(prefix:)`` with everything in it.
    public static func removeTemporaryDirectory(_ path: String) {
        finishTemporary(path) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The children and temporary paths alive now, behind one lock; and the handlers, once installed.
    private final class Registry: @unchecked Sendable {   // every stored property is read and written under `lock`
        private let lock = NSLock()
        var children: [(pid: pid_t, stopSignal: Int32)] = []
        var temporaries: [String] = []
        var isEnabled = false
        private var isInstalled = false

        func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Installs the handlers and starts the watcher, once, if enabled. Called holding the lock.
        func installIfEnabled() {
            guard isEnabled, !isInstalled else { return }
            isInstalled = true
            var ends: [Int32] = [-1, -1]
            guard archbench_pipe(&ends) == 0 else { return }   // then the default disposition stays: a run still ends
            // A handler must never block: a burst of signals that filled the pipe would otherwise hang it.
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            // A descendant whose parent ends (SwiftPM, interrupted just as it starts a compiler job, was seen to leave
            // the job running) becomes this process's child, where the cleaning finds it. Linux only.
            _ = archbench_adopt_orphans()
            let reader = ends[0]
            let watcher = Thread { Registry.watch(reader) }
            watcher.name = "archbench interruption"
            watcher.start()
            _ = Interruption.signals.withUnsafeBufferPointer {
                archbench_forward_signals(ends[1], $0.baseAddress, $0.count)
            }
        }

        /// The watcher thread: waits for the first signal's byte and cleans up after it.
        private static func watch(_ reader: Int32) {
            var signal: UInt8 = 0
            while true {
                let count = read(reader, &signal, 1)
                if count == 1 { Interruption.registry.cleanUp(after: Int32(signal)) }
                if count < 0, errno == EINTR { continue }
                return
            }
        }

        /// Kills whatever is still this process's child: orphans adopted from the children's process trees, each of
        /// whose own orphans comes next round; until no child at all is left (not even one that has ended, which
        /// could have handed its orphans over after the last look), within the grace period again.
        private func endAdoptedOrphans() {
            let deadline = ContinuousClock.now + Interruption.gracePeriod
            while archbench_reap_ended_children(), ContinuousClock.now < deadline {
                for orphan in Platform.runningProcesses(childrenOf: getpid()) ?? [] { kill(orphan, SIGKILL) }
                usleep(10_000)
            }
        }

        /// Stops every child's process group (its stop signal, then SIGKILL after the grace period), reaps the children,
        /// removes the temporary paths and dies by `signal`. Takes the lock for good.
        private func cleanUp(after signal: Int32) -> Never {
            lock.lock()
            for child in children { _ = archbench_signal_group(child.pid, child.stopSignal) }
            let deadline = ContinuousClock.now + Interruption.gracePeriod
            while children.contains(where: { !archbench_has_ended($0.pid) }), ContinuousClock.now < deadline {
                usleep(10_000)
            }
            for child in children {
                _ = archbench_signal_group(child.pid, SIGKILL)   // what is left of the group, even once its leader ended
                var status: Int32 = 0, endingSignal: Int32 = 0
                _ = archbench_wait(child.pid, &status, &endingSignal)   // reaped: no zombie left to a parent that never reaps
            }
            endAdoptedOrphans()
            for path in temporaries.reversed() { try? FileManager.default.removeItem(atPath: path) }
            archbench_die_by_signal(signal)
        }
    }
}
