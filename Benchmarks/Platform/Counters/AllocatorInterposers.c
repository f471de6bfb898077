// AllocatorInterposers: malloc, calloc, realloc, free and the aligned allocators count into the thread-local
// counters and forward to glibc's own __libc_* entry points; blocks allocated while counting report canonical usable
// sizes (malloc_usable_size is interposed too), so counts do not depend on the heap's history. Owns the table of them.
#define _GNU_SOURCE
#include "CounterState.h"

#ifndef ARCHBENCH_NO_COUNTERS

#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stdint.h>

// glibc's own entry points: forwarding to them needs no dlsym, so there is no bootstrap recursion.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void __libc_free(void *block);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Canonical usable sizes. glibc hands out a free chunk up to 16 bytes larger than a fresh one when the remainder would
// be too small to split, so the usable size of a block depends on what the heap held before: a harness change before the
// measurement moved a 100-row scene's count by one allocation (Swift sizes array growth by malloc_usable_size) and its
// live bytes by 16-48. Every block allocated while counting is therefore recorded with its requested size, and its
// usable size is reported as that of a fresh chunk (never more than the real one), to Swift and to the counters alike.
// Measured: the same counts whatever the environment's size or the code that ran before the measurement.
enum { TRACKED_BITS = 18, TRACKED_CAPACITY = 1 << TRACKED_BITS };  // 4 MiB of entries, far above any case's live blocks
typedef struct { void *block; size_t requested; } TrackedBlock;
static TrackedBlock tracked[TRACKED_CAPACITY];
static volatile int trackedCount;
static volatile char trackedLock;

static size_t (*realUsableSize)(void *);

static size_t glibcUsableSize(void *block) {
    if (realUsableSize == NULL) realUsableSize = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
    return realUsableSize == NULL ? 0 : realUsableSize(block);
}

/// The usable size of a fresh glibc chunk for `requested` bytes: the chunk is requested + 8 rounded up to 16, at least
/// 32, and 8 of it is the chunk header.
static inline size_t canonicalUsableSize(size_t requested) {
    size_t chunk = (requested + 8 + 15) & ~(size_t)15;
    return (chunk < 32 ? 32 : chunk) - 8;
}

static inline size_t slotOf(void *block) { return ((uintptr_t)block >> 4) * 0x9E3779B97F4A7C15u >> (64 - TRACKED_BITS); }

static void lockTracked(void) { while (__atomic_test_and_set(&trackedLock, __ATOMIC_ACQUIRE)) {} }
static void unlockTracked(void) { __atomic_clear(&trackedLock, __ATOMIC_RELEASE); }

/// Records `block` with its requested size; false when the table is full (the block then keeps glibc's size).
static bool track(void *block, size_t requested) {
    lockTracked();
    bool stored = trackedCount < TRACKED_CAPACITY * 3 / 4;
    if (stored) {
        size_t slot = slotOf(block);
        while (tracked[slot].block != NULL && tracked[slot].block != block) slot = (slot + 1) & (TRACKED_CAPACITY - 1);
        if (tracked[slot].block == NULL) __atomic_add_fetch(&trackedCount, 1, __ATOMIC_RELAXED);
        tracked[slot] = (TrackedBlock){block, requested};
    }
    unlockTracked();
    return stored;
}

/// The requested size `block` was recorded with, removing it when `remove`; SIZE_MAX when it is not recorded.
static size_t lookUp(void *block, bool remove) {
    if (__atomic_load_n(&trackedCount, __ATOMIC_RELAXED) == 0 || block == NULL) return SIZE_MAX;
    lockTracked();
    size_t slot = slotOf(block), requested = SIZE_MAX;
    while (tracked[slot].block != NULL && tracked[slot].block != block) slot = (slot + 1) & (TRACKED_CAPACITY - 1);
    if (tracked[slot].block == block) {
        requested = tracked[slot].requested;
        if (remove) {
            // Backward-shift deletion keeps every other entry reachable from its home slot.
            size_t hole = slot, next = (slot + 1) & (TRACKED_CAPACITY - 1);
            while (tracked[next].block != NULL) {
                size_t home = slotOf(tracked[next].block);
                if (((next - home) & (TRACKED_CAPACITY - 1)) >= ((next - hole) & (TRACKED_CAPACITY - 1))) {
                    tracked[hole] = tracked[next];
                    hole = next;
                }
                next = (next + 1) & (TRACKED_CAPACITY - 1);
            }
            tracked[hole] = (TrackedBlock){NULL, 0};
            __atomic_sub_fetch(&trackedCount, 1, __ATOMIC_RELAXED);
        }
    }
    unlockTracked();
    return requested;
}

