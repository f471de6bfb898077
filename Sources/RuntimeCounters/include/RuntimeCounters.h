// Swift runtime and malloc counters (interposed symbols). Placeholder until the counters land.
#pragma once
int archbench_counters_placeholder(void);
