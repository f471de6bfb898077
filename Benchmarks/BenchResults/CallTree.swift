// CallTree: what one counted batch of operations executed, as a tree of call chains with the instructions and the
// references each cost. A plain value; measuring reads it from callgrind (CallTree+Callgrind.swift in
// BenchMeasurement), teaching attributes it to a scene's roles (CostAttribution in BenchTeaching).

/// Every call chain of a counted region once, from the region's own function down: a frame is a function reached by
/// one chain of callers, so a function called from two places is two frames.
///
/// Because each frame knows all of its callers, "everything that ran while some function of a group was on the stack"
/// is exact: the frames of the group with no ancestor in it, their inclusive costs added up. Costs are for the whole
/// batch; divide by ``operations`` for one operation.
///
/// ```swift
/// let tree = try callgrind.callTrees(executable: bench, caseIDs: ["dispatch/like/mvp"]).get().trees["dispatch/like/mvp"]
/// tree.instructions                      // the batch's instructions, as bench --instructions counts them
/// tree.frames.map(\.exclusive).reduce(0, +) == tree.instructions   // true
/// ```
public struct CallTree: Sendable, Equatable, Codable {
    /// One function reached by one chain of callers.
    public struct Frame: Sendable, Equatable, Codable {
        /// The function, as the symbol table names it (mangled for Swift, `0x…` where no symbol names it).
        public var function: String
        /// The ELF object its code is in: the bench, `libswiftCore.so`, `libc.so.6`, …
        public var object: String
        /// The source file its debug information names, as the compiler wrote the path; `???` where there is none.
        public var file: String
        /// The index of the calling frame in ``CallTree/frames``; nil for the region's own function.
        public var parent: Int?
        /// How many times the chain was entered.
        public var calls: Int
        /// Instructions from entering to leaving, summed over the calls: this frame's and its callees'.
        public var inclusive: Int
        /// Instructions of the function's own code: inclusive, less its callee frames' inclusive.
        public var exclusive: Int
        /// Strong references the function's own code added by calling the runtime (`swift_retain`, `_n`, bridge-object
        /// forms; an `_n` call counts n); a call the runtime makes to itself is counted once, at the outer call.
        public var retains: Int
        /// Strong references it dropped by calling the runtime (`swift_release` and its forms).
        public var releases: Int

        public init(function: String, object: String, file: String, parent: Int?, calls: Int, inclusive: Int,
                    exclusive: Int, retains: Int = 0, releases: Int = 0) {
            self.function = function
            self.object = object
            self.file = file
            self.parent = parent
            self.calls = calls
            self.inclusive = inclusive
            self.exclusive = exclusive
            self.retains = retains
            self.releases = releases
        }
    }

    /// Every frame, a caller before its callees; the first is the region's own function.
    public var frames: [Frame]
    /// Operations the counted batch ran.
    public var operations: Int

    public init(frames: [Frame], operations: Int) {
        self.frames = frames
        self.operations = operations
    }

    /// The batch's instructions: the region's inclusive cost.
    public var instructions: Int { frames.first?.inclusive ?? 0 }
}
