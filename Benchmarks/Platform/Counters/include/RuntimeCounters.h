// RuntimeCounters: exact, per-thread counts of Swift retains, releases and object allocations, and of malloc
// traffic, by interposing the runtime's public entry points and glibc's allocator. Owns only its counters.
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Position of each counter in the array filled by `archbench_counters_read`.
/// Stable across versions: new counters are only ever appended.
enum archbench_counter {
    /// Calls of swift_retain, swift_bridgeObjectRetain and their _n / nonatomic forms on a non-null object
    /// (an _n call counts n).
    ARCHBENCH_COUNTER_RETAINS = 0,
    /// Calls of swift_release, swift_bridgeObjectRelease and their _n / nonatomic forms on a non-null object.
    ARCHBENCH_COUNTER_RELEASES = 1,
    /// Calls of swift_allocObject: heap objects created (class instances, closure contexts, boxes).
    ARCHBENCH_COUNTER_OBJECTS = 2,
    /// Blocks handed out by malloc, calloc, realloc and the aligned allocators.
    ARCHBENCH_COUNTER_ALLOCATIONS = 3,
    /// Blocks given back by free and realloc.
    ARCHBENCH_COUNTER_FREES = 4,
    /// Bytes requested from the allocator (the size argument, not the usable size).
    ARCHBENCH_COUNTER_BYTES_ALLOCATED = 5,
    /// Usable bytes allocated minus usable bytes freed while counting (negative when more was freed).
    ARCHBENCH_COUNTER_LIVE_BYTES = 6,
    /// Blocks allocated minus blocks freed while counting.
    ARCHBENCH_COUNTER_LIVE_BLOCKS = 7,
    /// The counters below are fed only under valgrind, by function wrappers (ValgrindWrappers.c) that see every
    /// call to the runtime's entry points, libswiftCore's calls to itself included, with their arguments.
    /// References added to a counted object by swift_retain, swift_retain_n and the nonatomic forms (the
    /// bridge-object forms forward to these): its strong count went up by n.
    ARCHBENCH_COUNTER_OBJECT_RETAINS = 8,
    /// References dropped from a counted object by swift_release, swift_release_n and the nonatomic forms.
    ARCHBENCH_COUNTER_OBJECT_RELEASES = 9,
    /// Strong references taken from weak or unowned ones (swift_weakLoadStrong, swift_weakTakeStrong,
    /// swift_unownedRetainStrong…) or by a swift_tryRetain that succeeded.
    ARCHBENCH_COUNTER_STRONG_LOADS = 10,
    /// swift_allocObject calls from any caller.
    ARCHBENCH_COUNTER_ALL_OBJECTS = 11,
    /// References passed to the retain functions by any caller, on anything: nil, a tagged value (a small
    /// string), an immortal object (a literal, an empty collection) or a counted object. An _n call counts n.
    ARCHBENCH_COUNTER_ALL_RETAINS = 12,
    /// References passed to the release functions by any caller, on anything.
    ARCHBENCH_COUNTER_ALL_RELEASES = 13,
    /// Number of counters.
    ARCHBENCH_COUNTER_COUNT = 14
};

/// Zeroes the calling thread's counters and starts counting on that thread.
void archbench_counters_begin(void);

/// Stops counting on the calling thread; the counters keep their values until the next begin.
void archbench_counters_end(void);

/// Copies up to `capacity` of the calling thread's counters into `values`, in `archbench_counter` order,
/// and returns how many counters exist (ARCHBENCH_COUNTER_COUNT).
size_t archbench_counters_read(int64_t *values, size_t capacity);

#ifdef __cplusplus
}
#endif
