// CBenchPlatform: the Linux and Darwin bodies of the platform layer's C operations (see CBenchPlatform.h).
// Each function is the same POSIX text on both systems where POSIX suffices; the rest is split by #if.
#if defined(__linux__)
#define _GNU_SOURCE  // pipe2, process_vm_readv, RTLD_DEFAULT
#endif

#include "CBenchPlatform.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>      // _NSGetExecutablePath
#include <mach/mach.h>        // mach_task_self
#include <mach/mach_vm.h>     // mach_vm_read_overwrite
#include <malloc/malloc.h>    // malloc_size, malloc_zone_statistics
#include <pthread/qos.h>      // pthread_set_qos_class_self_np, QOS_CLASS_USER_INTERACTIVE
#include <sys/sysctl.h>       // sysctlbyname
#elif defined(__linux__)
#include <malloc.h>           // malloc_usable_size, mallinfo2
#include <sys/personality.h>  // personality, ADDR_NO_RANDOMIZE
#include <sys/uio.h>          // process_vm_readv
#endif

// MARK: Child processes

/// Gives the child its standard stream `stream`: `target` dup2'd onto it, or this process's own `stream` when `target`
/// is -1. Linux inherits every descriptor not marked close-on-exec, as POSIX says, so keeping `stream` needs no action
/// there. Darwin spawns with POSIX_SPAWN_CLOEXEC_DEFAULT (see archbench_spawn), which closes every descriptor no file
/// action names: a kept stream is named with posix_spawn_file_actions_addinherit_np, which keeps it even when it is
/// flagged close-on-exec; so is a `target` that is `stream` itself (whether a dup2 action onto itself clears that flag
/// has differed between systems).
/// Darwin declarations (<spawn.h>, posix_spawn_file_actions_addclose(3) on macOS, which documents the _np call):
///   int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *, int, int);
///   int posix_spawn_file_actions_addinherit_np(posix_spawn_file_actions_t *, int);
static int give_stream(posix_spawn_file_actions_t *actions, int target, int stream) {
#if defined(__APPLE__)
    if (target >= 0 && target != stream) return posix_spawn_file_actions_adddup2(actions, target, stream);
    return posix_spawn_file_actions_addinherit_np(actions, stream);
#else
    return target >= 0 ? posix_spawn_file_actions_adddup2(actions, target, stream) : 0;
#endif
}

