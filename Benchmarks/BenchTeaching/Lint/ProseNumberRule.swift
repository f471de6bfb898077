// Teaching: the docs lint's rule on figures typed into prose — each is compared with the generated numbers of its unit
// beside it, and one that nothing generated backs is listed as not checked. Reads one page; owns nothing.
//
// A figure is a number with a unit (`ProseFigure.units`: objects, retains, releases, bytes, instructions, ns, µs, ×,
// %, lines, files, tests, survivors, weak links, allocations; digits, or a number word before a counted noun), with at
// most one qualifier word between number and noun ("9999 live objects", "2 more retains"; `ProseFigure.qualifiers`). In a
// hand-written table a bare number takes its column header's unit. Generated numbers are those inside the page's
// regions (block tables under their column's unit, generated sentences, inline values; an inline value's number is
// its own, and only its unit may be read from the words right after it).
// How a prose figure is judged:
// 1. against the generated numbers of its unit in its own section (the text under the same heading): one of them
//    (rounded as the prose writes it; within 10 % after "about", "~") ties it; none of them is drift;
// 2. else against the page's: one of them ties it; a generated sentence's figure of that unit whose nearby words share
//    a word with the prose figure's ("wires 13 objects" / "14 objects … wired by") or, failing that, the only value the
//    page generates for that unit, is the one it contradicts: drift;
// 3. else it is "not generated and not checked": listed, not failed.
// What it cannot judge: which of several generated numbers of one unit a sentence means (any of the section's ties
// it), figures without a unit ("35 here against MVC's 9"), numbers in words beyond twelve, and whether a figure that
// nothing generated backs is true. Skipped: confidence levels ("95 % interval"), code spans, fenced code.
import Foundation

struct ProseNumberRule: DocsLintRule {
    static let name = "prose-number"

