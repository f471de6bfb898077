// Whatever carries a result's identity reads its members as its own: `result.suite`, `entry.key`, `series.subject`.
// Owns nothing.

/// A value that carries a result's identity — a report's result, a comparison's entry, a history's series — and
/// answers for the identity's members, so the identity is declared once and still read as `result.subject`.
///
/// ```swift
/// comparison.regressions.map(\.key)   // each entry's identity.key
/// ```
@dynamicMemberLookup
public protocol ResultIdentified {
    /// Which benchmark measured whom, with which parameters.
    var identity: ResultIdentity { get }
}

extension ResultIdentified {
    /// The identity's `suite`, `benchmark`, `subject`, `parameters`, `key`, `benchmarkTitle`…, read on the value.
    public subscript<Value>(dynamicMember member: KeyPath<ResultIdentity, Value>) -> Value {
        identity[keyPath: member]
    }
}
