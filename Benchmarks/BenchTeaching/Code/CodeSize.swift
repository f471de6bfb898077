// Teaching: the size of each pattern's code and the floor's — files, types, protocols, lines of code — read from
// Sources/. Reads files; owns nothing.
import Foundation
import ProfileKit
import SceneRig

/// Files, types, protocols and non-blank, non-comment lines of one module's sources.
///
/// The leaky variants (`Leaky/`) and the change requests made in the column (`Changes/`) are not counted: they are not
/// part of the scene. A type is a `class`, `struct`,
/// `enum` or `actor` declaration (extensions are not types); comment lines are those that start with `//`, or lie
/// inside a `/* … */` block.
package struct CodeSize: Equatable, Codable {
    let name: String
    var files = 0
    var types = 0
    var protocols = 0
    var lines = 0

    /// The rows of `bench loc`: every pattern, the floor, then the shared ground for scale.
    static let modules: [(name: String, directory: String)] =
        Pattern.allCases.map { ($0.rawValue, $0.displayName) } + [("floor", "Floor"), ("shared", "ProfileKit")]

    /// The folders of a column that hold other modules beside its scene.
    static let foldersBesideTheScene: Set = ["Leaky", "Changes"]

    /// Measures `Sources/<directory>` under `root`; nil when the directory does not exist.
    static func measure(name: String, directory: String, root: String) -> CodeSize? {
        let base = URL(fileURLWithPath: root).appendingPathComponent("Sources").appendingPathComponent(directory)
        // Foundation on Linux enumerates a missing directory as an empty one: it would count as 0 lines, not absent.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return nil }
        var size = CodeSize(name: name)
        let paths = enumerator.compactMap { ($0 as? URL)?.path }.filter { path in
            let relative = path.dropFirst(base.path.count).split(separator: "/")
            return path.hasSuffix(".swift") && !Self.foldersBesideTheScene.contains(String(relative.first ?? ""))
        }
        for path in paths.sorted() {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            size.add(source: text)
        }
        return size
    }

    /// Adds one file's counts.
    mutating func add(source text: String) {
        files += 1
        var inBlockComment = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                if line.contains("*/") { inBlockComment = false }
                continue
            }
            if line.isEmpty || line.hasPrefix("//") { continue }
            if line.hasPrefix("/*") {
                inBlockComment = !line.contains("*/")
                continue
            }
            lines += 1
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" }).map(String.init)
            guard let position = words.firstIndex(where: { !Self.modifiers.contains($0) && !$0.hasPrefix("@") }),
                  position + 1 < words.count else { continue }
            let (keyword, next) = (words[position], words[position + 1])
            if Self.typeKeywords.contains(keyword), !Self.memberKeywords.contains(next) { types += 1 }
            if keyword == "protocol" { protocols += 1 }
        }
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
    /// `class func`, `class var`: a member, not a type.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init"]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "indirect", "nonisolated", "package", "override",
    ]
}
