// RuntimeReflection: the Swift runtime's reflection entry points the leak probe needs — stored-property offsets
// and types by mangled name — declared once, the same way on Linux and Darwin. Reads metadata only; owns nothing.

/// Field layout and type lookup from the Swift runtime.
///
/// The standard library's own `_forEachField` is `@_spi(Reflection)`, and the Swift interface that Apple's SDKs ship
/// leaves SPI out, so code built with Xcode cannot call it. The runtime functions it is built on are exported by
/// libswiftCore on every platform (macOS 10.15.4 / Swift 5.2 and later) with the Swift calling convention, so they are
/// declared here with `@_silgen_name`, as the standard library's ReflectionMirror.swift declares them
/// (https://github.com/swiftlang/swift/blob/main/stdlib/public/core/ReflectionMirror.swift) and as cross-platform
/// projects re-declare them (e.g. ikhvorost/KeyValueCoding). One code path, exercised by the tests on Linux.
///
/// ```swift
/// RuntimeReflection.offset(ofField: "view", in: type(of: presenter))   // 16
/// ```
public enum RuntimeReflection {
    /// The byte offset of the stored property `name` of instances of `type` (its own or a superclass's), or nil.
    public static func offset(ofField name: String, in type: Any.Type) -> Int? {
        let count = reflectionRecursiveCount(type)
        for index in 0..<max(0, count) {
            var field = FieldReflectionMetadata()
            _ = reflectionChildMetadata(type, index: index, fieldMetadata: &field)
            defer { field.freeName?(field.name) }
            guard let fieldName = field.name, String(cString: fieldName) == name else { continue }
            return reflectionChildOffset(type, index: index)
        }
        return nil
    }

    /// The type a mangled name (as the compiler emits it in metadata, symbolic references included) stands for, or
    /// nil: the runtime's `swift_getTypeByMangledNameInContext`, through the standard library's public wrapper.
    public static func type(mangledName: UnsafePointer<UInt8>, length: Int) -> Any.Type? {
        _getTypeByMangledNameInContext(mangledName, UInt(length), genericContext: nil, genericArguments: nil)
    }
}

/// The layout of the runtime's `FieldReflectionMetadata` (name, the function that frees it, strong, var).
private struct FieldReflectionMetadata {
    var name: UnsafePointer<CChar>?
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectionRecursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectionChildMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldReflectionMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectionChildOffset(_ type: Any.Type, index: Int) -> Int
