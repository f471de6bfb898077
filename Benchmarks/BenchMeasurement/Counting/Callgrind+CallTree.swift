// Callgrind+CallTree: the call tree of each case's counted batch, from the same forked runs that count its
// instructions, with every call chain kept apart. Owns nothing once it returns.
import BenchResults
import Foundation

extension Callgrind {
    /// What makes callgrind keep a function's cost apart per chain of callers, and the address of every call (which
    /// ``CallSiteReader`` needs for an `_n` call's n). A chain deeper than the depth is cut, which is harmless while
    /// each cut chain still has one caller (``CallTree/reading(_:operations:countOf:)`` checks it); the depth costs
    /// time: one like takes about 5 s here at 30 callers, 7 s at 1 000, against 1 s without.
    static let callChainOptions = ["--separate-callers=\(callChainDepth)", "--dump-instr=yes"]

    /// Callers kept per chain: an operation's deepest chain, from its counted region, is a few dozen calls.
    static let callChainDepth = 100

    /// The call trees ``callTrees(executable:caseIDs:servers:)`` read: one per case that ran, why for each that did not.
    public struct CallTreeRun: Sendable {
        /// By case id.
        public var trees: [String: CallTree] = [:]
        /// By case id: why the case has no tree.
        public var problems: [String: String] = [:]
    }

    /// The call tree of each case's counted batch: the run ``profileEachCase(executable:caseIDs:servers:keepText:callChains:)``
    /// makes for `bench --instructions`, every call chain kept apart, so each tree's instructions are the report's.
    ///
    /// - Returns: The trees and problems, or why nothing could be run at all (no valgrind: see ``locate(searchPath:environment:)``).
    public func callTrees(
        executable: String, caseIDs: [String], servers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> Result<CallTreeRun, CountsUnavailable> {
        let run: EachCaseRun
        switch profileEachCase(executable: executable, caseIDs: caseIDs, servers: servers, callChains: true) {
        case .success(let done): run = done
        case .failure(let reason): return .failure(reason)
        }
        var trees = CallTreeRun(problems: run.problems)
        var reader = CallSiteReader()
        for (id, counted) in run.profiles {
            switch CallTree.reading(counted.profile, operations: counted.operations, countOf: { reader.count(of: $0) }) {
            case .success(let tree): trees.trees[id] = tree
            case .failure(let reason): trees.problems[id] = reason.description
            }
        }
        return .success(trees)
    }
}
