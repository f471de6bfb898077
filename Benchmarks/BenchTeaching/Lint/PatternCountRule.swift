// Teaching: the docs lint's rule on how many patterns the prose counts and which it lists, against the catalog
// (`Pattern.allCases`, and the floor for subjects). Reads prose and shell comments; owns nothing.
//
// Counts: a number (a word or digits) before "patterns"/"architectures" must be the catalog's count, before
// "subjects" that count plus the floor, before "codebases"/"columns"/"ways" either; "all N", "the N", "of the N"
// with no noun after them either. Lists: a run of pattern names in one sentence or table row ("MVC, MVP, MVVM and
// VIPER"), or a list or table whose items each name one pattern first, that names every pattern but one.
// Allowed on purpose, and only so: a paragraph that names article 004 ("article 004", or docs/SOURCES.md's entry
// "**004** —") may count four and list MVC, MVP, MVVM and VIPER — that article compares exactly those four. Not
// counts: ordinals ("a fifth marker"), "the two"/"all two" (a pair, never the catalog), a number hyphenated to its
// noun ("two-way bindings": an adjective), code spans (file names).
import Foundation

struct PatternCountRule: DocsLintRule {
    static let name = "pattern-count"

    /// The one source whose comparison has fewer patterns than the catalog, and how many it compares.
    static let articleComparison = (name: "article 004", patterns: ["MVC", "MVP", "MVVM", "VIPER"])

