// Leak probe: where a closure context's captures end, read from the capture descriptor the compiler emits for
// reflection. Reads metadata only; owns nothing.
import BenchPlatform

/// The byte offset at which a closure context's captures end, so a scan never reads the allocator's slack.
///
/// A context's metadata (`HeapLocalVariable`) stores the offset of its first capture-related word and a pointer to
/// its capture descriptor: the number of captures, of metadata sources and of generic bindings, then one mangled
/// type name per capture. Bindings are one word each; a `weak`/`unowned` capture is one word; a function is two;
/// any other type is sized by the runtime's demangler. Nil when a type cannot be sized (a generic parameter), or the
/// descriptor is missing: the caller then reads the whole block.
enum CaptureLayout {
    private static let word = MemoryLayout<UInt>.stride

    static func end(ofContextWithMetadataAt metadata: UInt) -> Int? {
        guard let offsetField = UnsafePointer<UInt32>(bitPattern: metadata + UInt(word)),
              let descriptorField = UnsafePointer<UInt>(bitPattern: metadata + UInt(2 * word)),
              let descriptor = UnsafePointer<UInt32>(bitPattern: descriptorField.pointee) else { return nil }
        let captureCount = Int(descriptor[0]), bindingCount = Int(descriptor[2])
        var end = Int(offsetField.pointee) + bindingCount * word
        for index in 0..<captureCount {
            let field = UnsafeRawPointer(descriptor + 3 + index)
            let name = (field + Int(field.load(as: Int32.self))).assumingMemoryBound(to: UInt8.self)
            guard let size = size(ofCaptureNamed: name) else { return nil }
            end += (size + word - 1) / word * word
        }
        return end
    }

    /// The size of one capture from its mangled type name, or nil.
    private static func size(ofCaptureNamed name: UnsafePointer<UInt8>) -> Int? {
        let length = mangledLength(name)
        let text = String(decoding: UnsafeBufferPointer(start: name, count: length).filter { $0 >= 0x20 }, as: UTF8.self)
        if text.contains("Xw") || text.contains("Xo") || text.contains("Xu") { return word }   // weak, unowned storage
        if text.hasSuffix("_") && text.contains("I") { return 2 * word }                       // a function (SIL mangling)
        guard let type = RuntimeReflection.type(mangledName: name, length: length) else { return nil }
        return stride(of: type)
    }

    private static func stride<T>(of _: T.Type) -> Int { MemoryLayout<T>.stride }

    /// A mangled name's length: it ends at a NUL, but a symbolic reference (a byte 1–0x17 and a 4-byte offset, or
    /// 0x18–0x1F and a pointer) may contain zero bytes.
    private static func mangledLength(_ name: UnsafePointer<UInt8>) -> Int {
        var index = 0
        while name[index] != 0 {
            switch name[index] {
            case 0x01...0x17: index += 1 + 4
            case 0x18...0x1F: index += 1 + word
            default: index += 1
            }
        }
        return index
    }
}