int archbench_spawn(pid_t *pid, const char *path, bool search_path, char *const argv[], char *const envp[],
                    int stdout_target, int stderr_target, int grouping, const char *directory) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int result = posix_spawn_file_actions_init(&actions);
    if (result != 0) return result;
    result = posix_spawnattr_init(&attributes);
    if (result != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return result;
    }
    // The child starts with no signal blocked or ignored, whatever this process (a test runner, say) did with them.
    // SIGKILL and SIGSTOP cannot be changed, so they are left out of the set.
    sigset_t noSignals, everySignal;
    sigemptyset(&noSignals);
    sigfillset(&everySignal);
    sigdelset(&everySignal, SIGKILL);
    sigdelset(&everySignal, SIGSTOP);
    short flags = (short)(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
#if defined(__APPLE__)
    // The child gets only the descriptors the file actions name (0, 1, 2), however the others are flagged. Darwin has
    // no pipe2: archbench_pipe sets close-on-exec with fcntl after pipe, and a child spawned by another thread in that
    // window would otherwise inherit a pipe end and hold it open, so the reader would wait for its end-of-file.
    // posix_spawnattr_setflags(3) on macOS: "If this bit is set, then only file descriptors explicitly described by
    // the file_actions argument are available in the spawned process; all of the other file descriptors are
    // automatically closed in the spawned process." (<spawn.h>: #define POSIX_SPAWN_CLOEXEC_DEFAULT 0x4000)
    flags = (short)(flags | POSIX_SPAWN_CLOEXEC_DEFAULT);
#endif
    result = posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (result == 0) result = give_stream(&actions, stdout_target, STDOUT_FILENO);
    if (result == 0) result = give_stream(&actions, stderr_target, STDERR_FILENO);
    // glibc 2.29 and macOS 10.15 have the _np call; the POSIX 2024 name without _np is newer than both floors.
    if (result == 0 && directory != NULL) result = posix_spawn_file_actions_addchdir_np(&actions, directory);
    if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &noSignals);
    if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &everySignal);
    if (grouping == ARCHBENCH_OWN_PROCESS_GROUP) {
        flags = (short)(flags | POSIX_SPAWN_SETPGROUP);
        if (result == 0) result = posix_spawnattr_setpgroup(&attributes, 0);  // 0: a group led by the child
    } else if (grouping == ARCHBENCH_OWN_SESSION) {
#if defined(POSIX_SPAWN_SETSID)
        flags = (short)(flags | POSIX_SPAWN_SETSID);
#else
        if (result == 0) result = ENOTSUP;
#endif
    }
    if (result == 0) result = posix_spawnattr_setflags(&attributes, flags);
    if (result == 0) {
        result = search_path ? posix_spawnp(pid, path, &actions, &attributes, argv, envp)
                             : posix_spawn(pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return result;
}

int archbench_wait(pid_t pid, int *exit_status, int *signal) {
    int status = 0;
    while (waitpid(pid, &status, 0) == -1) {
        if (errno != EINTR) return errno;
    }
    // WIFEXITED and friends are macros, which Swift cannot import: this is why waiting lives in C.
    *exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    *signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return 0;
}

int archbench_pipe(int descriptors[2]) {
#if defined(__linux__)
    return pipe2(descriptors, O_CLOEXEC) == 0 ? 0 : errno;
#else
    if (pipe(descriptors) != 0) return errno;
    // Not atomic: a child spawned by another thread between pipe and fcntl inherits both ends. archbench_spawn's
    // children cannot (POSIX_SPAWN_CLOEXEC_DEFAULT); a child started another way (Foundation's Process) could.
    for (int index = 0; index < 2; index++) (void)fcntl(descriptors[index], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

pid_t archbench_fork(void) {
    return fork();
}

void archbench_exit_now(int status) {
    _exit(status);
}

int archbench_exec(const char *path, char *const argv[]) {
    execv(path, argv);
    return errno;
}

int archbench_disable_address_randomization(void) {
#if defined(__linux__)
    int current = personality(0xffffffff);
    if (current == -1) return -1;
    if (current & ADDR_NO_RANDOMIZE) return 0;
    return personality((unsigned long)current | ADDR_NO_RANDOMIZE) == -1 ? -1 : 1;
#else
    return -1;
#endif
}

int archbench_executable_path(char *buffer, size_t size) {
    if (buffer == NULL || size == 0) return -1;
#if defined(__APPLE__)
    char raw[PATH_MAX];
    uint32_t rawSize = sizeof raw;
    if (_NSGetExecutablePath(raw, &rawSize) != 0) return -1;
    char resolved[PATH_MAX];
    if (realpath(raw, resolved) == NULL) return -1;
    size_t length = strlen(resolved);
    if (length + 1 > size) return -1;
    memcpy(buffer, resolved, length + 1);
    return 0;
#elif defined(__linux__)
    ssize_t length = readlink("/proc/self/exe", buffer, size - 1);
    if (length < 0 || (size_t)length >= size - 1) return -1;
    buffer[length] = '\0';
    return 0;
#else
    return -1;
#endif
}

int archbench_cpu_brand(char *buffer, size_t size) {
#if defined(__APPLE__)
    size_t length = size;
    if (buffer == NULL || sysctlbyname("machdep.cpu.brand_string", buffer, &length, NULL, 0) != 0) return -1;
    buffer[size - 1] = '\0';
    return 0;
#else
    (void)buffer;
    (void)size;
    return -1;
#endif
}

bool archbench_prefer_performance_cores(void) {
#if defined(__APPLE__)
    return pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE, 0) == 0;
#else
    return false;
#endif
}

// MARK: Symbols and memory

void *archbench_symbol(const char *name) {
    return dlsym(RTLD_DEFAULT, name);
}

size_t archbench_usable_size(const void *block) {
    if (block == NULL) return 0;
#if defined(__APPLE__)
    return malloc_size(block);
#elif defined(__linux__)
    return malloc_usable_size((void *)block);
#else
    return 0;
#endif
}

bool archbench_read_memory(void *destination, uintptr_t address, size_t length) {
    if (destination == NULL || address == 0 || length == 0) return false;
#if defined(__APPLE__)
    mach_vm_size_t copied = 0;
    kern_return_t result = mach_vm_read_overwrite(mach_task_self(), (mach_vm_address_t)address, (mach_vm_size_t)length,
                                                  (mach_vm_address_t)(uintptr_t)destination, &copied);
    return result == KERN_SUCCESS && copied == length;
#elif defined(__linux__)
    struct iovec local = {.iov_base = destination, .iov_len = length};
    struct iovec remote = {.iov_base = (void *)address, .iov_len = length};
    return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)length;
#else
    return false;
#endif
}

bool archbench_can_read_memory(void) {
    volatile uint64_t probe = 0x0123456789abcdefu;
    uint64_t copy = 0;
    return archbench_read_memory(&copy, (uintptr_t)&probe, sizeof copy) && copy == probe;
}

bool archbench_heap_in_use(int64_t *bytes, int64_t *blocks) {
#if defined(__APPLE__)
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);  // NULL: the sum over every zone
    *bytes = (int64_t)statistics.size_in_use;
    *blocks = (int64_t)statistics.blocks_in_use;
    return true;
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    *bytes = (int64_t)(info.uordblks + info.hblkhd);
    *blocks = -1;
    return true;
#else
    (void)bytes;
    (void)blocks;
    return false;
#endif
}

