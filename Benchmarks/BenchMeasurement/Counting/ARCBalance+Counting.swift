// ARCBalance made from what the counting measured: callgrind's call graph and the valgrind wrappers' snapshot of one
// scene lifecycle. Pure.
import BenchResults

extension ARCBalance {
    /// Combines the call graph's counts of a lifecycle with the wrappers' counts of the same lifecycle.
    ///
    /// ```swift
    /// let check = ARCBalance(subject: "floor", callGraph: counts, wrapped: snapshot)
    /// print(check.line)   // floor: 436 retains + 13 strong loads + 141 objects − 590 releases = 0 ✓ …
    /// ```
    public init(subject: String, callGraph: ExactARCCounts, wrapped: CounterSnapshot) {
        self.init(
            subject: subject, retains: callGraph.retains, releases: callGraph.releases, objects: callGraph.objects,
            tasks: callGraph.tasks, objectRetains: wrapped[.objectRetains], objectReleases: wrapped[.objectReleases],
            strongLoads: wrapped[.strongLoads], wrappedRetains: wrapped[.allRetains],
            wrappedReleases: wrapped[.allReleases], wrappedObjects: wrapped[.allObjects])
    }
}
