// Leak probe: the byte offset of a stored property inside a class instance, from the runtime's field metadata
// (through the platform layer's RuntimeReflection). Reads metadata only; owns nothing.
import BenchPlatform

/// Where a named stored property lives in an object, so one reference can be read on its own when a word scan of the
/// whole object is ambiguous (a presenter with a `weak var view` and a strong `var strongView` to the same object).
enum FieldOffsets {
    /// The offset of the stored property `name` of `object` (its own class's or a superclass's), or nil.
    static func offset(of name: String, in object: AnyObject) -> Int? {
        RuntimeReflection.offset(ofField: name, in: type(of: object))
    }
}
