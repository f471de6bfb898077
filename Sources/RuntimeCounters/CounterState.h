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

#define ARCHBENCH_EXPORT __attribute__((visibility("default")))
#define ARCHBENCH_HIDDEN __attribute__((visibility("hidden")))
// initial-exec: reading the counters must never call __tls_get_addr, which may itself allocate.
#define ARCHBENCH_THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))

/// Whether the calling thread counts; false until archbench_counters_begin.
extern ARCHBENCH_THREAD_LOCAL ARCHBENCH_HIDDEN bool archbench_counting;
/// The calling thread's counters, indexed by archbench_counter.
extern ARCHBENCH_THREAD_LOCAL ARCHBENCH_HIDDEN int64_t archbench_counters[ARCHBENCH_COUNTER_COUNT];

/// Adds `amount` to `counter` when the calling thread counts.
#define ARCHBENCH_COUNT(counter, amount)                                                       \
    do {                                                                                       \
        if (__builtin_expect(archbench_counting, 0)) archbench_counters[counter] += (int64_t)(amount); \
    } while (0)
