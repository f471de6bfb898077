// Teaching: a declaration cut out of a source file by its first line, so the docs quote the code as it is and never a
// copy typed by hand. Reads one file; owns nothing.
import Foundation

/// The lines of one declaration in a Swift file, found by a piece of its first line and ended at its closing brace.
///
/// ```swift
/// let excerpt = try SourceExcerpt(file: "Sources/VIPER/BlogList/BlogListInteractor.swift", symbol: "func likeBlog(id: Int)",
///                                 root: packageRoot)
/// excerpt.lines   // from `func likeBlog(id: Int) {` to its `}`, with the doc comment above it
/// ```
struct SourceExcerpt: Equatable {
    struct NotFound: Error, CustomStringConvertible {
        let description: String
    }

    let file: String
    /// 1-based, inclusive: the doc comment (if any) through the closing brace.
    let firstLine: Int
    let lastLine: Int
    let lines: [String]

    init(file: String, symbol: String, root: String) throws(NotFound) {
        let path = URL(fileURLWithPath: root).appendingPathComponent(file).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw NotFound(description: "bench docs: cannot read \(file)")
        }
        let all = text.components(separatedBy: "\n")
        guard let start = all.firstIndex(where: { $0.contains(symbol) }) else {
            throw NotFound(description: "bench docs: no line with \(symbol.debugDescription) in \(file)")
        }
        var first = start
        while first > 0, all[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
        // To the brace that closes the body; a declaration without one (a property) ends before the next blank line.
        var depth = 0, sawBrace = false, end = start
        for index in start..<all.count {
            if !sawBrace && index > start && all[index].trimmingCharacters(in: .whitespaces).isEmpty { break }
            for character in all[index] {
                if character == "{" { depth += 1; sawBrace = true }
                if character == "}" { depth -= 1 }
            }
            end = index
            if sawBrace && depth <= 0 { break }
        }
        self.file = file
        firstLine = first + 1
        lastLine = end + 1
        let indent = all[first...end].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        lines = all[first...end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    /// A fenced Swift block and a link to the lines, from a page `depth` folders below the package root.
    func markdown(linkPrefix: String) -> String {
        "```swift\n\(lines.joined(separator: "\n"))\n```\n"
            + "<sub>[\(file), lines \(firstLine)–\(lastLine)](\(linkPrefix)\(file)#L\(firstLine)-L\(lastLine))</sub>"
    }
}
