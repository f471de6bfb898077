// SwiftRuntimeInterposers: swift_retain/release/allocObject (with their _n, nonatomic and bridgeObject forms)
// count into the thread-local counters and forward to the real runtime entry points, found with RTLD_NEXT.
//
// Why interposition of the public symbols: overriding the runtime's private hook pointers (_swift_retain, ...)
// crashes on Swift 6.3.1. Calls the standard library makes to its own runtime entry points bind inside
// libswiftCore and are not seen here; the allocator counters see those allocations.
#define _GNU_SOURCE
#include "CounterState.h"

#ifndef ARCHBENCH_NO_COUNTERS

#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

// The real entry point is found once with RTLD_NEXT (the next object in search order, libswiftCore),
// eagerly in a constructor and lazily if a call arrives before it ran. Racing resolutions store the same value.
static void *resolve(void **slot, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_RELAXED);
    if (__builtin_expect(function != NULL, 1)) return function;
    function = dlsym(RTLD_NEXT, name);
    if (function == NULL) {
        static const char message[] = "RuntimeCounters: cannot find the Swift runtime's entry point\n";
        (void)!write(STDERR_FILENO, message, sizeof message - 1);
        abort();
    }
    __atomic_store_n(slot, function, __ATOMIC_RELAXED);
    return function;
}

#define REAL(name) static void *real_##name;
#define CALL_REAL(type, name) ((type)resolve(&real_##name, #name))

typedef void *(*RetainFunction)(void *);
typedef void (*ReleaseFunction)(void *);
typedef void *(*RetainNFunction)(void *, uint32_t);
typedef void (*ReleaseNFunction)(void *, uint32_t);
typedef void *(*AllocObjectFunction)(const void *, size_t, size_t);

#define INTERPOSE_RETAIN(name)                                                                  \
    REAL(name)                                                                                  \
    ARCHBENCH_EXPORT void *name(void *object) {                                                 \
        if (object != NULL) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_RETAINS, 1);                      \
        return CALL_REAL(RetainFunction, name)(object);                                         \
    }
#define INTERPOSE_RELEASE(name)                                                                 \
    REAL(name)                                                                                  \
    ARCHBENCH_EXPORT void name(void *object) {                                                  \
        if (object != NULL) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_RELEASES, 1);                     \
        CALL_REAL(ReleaseFunction, name)(object);                                               \
    }
#define INTERPOSE_RETAIN_N(name)                                                                \
    REAL(name)                                                                                  \
    ARCHBENCH_EXPORT void *name(void *object, uint32_t n) {                                     \
        if (object != NULL) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_RETAINS, n);                      \
        return CALL_REAL(RetainNFunction, name)(object, n);                                     \
    }
#define INTERPOSE_RELEASE_N(name)                                                               \
    REAL(name)                                                                                  \
    ARCHBENCH_EXPORT void name(void *object, uint32_t n) {                                      \
        if (object != NULL) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_RELEASES, n);                     \
        CALL_REAL(ReleaseNFunction, name)(object, n);                                           \
    }

INTERPOSE_RETAIN(swift_retain)
INTERPOSE_RELEASE(swift_release)
INTERPOSE_RETAIN_N(swift_retain_n)
INTERPOSE_RELEASE_N(swift_release_n)
INTERPOSE_RETAIN(swift_nonatomic_retain)
INTERPOSE_RELEASE(swift_nonatomic_release)
INTERPOSE_RETAIN_N(swift_nonatomic_retain_n)
INTERPOSE_RELEASE_N(swift_nonatomic_release_n)
INTERPOSE_RETAIN(swift_bridgeObjectRetain)
INTERPOSE_RELEASE(swift_bridgeObjectRelease)
INTERPOSE_RETAIN_N(swift_bridgeObjectRetain_n)
INTERPOSE_RELEASE_N(swift_bridgeObjectRelease_n)
INTERPOSE_RETAIN(swift_nonatomic_bridgeObjectRetain)
INTERPOSE_RELEASE(swift_nonatomic_bridgeObjectRelease)
INTERPOSE_RETAIN_N(swift_nonatomic_bridgeObjectRetain_n)
INTERPOSE_RELEASE_N(swift_nonatomic_bridgeObjectRelease_n)

REAL(swift_allocObject)
ARCHBENCH_EXPORT void *swift_allocObject(const void *metadata, size_t size, size_t alignMask) {
    ARCHBENCH_COUNT(ARCHBENCH_COUNTER_OBJECTS, 1);
    return CALL_REAL(AllocObjectFunction, swift_allocObject)(metadata, size, alignMask);
}

__attribute__((constructor)) static void resolveRuntimeEntryPoints(void) {
    // Only when the Swift runtime is loaded: a preloaded C child process has none and never calls these.
    if (dlsym(RTLD_NEXT, "swift_retain") == NULL) return;
    (void)resolve(&real_swift_retain, "swift_retain");
    (void)resolve(&real_swift_release, "swift_release");
    (void)resolve(&real_swift_allocObject, "swift_allocObject");
}

#endif  // ARCHBENCH_NO_COUNTERS
