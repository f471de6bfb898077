// What the mock server answers instead of succeeding when a test or a benchmark injects a fault. Value type.
import ProfileKit

/// What a mock request does instead of succeeding.
public enum APIFault: Equatable, Sendable {
    /// Fail with this error.
    case error(APIError)
    /// Answer with a syntactically broken JSON payload (a typed `.malformedPayload` error reaches the caller).
    case malformedJSON
    /// Answer with a payload cut off mid-way.
    case truncatedJSON
    /// Answer with valid JSON of the wrong shape.
    case wrongShapeJSON
}
