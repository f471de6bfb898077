// CallgrindProfile+Exclusive: each function's own instructions in a counted region, from the inclusive costs of the
// calls into and out of it. Reads the profile; owns nothing.

extension CallgrindProfile {
    /// The instructions each function's own code executed: what the calls into it cost, less what its calls out of it
    /// cost.
    ///
    /// Read from the calls, not from the cost lines: callgrind does not zero the cost it books at a call site for the
    /// PLT stubs and lazy binding it skips (`--skip-plt`), so after `--zero-before` a cost line can still hold what ran
    /// before the region (`totals:` then exceeds `summary:`), while a call's inclusive cost is exact. A recursive call
    /// (`f` → `f'2`, one name here) is in both sums and cancels. A function no call entered was already running when
    /// the region began (the program's outer frames, down to the counted region's caller): its own code ran none of
    /// the region, 0. The values therefore add up to the region's instructions (``instructions``).
    ///
    /// ```swift
    /// let own = profile.exclusiveInstructions()
    /// own[CallgrindProfile.Function(name: "swift_retain", object: "/usr/lib/swift/linux/libswiftCore.so")]
    /// ```
    public func exclusiveInstructions() -> [Function: Int] {
        var incoming: [Function: Int] = [:], outgoing: [Function: Int] = [:]
        for call in calls {
            incoming[call.calleeFunction, default: 0] += call.inclusive
            outgoing[call.callerFunction, default: 0] += call.inclusive
        }
        var own: [Function: Int] = [:]
        for function in Set(incoming.keys).union(outgoing.keys).union(files.keys) {
            own[function] = incoming[function].map { $0 - (outgoing[function] ?? 0) } ?? 0
        }
        return own
    }
}
