// Names of the five requests, used for fault injection and call counting. Value type.

/// One of the five requests of `ProfileAPI`.
public enum APIEndpoint: String, CaseIterable, Hashable, Sendable {
    case user, blogs, drafts, like, createDraft
}

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
