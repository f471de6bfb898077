// CBenchPlatform: the C half of the platform layer. One portable signature per operation, with a Linux and a
// Darwin body in CBenchPlatform.c, where the two systems' C APIs (or Swift's import of them) differ. Owns nothing.
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include "CBenchInterruption.h"  // signals, waiting without reaping, sessions: what an interrupted run needs

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Clocks (inline: a timed sample reads them twice, and a call would be part of what is measured)

/// Monotonic wall-clock nanoseconds that do not advance while the machine sleeps and are never slewed.
/// Linux: clock_gettime(CLOCK_MONOTONIC). Darwin: clock_gettime_nsec_np(CLOCK_UPTIME_RAW), the precise clock
/// (mach_absolute_time in nanoseconds); Darwin's CLOCK_MONOTONIC is coarser and counts sleep. See clock_gettime(3)
/// on macOS: https://opensource.apple.com/source/Libc/Libc-1353.11.2/gen/clock_gettime.3.auto.html
static inline uint64_t archbench_monotonic_nanoseconds(void) {
#if defined(__APPLE__)
    return clock_gettime_nsec_np(CLOCK_UPTIME_RAW);
#else
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
#endif
}

/// CPU nanoseconds used by the calling thread: CLOCK_THREAD_CPUTIME_ID on both (macOS 10.12 and later).
static inline uint64_t archbench_thread_cpu_nanoseconds(void) {
#if defined(__APPLE__)
    return clock_gettime_nsec_np(CLOCK_THREAD_CPUTIME_ID);
#else
    struct timespec time;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
#endif
}

// MARK: Child processes

/// Where a spawned child stands among process groups and sessions (`grouping` of archbench_spawn).
enum {
    /// In this process's group: a terminal's Ctrl-C reaches it too.
    ARCHBENCH_SAME_PROCESS_GROUP = 0,
    /// In a new group that it leads (POSIX_SPAWN_SETPGROUP, group 0), so kill(-pid) reaches it and whatever it starts
    /// in its group, and a terminal's Ctrl-C reaches only this process, which ends the group itself.
    ARCHBENCH_OWN_PROCESS_GROUP = 1,
    /// In a new session that it leads (POSIX_SPAWN_SETSID: glibc 2.26, macOS 10.15), away from this process's terminal.
    ARCHBENCH_OWN_SESSION = 2,
};

/// Starts `path` (looked up on PATH when `search_path`) with `argv` and `envp` (NULL-terminated), standard input
/// from /dev/null, no signal blocked or ignored, its standard output and error sent to `stdout_target` and
/// `stderr_target` (descriptors of this process; -1 leaves that stream as this process has it), in the process group
/// or session `grouping` says (one of the ARCHBENCH_… values above), in the working directory `directory` (NULL: this
/// process's). No other descriptor reaches the child: Linux's are
/// close-on-exec (archbench_pipe), and on Darwin POSIX_SPAWN_CLOEXEC_DEFAULT closes every descriptor the spawn does not
/// name, so a pipe end whose close-on-exec flag is not set yet never leaks.
/// Returns 0 and sets `*pid`, or the errno value posix_spawn gave (ENOTSUP for a session where spawn cannot make one).
int archbench_spawn(pid_t *pid, const char *path, bool search_path, char *const argv[], char *const envp[],
                    int stdout_target, int stderr_target, int grouping, const char *directory);

/// Waits for the child `pid` to end, retrying on EINTR. Returns 0 and sets either `*exit_status` (exited; then
/// `*signal` is 0) or `*signal` (killed), or returns the errno value of waitpid.
int archbench_wait(pid_t pid, int *exit_status, int *signal);

/// A pipe whose two ends are closed on exec: pipe2(O_CLOEXEC) on Linux, atomically; pipe then fcntl on Darwin, which
/// has no pipe2 (the window between the two is closed for archbench_spawn's children by POSIX_SPAWN_CLOEXEC_DEFAULT).
/// Returns 0, or the errno value.
int archbench_pipe(int descriptors[2]);

/// fork(2): a copy of this process, in which only the calling thread runs. Returns the child's pid in the parent, 0 in
/// the child, -1 with errno on failure. Swift cannot call it on Darwin, whose module marks fork unavailable.
pid_t archbench_fork(void);