    private static let numbers = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                                  "nine": 9, "ten": 10, "eleven": 11, "twelve": 12]
    private enum Counted { case patterns, subjects, either }
    private static let nouns: [String: Counted] = [
        "pattern": .patterns, "architecture": .patterns, "subject": .subjects,
        "codebase": .either, "column": .either, "way": .either,
    ]
    /// Words that may follow "all five" / "the five" when nothing is counted after it: the count stands alone.
    private static let bareFollowers: Set<String> = [
        "above", "below", "of", "on", "in", "at", "to", "for", "with", "here", "there", "and", "or", "but", "is", "are",
        "was", "were", "have", "has", "do", "does", "pass", "share", "show", "stand", "use", "run", "get", "differ",
        "agree", "put", "build", "measure", "through", "side", "alike", "together",
    ]

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        var findings: [DocsLint.Finding] = []
        let names = lint.catalog.patternNames
        for (text, line) in sentences(of: page) {
            findings += countFindings(text, line: line, page: page, catalog: lint.catalog)
            findings += enumerationFindings(text, line: line, page: page, names: names)
        }
        findings += listFindings(page, names: names)
        return findings
    }

    /// Every sentence of the prose (a heading, a table row and a shell comment are one each), readable, with its line.
    private func sentences(of page: MarkdownPage) -> [(String, Int)] {
        var result: [(String, Int)] = []
        for paragraph in page.paragraphs {
            let aboutArticle = namesArticle(DocsLint.readable(paragraph.text)) || paragraph.text.hasPrefix("- **004**")
            for sentence in paragraph.sentences {
                // Code spans and file names are names (`ONE-LIKE-FOUR-WAYS.md`), not counts.
                let text = DocsLint.readable(DocsLint.withoutCodeSpans(sentence.text))
                    .replacingOccurrences(of: #"[\w./-]+\.(md|swift|svg|json|yml)\b"#, with: " ", options: .regularExpression)
                result.append((aboutArticle ? text + " (" + Self.articleComparison.name + ")" : text,
                               paragraph.line(at: sentence.offset)))
            }
        }
        for line in page.lines {
            guard case .code(let language) = line.kind, ["sh", "bash", "shell", "console"].contains(language),
                  let hash = line.text.range(of: " # ") ?? (line.text.hasPrefix("#") ? line.text.range(of: "#") : nil)
            else { continue }
            result.append((String(line.text[hash.upperBound...]), line.number))
        }
        return result
    }

    private func namesArticle(_ sentence: String) -> Bool {
        sentence.lowercased().contains(Self.articleComparison.name)
    }

    private func countFindings(_ sentence: String, line: Int, page: MarkdownPage, catalog: DocsLint.Catalog) -> [DocsLint.Finding] {
        // A hyphen binds a number to its noun as an adjective ("two-way bindings", "a one-way cycle"): not a count.
        let words = sentence.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "-") })
            .map { String($0) }
        let lowered = words.map { $0.lowercased() }
        var findings: [DocsLint.Finding] = []
        for (index, word) in lowered.enumerated() {
            guard let count = Self.numbers[word] ?? Int(word).flatMap({ (2...12).contains($0) ? $0 : nil }) else { continue }
            let next = index + 1 < lowered.count ? lowered[index + 1] : ""
            let noun = next.hasSuffix("s") ? String(next.dropLast()) : next
            let counted: Counted
            if let kind = Self.nouns[noun] {
                counted = kind
            } else if count >= 3, index > 0, ["all", "the", "these", "those"].contains(lowered[index - 1]),
                      next.isEmpty || Self.bareFollowers.contains(next) || Self.endsClause(after: words[index], in: sentence) {
                counted = .either
            } else {
                continue
            }
            if count == Self.articleComparison.patterns.count && namesArticle(sentence) { continue }
            let allowed: [Int] = switch counted {
            case .patterns: [catalog.patternNames.count]
            case .subjects: [catalog.subjectCount]
            case .either: [catalog.patternNames.count, catalog.subjectCount]
            }
            guard !allowed.contains(count) else { continue }
            let phrase = ([index > 0 ? words[index - 1] : nil, words[index], next.isEmpty ? nil : words[index + 1]]
                .compactMap { $0 }).joined(separator: " ")
            let expected = switch counted {
            case .patterns: "\(catalog.patternNames.count) patterns"
            case .subjects: "\(catalog.subjectCount) subjects (the patterns and the floor)"
            case .either: "\(catalog.patternNames.count) patterns, or \(catalog.subjectCount) with the floor"
            }
            findings.append(DocsLint.finding(self, page, line: line, "\"\(phrase)\" counts \(count); the catalog has \(expected)"))
        }
        return findings
    }

    /// "the four:" or "the four)": the count ends its clause.
    private static func endsClause(after word: String, in sentence: String) -> Bool {
        guard let range = sentence.range(of: word + ":") ?? sentence.range(of: word + ")") ?? sentence.range(of: word + ",")
                ?? sentence.range(of: word + ".") ?? sentence.range(of: word + ";") else {
            return sentence.hasSuffix(word)
        }
        return !range.isEmpty
    }

    /// Runs of pattern names separated only by commas, "and", "or", arrows, bars or path prefixes.
    private func enumerationFindings(_ sentence: String, line: Int, page: MarkdownPage, names: [String]) -> [DocsLint.Finding] {
        let mentions = Self.mentions(of: names, in: sentence)
        var findings: [DocsLint.Finding] = [], run: [String] = []
        var previousEnd: String.Index?
        func closeRun() {
            let distinct = Set(run)
            if distinct.count == names.count - 1, let missing = names.first(where: { !distinct.contains($0) }),
               !(namesArticle(sentence) && distinct == Set(Self.articleComparison.patterns)) {
                findings.append(DocsLint.finding(self, page, line: line,
                    "lists \(names.filter(distinct.contains).joined(separator: ", ")) but not \(missing)"))
            }
            run = []
        }
        for (name, range) in mentions {
            if let end = previousEnd, !Self.isSeparator(sentence[end..<range.lowerBound]) { closeRun() }
            run.append(name)
            previousEnd = range.upperBound
        }
        closeRun()
        return findings
    }

    static func mentions(of names: [String], in text: String) -> [(String, Range<String.Index>)] {
        names.flatMap { name in
            text.ranges(ofWord: name).map { (name, $0) }
        }
        .sorted { $0.1.lowerBound < $1.1.lowerBound }
    }

    private static func isSeparator(_ gap: Substring) -> Bool {
        gap.range(of: #"^[\s,;/|→⇢>\-–—*()\[\]"'`]*(?:(?:and|or|then|to|vs\.?)[\s,;/|→⇢>\-–—*()\[\]"'`]*)?(?:[A-Za-z]+/)*$"#,
                  options: .regularExpression) != nil
    }

    /// A list or a table whose items each name one pattern first (in their first sentence or cell), naming every
    /// pattern but one.
    private func listFindings(_ page: MarkdownPage, names: [String]) -> [DocsLint.Finding] {
        var findings: [DocsLint.Finding] = [], group: [(name: String?, line: Int)] = []
        var groupKind: MarkdownPage.Paragraph.Kind?
        func close() {
            let named = group.compactMap(\.name)
            let distinct = Set(named)
            if group.count >= names.count - 1, named.count == group.count, distinct.count == names.count - 1,
               let missing = names.first(where: { !distinct.contains($0) }), let first = group.first {
                let what = groupKind == .tableRow ? "a table whose rows" : "a list whose items"
                findings.append(DocsLint.finding(self, page, line: first.line,
                    "\(what) each name one pattern cover \(names.filter(distinct.contains).joined(separator: ", ")) but not \(missing)"))
            }
            group = []
        }
        for paragraph in page.paragraphs {
            guard paragraph.kind == .listItem || paragraph.kind == .tableRow else { close(); groupKind = nil; continue }
            if paragraph.kind != groupKind { close(); groupKind = paragraph.kind }
            let head: String = if paragraph.kind == .tableRow {
                String(paragraph.text.split(separator: "|", omittingEmptySubsequences: true).first ?? "")
            } else {
                paragraph.sentences.first?.text ?? paragraph.text
            }
            if paragraph.kind == .tableRow, head.trimmingCharacters(in: .whitespaces).allSatisfy({ "-: ".contains($0) }) { continue }
            let mentioned = Set(Self.mentions(of: names, in: DocsLint.readable(head)).map(\.0))
            group.append((mentioned.count == 1 ? mentioned.first : nil, paragraph.line(at: 0)))
        }
        close()
        return findings
    }
}

extension String {
    /// The ranges where `word` stands as a whole word (no letter, digit or underscore on either side).
    func ranges(ofWord word: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = [], searchStart = startIndex
        while let range = self.range(of: word, range: searchStart..<endIndex) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : " "
            let after = range.upperBound < endIndex ? self[range.upperBound] : " "
            func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
            if !isWordCharacter(before) && !isWordCharacter(after) { result.append(range) }
            searchStart = range.upperBound
        }
        return result
    }
}
