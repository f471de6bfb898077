// Callgrind+CallTree: the call tree of each case's counted batch, from the same forked runs that count its
// instructions, with every call chain kept apart. Owns nothing once it returns.
import BenchResults
import Foundation

extension Callgrind {
    /// What makes callgrind keep a function's cost apart per chain of up to `depth` callers, and the address of every
    /// call (which ``CallSiteReader`` needs for an `_n` call's n).
    static func callChainOptions(depth: Int) -> [String] {
        ["--separate-callers=\(depth)", "--dump-instr=yes"]
    }

    /// The depths tried, in order: a chain deeper than the depth is cut, which is harmless while each cut chain still
    /// has one caller (``CallTree/reading(_:operations:countOf:)`` checks it), and the depth costs time. The like and
    /// build of every subject need more than 8 here and none needs more than 20: 12 cases take 21 s at 20 callers and
    /// 29 s at 100 in one worker. A case whose chains were cut too short is counted again at the next depth.
    public static let callChainDepths = [24, 200]

    /// The call trees ``callTrees(executable:caseIDs:servers:depths:)`` read: one per case that ran, why for each that did not.
    public struct CallTreeRun: Sendable {
        /// By case id.
        public var trees: [String: CallTree] = [:]
        /// By case id: why the case has no tree.
        public var problems: [String: String] = [:]
    }

    /// The call tree of each case's counted batch: the run ``profileEachCase(executable:caseIDs:servers:keepText:callChainDepth:layout:)``
    /// makes for `bench --instructions`, every call chain kept apart, so each tree's instructions are the report's.
    ///
    /// - Returns: The trees and problems, or why nothing could be run at all (no valgrind: see ``locate(searchPath:environment:)``).
    /// - Parameter depths: The call chain depths tried in turn (``callChainDepths``).
    public func callTrees(
        executable: String, caseIDs: [String], servers: Int = ProcessInfo.processInfo.activeProcessorCount,
        depths: [Int] = callChainDepths
    ) -> Result<CallTreeRun, CountsUnavailable> {
        var trees = CallTreeRun(), pending = caseIDs
        var reader = CallSiteReader()
        for (attempt, depth) in depths.enumerated() where !pending.isEmpty {
            let run: EachCaseRun
            switch profileEachCase(executable: executable, caseIDs: pending, servers: servers, callChainDepth: depth) {
            case .success(let done): run = done
            case .failure(let reason): return .failure(reason)
            }
            trees.problems.merge(run.problems) { _, last in last }
            pending = []
            for (id, counted) in run.profiles {
                switch CallTree.reading(counted.profile, operations: counted.operations, countOf: { call in
                    reader.count(of: Self.readable(call, executable: executable))
                }) {
                case .success(let tree): trees.trees[id] = tree
                case .failure(.chainsCutShort) where attempt < depths.count - 1: pending.append(id)
                case .failure(let problem): trees.problems[id] = problem.description
                }
            }
        }
        return .success(trees)
    }

    /// `call`, its caller's object read from `executable` when it is the worker's copy of it: the worker runs a copy
    /// (``profileEachCase(executable:caseIDs:servers:keepText:callChainDepth:layout:)``), removed before the profile is read,
    /// so a call site in an object of `executable`'s name that no longer exists is read from the same bytes.
    static func readable(_ call: CallgrindProfile.Call, executable: String) -> CallgrindProfile.Call {
        let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
        guard call.callerObject != executable, name(call.callerObject) == name(executable),
              !FileManager.default.fileExists(atPath: call.callerObject) else { return call }
        var readable = call
        readable.callerObject = executable
        return readable
    }
}
