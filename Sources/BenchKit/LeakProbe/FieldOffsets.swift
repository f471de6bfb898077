// Leak probe: the byte offset of a stored property inside a class instance, from the runtime's field metadata.
// Reads metadata only; owns nothing.
@_spi(Reflection) import Swift

/// Where a named stored property lives in an object, so one reference can be read on its own when a word scan of the
/// whole object is ambiguous (a presenter with a `weak var view` and a strong `var strongView` to the same object).
enum FieldOffsets {
    /// The offset of the stored property `name` of `object` (its own class's or a superclass's), or nil.
    static func offset(of name: String, in object: AnyObject) -> Int? {
        var offset: Int?
        let classType = _EachFieldOptions(rawValue: 1 << 0)
        _ = _forEachField(of: type(of: object), options: classType) { fieldName, fieldOffset, _, _ in
            if String(cString: fieldName) == name { offset = fieldOffset }
            return offset == nil
        }
        return offset
    }
}
