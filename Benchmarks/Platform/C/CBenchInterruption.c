// CBenchInterruption: the Linux and Darwin bodies of CBenchInterruption.h. The signal handler only writes one byte:
// everything else an interrupted run does happens in a thread of its own (BenchPlatform's Interruption).
#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CBenchInterruption.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <sys/proc.h>     // SZOMB
#include <sys/sysctl.h>   // sysctl, struct kinfo_proc
#elif defined(__linux__)
#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>    // PR_SET_CHILD_SUBREAPER
#endif

// MARK: Signals

// The descriptor the handler writes to. Set once, before any handler is installed, never changed afterwards.
static volatile sig_atomic_t forwardingDescriptor = -1;

static void archbench_forward_signal(int signal) {
    int savedErrno = errno;  // the interrupted code may be about to read errno
    unsigned char byte = (unsigned char)signal;
    if (forwardingDescriptor >= 0) (void)write(forwardingDescriptor, &byte, 1);
    errno = savedErrno;
}

int archbench_forward_signals(int descriptor, const int *signals, size_t count) {
    forwardingDescriptor = descriptor;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = archbench_forward_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < count; index++) {
        if (sigaction(signals[index], &action, NULL) != 0) return errno;
    }
    return 0;
}

_Noreturn void archbench_die_by_signal(int signal) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    (void)sigaction(signal, &action, NULL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    (void)pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    (void)raise(signal);
    _exit(128 + signal);  // only when the default action of `signal` does not end a process
}

// MARK: Children

int archbench_wait_without_reaping(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0) {
        if (errno != EINTR) return errno;
    }
    return 0;
}

bool archbench_has_ended(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno == ECHILD;
    return info.si_pid == pid;  // WNOHANG: si_pid stays 0 while the child runs
}

int archbench_signal_group(pid_t group, int signal) {
    return kill(-group, signal) == 0 ? 0 : errno;
}

// MARK: Orphans

bool archbench_adopt_orphans(void) {
#if defined(__linux__)
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0;
#else
    return false;
#endif
}

bool archbench_reap_ended_children(void) {
    while (true) {
        pid_t reaped = waitpid(-1, NULL, WNOHANG);
        if (reaped > 0) continue;
        if (reaped == 0) return true;  // children left, none of them ended
        if (errno != EINTR) return false;  // ECHILD: no child at all
    }
}

// MARK: Listing processes

/// Calls `visit` with the pid, parent and session of every process that is still running (zombies left out), and
/// returns 0, or -1 when the system cannot list them.
static int archbench_each_running_process(void (*visit)(pid_t pid, pid_t parent, pid_t session, void *context),
                                          void *context) {
#if defined(__linux__)
    DIR *proc = opendir("/proc");
    if (proc == NULL) return -1;
    struct dirent *entry;
    while ((entry = readdir(proc)) != NULL) {
        char *end = NULL;
        long pid = strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || pid <= 0) continue;
        char path[64];
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        int descriptor = open(path, O_RDONLY | O_CLOEXEC);
        if (descriptor < 0) continue;  // ended since readdir
        char text[1024];
        ssize_t length = read(descriptor, text, sizeof text - 1);
        close(descriptor);
        if (length <= 0) continue;
        text[length] = '\0';
        // "pid (comm) state ppid pgrp session …": comm may hold spaces and parentheses, so read after the last ')'.
        char *afterName = strrchr(text, ')');
        char state = 0;
        long parent = 0, group = 0, session = 0;
        if (afterName == NULL || sscanf(afterName + 1, " %c %ld %ld %ld", &state, &parent, &group, &session) != 4) continue;
        if (state == 'Z' || state == 'X') continue;
        visit((pid_t)pid, (pid_t)parent, (pid_t)session, context);
    }
    closedir(proc);
    return 0;
#elif defined(__APPLE__)
    int name[] = {CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0};
    size_t size = 0;
    if (sysctl(name, 3, NULL, &size, NULL, 0) != 0) return -1;
    size += size / 4 + sizeof(struct kinfo_proc) * 16;  // processes started between the two calls
    struct kinfo_proc *processes = malloc(size);
    if (processes == NULL) return -1;
    if (sysctl(name, 3, processes, &size, NULL, 0) != 0) {
        free(processes);
        return -1;
    }
    size_t count = size / sizeof(struct kinfo_proc);
    for (size_t index = 0; index < count; index++) {
        pid_t pid = processes[index].kp_proc.p_pid;
        if (pid <= 0 || processes[index].kp_proc.p_stat == SZOMB) continue;
        visit(pid, processes[index].kp_eproc.e_ppid, getsid(pid), context);
    }
    free(processes);
    return 0;
#else
    (void)visit;
    (void)context;
    return -1;
#endif
}

typedef struct {
    bool bySession;  // else by parent
    pid_t wanted;
    pid_t *pids;
    size_t capacity;
    int found;
} archbench_process_filter;

static void archbench_collect(pid_t pid, pid_t parent, pid_t session, void *context) {
    archbench_process_filter *filter = context;
    if ((filter->bySession ? session : parent) != filter->wanted) return;
    if ((size_t)filter->found < filter->capacity) filter->pids[filter->found] = pid;
    filter->found++;
}

int archbench_session_processes(pid_t session, pid_t *pids, size_t capacity) {
    archbench_process_filter filter = {true, session, pids, capacity, 0};
    return archbench_each_running_process(archbench_collect, &filter) == 0 ? filter.found : -1;
}

int archbench_child_processes(pid_t parent, pid_t *pids, size_t capacity) {
    archbench_process_filter filter = {false, parent, pids, capacity, 0};
    return archbench_each_running_process(archbench_collect, &filter) == 0 ? filter.found : -1;
}
