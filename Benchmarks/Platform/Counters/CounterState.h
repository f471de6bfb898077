// CounterState: the thread-local counters shared by the readers and the interposers. Internal to the target.
#pragma once

#include "RuntimeCounters.h"

#include <stdbool.h>

// A sanitizer brings its own allocator and interceptors, which these interposers would bypass (the process
// crashes). Such builds get no counters at all, so the readers are absent and counts read as "n/a".
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ARCHBENCH_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ARCHBENCH_SANITIZED 1
#endif
#endif

// The counters exist only where their interposers work: ELF symbol preemption by LD_PRELOAD (Linux), and no
// sanitizer. Elsewhere nothing is compiled, so the readers are absent and a report says "n/a", never 0: a Mach-O
// library defining swift_retain would not interpose (two-level namespace), and its readers would read zero.
#if defined(ARCHBENCH_SANITIZED) || !defined(__linux__)
#define ARCHBENCH_NO_COUNTERS 1
#endif

#define ARCHBENCH_EXPORT __attribute__((visibility("default")))
#define ARCHBENCH_HIDDEN __attribute__((visibility("hidden")))
// initial-exec: reading the counters must never call __tls_get_addr, which may itself allocate (an ELF notion).
#if defined(__linux__)
#define ARCHBENCH_THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))
#else
#define ARCHBENCH_THREAD_LOCAL __thread
#endif

/// Whether the calling thread counts; false until archbench_counters_begin.
extern ARCHBENCH_THREAD_LOCAL ARCHBENCH_HIDDEN bool archbench_counting;
/// The calling thread's counters, indexed by archbench_counter.
extern ARCHBENCH_THREAD_LOCAL ARCHBENCH_HIDDEN int64_t archbench_counters[ARCHBENCH_COUNTER_COUNT];

/// Adds `amount` to `counter` when the calling thread counts.
#define ARCHBENCH_COUNT(counter, amount)                                                       \
    do {                                                                                       \
        if (__builtin_expect(archbench_counting, 0)) archbench_counters[counter] += (int64_t)(amount); \
    } while (0)
