// One row of the report: a benchmark of a suite, measured for one pattern or for the floor.
// A plain value; owns its identity and its metrics.
import SceneRig

/// What one benchmark measured for one subject (a pattern, or the floor).
///
/// ```swift
/// BenchResult(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvvm),
///             parameters: ["rows": 1000], metrics: Metrics([.liveBytes: 51_200]))
/// ```
public struct BenchResult: Sendable, Equatable, ResultIdentified {
    /// Which benchmark measured whom, with which parameters; its members read on the result (`result.key`).
    public var identity: ResultIdentity
    /// The measurements.
    public var metrics: Metrics

    /// Creates a result.
    public init(suite: Suite, benchmark: String, subject: Subject, parameters: [String: Int]? = nil, metrics: Metrics) {
        self.init(identity: ResultIdentity(suite: suite, benchmark: benchmark, subject: subject, parameters: parameters),
                  metrics: metrics)
    }

    /// Creates the result of the case with `identity`.
    public init(identity: ResultIdentity, metrics: Metrics) {
        self.identity = identity
        self.metrics = metrics
    }

    /// Who a result measured: one of the patterns, or the floor (the same scene with no architecture).
    /// Encoded as one string: `mvc`, `mvp`, `mvvm`, `viper` or `floor`.
    public typealias Subject = SceneSubject
}

extension BenchResult: Codable {
    private enum CodingKeys: String, CodingKey { case metrics }

    /// Reads the identity's keys (`suite`, `benchmark`, `pattern`, `parameters`) and `metrics`.
    public init(from decoder: any Decoder) throws {
        identity = try ResultIdentity(from: decoder)
        metrics = try decoder.container(keyedBy: CodingKeys.self).decode(Metrics.self, forKey: .metrics)
    }

    /// Writes the identity's keys and `metrics`; a report adds its group's conclusions beside them (BenchReports).
    public func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(metrics, forKey: .metrics)
    }
}