// MARK: Jobs of the Swift runtime's global executor

// The runtime calls the hook with the Swift calling convention: `void hook(Job *, void (*original)(Job *))`.
typedef void (__attribute__((swiftcall)) *ArchbenchEnqueueOriginal)(void *job);
typedef void (__attribute__((swiftcall)) *ArchbenchEnqueueHook)(void *job, ArchbenchEnqueueOriginal original);

static ArchbenchEnqueueHook archbenchPreviousEnqueueHook;
static _Thread_local int archbenchCaptureDepth;
static _Thread_local void **archbenchCaptured;
static _Thread_local size_t archbenchCapturedHead, archbenchCapturedCount, archbenchCapturedCapacity;

static void __attribute__((swiftcall)) archbench_capture_hook(void *job, ArchbenchEnqueueOriginal original) {
    if (archbenchCaptureDepth > 0) {
        if (archbenchCapturedCount == archbenchCapturedCapacity) {
            size_t capacity = archbenchCapturedCapacity ? archbenchCapturedCapacity * 2 : 16;
            void **grown = realloc(archbenchCaptured, capacity * sizeof(void *));
            if (grown != NULL) {
                archbenchCaptured = grown;
                archbenchCapturedCapacity = capacity;
            }
        }
        if (archbenchCapturedCount < archbenchCapturedCapacity) {
            archbenchCaptured[archbenchCapturedCount++] = job;
            return;
        }
    }
    // Acquire pairs with the install's release: a worker thread may call this hook the moment it is published.
    ArchbenchEnqueueHook previous = __atomic_load_n(&archbenchPreviousEnqueueHook, __ATOMIC_ACQUIRE);
    if (previous != NULL) previous(job, original);
    else original(job);
}

bool archbench_job_capture_install(void) {
    static int installed;
    if (installed) return true;
    ArchbenchEnqueueHook *hook = (ArchbenchEnqueueHook *)dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
    if (hook == NULL) return false;
    // The previous hook is stored before this one is published, both with release: the runtime's threads read the
    // hook variable without a lock (the thread sanitizer saw the plain stores race with the hook's read).
    __atomic_store_n(&archbenchPreviousEnqueueHook, __atomic_load_n(hook, __ATOMIC_ACQUIRE), __ATOMIC_RELEASE);
    __atomic_store_n(hook, archbench_capture_hook, __ATOMIC_RELEASE);
    installed = 1;
    return true;
}

void archbench_job_capture_begin(void) { archbenchCaptureDepth += 1; }

void archbench_job_capture_end(void) {
    if (archbenchCaptureDepth > 0) archbenchCaptureDepth -= 1;
}

void *archbench_job_capture_take(void) {
    if (archbenchCapturedHead == archbenchCapturedCount) return NULL;
    void *job = archbenchCaptured[archbenchCapturedHead++];
    if (archbenchCapturedHead == archbenchCapturedCount) archbenchCapturedHead = archbenchCapturedCount = 0;
    return job;
}