    /// A generated figure and where it stands.
    private struct Generated {
        let figure: ProseFigure
        let section: Int?
    }

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        let generated = generatedFigures(of: page)
        return proseFigures(of: page).compactMap { figure, section in
            judge(figure, section: section, generated: generated, page: page)
        }
    }

    private func judge(_ figure: ProseFigure, section: Int?, generated: [Generated], page: MarkdownPage) -> DocsLint.Finding? {
        let sameUnit = generated.filter { $0.figure.unit == figure.unit }
        let beside = sameUnit.filter { $0.section == section }
        func values(_ figures: [Generated]) -> String {
            let distinct = Array(Set(figures.map { $0.figure.value })).sorted()
            return distinct.prefix(12).map(Self.format).joined(separator: ", ") + (distinct.count > 12 ? ", …" : "")
        }
        if !beside.isEmpty {
            guard !beside.contains(where: { figure.agrees(with: $0.figure) }) else { return nil }
            return DocsLint.finding(self, page, line: figure.line,
                "\"\(figure.text)\" disagrees with the generated \(figure.unit) figures of its section (\(values(beside)))")
        }
        if sameUnit.contains(where: { figure.agrees(with: $0.figure) }) { return nil }
        // A table cell's labels (`like: objects`, `MVC`) say too little to pair it with a sentence: only generated
        // sentences ("Cost: 14 objects and 12 weak links wired by …") are paired by their words.
        if let related = sameUnit.first(where: { !$0.figure.isTableCell && figure.sharesContext(with: $0.figure) }) {
            return DocsLint.finding(self, page, line: figure.line,
                "\"\(figure.text)\" disagrees with the generated \"\(related.figure.text)\" on line \(related.figure.line)")
        }
        if let only = sameUnit.first, Set(sameUnit.map { $0.figure.value }).count == 1 {
            return DocsLint.finding(self, page, line: figure.line,
                "\"\(figure.text)\" disagrees with the page's one generated \(figure.unit) figure, \"\(only.figure.text)\" on line \(only.figure.line)")
        }
        return DocsLint.finding(self, page, line: figure.line,
            "\"\(figure.text)\": not generated and not checked", severity: .unchecked)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    // MARK: Prose

    /// The figures of the page's prose, with their sections.
    private func proseFigures(of page: MarkdownPage) -> [(ProseFigure, Int?)] {
        let headers = proseTableHeaders(of: page)
        return page.paragraphs.flatMap { paragraph -> [(ProseFigure, Int?)] in
            let text = Self.plain(paragraph.text)
            if paragraph.kind == .tableRow, let units = headers[paragraph.line(at: 0)] {
                return Self.tableRowFigures(text, units: units.units, header: units.header, line: paragraph.line(at: 0))
                    .map { ($0, paragraph.section) }
            }
            return ProseFigure.figures(in: text, line: 0).map { figure in
                (ProseFigure(value: figure.value, decimals: figure.decimals, unit: figure.unit, text: figure.text,
                             line: paragraph.line(at: Self.offset(of: figure, in: text)), isApproximate: figure.isApproximate,
                             context: figure.context), paragraph.section)
            }
        }
    }

    /// Where the figure's text first stands in `text` (figures are found in order, so the first one at or after the
    /// previous is right often enough for a line number).
    private static func offset(of figure: ProseFigure, in text: String) -> Int {
        text.range(of: figure.text).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
    }

    /// The text as read, lengths kept so offsets still point at lines: code spans, link targets, emphasis and
    /// backticks blanked.
    static func plain(_ text: String) -> String {
        var characters = Array(text), index = 0, inCode = false
        while index < characters.count {
            if characters[index] == "`" { inCode.toggle(); characters[index] = " " } else if inCode { characters[index] = " " }
            index += 1
        }
        var result = String(characters)
        while let range = result.range(of: #"\]\([^)]*\)"#, options: .regularExpression) {
            result.replaceSubrange(range, with: String(repeating: " ", count: result.distance(from: range.lowerBound, to: range.upperBound)))
        }
        return result.replacingOccurrences(of: "*", with: " ").replacingOccurrences(of: "[", with: " ")
    }

    /// For each prose table row, its table's column units and header (a table's first row is its header).
    private func proseTableHeaders(of page: MarkdownPage) -> [Int: (units: [String?], header: [String])] {
        var result: [Int: (units: [String?], header: [String])] = [:]
        var header: [String]?
        for line in page.lines {
            let text = line.prose.trimmingCharacters(in: .whitespaces)
            guard line.kind == .prose, text.hasPrefix("|") else { header = nil; continue }
            if let header {
                result[line.number] = (header.map(ProseFigure.unit(ofHeader:)), header)
            } else {
                header = Self.cells(of: text)
            }
        }
        return result
    }

    static func cells(of row: String) -> [String] {
        var cells = row.trimmingCharacters(in: .whitespaces).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
        if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
        return cells
    }

    /// A table row's figures: those written with a unit, and the bare numbers of a column whose header has one.
    private static func tableRowFigures(_ row: String, units: [String?], header: [String], line: Int) -> [ProseFigure] {
        let cells = cells(of: row)
        guard !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) else { return [] }
        let label = cells.first.map { DocsLint.readable($0).lowercased().split(separator: " ").map(String.init) } ?? []
        return cells.enumerated().flatMap { column, cell -> [ProseFigure] in
            let written = ProseFigure.figures(in: cell, line: line)
            if !written.isEmpty || column == 0 { return written }
            guard column < units.count, let unit = units[column] else { return [] }
            let context = label + DocsLint.readable(header[column]).lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            return ProseFigure.numbers(inCell: cell).map { number in
                ProseFigure(value: number.value, decimals: number.text.split(separator: ".").dropFirst().first?.count ?? 0,
                            unit: unit, text: number.text + (unit == "×" ? "×" : " (\(unit))"), line: line,
                            isApproximate: false, isTableCell: true, context: context.filter { $0.count >= 4 })
            }
        }
    }

    // MARK: Generated

    /// Every figure of the page's generated regions: block tables by column, generated sentences, inline values.
    private func generatedFigures(of page: MarkdownPage) -> [Generated] {
        var result: [Generated] = []
        var header: [String]?, inFence = false
        for line in page.lines {
            switch line.kind {
            case .generated:
                let text = line.text.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("```") { inFence.toggle(); continue }
                guard !inFence, !text.hasPrefix("<!--") else { header = nil; continue }
                if text.hasPrefix("|") {
                    if let header {
                        result += Self.tableRowFigures(text, units: header.map(ProseFigure.unit(ofHeader:)), header: header,
                                                       line: line.number).map { Generated(figure: $0, section: line.section) }
                    } else {
                        header = Self.cells(of: text)
                    }
                } else {
                    header = nil
                    result += ProseFigure.figures(in: Self.plain(text), line: line.number)
                        .map { Generated(figure: $0, section: line.section) }
                }
            case .prose:
                header = nil
                // An inline value: its text, or its number with the unit written right after the region (only the unit:
                // a number typed later, "57 or 9999 objects", is prose, not generated).
                var rest = Substring(line.prose)
                for region in line.inlineRegions {
                    guard let placeholder = rest.range(of: MarkdownPage.placeholder) else { break }
                    rest = rest[placeholder.upperBound...]
                    let following = rest.prefix(24).replacingOccurrences(of: MarkdownPage.placeholder, with: " ")
                    let own = Self.plain(region.text)
                    let figure = ProseFigure.figures(in: own, line: line.number).first
                        ?? ProseFigure.figure(ofValue: own, before: Self.plain(following), line: line.number)
                    if let figure { result.append(Generated(figure: figure, section: line.section)) }
                }
            case .code:
                header = nil
            }
        }
        return result
    }
}
