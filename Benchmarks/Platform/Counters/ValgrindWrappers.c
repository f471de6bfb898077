// ValgrindWrappers: under valgrind, wrappers of libswiftCore's retain, release, strong-load and allocation entry
// points see every call — libswiftCore's calls to itself included, which no interposer sees — with its arguments,
// and count which ones changed a counted object's strong count. Feeds the counters after LIVE_BLOCKS.
//
// Why: callgrind's call graph counts every call exactly but not what it did; calls on nil, small strings and
// immortal objects (string literals, empty collections) change no count, so only these wrappers can check that a
// scene's references balance. Valgrind redirects each call of the wrapped function to its wrapper (the
// _vgw00000ZU_<soname>_<function> name), which calls the original with CALL_FN_*. Outside valgrind the wrappers
// are ordinary, never-called functions. Built only where valgrind's header is installed (Linux).
#define _GNU_SOURCE
#include "CounterState.h"

#if !defined(ARCHBENCH_NO_COUNTERS) && defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#define ARCHBENCH_VALGRIND_WRAPPERS 1
#endif
#endif

#ifdef ARCHBENCH_VALGRIND_WRAPPERS
#include <dlfcn.h>
#include <valgrind/valgrind.h>

// swift_retainCount, found when first needed: the library is also preloaded into processes without Swift.
typedef size_t (*RetainCountFunction)(void *);
static RetainCountFunction retainCountFunction;

static size_t strongCount(void *object) {
    if (retainCountFunction == NULL) retainCountFunction = (RetainCountFunction)dlsym(RTLD_DEFAULT, "swift_retainCount");
    return retainCountFunction == NULL ? 0 : retainCountFunction(object);
}

// What the runtime itself treats as no object: nil, and tagged values (the sign bit set on 64-bit platforms).
static bool isObject(void *object) { return (intptr_t)object > 0; }

#define SONAME libswiftCoreZdso

// A retain changed a counted object when its strong count went up by n; an immortal object's does not move.
#define WRAP_RETAIN_N(function)                                                                          \
    ARCHBENCH_EXPORT void *I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *object, uintptr_t n) {          \
        OrigFn original;                                                                                 \
        void *result;                                                                                    \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        if (!__builtin_expect(archbench_counting, 0)) {                                                  \
            CALL_FN_W_WW(result, original, object, n);                                                   \
            return result;                                                                               \
        }                                                                                                \
        uint32_t count = (uint32_t)n;                                                                    \
        size_t before = isObject(object) ? strongCount(object) : 0;                                      \
        CALL_FN_W_WW(result, original, object, n);                                                       \
        archbench_counters[ARCHBENCH_COUNTER_ALL_RETAINS] += count;                                       \
        if (isObject(object) && strongCount(object) == before + count)                                   \
            archbench_counters[ARCHBENCH_COUNTER_OBJECT_RETAINS] += count;                                \
        return result;                                                                                   \
    }
#define WRAP_RETAIN(function)                                                                            \
    ARCHBENCH_EXPORT void *I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *object) {                       \
        OrigFn original;                                                                                 \
        void *result;                                                                                    \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        if (!__builtin_expect(archbench_counting, 0)) {                                                  \
            CALL_FN_W_W(result, original, object);                                                       \
            return result;                                                                               \
        }                                                                                                \
        size_t before = isObject(object) ? strongCount(object) : 0;                                      \
        CALL_FN_W_W(result, original, object);                                                           \
        archbench_counters[ARCHBENCH_COUNTER_ALL_RETAINS] += 1;                                           \
        if (isObject(object) && strongCount(object) == before + 1)                                       \
            archbench_counters[ARCHBENCH_COUNTER_OBJECT_RETAINS] += 1;                                    \
        return result;                                                                                   \
    }
// A release changed a counted object when it dropped the last n references (the object is freed, so its count
// is read before) or its strong count went down by n.
#define WRAP_RELEASE_N(function)                                                                         \
    ARCHBENCH_EXPORT void I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *object, uintptr_t n) {           \
        OrigFn original;                                                                                 \
        uintptr_t ignored;                                                                               \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        if (!__builtin_expect(archbench_counting, 0)) {                                                  \
            CALL_FN_W_WW(ignored, original, object, n);                                                  \
            return;                                                                                      \
        }                                                                                                \
        uint32_t count = (uint32_t)n;                                                                    \
        size_t before = isObject(object) ? strongCount(object) : 0;                                      \
        archbench_counters[ARCHBENCH_COUNTER_ALL_RELEASES] += count;                                      \
        if (isObject(object) && before == count) archbench_counters[ARCHBENCH_COUNTER_OBJECT_RELEASES] += count; \
        CALL_FN_W_WW(ignored, original, object, n);                                                      \
        if (isObject(object) && before > count && strongCount(object) + count == before)                 \
            archbench_counters[ARCHBENCH_COUNTER_OBJECT_RELEASES] += count;                               \
    }
