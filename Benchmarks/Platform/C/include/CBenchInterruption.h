// CBenchInterruption: the C half of what an interrupted run does — the async-signal-safe handler that hands a signal
// to a watcher thread, dying by that signal afterwards, waiting for a child without reaping it, signalling a process
// group, adopting orphaned descendants, and listing the live processes of a session or the children of a process.
// Linux and Darwin bodies in CBenchInterruption.c. Owns nothing.
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Installs, for each of the `count` signals in `signals`, a handler that writes the signal's number as one byte to
/// `descriptor` (write(2) is async-signal-safe; nothing else is done in the handler) and returns. SA_RESTART is set,
/// so the interrupted thread carries on; a watcher thread reads the byte and does the cleaning. Returns 0, or the errno
/// value of the sigaction(2) that failed.
int archbench_forward_signals(int descriptor, const int *signals, size_t count);

/// Ends this process by `signal`, as if it had not been caught: its default action is restored, it is unblocked in the
/// calling thread and raised, so the parent sees "killed by SIGINT" (a shell's status 130) and not an exit status. If the
/// signal's default action does not end the process, exits with 128 + `signal`. Never returns.
_Noreturn void archbench_die_by_signal(int signal);

/// Waits until the child `pid` has ended without reaping it (waitid(2) with WEXITED | WNOWAIT, retried on EINTR), so its
/// pid, and the process group it leads, cannot be reused until it is reaped. Returns 0, or the errno value (ECHILD when
/// another thread reaped it).
int archbench_wait_without_reaping(pid_t pid);

/// Whether the child `pid` has ended (or is no child of this process any more), without waiting or reaping
/// (waitid(2) with WEXITED | WNOHANG | WNOWAIT).
bool archbench_has_ended(pid_t pid);

/// Sends `signal` to every process of the process group `group` (kill(2) with -group). Returns 0, or the errno value
/// (ESRCH when the group has no process left).
int archbench_signal_group(pid_t group, int signal);

/// Makes this process adopt its orphaned descendants: a process whose parent ends while this one lives becomes this
/// one's child, not init's, so it can still be found and ended (Linux: prctl PR_SET_CHILD_SUBREAPER, kept across
/// execve). Returns whether that is so; Darwin has no such mechanism (false).
bool archbench_adopt_orphans(void);

/// Reaps every child of this process that has ended, without waiting for the others (waitpid(-1, …, WNOHANG)), and
/// returns whether any child is left.
bool archbench_reap_ended_children(void);

/// Like archbench_session_processes, the running processes whose parent is `parent`.
int archbench_child_processes(pid_t parent, pid_t *pids, size_t capacity);

/// Writes into `pids` (room for `capacity`) the processes of session `session` that are still running — zombies, which
/// have ended and only wait to be reaped, are left out — and returns how many there are (which may exceed
/// `capacity`), or -1 when the system cannot list them. Linux: the state and session fields of /proc/<pid>/stat.
/// Darwin: sysctl(3) KERN_PROC_ALL for every process, its state and parent, getsid(2) for its session.
int archbench_session_processes(pid_t session, pid_t *pids, size_t capacity);

#ifdef __cplusplus
}
#endif
