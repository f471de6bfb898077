// What one benchmark measured for one pattern: counts per operation, wall time, live memory, leaks.
// A plain value; owns nothing. Every key is always written; `nil` is written as JSON null.

/// The measurements of one result. Counts are per operation (they may be fractional when an
/// operation is batched); `nil` means "not measurable here" and renders as "n/a", never 0.
///
/// ```swift
/// let metrics = Metrics(retains: 12, releases: 12, objects: 2, allocations: 3, bytes: 96,
///                       wallTime: wallTime)      // instructions: nil → "n/a"
/// ```
public struct Metrics: Sendable, Equatable {
    /// `swift_retain` calls per operation (runtime interposition).
    public var retains: Double?
    /// `swift_release` calls per operation.
    public var releases: Double?
    /// Swift objects allocated per operation (`swift_allocObject`).
    public var objects: Double?
    /// `malloc`-level allocations per operation, including the standard library's own.
    public var allocations: Double?
    /// Bytes allocated per operation.
    public var bytes: Double?
    /// CPU instructions per operation (callgrind), when `--instructions` was given.
    public var instructions: Double?
    /// UI work per operation, as the UI kit counts it (`UIWork.total`): equal for every subject of a benchmark,
    /// or the benchmark compares different work and is flagged.
    public var ui: Double?
    /// `ui` by kind of work (`propertySets`, `cellsDequeued`, …), per operation: what the flag compares.
    public var uiBreakdown: [String: Double]?
    /// Wall time per operation.
    public var wallTime: WallTime?
    /// Memory suite: Swift objects alive in the scene after its first render.
    public var liveObjects: Double?
    /// Memory suite: heap bytes alive in the scene after its first render.
    public var liveBytes: Double?
    /// Objects alive per blog row: at one size, or the slope across sizes (memory suite).
    public var liveObjectsPerRow: Double?
    /// Heap bytes alive per blog row: at one size, or the slope across sizes (memory suite).
    public var liveBytesPerRow: Double?
    /// Leak check: objects still alive after teardown (0 when clean).
    public var survivors: Int?
    /// Leak check: each survivor with the reference path that keeps it alive.
    public var survivorDescriptions: [String]?

    /// Creates metrics; anything not given was not measured.
    public init(
        retains: Double? = nil, releases: Double? = nil, objects: Double? = nil,
        allocations: Double? = nil, bytes: Double? = nil, instructions: Double? = nil,
        ui: Double? = nil, uiBreakdown: [String: Double]? = nil, wallTime: WallTime? = nil, liveObjects: Double? = nil, liveBytes: Double? = nil,
        liveObjectsPerRow: Double? = nil, liveBytesPerRow: Double? = nil,
        survivors: Int? = nil, survivorDescriptions: [String]? = nil
    ) {
        self.retains = retains
        self.releases = releases
        self.objects = objects
        self.allocations = allocations
        self.bytes = bytes
        self.instructions = instructions
        self.ui = ui
        self.uiBreakdown = uiBreakdown
        self.wallTime = wallTime
        self.liveObjects = liveObjects
        self.liveBytes = liveBytes
        self.liveObjectsPerRow = liveObjectsPerRow
        self.liveBytesPerRow = liveBytesPerRow
        self.survivors = survivors
        self.survivorDescriptions = survivorDescriptions
    }
}

extension Metrics: Codable {
    private enum CodingKeys: String, CodingKey {
        case retains, releases, objects, allocations, bytes, instructions, ui, uiBreakdown, wallTime
        case liveObjects, liveBytes, liveObjectsPerRow, liveBytesPerRow, survivors, survivorDescriptions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            retains: try container.decodeIfPresent(Double.self, forKey: .retains),
            releases: try container.decodeIfPresent(Double.self, forKey: .releases),
            objects: try container.decodeIfPresent(Double.self, forKey: .objects),
            allocations: try container.decodeIfPresent(Double.self, forKey: .allocations),
            bytes: try container.decodeIfPresent(Double.self, forKey: .bytes),
            instructions: try container.decodeIfPresent(Double.self, forKey: .instructions),
            ui: try container.decodeIfPresent(Double.self, forKey: .ui),
            uiBreakdown: try container.decodeIfPresent([String: Double].self, forKey: .uiBreakdown),
            wallTime: try container.decodeIfPresent(WallTime.self, forKey: .wallTime),
            liveObjects: try container.decodeIfPresent(Double.self, forKey: .liveObjects),
            liveBytes: try container.decodeIfPresent(Double.self, forKey: .liveBytes),
            liveObjectsPerRow: try container.decodeIfPresent(Double.self, forKey: .liveObjectsPerRow),
            liveBytesPerRow: try container.decodeIfPresent(Double.self, forKey: .liveBytesPerRow),
            survivors: try container.decodeIfPresent(Int.self, forKey: .survivors),
            survivorDescriptions: try container.decodeIfPresent([String].self, forKey: .survivorDescriptions))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(retains, forKey: .retains)
        try container.encodeOrNull(releases, forKey: .releases)
        try container.encodeOrNull(objects, forKey: .objects)
        try container.encodeOrNull(allocations, forKey: .allocations)
        try container.encodeOrNull(bytes, forKey: .bytes)
        try container.encodeOrNull(instructions, forKey: .instructions)
        try container.encodeOrNull(ui, forKey: .ui)
        try container.encodeOrNull(uiBreakdown, forKey: .uiBreakdown)
        try container.encodeOrNull(wallTime, forKey: .wallTime)
        try container.encodeOrNull(liveObjects, forKey: .liveObjects)
        try container.encodeOrNull(liveBytes, forKey: .liveBytes)
        try container.encodeOrNull(liveObjectsPerRow, forKey: .liveObjectsPerRow)
        try container.encodeOrNull(liveBytesPerRow, forKey: .liveBytesPerRow)
        try container.encodeOrNull(survivors, forKey: .survivors)
        try container.encodeOrNull(survivorDescriptions, forKey: .survivorDescriptions)
    }
}
