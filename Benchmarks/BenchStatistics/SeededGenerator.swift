// Statistics: a seeded random number generator, so resampling gives the same interval on every run and
// every machine. A plain value; owns its 64-bit state.

/// SplitMix64 (Steele, Lea & Flood, 2014): fast, statistically sound for resampling, and fully determined by
/// its seed — the system generator is not, and a report's intervals must not change when re-rendered. The tests'
/// random scripts (TestSupport's `RandomScriptGenerator`) draw from it too: a seed names the same script everywhere.
///
/// ```swift
/// var generator = SeededGenerator(seed: SeededGenerator.seed(for: "dispatch/like/mvp"))
/// let index = generator.index(below: 100)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence depends only on `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform index in `0..<count`: the draw `Int.random(in: 0..<count, using: &generator)` makes (Lemire's nearly
    /// divisionless method, as the standard library does it), written for this generator, so that an unoptimised
    /// build (the tests', the thread sanitizer's) does not look generic metadata up at every draw of a bootstrap.
    public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "An index below \(count) does not exist")
        let bound = UInt64(count)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return Int(product.high)
    }

    /// A stable seed for a text (FNV-1a): Swift's `Hasher` is seeded per process and would not do.
    public static func seed(for text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
