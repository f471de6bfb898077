// AddressSpaceLayout: one of the places callgrind's worker can be loaded at, so that an instruction count can be taken
// in several layouts and one that moves with layout is told apart from one that does not. A plain value; owns nothing.
import BenchPlatform

/// Where the counted program lies in memory: the worker is started through its dynamic loader
/// (``ProgramInterpreter``) under `valgrind --aspace-minaddr`, which maps the program, its libraries and their
/// metadata a whole number of pages higher for each layout.
///
/// Why it matters: some operations probe hash tables keyed by addresses (the Swift runtime's generic-metadata cache,
/// Observation's tables of key paths), so how many probes they take, and their instructions, depend on where the
/// linker put every type and function. Any change to the binary moves that, the scene's code untouched. Counted in
/// several layouts, such an operation shows it: its counts differ, and the mean over the layouts is what it costs.
///
/// ```swift
/// AddressSpaceLayout(index: 0).valgrindOption   // "--aspace-minaddr=0x4000000"
/// AddressSpaceLayout.first(16).count             // 16 layouts, the same 16 in every run
/// ```
public struct AddressSpaceLayout: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Which layout: 0, 1, 2… The same index is the same layout in every run of one binary.
    public let index: Int

    /// The lowest address valgrind gives the program for layout 0 (valgrind's own default on Linux).
    static let baseAddress = 0x400_0000
    /// How far apart two layouts are: 37 pages, so layouts differ in low and high address bits alike.
    static let stride = 0x25000
    /// The most layouts a run may ask for (`--layouts`): the highest stays far below where valgrind places itself.
    public static let maximumCount = 256

    /// Layout `index` (0 ≤ index < ``maximumCount``).
    public init(index: Int) {
        precondition((0..<Self.maximumCount).contains(index), "No address-space layout \(index)")
        self.index = index
    }

    /// The first `count` layouts, in order.
    public static func first(_ count: Int) -> [AddressSpaceLayout] {
        (0..<min(max(count, 0), maximumCount)).map(AddressSpaceLayout.init(index:))
    }

    /// In how many layouts every operation is counted first, when a run asks for `count` (`--layouts`): a quarter of
    /// them, at least 3 (all when fewer are asked). Those whose counts differ there are counted in the rest; an
    /// operation that depends on layout yet happens to count alike in all of these is compared as one draw of its
    /// distribution (`RunComparison`), so a short screen costs resolution, never a false alarm.
    public static func screeningCount(of count: Int) -> Int {
        min(max(count, 1), max(3, count / 4))
    }

    /// valgrind's option that selects this layout.
    public var valgrindOption: String {
        "--aspace-minaddr=0x" + String(Self.baseAddress + index * Self.stride, radix: 16)
    }

    public var description: String { "layout \(index)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
