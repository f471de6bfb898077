// What one benchmark measured for one subject: a value per `Metric`, the wall-time samples, and the details behind
// three of them (UI work by kind, survivors' paths, instructions by layout). A plain value; owns nothing. Encoded key by
// key from the registry.

/// The measurements of one result, keyed by `Metric`. Counts are per operation (fractional when an operation is
/// batched); a missing value means "not measurable here" and renders as "n/a", never 0.
///
/// ```swift
/// var metrics = Metrics([.retains: 12, .releases: 12, .objects: 2, .bytes: 96], wallTime: wallTime)
/// metrics[.instructions]          // nil → "n/a"
/// metrics[.wallTime]              // wallTime.p50
/// ```
public struct Metrics: Sendable, Equatable {
    /// Every measured metric except wall time (which lives in `wallTime`, with its samples).
    public private(set) var values: [Metric: Double]
    /// Wall time per operation: percentiles and the raw samples. `self[.wallTime]` is its median.
    public var wallTime: WallTime?
    /// `ui` by kind of work (`propertySets`, `cellsDequeued`, …), per operation: what the unequal-work flag compares.
    public var uiBreakdown: [String: Double]?
    /// Leak check: each survivor with the reference path that keeps it alive.
    public var survivorDescriptions: [String]?
    /// Instructions per operation in each address-space layout they were counted in, in layout order (`--layouts`):
    /// all equal when the count does not depend on where the program lies; else `self[.instructions]` is their mean.
    /// Nil when instructions were not counted, or by a bench older than layouts.
    public var instructionsByLayout: [Double]?

    /// Creates metrics; anything not given was not measured. A `.wallTime` entry in `values` is ignored: pass `wallTime`.
    public init(
        _ values: [Metric: Double] = [:], wallTime: WallTime? = nil, uiBreakdown: [String: Double]? = nil,
        survivorDescriptions: [String]? = nil, instructionsByLayout: [Double]? = nil
    ) {
        self.values = values.filter { $0.key != .wallTime }
        self.wallTime = wallTime
        self.uiBreakdown = uiBreakdown
        self.survivorDescriptions = survivorDescriptions
        self.instructionsByLayout = instructionsByLayout
    }

    /// Whether the instructions were counted in more than one layout and differed: then they are the mean of
    /// ``instructionsByLayout``, and compared between runs as a sample, not as one exact count.
    public var instructionsVaryWithLayout: Bool {
        guard let samples = instructionsByLayout, let first = samples.first else { return false }
        return samples.contains { $0 != first }
    }

    /// The value of `metric`, nil when not measured. Wall time reads as its median and is set through `wallTime`.
    public subscript(metric: Metric) -> Double? {
        // Not inlined: Swift 6.3.1's optimiser crashes (CopyPropagation, "Found ownership error") when this getter is
        // inlined into a closure over an array of `Metrics`.
        @inline(never) get {
            guard metric == .wallTime else { return values[metric] }
            guard let wallTime else { return nil }
            return wallTime.p50
        }
        set {
            precondition(metric != .wallTime, "Set wall time through `wallTime`: its samples come with it")
            values[metric] = newValue
        }
    }
}

extension Metrics: Codable {
    /// A key of the `metrics` object: a registered metric, or one of the details.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let uiBreakdown = Key(stringValue: "uiBreakdown")
        static let survivorDescriptions = Key(stringValue: "survivorDescriptions")
        static let instructionsByLayout = Key(stringValue: "instructionsByLayout")
        static func metric(_ metric: Metric) -> Key { Key(stringValue: metric.key) }
    }

    /// Reads every registered metric that is present; unknown keys (written by a newer bench) are ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [Metric: Double] = [:]
        for metric in Metric.allCases where metric != .wallTime {
            values[metric] = try container.decodeIfPresent(Double.self, forKey: .metric(metric))
        }
        self.init(
            values,
            wallTime: try container.decodeIfPresent(WallTime.self, forKey: .metric(.wallTime)),
            uiBreakdown: try container.decodeIfPresent([String: Double].self, forKey: .uiBreakdown),
            survivorDescriptions: try container.decodeIfPresent([String].self, forKey: .survivorDescriptions),
            instructionsByLayout: try container.decodeIfPresent([Double].self, forKey: .instructionsByLayout))
    }

    /// Writes every registered metric, `null` when unmeasured, so each key is always present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for metric in Metric.allCases {
            switch metric {
            case .wallTime: try container.encodeOrNull(wallTime, forKey: .metric(metric))
            case _ where metric.isInteger: try container.encodeOrNull(self[metric].map { Int($0) }, forKey: .metric(metric))
            default: try container.encodeOrNull(self[metric], forKey: .metric(metric))
            }
        }
        try container.encodeOrNull(uiBreakdown, forKey: .uiBreakdown)
        try container.encodeOrNull(survivorDescriptions, forKey: .survivorDescriptions)
        try container.encodeOrNull(instructionsByLayout, forKey: .instructionsByLayout)
    }
}
