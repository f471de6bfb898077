// Leak probe: the standard collections whose only stored word points at the heap buffer of their elements.
// Owns nothing.

/// A standard collection whose one stored word is a reference to the heap buffer holding its elements.
///
/// The leak probe scans that buffer for a referenced object's address: found, the element holds it
/// strongly; absent, the element holds it weakly (a weak reference stores a side-table pointer).
protocol SingleBufferCollection {}

extension Array: SingleBufferCollection {}
extension ContiguousArray: SingleBufferCollection {}
extension Dictionary: SingleBufferCollection {}
extension Set: SingleBufferCollection {}

/// The first stored word of `value` when `value` is exactly one word long, else nil.
func singleStoredWord<Value>(of value: Value) -> UInt? {
    guard MemoryLayout<Value>.size == MemoryLayout<UInt>.size else { return nil }
    return withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
}
