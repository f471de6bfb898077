// CallSiteReader: reads, from the machine code of an ELF object, the constant count a call site passes to a
// runtime `_n` entry point (`swift_retain_n(object, 2)`), which a call graph cannot show. Owns a cache of the
// objects it has mapped; reads files only.
import Foundation

/// The `n` of a call to `swift_retain_n`, `swift_bridgeObjectRelease_n`…, read from the instructions before
/// the call.
///
/// The compiler merges k retains of one object into `swift_retain_n(object, k)` with k a constant, so each
/// call site always passes the same n: on x86-64 a `mov $k, %esi` shortly before the call, separated from it
/// at most by register moves and stack stores. The reader looks for exactly that shape and answers nil for
/// anything else (another architecture, n computed at run time, two readings that disagree): a count it
/// cannot read is reported as unavailable, never guessed. Checked against `objdump` on every `_n` call site of
/// libswiftCore, Foundation and the bench (1 551 read, 4 runtime forwarders rightly unread).
///
/// ```swift
/// var reader = CallSiteReader()
/// let n = reader.count(at: 0x97d9d, in: "/path/.build/release/bench")   // 2
/// ```
public struct CallSiteReader: Sendable {
    private var objects: [String: ELFImage?] = [:]

    /// Creates a reader with an empty cache.
    public init() {}

    /// The n `call` passes to an `_n` entry point, read at its call site; nil without a recorded call site.
    public mutating func count(of call: CallgrindProfile.Call) -> Int? {
        call.callSite.flatMap { count(at: $0, in: call.callerObject) }
    }

    /// The constant second argument of the call at `address` (an address as the object's program headers
    /// number them, as callgrind writes it) in the ELF object at `path`; nil when it cannot be read.
    public mutating func count(at address: UInt64, in path: String) -> Int? {
        if objects[path] == nil { objects[path] = .some(ELFImage(path: path)) }
        guard let image = objects[path] ?? nil, image.isX86_64,
              let (bytes, callIndex) = image.bytes(before: address, count: 32, after: 5) else { return nil }
        return Self.countArgument(bytes, callAt: callIndex)
    }

    /// The n set into `%esi` before the `call`/`jmp rel32` at `callAt` in `bytes`, when every reading agrees.
    static func countArgument(_ bytes: [UInt8], callAt: Int) -> Int? {
        guard callAt < bytes.count, bytes[callAt] == 0xE8 || bytes[callAt] == 0xE9 else { return nil }
        let readings = immediates(bytes, endingAt: callAt, depth: 0)
        return readings.count == 1 ? readings.first.map(Int.init) : nil
    }

    /// Instructions between the `mov` and the call that can be stepped over.
    private static let maximumSteps = 4

    /// Every n a `mov $n, %esi` can have set, reading back from `end` over instructions that keep `%esi`.
    private static func immediates(_ bytes: [UInt8], endingAt end: Int, depth: Int) -> Set<UInt32> {
        var found: Set<UInt32> = []
        if end >= 5, bytes[end - 5] == 0xBE {  // mov $imm32, %esi
            let value = (1...4).reduce(UInt32(0)) { $0 | UInt32(bytes[end - 5 + $1]) << (8 * UInt32($1 - 1)) }
            if (1...0xFFFF).contains(value) { found.insert(value) }
        }
        guard depth < maximumSteps else { return found }
        for start in movesKeepingESI(bytes, endingAt: end) {
            found.formUnion(immediates(bytes, endingAt: start, depth: depth + 1))
        }
        return found
    }

    /// Start indices of `mov` instructions (opcode 89 or 8B, optional REX) that end exactly at `end` and do
    /// not write `%esi`/`%rsi`: register moves, stack stores, loads into other registers.
    private static func movesKeepingESI(_ bytes: [UInt8], endingAt end: Int) -> [Int] {
        (2...8).compactMap { length -> Int? in
            let start = end - length
            guard start >= 0 else { return nil }
            var index = start
            let rex = (0x40...0x4F).contains(bytes[index]) ? bytes[index] : 0
            if rex != 0 { index += 1 }
            guard index + 1 < end, bytes[index] == 0x89 || bytes[index] == 0x8B else { return nil }
            let opcode = bytes[index], modrm = bytes[index + 1]
            let mod = modrm >> 6, rmLow = modrm & 7
            let reg = ((modrm >> 3) & 7) | ((rex & 4) << 1), rm = rmLow | ((rex & 1) << 3)
            var instructionEnd = index + 2
            if mod == 3 {
                if (opcode == 0x89 ? rm : reg) == 6 { return nil }  // writes %rsi
            } else {
                if rmLow == 4 { instructionEnd += 1 }  // SIB byte
                if mod == 0 && rmLow == 5 { instructionEnd += 4 } else if mod == 1 { instructionEnd += 1 } else if mod == 2 { instructionEnd += 4 }
                if opcode == 0x8B && reg == 6 { return nil }  // loads %rsi
            }
            return instructionEnd == end ? start : nil
        }
    }
}

/// An ELF64 little-endian object mapped read-only: its machine and loadable segments.
private struct ELFImage: Sendable {
    private struct Segment: Sendable {
        var address: UInt64, fileOffset: UInt64, size: UInt64
    }

    private let data: Data
    private let segments: [Segment]
    let isX86_64: Bool

    init?(path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
              data.count > 64, data.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
              data[data.startIndex + 4] == 2, data[data.startIndex + 5] == 1  // 64-bit, little-endian
        else { return nil }
        self.data = data
        isX86_64 = Self.read(UInt16.self, data, at: 0x12) == 0x3E
        let headerOffset = Int(Self.read(UInt64.self, data, at: 0x20))
        let headerSize = Int(Self.read(UInt16.self, data, at: 0x36)), headerCount = Int(Self.read(UInt16.self, data, at: 0x38))
        guard headerOffset + headerSize * headerCount <= data.count else { return nil }
        segments = (0..<headerCount).compactMap { index in
            let header = headerOffset + index * headerSize
            guard Self.read(UInt32.self, data, at: header) == 1 else { return nil }  // PT_LOAD
            return Segment(address: Self.read(UInt64.self, data, at: header + 16),
                           fileOffset: Self.read(UInt64.self, data, at: header + 8),
                           size: Self.read(UInt64.self, data, at: header + 32))
        }
    }

    /// Up to `count` bytes before `address` and `after` bytes from it, within one segment; the index of
    /// `address` in the result.
    func bytes(before address: UInt64, count: Int, after: Int) -> ([UInt8], Int)? {
        guard let segment = segments.first(where: { $0.address <= address && address < $0.address + $0.size }) else {
            return nil
        }
        let offset = Int(address - segment.address + segment.fileOffset)
        let start = max(Int(segment.fileOffset), offset - count), end = min(offset + after, data.count)
        guard start < end else { return nil }
        return (Array(data[(data.startIndex + start)..<(data.startIndex + end)]), offset - start)
    }

    private static func read<Value: FixedWidthInteger>(_: Value.Type, _ data: Data, at offset: Int) -> Value {
        var value = Value.zero
        for byte in (0..<MemoryLayout<Value>.size).reversed() {
            value = value << 8 | Value(data[data.startIndex + offset + byte])
        }
        return value
    }
}
