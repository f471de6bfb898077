// RuntimeCounters: the thread-local counters and their exported readers (begin, end, read), found by
// BenchMeasurement with dlsym at run time. The interposers that feed them live in the *Interposers.c files.
#include "CounterState.h"

#ifndef ARCHBENCH_NO_COUNTERS

ARCHBENCH_THREAD_LOCAL bool archbench_counting;
ARCHBENCH_THREAD_LOCAL int64_t archbench_counters[ARCHBENCH_COUNTER_COUNT];

ARCHBENCH_EXPORT void archbench_counters_begin(void) {
    for (int index = 0; index < ARCHBENCH_COUNTER_COUNT; index++) archbench_counters[index] = 0;
    archbench_counting = true;
}

ARCHBENCH_EXPORT void archbench_counters_end(void) {
    archbench_counting = false;
}

ARCHBENCH_EXPORT size_t archbench_counters_read(int64_t *values, size_t capacity) {
    for (size_t index = 0; index < capacity && index < ARCHBENCH_COUNTER_COUNT; index++) values[index] = archbench_counters[index];
    return ARCHBENCH_COUNTER_COUNT;
}

#endif  // ARCHBENCH_NO_COUNTERS
