// Leak probe: how strongly one reference holds its target, as read from memory. A plain value.

/// What a reference found by reflection (or in a closure's context) does to its target's lifetime.
public enum ReferenceStrength: String, Sendable, Hashable, Codable {
    /// It stores the target's address and nothing references the target `unowned`: it keeps the target alive.
    case strong
    /// It stores a pointer to the target's side table, or no address at all where it lives inline: a `weak`
    /// reference, which never keeps its target alive.
    case weak
    /// The memory could not settle it: an `unowned` reference stores the address too, and some layouts (enum
    /// payloads, unusual collections) cannot be scanned.
    case unverified
}
