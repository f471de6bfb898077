// Teaching: the calls between a scene's types during one action, read from a debugger's stack traces and drawn as a
// Mermaid `sequenceDiagram`. Plain values; owns nothing.

/// The calls one user action made, in order: who called whom, with which method.
///
/// Built from the stops of a debugger that breaks on every function of the pattern's module (and the API's
/// requests): each stop's first frame is the callee; the caller is the nearest frame above it that is a method of a
/// traced type. A closure between the two (a completion, a binding) makes the call a callback; a method of the kit
/// between them (`TableView.reloadData()`) is named as the way the call went. Compiler glue (thunks, accessors,
/// witnesses, closures themselves) is never a callee.
package struct CallTrace: Equatable {
    struct Call: Equatable {
        /// The calling type, or `User` when no traced method is above the callee (the tap itself).
        let caller: String
        let callee: String
        let member: String
        /// Called from a closure the caller handed over (a completion, a binding): drawn dashed.
        let isCallback: Bool
        /// The kit method the call went through, if any (`TableView.reloadData()`).
        let via: String?
    }

    static let user = "User"
    /// The modules whose methods a call may go through: the kit, and the rig's driver and mock server (whose private
    /// plumbing a detour inside the API's own type never names).
    static let sharedModules: Set<String> = ["ProfileKit", "SceneRig"]
    let calls: [Call]

    /// Reads the stops: each a list of frames, innermost first, as `SwiftSymbol`s (nil where not Swift).
    /// `isTraced` tells the frames whose types are participants.
    init(stops: [[SwiftSymbol?]], isTraced: (SwiftSymbol) -> Bool) {
        var calls: [Call] = []
        for frames in stops {
            guard let callee = frames.first ?? nil, callee.kind == .method, isTraced(callee) else { continue }
            var isCallback = false
            var via: String?
            var caller = Self.user
            for frame in frames.dropFirst() {
                guard let frame else { continue }
                if isTraced(frame) {
                    // A free function has no participant of its own: its calls are its caller's.
                    if frame.kind == .method, !frame.typeName.isEmpty {
                        caller = frame.typeName
                        break
                    }
                    isCallback = isCallback || frame.kind == .closure
                } else if frame.kind == .method, via == nil, Self.sharedModules.contains(frame.module), !frame.typeName.isEmpty {
                    via = "\(frame.typeName).\(frame.member)"
                }
            }
            // A detour inside the caller's own type (the API's private plumbing) is not a way worth naming.
            if let detour = via, detour.hasPrefix(caller + ".") { via = nil }
            // The user's tap reaches the cell through the button's target–action glue: not a callback of anyone's.
            if caller == Self.user { isCallback = false }
            // A free function called is drawn as its caller's own step.
            calls.append(Call(caller: caller, callee: callee.typeName.isEmpty ? caller : callee.typeName, member: callee.member,
                              isCallback: isCallback, via: via))
        }
        self.calls = calls
    }

    init(calls: [Call]) { self.calls = calls }

    /// A Mermaid sequence diagram: participants in order of appearance, consecutive repeats collapsed (`×5`).
    package func mermaid(title: String? = nil) -> String {
        var participants: [String] = []
        for call in calls {
            for name in [call.caller, call.callee] where !participants.contains(name) { participants.append(name) }
        }
        var lines = ["sequenceDiagram"]
        if let title { lines.append("    title \(Self.escaped(title))") }
        for name in participants {
            lines.append(name == Self.user ? "    actor \(name)" : "    participant \(name)")
        }
        var index = 0
        while index < calls.count {
            let call = calls[index]
            var repeats = 1
            while index + repeats < calls.count, calls[index + repeats] == call { repeats += 1 }
            let arrow = call.isCallback ? "-->>" : "->>"
            let via = call.via.map { " (via \($0))" } ?? ""
            let count = repeats > 1 ? " ×\(repeats)" : ""
            lines.append("    \(call.caller)\(arrow)\(call.callee): \(Self.escaped(call.member + via + count))")
            index += repeats
        }
        return lines.joined(separator: "\n")
    }

    /// Mermaid ends a message at `;` and reads `#…;` as an entity: write them as entities.
    private static func escaped(_ text: String) -> String {
        let entities: [Character: String] = ["#": "#35;", ";": "#59;", "<": "#lt;", ">": "#gt;"]
        return text.map { entities[$0] ?? String($0) }.joined()
    }
}
