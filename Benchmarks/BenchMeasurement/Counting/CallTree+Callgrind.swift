// CallTree+Callgrind: the call tree of a counted region, read from a callgrind profile that kept every call chain
// apart (`--separate-callers`), with its exact retains and releases. Reads the profile and, for `_n` calls, the call
// site's machine code (CallSiteReader); owns nothing.
import BenchResults

extension CallTree {
    /// The tree of the counted region in `profile`, a profile taken with ``Callgrind/callChainOptions``.
    ///
    /// Each function callgrind names `f'caller'caller's caller'…` is one frame; its parent is the frame whose calls
    /// entered it, read from the `calls=` lines, so a chain cut short by the option's depth still has its one parent.
    /// Inclusive costs are the calls' own; a frame's exclusive cost is its inclusive less its callees' (as
    /// ``CallgrindProfile/exclusiveInstructions()`` explains, the cost lines are not exact after `--zero-before`).
    ///
    /// - Parameters:
    ///   - operations: The operations the region ran.
    ///   - countOf: The n an `_n` call passes, read from its call site (``CallSiteReader/count(of:)``).
    /// - Returns: The tree, or why it cannot be read: a frame entered from two chains (``ReadingProblem/chainsCutShort(_:)``:
    ///   the chains were cut too short to tell its callers apart; a deeper profile can), no counted region, a cost that
    ///   does not add up, an `_n` whose n cannot be read.
    public static func reading(
        _ profile: CallgrindProfile, operations: Int, countOf: (CallgrindProfile.Call) -> Int?
    ) -> Result<CallTree, ReadingProblem> {
        var parents: [CallgrindProfile.Function: CallgrindProfile.Function] = [:]
        var entered: [CallgrindProfile.Function: (calls: Int, inclusive: Int)] = [:]
        var callees: [CallgrindProfile.Function: [CallgrindProfile.Function]] = [:]
        for call in profile.calls {
            let caller = call.callerFunction, callee = call.calleeFunction
            if let known = parents[callee], known != caller {
                return .failure(.chainsCutShort(CallgrindProfile.function(ofChain: callee.name)))
            }
            if parents[callee] == nil {
                parents[callee] = caller
                callees[caller, default: []].append(callee)
            }
            entered[callee, default: (0, 0)].calls += call.count
            entered[callee, default: (0, 0)].inclusive += call.inclusive
        }
        let regionPrefix = String(Callgrind.regionEndPattern.dropLast())
        func isRegion(_ function: CallgrindProfile.Function) -> Bool {
            CallgrindProfile.function(ofChain: function.name).hasPrefix(regionPrefix)
        }
        let roots = parents.keys.filter { function in
            guard isRegion(function) else { return false }
            var ancestor = parents[function]
            while let current = ancestor, !isRegion(current) { ancestor = parents[current] }
            return ancestor == nil
        }
        guard roots.count == 1, let root = roots.first else {
            return .failure(.unreadable(CountsUnavailable(reason: "the profile has \(roots.count) counted regions, not one")))
        }
        var frames: [Frame] = [], index: [CallgrindProfile.Function: Int] = [:]
        var pending: [(function: CallgrindProfile.Function, parent: Int?)] = [(root, nil)]
        while let (function, parent) = pending.popLast() {
            let cost = entered[function] ?? (0, 0)
            // Deterministic order: the dearest callee first, ties by name.
            let children = (callees[function] ?? []).sorted {
                let (left, right) = (entered[$0]?.inclusive ?? 0, entered[$1]?.inclusive ?? 0)
                return left != right ? left > right : ($0.name, $0.object) < ($1.name, $1.object)
            }
            let exclusive = cost.inclusive - children.reduce(0) { $0 + (entered[$1]?.inclusive ?? 0) }
            guard exclusive >= 0 else {
                return .failure(.unreadable(CountsUnavailable(reason: "callgrind's costs do not add up: the callees of "
                    + "\(CallgrindProfile.function(ofChain: function.name)) cost more than it")))
            }
            index[function] = frames.count
            frames.append(Frame(
                function: CallgrindProfile.function(ofChain: function.name), object: function.object,
                file: profile.files[function] ?? "???", parent: parent, calls: cost.calls, inclusive: cost.inclusive,
                exclusive: exclusive))
            pending += children.reversed().map { ($0, frames.count - 1) }
        }
        for call in profile.calls {
            guard let caller = index[call.callerFunction] else { continue }
            var named = call
            named.caller = CallgrindProfile.function(ofChain: call.caller)
            named.callee = CallgrindProfile.function(ofChain: call.callee)
            switch ARCEntryPoint.references(of: named, countOf: countOf) {
            case .failure(let unreadable): return .failure(.unreadable(unreadable))
            case .success(let (entryPoint, references)?) where entryPoint.effect == .retain:
                frames[caller].retains += references
            case .success(let (entryPoint, references)?) where entryPoint.effect == .release:
                frames[caller].releases += references
            case .success: break
            }
        }
        return .success(CallTree(frames: frames, operations: operations))
    }
}

extension CallTree {
    /// Why a profile gives no tree.
    public enum ReadingProblem: Error, Equatable, CustomStringConvertible {
        /// A frame of `function` was entered from two chains: the profile cut them too short to tell them apart.
        case chainsCutShort(String)
        /// Anything else: no counted region, costs that do not add up, an `_n` whose n cannot be read.
        case unreadable(CountsUnavailable)

        public var description: String {
            switch self {
            case .chainsCutShort(let function):
                "callgrind's call chains were cut too short to tell two callers of \(function) apart (--separate-callers)"
            case .unreadable(let reason): reason.description
            }
        }
    }
}

extension CallgrindProfile {
    /// The function of a name callgrind wrote with its callers (`swift_retain'$s3MVP…'…`), without its recursion
    /// level: `swift_retain`.
    static func function(ofChain name: String) -> String {
        String(name.prefix { $0 != "'" })
    }
}
