// Leak probe: what a closure's context references among some known objects: a strong capture stores the object's
// address, a weak one its side table. Holds the known objects' addresses only, never the objects.
import BenchPlatform

/// Finds the known objects a closure captures, by reading its context.
///
/// Reflection shows a stored closure as an opaque value. Its context, though, is a heap object whose words after
/// the two-word header are the captures: an object captured strongly appears as its address, an object captured
/// `weak` as the address of its side table (the runtime's record that weak references point to, whose first word
/// is the object). A closure that captures exactly one object may use that object itself as its context. Contexts
/// can nest (a closure captured by another, a reabstraction thunk around a closure stored in an array, a `var`
/// captured in a box): words that lead to another context are followed, a few levels deep, with fault-free reads.
///
/// Known limits: a capture stored out of line (a large struct boxed inside the context) is not seen; an `unowned`
/// capture stores the address too, so when the runtime counts unowned references to the object it is unverified.
struct ClosureCaptures {
    /// Metadata kinds of closure contexts and capture boxes (`HeapLocalVariable`, `HeapGenericLocalVariable`).
    private static let contextKinds: Set<UInt> = [0x400, 0x500]
    private static let maximumDepth = 4
    private static let headerSize = UInt(2 * MemoryLayout<UInt>.stride)

    private let memory: ProcessMemory
    private let heap: HeapInspector
    private let indexByAddress: [UInt: Int]
    private let indexBySideTable: [UInt: Int]
    private let isReferencedUnowned: [Bool]

    /// Prepares to look for `objects` (kept alive by the caller while captures are read).
    init(objects: [AnyObject], memory: ProcessMemory = ProcessMemory(), heap: HeapInspector = HeapInspector()) {
        self.memory = memory
        self.heap = heap
        var byAddress: [UInt: Int] = [:], bySideTable: [UInt: Int] = [:]
        for (index, object) in objects.enumerated() {
            let address = ReferenceWalker.address(of: object)
            byAddress[address] = index
            if let sideTable = Self.sideTable(ofObjectAt: address) { bySideTable[sideTable] = index }
        }
        indexByAddress = byAddress
        indexBySideTable = bySideTable
        isReferencedUnowned = objects.map { _getUnownedRetainCount($0) > 1 }
    }

    /// The known objects the closure whose context is at `context` captures, each once, strongest first.
    func captures(inContext context: UInt) -> [(index: Int, strength: ReferenceStrength)] {
        var found: [Int: ReferenceStrength] = [:]
        var order: [Int] = []
        var visited: Set<UInt> = []
        func record(_ index: Int, _ strength: ReferenceStrength) {
            if found[index] == nil { order.append(index) }
            if found[index] != .strong { found[index] = strength }
        }
        var pending = [(address: context, depth: 0)]
        while let (address, depth) = pending.popLast() {
            if let index = indexByAddress[address] {
                record(index, isReferencedUnowned[index] ? .unverified : .strong)
                continue
            }
            guard depth < Self.maximumDepth, visited.insert(address).inserted, let words = contextWords(at: address)
            else { continue }
            for word in words.reversed() {
                if let index = indexByAddress[word] {
                    record(index, isReferencedUnowned[index] ? .unverified : .strong)
                } else if let index = indexBySideTable[word & ~UInt(7)] {
                    record(index, .weak)
                } else if word > 0xFFFF {
                    pending.append((word, depth + 1))
                }
            }
        }
        return order.compactMap { index in found[index].map { (index, $0) } }
    }

    /// The capture words of the closure context or box at `address`; nil when it is not one.
    ///
    /// The allocator's block may be a word longer than the context, and that slack holds stale bytes: an old
    /// pointer there would read as a capture. So the captures' extent is computed from the context's capture
    /// descriptor (``CaptureLayout``) when its types can be sized; otherwise the whole block is read.
    private func contextWords(at address: UInt) -> [UInt]? {
        guard let metadata = memory.word(at: address), metadata > 0xFFFF, let kind = memory.word(at: metadata),
              Self.contextKinds.contains(kind),
              let size = heap.usableSize(ofBlockAt: address), UInt(size) > Self.headerSize else { return nil }
        let end = min(size, CaptureLayout.end(ofContextWithMetadataAt: metadata) ?? size)
        guard UInt(end) > Self.headerSize else { return [] }
        return memory.words(at: address + Self.headerSize, count: (end - Int(Self.headerSize)) / MemoryLayout<UInt>.stride)
    }

    /// The side table of the live object at `address`, if it has one (it gets one when first referenced `weak`).
    ///
    /// The second word of an object is its reference count; when its two top bits are set, the rest is the side
    /// table's address shifted right by three. The side table's first word points back at the object, which
    /// confirms the reading.
    private static func sideTable(ofObjectAt address: UInt) -> UInt? {
        guard let counts = UnsafePointer<UInt>(bitPattern: address + UInt(MemoryLayout<UInt>.stride))?.pointee,
              counts >> 62 == 0b11 else { return nil }
        let sideTable = (counts & ((1 << 62) - 1)) << 3
        guard let owner = UnsafePointer<UInt>(bitPattern: sideTable)?.pointee, owner == address else { return nil }
        return sideTable
    }
}

/// A closure stored in an object's properties, kept alive (with its context) while it is examined.
package struct ClosureReference {
    /// The property path from the referring object: `didTapLike`, `observers[0].deliver`.
    package let propertyPath: String
    /// The address of the closure's context; never 0 (a closure that captures nothing has no context).
    let context: UInt
    /// The closure itself, so its context outlives the reading.
    let value: Any

    /// The closure inside `value`, when `value` is a Swift closure with a context.
    ///
    /// A function value is two words, its entry point and its context, stored inline in an `Any`. Only Swift's
    /// thick functions have a context: C function pointers and `@convention(thin)` ones are one word.
    init?(_ value: Any, path: String) {
        let metadata = unsafeBitCast(type(of: value), to: UnsafePointer<UInt>.self)
        let functionKind: UInt = 0x302, conventionMask: UInt = 0xFF_0000
        guard metadata[0] == functionKind, metadata[1] & conventionMask == 0 else { return nil }
        var copy = value
        let context = withUnsafeBytes(of: &copy) { $0.load(fromByteOffset: MemoryLayout<UInt>.stride, as: UInt.self) }
        guard context != 0 else { return nil }
        self.propertyPath = path
        self.context = context
        self.value = value
    }
}
