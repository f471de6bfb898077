// One row of the report: a benchmark of a suite, measured for one pattern or for the floor.
// A plain value; owns its metrics.
import Patterns
import ProfileKit

/// What one benchmark measured for one subject (a pattern, or the floor).
///
/// ```swift
/// BenchResult(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvvm),
///             parameters: ["rows": 1000], metrics: Metrics([.liveBytes: 51_200]))
/// ```
public struct BenchResult: Sendable, Equatable {
    /// The suite the benchmark belongs to.
    public var suite: Suite
    /// The benchmark's name within its suite, e.g. `like`, `leak-check`.
    public var benchmark: String
    /// Who was measured; JSON key `pattern`.
    public var subject: Subject
    /// Benchmark parameters, e.g. `["rows": 1000]`; `nil` when the benchmark has none.
    public var parameters: [String: Int]?
    /// The measurements.
    public var metrics: Metrics

    /// Creates a result.
    public init(suite: Suite, benchmark: String, subject: Subject, parameters: [String: Int]? = nil, metrics: Metrics) {
        self.suite = suite
        self.benchmark = benchmark
        self.subject = subject
        self.parameters = parameters
        self.metrics = metrics
    }

    /// `suite/benchmark/pattern[/key=value…]`: what identifies a result within a report, and across reports (the
    /// same text as the case id `--filter` matches, e.g. `memory/scene-rows/mvvm/rows=1000`).
    public var key: String {
        let parameters = (parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([suite.rawValue, benchmark, subject.description] + parameters).joined(separator: "/")
    }

    /// Who a result measured: one of the patterns, or the floor (the same scene with no architecture).
    /// Encoded as one string: `mvc`, `mvp`, `mvvm`, `viper` or `floor`.
    public typealias Subject = SceneSubject
}

extension BenchResult: Codable {
    private enum CodingKeys: String, CodingKey { case suite, benchmark, pattern, parameters, metrics, versusFloor, standing }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            suite: try container.decode(Suite.self, forKey: .suite),
            benchmark: try container.decode(String.self, forKey: .benchmark),
            subject: try container.decode(Subject.self, forKey: .pattern),
            parameters: try container.decodeIfPresent([String: Int].self, forKey: .parameters),
            metrics: try container.decode(Metrics.self, forKey: .metrics))
    }

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, analysis: nil)
    }

    /// Encodes the result and, in a report, what its group concluded about it: `versusFloor` (the ratio to the
    /// floor with its 95 % interval and significance) and `standing` (`best`, `tied` or null). Both are derived
    /// from the samples and recomputed when a report is read, never read back.
    func encode(to encoder: any Encoder, analysis: ResultGroup.Row?) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(suite, forKey: .suite)
        try container.encode(benchmark, forKey: .benchmark)
        try container.encode(subject, forKey: .pattern)
        try container.encodeOrNull(parameters, forKey: .parameters)
        try container.encode(metrics, forKey: .metrics)
        guard let analysis else { return }
        try container.encodeOrNull(analysis.versusFloor, forKey: .versusFloor)
        try container.encodeOrNull(analysis.standing, forKey: .standing)
    }
}
