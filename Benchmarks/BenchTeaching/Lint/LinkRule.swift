// Teaching: the docs lint's rule on links — every relative link or image leads to a file or directory of the package,
// to a heading that exists when it names one, and to a test that exists when its text names one. Owns nothing.
//
// Checked, in prose (generated regions make their own links, from the files they read): `[text](path)`,
// `![alt](path)`, `[text](path#anchor)` and `[text](#anchor)`. An anchor into a Markdown page must be one of its
// headings' slugs, as GitHub makes them (lower case; letters, digits, `-`, `_` and spaces kept, spaces as `-`; a
// repeated heading gets `-1`, `-2`); into another file it must be a line or a range of lines it has (`#L58-L61`).
// A link into Tests/ whose text is an identifier other than the file's name (`[`bindings_doNotKeepTheViewsAlive`](…)`)
// must name a function that file declares. Not checked: absolute URLs (`https:`, `mailto:`), reference-style links.
import Foundation

struct LinkRule: DocsLintRule {
    static let name = "link"

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        page.paragraphs.flatMap { paragraph in
            Self.links(in: paragraph.text).compactMap { link -> DocsLint.Finding? in
                problem(label: link.label, target: link.target, on: page, in: lint.repository).map {
                    DocsLint.finding(self, page, line: paragraph.line(at: link.offset), $0)
                }
            }
        }
    }

    /// `[label](target)` and `![alt](target)` in `text`, a title after the target dropped; a label may hold one level
    /// of brackets.
    static func links(in text: String) -> [(label: String, target: String, offset: Int)] {
        let characters = Array(text)
        var result: [(label: String, target: String, offset: Int)] = [], index = 0
        while index < characters.count {
            guard characters[index] == "[" else { index += 1; continue }
            var depth = 0, close = index
            while close < characters.count {
                if characters[close] == "[" { depth += 1 } else if characters[close] == "]" { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard close + 1 < characters.count, characters[close + 1] == "(",
                  let end = characters[(close + 2)...].firstIndex(of: ")") else { index += 1; continue }
            let inside = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
            let target = String(inside.prefix { $0 != " " })
            if !target.isEmpty {
                result.append((String(characters[(index + 1)..<close]), target, index))
            }
            index = close + 1
        }
        return result
    }

    /// What is wrong with a link from `page`, nil when it leads where it says.
    func problem(label: String, target: String, on page: MarkdownPage, in repository: DocsRepository) -> String? {
        guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0], anchor = parts.count > 1 ? parts[1] : nil
        let directory = (page.path as NSString).deletingLastPathComponent
        let path = file.isEmpty ? page.path : DocsRepository.normalized(directory.isEmpty ? file : directory + "/" + file)
        guard path.hasPrefix("../") == false, repository.exists(path) else {
            return "(\(target)) leads to \(path), which does not exist"
        }
        if let anchor, !anchor.isEmpty {
            if path.hasSuffix(".md") {
                let headings = file.isEmpty ? page.headings : MarkdownPage(path: path, text: repository.texts[path] ?? "").headings
                let slugs = Self.slugs(of: headings)
                if !slugs.contains(anchor) {
                    return "(\(target)): \(path) has no heading #\(anchor)" + (Self.closest(anchor, in: slugs).map { "; did you mean #\($0)?" } ?? "")
                }
            } else if let problem = lineAnchorProblem(anchor, path: path, target: target, in: repository) {
                return problem
            }
        }
        let name = DocsLint.readable(label).trimmingCharacters(in: .whitespaces)
        let fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if path.hasPrefix("Tests/"), !repository.directories.contains(path), name != fileName,
           name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil,
           !repository.functionNames(inFile: path).contains(name) {
            return "[\(name)](\(target)): \(path) declares no test \(name)"
        }
        return nil
    }

    private func lineAnchorProblem(_ anchor: String, path: String, target: String, in repository: DocsRepository) -> String? {
        let numbers = anchor.split(separator: "-").map { $0.hasPrefix("L") ? Int($0.dropFirst()) : nil }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            return "(\(target)): #\(anchor) is neither a heading nor a line of \(path)"
        }
        guard let text = repository.texts[path] else { return nil }
        let lineCount = text.components(separatedBy: "\n").count
        if let last = numbers.compactMap({ $0 }).max(), last > lineCount {
            return "(\(target)): \(path) has \(lineCount) lines"
        }
        return nil
    }

    /// GitHub's anchors for `headings`, in order, repeated ones numbered.
    static func slugs(of headings: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return headings.map { heading in
            let base = slug(heading)
            defer { seen[base, default: 0] += 1 }
            return seen[base].map { "\(base)-\($0)" } ?? base
        }
    }

    /// `## The two VIPERs` → `the-two-vipers`; `` `Dynamic` and `Signal` `` → `dynamic-and-signal`.
    static func slug(_ heading: String) -> String {
        let text = DocsLint.readable(heading).replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        return String(text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || scalar == "-" || scalar == "_"
                || properties.generalCategory == .nonspacingMark { return Character(scalar) }
            return nil
        })
    }

    /// The slug sharing the longest prefix with `anchor`, when it shares at least half of it.
    private static func closest(_ anchor: String, in slugs: [String]) -> String? {
        let scored = slugs.map { slug in (slug, zip(slug, anchor).prefix { $0 == $1 }.count) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 * 2 >= anchor.count else { return nil }
        return best.0
    }
}
