// Typed errors of the API boundary, with the message the scene shows. Value type.

/// Why an API request failed. Every case has a `message` fit to show the user.
public enum APIError: Error, Equatable, Hashable, Sendable {
    /// The network was unreachable.
    case offline
    /// The server answered with an error status.
    case server(status: Int)
    /// The requested user or blog does not exist.
    case notFound
    /// The payload could not be decoded; `detail` is the decoder's account, for logs, not for users.
    case malformedPayload(detail: String)

    /// The text a scene shows for this error (toast or section error).
    public var message: String {
        switch self {
        case .offline: "You're offline. Check your connection."
        case .server(let status): "Something went wrong (\(status)). Try again."
        case .notFound: "This content no longer exists."
        case .malformedPayload: "The server sent data we couldn't read."
        }
    }
}
