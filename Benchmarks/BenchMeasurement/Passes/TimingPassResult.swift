// What the timing pass returns: its measurements, in the shape every pass shares, and its own record of how the timing
// went, which the run's metadata states. A plain value.

/// The timing pass's result: wall times per case (`measured`), and the record only this pass keeps.
struct TimingPassResult {
    /// Wall time per case, the cases whose batches misbehaved, and how timing was done here.
    var measured = PassResult()
    /// The harness's own cost: the median time per iteration of an empty operation in a prepared batch.
    var emptyOperationNanoseconds: Double?
    /// Rounds measured again because the process was descheduled.
    var remeasuredRounds = 0
    /// Timing processes given up at start for being slow, and replaced.
    var replacedProcesses = 0
}
