// Shared test helper: shrinks a failing script to a shortest one that still fails (delta debugging).
// Stateless; holds nothing but the steps it is shrinking.

/// Zeller's delta debugging (ddmin) over a list of steps.
///
/// Removes halves, then quarters, and so on down to single steps, keeping every removal after which the
/// script still fails. The result is 1-minimal: removing any one of its steps makes the failure go away.
///
/// ```swift
/// let shortest = ScriptShrinker.shortest(script.steps) { steps in
///     runner.firstFailure(of: script.replacingSteps(steps)) != nil
/// }
/// ```
public enum ScriptShrinker {
    /// A shortest sublist of `steps` (order kept) for which `stillFails` holds. `stillFails(steps)` is
    /// assumed true; it is called once per candidate, so keep it deterministic.
    public static func shortest<Step>(_ steps: [Step], stillFails: ([Step]) -> Bool) -> [Step] {
        var current = steps
        var chunkCount = 2
        while current.count > 1 {
            let chunkSize = (current.count + chunkCount - 1) / chunkCount
            var removedAChunk = false
            for start in stride(from: 0, to: current.count, by: chunkSize) {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunkSize, current.count))
                if stillFails(candidate) {
                    current = candidate
                    chunkCount = max(chunkCount - 1, 2)
                    removedAChunk = true
                    break
                }
            }
            if !removedAChunk {
                guard chunkSize > 1 else { break }  // single steps tried: 1-minimal
                chunkCount = min(chunkCount * 2, current.count)
            }
        }
        if current.count == 1, stillFails([]) { return [] }
        return current
    }
}