/// The usable size callers are told: a recorded block's canonical size, else glibc's.
static size_t usableSize(void *block, bool forget) {
    size_t requested = lookUp(block, forget);
    return requested == SIZE_MAX ? glibcUsableSize(block) : canonicalUsableSize(requested);
}

ARCHBENCH_EXPORT size_t malloc_usable_size(void *block) {
    return block == NULL ? 0 : usableSize(block, false);
}

static inline void *recordAllocation(void *block, size_t requested) {
    if (__builtin_expect(archbench_counting, 0) && block != NULL) {
        size_t usable = track(block, requested) ? canonicalUsableSize(requested) : glibcUsableSize(block);
        archbench_counters[ARCHBENCH_COUNTER_ALLOCATIONS] += 1;
        archbench_counters[ARCHBENCH_COUNTER_BYTES_ALLOCATED] += (int64_t)requested;
        archbench_counters[ARCHBENCH_COUNTER_LIVE_BYTES] += (int64_t)usable;
        archbench_counters[ARCHBENCH_COUNTER_LIVE_BLOCKS] += 1;
    }
    return block;
}

static inline void recordFree(size_t usable) {
    archbench_counters[ARCHBENCH_COUNTER_FREES] += 1;
    archbench_counters[ARCHBENCH_COUNTER_LIVE_BYTES] -= (int64_t)usable;
    archbench_counters[ARCHBENCH_COUNTER_LIVE_BLOCKS] -= 1;
}

ARCHBENCH_EXPORT void *malloc(size_t size) {
    return recordAllocation(__libc_malloc(size), size);
}

ARCHBENCH_EXPORT void *calloc(size_t count, size_t size) {
    // On overflow glibc returns NULL and nothing is recorded, so the wrapped product is never used.
    return recordAllocation(__libc_calloc(count, size), count * size);
}

ARCHBENCH_EXPORT void free(void *block) {
    size_t usable = usableSize(block, true);   // forgets a recorded block, whichever thread frees it
    if (__builtin_expect(archbench_counting, 0) && block != NULL) recordFree(usable);
    __libc_free(block);
}

// A moving or resizing realloc counts as one allocation and one free, so live blocks stay unchanged. A recorded block
// stays recorded at its new size, counting or not, so Swift keeps being told canonical sizes for it.
ARCHBENCH_EXPORT void *realloc(void *old, size_t size) {
    size_t oldRequested = lookUp(old, false);
    if (__builtin_expect(!archbench_counting, 1) && oldRequested == SIZE_MAX) return __libc_realloc(old, size);
    if (old == NULL) return recordAllocation(__libc_realloc(NULL, size), size);
    size_t oldUsable = usableSize(old, true);
    void *block = __libc_realloc(old, size);
    if (block == NULL) {
        if (size != 0) (void)track(old, oldRequested == SIZE_MAX ? glibcUsableSize(old) : oldRequested);
        else if (archbench_counting) recordFree(oldUsable);  // glibc frees the block and returns NULL
        return NULL;
    }
    if (archbench_counting) {
        recordFree(oldUsable);
        recordAllocation(block, size);
    } else {
        (void)track(block, size);
    }
    return block;
}

ARCHBENCH_EXPORT void *reallocarray(void *old, size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(old, total);
}

ARCHBENCH_EXPORT void *memalign(size_t alignment, size_t size) {
    return recordAllocation(__libc_memalign(alignment, size), size);
}

ARCHBENCH_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    return recordAllocation(__libc_memalign(alignment, size), size);
}

ARCHBENCH_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = __libc_memalign(alignment, size);
    if (block == NULL) return ENOMEM;
    *result = recordAllocation(block, size);
    return 0;
}

ARCHBENCH_EXPORT void *valloc(size_t size) {
    return recordAllocation(__libc_valloc(size), size);
}

ARCHBENCH_EXPORT void *pvalloc(size_t size) {
    return recordAllocation(__libc_pvalloc(size), size);
}

#endif  // ARCHBENCH_NO_COUNTERS
