#include "RuntimeCounters.h"
int archbench_counters_placeholder(void) { return 0; }
