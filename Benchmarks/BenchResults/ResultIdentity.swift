// What identifies a result — suite, benchmark, subject, parameters — and the key, title and CSV fields made from it:
// declared once for a report's results, a comparison's entries and a history's series. A plain value.
import SceneRig

/// Which benchmark measured whom, with which parameters: a result's identity, the same in a report, in a comparison
/// of two reports and in a history of many.
///
/// ```swift
/// let identity = ResultIdentity(suite: .memory, benchmark: "scene-rows", subject: .pattern(.mvvm),
///                               parameters: ["rows": 1000])
/// identity.key              // "memory/scene-rows/mvvm/rows=1000"
/// identity.benchmarkTitle   // "memory · scene-rows (rows=1000)"
/// ```
public struct ResultIdentity: Sendable, Hashable {
    /// The suite the benchmark belongs to.
    public var suite: Suite
    /// The benchmark's name within its suite, e.g. `like`, `leak-check`.
    public var benchmark: String
    /// Who was measured; JSON key `pattern`.
    public var subject: SceneSubject
    /// Benchmark parameters, e.g. `["rows": 1000]`; `nil` when the benchmark has none.
    public var parameters: [String: Int]?

    /// Creates an identity.
    public init(suite: Suite, benchmark: String, subject: SceneSubject, parameters: [String: Int]? = nil) {
        self.suite = suite
        self.benchmark = benchmark
        self.subject = subject
        self.parameters = parameters
    }

    /// `suite/benchmark/pattern[/key=value…]`: what identifies a result within a report, and across reports (the
    /// same text as the case id `--filter` matches, e.g. `memory/scene-rows/mvvm/rows=1000`).
    public var key: String {
        ([suite.rawValue, benchmark, subject.description] + Self.parameterPairs(parameters)).joined(separator: "/")
    }

    /// `dispatch · like`, with the parameters when there are any: the heading of the benchmark's group.
    public var benchmarkTitle: String {
        Self.benchmarkTitle(suite: suite, benchmark: benchmark, parameters: parameters)
    }

    /// `dispatch · like`, or `memory · scene-rows (rows=1000)` with parameters: the one spelling of a benchmark's
    /// heading, for an identity and for a group of results.
    public static func benchmarkTitle(suite: Suite, benchmark: String, parameters: [String: Int]?) -> String {
        let base = "\(suite.rawValue) · \(benchmark)"
        guard let parameters, !parameters.isEmpty else { return base }
        return "\(base) (\(parameterPairs(parameters).joined(separator: ", ")))"
    }

    /// The first four columns of every CSV the bench writes: suite, benchmark, pattern, and the parameters as
    /// `key=value` joined with `;` (empty without parameters).
    package var csvFields: [String] {
        [suite.rawValue, benchmark, subject.description, Self.parameterPairs(parameters).joined(separator: ";")]
    }

    /// Whether `other` is the same benchmark with the same parameters, whoever it measured.
    package func isSameBenchmark(as other: ResultIdentity) -> Bool {
        suite == other.suite && benchmark == other.benchmark && parameters == other.parameters
    }

    /// `parameters` as `key=value`, sorted by key: the one spelling of parameters in keys, titles and CSV.
    package static func parameterPairs(_ parameters: [String: Int]?) -> [String] {
        (parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}

extension ResultIdentity: Codable {
    private enum CodingKeys: String, CodingKey { case suite, benchmark, pattern, parameters }

    /// Reads `suite`, `benchmark`, `pattern` and `parameters` (absent or null: none) from the object that holds the
    /// identity: a result, a comparison entry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            suite: try container.decode(Suite.self, forKey: .suite),
            benchmark: try container.decode(String.self, forKey: .benchmark),
            subject: try container.decode(SceneSubject.self, forKey: .pattern),
            parameters: try container.decodeIfPresent([String: Int].self, forKey: .parameters))
    }

    /// Writes `suite`, `benchmark`, `pattern` and `parameters` (null when none) into the object that holds the
    /// identity, beside that object's own keys.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, writesNullParameters: true)
    }

    /// As `encode(to:)`; without `writesNullParameters` a benchmark without parameters has no `parameters` key, as in
    /// `bench history --format json`, whose series have always left it out.
    package func encode(to encoder: any Encoder, writesNullParameters: Bool) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(suite, forKey: .suite)
        try container.encode(benchmark, forKey: .benchmark)
        try container.encode(subject, forKey: .pattern)
        if writesNullParameters {
            try container.encodeOrNull(parameters, forKey: .parameters)
        } else {
            try container.encodeIfPresent(parameters, forKey: .parameters)
        }
    }
}
