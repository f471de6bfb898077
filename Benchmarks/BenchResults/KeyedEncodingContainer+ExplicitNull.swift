// Encodes an optional as JSON `null` instead of leaving the key out: readers of the schema can tell
// "not measurable" from "missing" and every key is always present.

extension KeyedEncodingContainer {
    /// Encodes `value`, or an explicit `null` when it is `nil`.
    package mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }
}
