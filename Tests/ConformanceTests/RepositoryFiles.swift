// The repository's own files, read by the specifications of its layout (the leaky variants' sources, the test files'
// names). Holds nothing.
import Foundation

/// Where the package is, and the Swift files below a folder of it.
enum RepositoryFiles {
    /// The package root, from this file's place in it.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift files below `directory`, as sorted paths relative to it; linked folders are followed.
    static func swiftFiles(under directory: URL, skipping skipped: Set<String> = []) throws -> [String] {
        var found: [String] = []
        func walk(_ relative: String) throws {
            let folder = relative.isEmpty ? directory : directory.appending(path: relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !skipped.contains(name) {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isFolder)
                if isFolder.boolValue { try walk(path) } else if name.hasSuffix(".swift") { found.append(path) }
            }
        }
        try walk("")
        return found.sorted()
    }
}
