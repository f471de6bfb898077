// What the callgrind pass returns: its measurements, in the shape every pass shares, and the ARC balance of each
// subject's lifecycle, which only it checks. A plain value.
import BenchResults

/// The callgrind pass's result: instructions and exact ARC counts per case (`measured`), and the lifecycle checks.
struct CallgrindPassResult {
    /// Instructions and exact retains, releases and objects per case, the problems, and how they were counted.
    var measured = PassResult()
    /// With `--exact-arc`: each subject's lifecycle balance (empty when none could be checked); nil without.
    var arcBalance: [ARCBalance]?

    /// Whether this result holds exact ARC counts (callgrind's call graph), which replace the interposed ones whole.
    var replacesInterposedARC: Bool { measured.mechanisms[PassResult.arcColumns] == ExactARCCounts.mechanism }
}
