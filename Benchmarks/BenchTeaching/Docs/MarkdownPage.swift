// Teaching: a docs page read the way the docs lint needs it — which text is prose, which is generated (block or inline
// regions of `bench docs`), which is fenced code — cut into sections, paragraphs and sentences. A plain value.
import Foundation

/// A Markdown page of the docs, parsed for `DocsLint`: every line knows whether it is prose, generated or code, and
/// the prose is grouped into paragraphs (a list item, a table row and a heading are one each) and sentences.
///
/// Generated text is what `bench docs` writes: a block region (`<!-- bench docs: KIND ARGS -->` alone on a line, the
/// generated lines, `<!-- end bench docs -->` alone on a line) or an inline one on one line
/// (`<!-- bench docs: KIND ARGS -->TEXT<!-- end bench docs -->`). Prose never includes it; a sentence knows which
/// inline regions it carries.
package struct MarkdownPage {
    /// What a line of the page is.
    enum LineKind: Equatable {
        case prose
        /// Inside a block region (its markers included), with the region's directive: `costs mvvm`.
        case generated(directive: String)
        /// Inside a fenced code block outside any region (the fence lines included), with the fence's language.
        case code(language: String)
    }

    /// Generated text inside a line of prose.
    struct InlineRegion: Equatable {
        /// `value`, `verdict`: the directive's first word.
        let kind: String
        let directive: String
        let text: String
    }

    struct Line {
        /// 1-based, as an editor shows it.
        let number: Int
        let text: String
        let kind: LineKind
        /// The heading above the line (its index in `headings`), nil before the first heading.
        let section: Int?
        /// The line's prose with inline regions replaced by `MarkdownPage.placeholder` and HTML comments removed; empty
        /// for generated and code lines.
        let prose: String
        let inlineRegions: [InlineRegion]
    }

    /// Prose text that belongs together: a paragraph, a list item, a table row or a heading.
    struct Paragraph {
        enum Kind: Equatable { case text, listItem, tableRow, heading }
        let kind: Kind
        let section: Int?
        /// The lines' prose joined with single spaces.
        let text: String
        /// The line each character offset of `text` starts on: `(offset, line number)`, ascending.
        let lineStarts: [(offset: Int, line: Int)]
        let inlineRegions: [InlineRegion]

        /// The line holding the character at `offset` of `text`.
        func line(at offset: Int) -> Int {
            lineStarts.last { $0.offset <= offset }?.line ?? lineStarts.first?.line ?? 0
        }

        /// The sentences of the paragraph, each with the offset it starts at. A table row or heading is one sentence.
        var sentences: [(text: String, offset: Int)] {
            guard kind == .text || kind == .listItem else { return [(text, 0)] }
            return MarkdownPage.sentences(of: text)
        }
    }

    /// Stands for an inline region's generated text in `Line.prose`: no rule reads it as a word or a figure.
    static let placeholder = "\u{FFFC}"

    let path: String
    let lines: [Line]
    /// The headings' text, without the `#`s.
    let headings: [String]

    package init(path: String, text: String) {
        self.path = path
        var lines: [Line] = [], headings: [String] = []
        var region: String?, fence: (marker: String, language: String)?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            var kind = LineKind.prose
            if let directive = region {
                kind = .generated(directive: directive)
                if trimmed == DocsGenerator.regionEnd { region = nil }
            } else if let directive = Self.blockRegionDirective(trimmed) {
                kind = .generated(directive: directive)
                region = directive
            } else if let open = fence {
                kind = .code(language: open.language)
                if trimmed.hasPrefix(open.marker), trimmed.allSatisfy({ $0 == open.marker.first }) { fence = nil }
            } else if let marker = Self.fenceMarker(trimmed) {
                let language = trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
                kind = .code(language: language)
                fence = (marker, language)
            }
            var prose = "", inline: [InlineRegion] = []
            if kind == .prose {
                (prose, inline) = Self.prose(of: raw)
                if let heading = Self.heading(prose) { headings.append(heading) }
            }
            lines.append(Line(number: index + 1, text: raw, kind: kind, section: headings.isEmpty ? nil : headings.count - 1,
                              prose: prose, inlineRegions: inline))
        }
        self.lines = lines
        self.headings = headings
    }

    /// The page's prose, paragraph by paragraph, in page order.
    var paragraphs: [Paragraph] {
        var result: [Paragraph] = []
        var current: (kind: Paragraph.Kind, section: Int?, text: String, starts: [(Int, Int)], inline: [InlineRegion])?
        func close() {
            if let open = current, !open.text.trimmingCharacters(in: .whitespaces).isEmpty {
                result.append(Paragraph(kind: open.kind, section: open.section, text: open.text,
                                        lineStarts: open.starts.map { (offset: $0.0, line: $0.1) }, inlineRegions: open.inline))
            }
            current = nil
        }
        for line in lines {
            guard line.kind == .prose else { close(); continue }
            let text = line.prose.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { close(); continue }
            let kind: Paragraph.Kind? = Self.heading(text) != nil ? .heading
                : text.hasPrefix("|") ? .tableRow
                : Self.isListItemStart(text) ? .listItem : nil
            if let kind {
                close()
                current = (kind, line.section, text, [(0, line.number)], line.inlineRegions)
                if kind == .heading || kind == .tableRow { close() }
            } else if var open = current {
                open.starts.append((open.text.count + 1, line.number))
                open.text += " " + text
                open.inline += line.inlineRegions
                current = open
            } else {
                current = (.text, line.section, text, [(0, line.number)], line.inlineRegions)
            }
        }
        close()
        return result
    }

    /// The fenced code blocks of the page, in or out of generated regions: `(language, first body line, body)`.
    var fencedBlocks: [(language: String, firstLine: Int, body: [String], isGenerated: Bool)] {
        var result: [(language: String, firstLine: Int, body: [String], isGenerated: Bool)] = []
        var open: (marker: String, language: String, firstLine: Int, body: [String], isGenerated: Bool)?
        for line in lines where line.kind != .prose {
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            if let current = open {
                if trimmed.hasPrefix(current.marker), trimmed.allSatisfy({ $0 == current.marker.first }) {
                    result.append((current.language, current.firstLine, current.body, current.isGenerated))
                    open = nil
                } else {
                    open?.body.append(line.text)
                }
            } else if let marker = Self.fenceMarker(trimmed) {
                let isGenerated = if case .generated = line.kind { true } else { false }
                open = (marker, trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces), line.number + 1, [], isGenerated)
            }
        }
        return result
    }

    // MARK: Reading lines

    /// `costs mvvm` for `<!-- bench docs: costs mvvm -->` alone on a line; nil for anything else (an inline region too).
    static func blockRegionDirective(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix(DocsGenerator.regionStart), trimmed.hasSuffix("-->"),
              !trimmed.dropFirst(DocsGenerator.regionStart.count).contains("<!--") else { return nil }
        return trimmed.dropFirst(DocsGenerator.regionStart.count).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    /// "```" or "~~~" (or longer) opening a fence.
    private static func fenceMarker(_ trimmed: String) -> String? {
        for mark in ["`", "~"] where trimmed.hasPrefix(String(repeating: mark, count: 3)) {
            return String(trimmed.prefix { String($0) == mark })
        }
        return nil
    }

    /// A line's prose: inline regions replaced by the placeholder (and returned apart), other HTML comments dropped.
    static func prose(of line: String) -> (String, [InlineRegion]) {
        var rest = Substring(line), prose = "", regions: [InlineRegion] = []
        while let open = rest.range(of: "<!--") {
            prose += rest[..<open.lowerBound]
            let comment = rest[open.lowerBound...]
            if comment.hasPrefix(DocsGenerator.regionStart), let head = comment.range(of: "-->"),
               let end = comment[head.upperBound...].range(of: DocsGenerator.regionEnd) {
                let directive = comment[comment.index(comment.startIndex, offsetBy: DocsGenerator.regionStart.count)..<head.lowerBound]
                    .trimmingCharacters(in: .whitespaces)
                regions.append(InlineRegion(kind: String(directive.prefix { $0 != " " }), directive: directive,
                                            text: String(comment[head.upperBound..<end.lowerBound])))
                prose += placeholder
                rest = comment[end.upperBound...]
            } else if let close = comment.range(of: "-->") {
                rest = comment[close.upperBound...]
            } else {
                rest = ""
            }
        }
        return (prose + rest, regions)
    }

    /// The heading's text for `## Title`, nil for any other line.
    static func heading(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let hashes = trimmed.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), trimmed.dropFirst(hashes.count).first == " " else { return nil }
        return trimmed.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
    }

    private static func isListItemStart(_ text: String) -> Bool {
        if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && text.dropFirst(digits.count).hasPrefix(". ")
    }

    /// Sentences end at `.`, `!` or `?` followed by a space and a capital, a bracket, a quote or markup.
    static func sentences(of text: String) -> [(text: String, offset: Int)] {
        let characters = Array(text)
        var result: [(text: String, offset: Int)] = [], start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if ".!?".contains(character), index + 2 < characters.count, characters[index + 1] == " ",
               characters[index + 2].isUppercase || "[(*`\"“".contains(characters[index + 2]) {
                // "e.g. Foo", "i.e. Bar": an abbreviation, not an end.
                let word = String(characters[max(start, index - 4)..<index]).split(separator: " ").last.map(String.init) ?? ""
                if !["e.g", "i.e", "vs", "cf", "etc"].contains(word.lowercased()) {
                    result.append((String(characters[start...index]), start))
                    start = index + 2
                    index += 2
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { result.append((String(characters[start...]), start)) }
        return result
    }
}
