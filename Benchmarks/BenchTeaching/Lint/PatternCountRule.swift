// Teaching: the docs lint's rule on how many patterns the prose counts and which it lists, against the catalog
// (`Pattern.allCases`, and the floor for subjects). Reads prose and shell comments; owns nothing.
//
// Counts: a number (a word or digits) before "patterns"/"architectures" must be the catalog's count, before
// "subjects" that count plus the floor, before "codebases"/"columns"/"ways" either; "all N", "the N", "of the N"
// with no noun after them either. Lists: a run of pattern names in one sentence or table row ("MVC, MVP, MVVM and
// VIPER"), or a list or table whose items each name one pattern first, that names four patterns or more but not all.
// Allowed on purpose, and only so: a paragraph that names article 004 ("article 004", or docs/SOURCES.md's entry
// "**004** —") may count four and list MVC, MVP, MVVM and VIPER — that article compares exactly those four; a list
// that says it is a selection ("only", "except", "such as", … just before it, or before a list of items); a list whose
// paragraph (a list's: the paragraph introducing it) names each pattern it leaves out, so that the text says where
// every pattern stands ("15 of MVVMObservation's and 1 of VIP's vary. Every operation of MVC, MVP, MVVM, VIPER, Store
// and MVVMAsync is identical"). Fewer than four names are a subset, never a stale catalog ("MVVM, MVVMObservation and
// MVVMAsync"). Not counts: ordinals ("a fifth marker"), "the two"/"all two" (a pair, never the catalog), a number
// hyphenated to its noun ("two-way bindings": an adjective), code spans (file names).
import Foundation

struct PatternCountRule: DocsLintRule {
    static let name = "pattern-count"

    /// The one source whose comparison has fewer patterns than the catalog, and how many it compares.
    static let articleComparison = (name: "article 004", patterns: ["MVC", "MVP", "MVVM", "VIPER"])

    /// Fewer names than this in a list are a subset chosen on purpose, not the catalog (the MVVM family is three).
    static let shortestCatalogList = 4