/// _exit(2): ends this process at once with `status`, running no exit handler and flushing no stream a fork copied.
void archbench_exit_now(int status) __attribute__((noreturn));

/// Replaces this process with `path` and `argv` (execv). Returns only on failure, with the errno value.
int archbench_exec(const char *path, char *const argv[]);

/// Turns address-space randomization off for the programs this process executes from now on (Linux: the
/// ADDR_NO_RANDOMIZE personality, which they inherit). Returns 1 when it turned it off, 0 when it was off already (this
/// process runs without it), -1 where it cannot be turned off (Darwin, or the kernel refused).
int archbench_disable_address_randomization(void);

/// The absolute path of the running executable, symbolic links resolved, into `buffer`. Returns 0, or -1 when it
/// cannot be known or does not fit. Linux: readlink("/proc/self/exe"). Darwin: _NSGetExecutablePath, then realpath
/// (dyld(3)).
int archbench_executable_path(char *buffer, size_t size);

/// The name of the CPU into `buffer` when the system tells it directly. Darwin: sysctlbyname
/// "machdep.cpu.brand_string" (sysctl(3)). Linux: returns -1 (the caller reads /proc/cpuinfo).
int archbench_cpu_brand(char *buffer, size_t size);

/// Asks the scheduler to run the calling thread as latency-critical work: on Darwin, user-interactive QoS
/// (pthread_set_qos_class_self_np), which keeps it on the performance cores of an Apple silicon Mac when they are
/// free. Returns true when the request was made; Linux has no such class (false).
bool archbench_prefer_performance_cores(void);

// MARK: Symbols and memory

/// The address of the global symbol `name` in this process (the executable and every loaded library), or NULL:
/// dlsym(RTLD_DEFAULT, name). glibc's RTLD_DEFAULT is a null handle; Darwin's is ((void *)-2).
void *archbench_symbol(const char *name);

/// The allocator's usable size of the live heap block that starts at `block`: malloc_usable_size (glibc),
/// malloc_size (Darwin, malloc_size(3)). 0 when it cannot be known.
size_t archbench_usable_size(const void *block);

/// Copies `length` bytes at `address` of this process into `destination` without faulting when they are not
/// mapped. Linux: process_vm_readv on its own pid (EFAULT instead of SIGSEGV). Darwin: mach_vm_read_overwrite on
/// mach_task_self() (KERN_INVALID_ADDRESS / KERN_PROTECTION_FAILURE instead of a fault). Returns true when every
/// byte was copied.
bool archbench_read_memory(void *destination, uintptr_t address, size_t length);

/// Whether `archbench_read_memory` can work here at all (process_vm_readv may be absent or forbidden).
bool archbench_can_read_memory(void);

/// Bytes and blocks in use by the allocator in this whole process, from its public statistics. Darwin:
/// malloc_zone_statistics(NULL, …) over every zone (malloc_zone_statistics in <malloc/malloc.h>): both.
/// glibc: mallinfo2's uordblks + hblkhd (bytes in use in the arenas and in mmapped blocks); blocks unknown (-1).
/// Returns false when the allocator offers no statistics (a sanitizer's allocator is not seen: ask Platform.sanitizer).
bool archbench_heap_in_use(int64_t *bytes, int64_t *blocks);

// MARK: Jobs of the Swift runtime's global executor (the main actor's tasks resumed by the scene rig)

/// Installs, once per process, a hook on the Swift concurrency runtime's global-executor enqueue
/// (`swift_task_enqueueGlobal_hook`, an exported variable of libswift_Concurrency, Linux and Darwin alike) that keeps the
/// jobs a thread enqueues while it captures (`archbench_job_capture_begin`) instead of handing them to the global
/// executor; every other enqueue goes on as before (through a hook installed earlier, if any). Returns false when the
/// runtime has no such hook.
bool archbench_job_capture_install(void);

/// Starts (nested: counts) capturing on the calling thread.
void archbench_job_capture_begin(void);

/// Ends one `archbench_job_capture_begin` on the calling thread. Jobs captured and not taken stay for the next take.
void archbench_job_capture_end(void);

/// The oldest job the calling thread captured and has not taken, or NULL when none is left.
void *archbench_job_capture_take(void);

#ifdef __cplusplus
}
#endif
