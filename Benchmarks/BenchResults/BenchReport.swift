// The whole report of one run: schema version, run metadata, results. The root of the JSON schema, read here; written
// by BenchReports, since every result is written with its group's analysis. A plain value; owns its metadata and results.

/// Everything one `bench` run measured, in the versioned schema other tools parse.
///
/// ```json
/// {"schema": 1, "metadata": {…}, "results": [{"suite": "dispatch", "benchmark": "like",
///  "pattern": "mvvm", "parameters": null, "metrics": {"retains": 14, "instructions": null, …}}]}
/// ```
/// The schema number changes only when a key is removed, renamed or changes meaning;
/// new keys may appear within a version.
public struct BenchReport: Sendable, Equatable {
    /// The schema version this code writes and reads.
    public static let currentSchema = 1

    /// The schema version of this report.
    public var schema: Int
    /// Where and how the run was measured.
    public var metadata: RunMetadata
    /// One entry per suite, benchmark, parameters and subject, in the order measured.
    public var results: [BenchResult]

    /// Creates a report in the current schema.
    public init(metadata: RunMetadata, results: [BenchResult]) {
        self.schema = Self.currentSchema
        self.metadata = metadata
        self.results = results
    }
}

extension BenchReport: Decodable {
    package enum CodingKeys: String, CodingKey { case schema, metadata, results }

    /// Decodes a report, refusing a schema version this code does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try container.decode(Int.self, forKey: .schema)
        guard schema == Self.currentSchema else {
            throw DecodingError.dataCorruptedError(
                forKey: .schema, in: container,
                debugDescription: "Report schema \(schema) is not supported (this bench reads \(Self.currentSchema))")
        }
        self.init(
            metadata: try container.decode(RunMetadata.self, forKey: .metadata),
            results: try container.decode([BenchResult].self, forKey: .results))
    }
}
