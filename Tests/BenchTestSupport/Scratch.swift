// Scratch: a fresh directory for a specification that writes files, removed when the test lets it go.
import Foundation

/// A fresh directory under the temporary directory, removed when the value goes away.
package final class Scratch {
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "archbench-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The names in the directory, sorted.
    package func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