#define WRAP_RELEASE(function)                                                                           \
    ARCHBENCH_EXPORT void I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *object) {                        \
        OrigFn original;                                                                                 \
        uintptr_t ignored;                                                                               \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        if (!__builtin_expect(archbench_counting, 0)) {                                                  \
            CALL_FN_W_W(ignored, original, object);                                                      \
            return;                                                                                      \
        }                                                                                                \
        size_t before = isObject(object) ? strongCount(object) : 0;                                      \
        archbench_counters[ARCHBENCH_COUNTER_ALL_RELEASES] += 1;                                          \
        if (isObject(object) && before == 1) archbench_counters[ARCHBENCH_COUNTER_OBJECT_RELEASES] += 1;  \
        CALL_FN_W_W(ignored, original, object);                                                          \
        if (isObject(object) && before > 1 && strongCount(object) + 1 == before)                         \
            archbench_counters[ARCHBENCH_COUNTER_OBJECT_RELEASES] += 1;                                   \
    }
// A strong reference taken from a weak or unowned one: counted when an object was found.
#define WRAP_STRONG_LOAD(function)                                                                       \
    ARCHBENCH_EXPORT void *I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *reference) {                    \
        OrigFn original;                                                                                 \
        void *result;                                                                                    \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        CALL_FN_W_W(result, original, reference);                                                        \
        if (result != NULL) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_STRONG_LOADS, 1);                          \
        return result;                                                                                   \
    }

WRAP_RETAIN(swift_retain)
WRAP_RETAIN_N(swift_retain_n)
WRAP_RETAIN(swift_nonatomic_retain)
WRAP_RETAIN_N(swift_nonatomic_retain_n)
WRAP_RELEASE(swift_release)
WRAP_RELEASE_N(swift_release_n)
WRAP_RELEASE(swift_nonatomic_release)
WRAP_RELEASE_N(swift_nonatomic_release_n)
WRAP_STRONG_LOAD(swift_weakLoadStrong)
WRAP_STRONG_LOAD(swift_weakTakeStrong)

// swift_unownedRetainStrong(AndRelease) always yields a strong reference (a dead object traps instead).
#define WRAP_UNOWNED_TO_STRONG(function)                                                                 \
    ARCHBENCH_EXPORT void I_WRAP_SONAME_FNNAME_ZU(SONAME, function)(void *object) {                        \
        OrigFn original;                                                                                 \
        uintptr_t ignored;                                                                               \
        VALGRIND_GET_ORIG_FN(original);                                                                  \
        CALL_FN_W_W(ignored, original, object);                                                          \
        if (isObject(object)) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_STRONG_LOADS, 1);                        \
    }
WRAP_UNOWNED_TO_STRONG(swift_unownedRetainStrong)
WRAP_UNOWNED_TO_STRONG(swift_unownedRetainStrongAndRelease)
WRAP_UNOWNED_TO_STRONG(swift_nonatomic_unownedRetainStrong)
WRAP_UNOWNED_TO_STRONG(swift_nonatomic_unownedRetainStrongAndRelease)

// swift_tryRetain returns whether it took a reference (false once the object is deiniting).
ARCHBENCH_EXPORT bool I_WRAP_SONAME_FNNAME_ZU(SONAME, swift_tryRetain)(void *object) {
    OrigFn original;
    uintptr_t result;
    VALGRIND_GET_ORIG_FN(original);
    CALL_FN_W_W(result, original, object);
    if (result & 1) ARCHBENCH_COUNT(ARCHBENCH_COUNTER_STRONG_LOADS, 1);
    return (result & 1) != 0;
}

ARCHBENCH_EXPORT void *I_WRAP_SONAME_FNNAME_ZU(SONAME, swift_allocObject)(void *metadata, size_t size, size_t alignMask) {
    OrigFn original;
    void *result;
    VALGRIND_GET_ORIG_FN(original);
    CALL_FN_W_WWW(result, original, metadata, size, alignMask);
    ARCHBENCH_COUNT(ARCHBENCH_COUNTER_ALL_OBJECTS, 1);
    return result;
}

#endif  // ARCHBENCH_VALGRIND_WRAPPERS
