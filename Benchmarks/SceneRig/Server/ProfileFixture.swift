// The server's starting data, decoded from JSON with Codable (the real parsing path). Value type.
import Foundation
import ProfileKit

/// Everything the mock server knows about one user: the user, their blogs and their drafts.
///
/// ```swift
/// let fixture = try ProfileFixture.decode(from: jsonData)
/// let api = MockProfileAPI(fixture: fixture, scheduling: .queued)
/// ```
public struct ProfileFixture: Codable, Equatable, Sendable {
    public var user: User
    public var blogs: [Blog]
    public var drafts: [Draft]

    public init(user: User, blogs: [Blog], drafts: [Draft]) {
        self.user = user
        self.blogs = blogs
        self.drafts = drafts
    }

    /// Why a fixture could not be read. `description` is one line fit for a command-line error.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case malformed(reason: String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): "cannot read fixture \(path): \(reason)"
            case .malformed(let reason): "malformed fixture: \(reason)"
            }
        }
    }

    /// Decodes a fixture, turning any decoding failure into a typed, one-line `LoadError`.
    public static func decode(from data: Data) throws(LoadError) -> ProfileFixture {
        do {
            return try JSONDecoder.profile.decode(ProfileFixture.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(reason: error.oneLineDescription)
        } catch {
            throw .malformed(reason: String(describing: error))
        }
    }

    /// Reads and decodes a fixture file.
    public static func load(contentsOf url: URL) throws(LoadError) -> ProfileFixture {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try decode(from: data)
    }

    /// Encodes the fixture in the same JSON format `decode(from:)` reads.
    public func encoded() throws -> Data {
        try JSONEncoder.profile.encode(self)
    }
}

extension JSONDecoder {
    /// The decoder the mock API uses for every payload: ISO 8601 dates.
    static var profile: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension JSONEncoder {
    static var profile: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}

extension DecodingError {
    /// "keyNotFound 'title' at blogs[3]" rather than the multi-line default description.
    var oneLineDescription: String {
        func path(_ context: Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the top level" : String(path.drop(while: { $0 == "." }))
        }
        switch self {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "missing \(type) value at \(path(context))"
        case .dataCorrupted(let context):
            return "invalid JSON at \(path(context)): \(context.debugDescription)"
        @unknown default: return String(describing: self)
        }
    }
}
