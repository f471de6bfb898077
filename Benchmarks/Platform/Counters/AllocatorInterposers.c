// AllocatorInterposers: malloc, calloc, realloc, free and the aligned allocators count into the thread-local
// counters and forward to glibc's own __libc_* entry points. Live sizes use malloc_usable_size on both sides.
#define _GNU_SOURCE
#include "CounterState.h"

#ifndef ARCHBENCH_NO_COUNTERS

#include <errno.h>
#include <malloc.h>

// glibc's own entry points: forwarding to them needs no dlsym, so there is no bootstrap recursion.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void __libc_free(void *block);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static inline void *recordAllocation(void *block, size_t requested) {
    if (__builtin_expect(archbench_counting, 0) && block != NULL) {
        archbench_counters[ARCHBENCH_COUNTER_ALLOCATIONS] += 1;
        archbench_counters[ARCHBENCH_COUNTER_BYTES_ALLOCATED] += (int64_t)requested;
        archbench_counters[ARCHBENCH_COUNTER_LIVE_BYTES] += (int64_t)malloc_usable_size(block);
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
    if (__builtin_expect(archbench_counting, 0) && block != NULL) recordFree(malloc_usable_size(block));
    __libc_free(block);
}

// A moving or resizing realloc counts as one allocation and one free, so live blocks stay unchanged.
ARCHBENCH_EXPORT void *realloc(void *old, size_t size) {
    if (__builtin_expect(!archbench_counting, 1)) return __libc_realloc(old, size);
    if (old == NULL) return recordAllocation(__libc_realloc(NULL, size), size);
    size_t oldUsable = malloc_usable_size(old);
    void *block = __libc_realloc(old, size);
    if (block != NULL) {
        recordFree(oldUsable);
        recordAllocation(block, size);
    } else if (size == 0) {
        recordFree(oldUsable);  // glibc frees the block and returns NULL
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
