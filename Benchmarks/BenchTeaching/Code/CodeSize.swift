// Teaching: the size of each pattern's code and the floor's — files, types, protocols, lines of code — read from
// Sources/. Reads files; owns nothing.
import BenchChanges
import Foundation
import ProfileKit
import SceneRig

/// Files, types, protocols and non-blank, non-comment lines of one module's sources.
///
/// The leaky variants (`Leaky/`), the change requests made in the column (`Changes/`) and the store's traps (`Traps/`)
/// are not counted: they are not part of the scene. A type is a `class`, `struct`,
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

    /// Measures `Sources/<directory>` under `root`, its `Leaky/`, `Changes/` and `Traps/` aside (the files `bench changes`
    /// reads as the column's); nil when the directory does not exist.
    static func measure(name: String, directory: String, root: String) -> CodeSize? {
        let base = root + "/Sources/" + directory
        guard let paths = SourceFiles.swiftFiles(under: base, skipping: ChangeLayout.foldersBesideTheScene) else { return nil }
        var size = CodeSize(name: name)
        for path in paths {
            guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { continue }
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