    /// Words just before a list that say it is a selection, not the catalog.
    private static let selection = #"\b(only|except|but not|other than|apart from|besides|beside|such as|e\.g\.|for example|for instance|among|including)\W+(?:[\w'’]+\W+){0,2}$"#

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
        for sentence in sentences(of: page) {
            findings += countFindings(sentence.text, line: sentence.line, page: page, catalog: lint.catalog)
            findings += enumerationFindings(sentence, page: page, names: names)
        }
        findings += listFindings(page, names: names)
        return findings
    }

    /// A sentence as the rule reads it.
    private struct Sentence {
        /// Readable, code spans and file names left out.
        let text: String
        let line: Int
        /// Everything its paragraph names, generated values included: where a list's left-out patterns may be named.
        let paragraph: String
    }

    /// Every sentence of the prose (a heading, a table row and a shell comment are one each), readable, with its line.
    private func sentences(of page: MarkdownPage) -> [Sentence] {
        var result: [Sentence] = []
        for paragraph in page.paragraphs {
            let aboutArticle = namesArticle(DocsLint.readable(paragraph.text)) || paragraph.text.hasPrefix("- **004**")
            let whole = Self.everythingNamed(by: paragraph)
            for sentence in paragraph.sentences {
                // Code spans and file names are names (`ONE-LIKE-FOUR-WAYS.md`), not counts.
                let text = DocsLint.readable(DocsLint.withoutCodeSpans(sentence.text))
                    .replacingOccurrences(of: #"[\w./-]+\.(md|swift|svg|json|yml)\b"#, with: " ", options: .regularExpression)
                result.append(Sentence(text: aboutArticle ? text + " (" + Self.articleComparison.name + ")" : text,
                                       line: paragraph.line(at: sentence.offset), paragraph: whole))
            }
        }
        for line in page.lines {
            guard case .code(let language) = line.kind, ["sh", "bash", "shell", "console"].contains(language),
                  let hash = line.text.range(of: " # ") ?? (line.text.hasPrefix("#") ? line.text.range(of: "#") : nil)
            else { continue }
            let comment = String(line.text[hash.upperBound...])
            result.append(Sentence(text: comment, line: line.number, paragraph: comment))
        }
        return result
    }

    /// A paragraph's readable text and its inline regions' generated text.
    private static func everythingNamed(by paragraph: MarkdownPage.Paragraph) -> String {
        ([DocsLint.readable(paragraph.text)] + paragraph.inlineRegions.map(\.text)).joined(separator: " ")
    }

    /// Whether a list of `listed` (four patterns or more, not all) is allowed: article 004's own four where the sentence
    /// names the article, a list said to be a selection, or one whose paragraph names every pattern it leaves out.
    private func isAllowedSubset(_ listed: Set<String>, names: [String], sentence: String, before: Substring,
                                 paragraph: String) -> Bool {
        if namesArticle(sentence) && listed == Set(Self.articleComparison.patterns) { return true }
        if before.lowercased().range(of: Self.selection, options: .regularExpression) != nil { return true }
        return names.filter { !listed.contains($0) }.allSatisfy { !paragraph.ranges(ofWord: $0).isEmpty }
    }

    /// "MVC, MVP, MVVM, VIPER but not VIP, Store": what a list names and what it leaves out, in catalog order.
    private static func coverage(_ listed: Set<String>, of names: [String]) -> String {
        "\(names.filter(listed.contains).joined(separator: ", ")) but not \(names.filter { !listed.contains($0) }.joined(separator: ", "))"
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
    private func enumerationFindings(_ sentence: Sentence, page: MarkdownPage, names: [String]) -> [DocsLint.Finding] {
        let text = sentence.text
        var findings: [DocsLint.Finding] = [], run: [String] = []
        var runStart = text.startIndex, previousEnd: String.Index?
        func closeRun() {
            let distinct = Set(run)
            if distinct.count >= Self.shortestCatalogList, distinct.count < names.count,
               !isAllowedSubset(distinct, names: names, sentence: text, before: text[..<runStart], paragraph: sentence.paragraph) {
                findings.append(DocsLint.finding(self, page, line: sentence.line, "lists " + Self.coverage(distinct, of: names)))
            }
            run = []
        }
        for (name, range) in Self.mentions(of: names, in: text) {
            if let end = previousEnd, !Self.isSeparator(text[end..<range.lowerBound]) { closeRun() }
            if run.isEmpty { runStart = range.lowerBound }
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

    /// A list or a table whose items each name one pattern first (in their first sentence or cell), naming four
    /// patterns or more but not all, unless the paragraph introducing it allows it as a run would be.
    private func listFindings(_ page: MarkdownPage, names: [String]) -> [DocsLint.Finding] {
        var findings: [DocsLint.Finding] = [], group: [(name: String?, line: Int)] = []
        var groupKind: MarkdownPage.Paragraph.Kind?
        var introduction = ""
        func close() {
            let named = group.compactMap(\.name)
            let distinct = Set(named)
            if group.count >= Self.shortestCatalogList, named.count == group.count, distinct.count >= Self.shortestCatalogList,
               distinct.count < names.count, let first = group.first,
               !isAllowedSubset(distinct, names: names, sentence: introduction, before: Substring(introduction),
                                paragraph: introduction) {
                let what = groupKind == .tableRow ? "a table whose rows" : "a list whose items"
                findings.append(DocsLint.finding(self, page, line: first.line,
                    "\(what) each name one pattern cover " + Self.coverage(distinct, of: names)))
            }
            group = []
        }
        for paragraph in page.paragraphs {
            guard paragraph.kind == .listItem || paragraph.kind == .tableRow else {
                close(); groupKind = nil
                introduction = paragraph.kind == .text ? Self.everythingNamed(by: paragraph) : ""
                continue
            }
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
