// Teaching: the docs lint's rule on verdicts typed into prose — "cheapest", "significantly", ★ and the like about a
// pattern or the floor, outside generated text, without an inline verdict region in the sentence. Owns nothing.
//
// A verdict is a verdict word (`verdictPattern`) in a sentence that names a subject: a pattern of the catalog, the
// floor as what the sentence is about ("the floor is the cheapest"), or "it"/"its" in a paragraph or list item that
// names one ("… MVP. It is the cheapest …"). Such a sentence passes only when it carries an inline `verdict` region,
// whose text the report decides. Not verdicts: sentences that name no subject (how ★ is defined, what "significant"
// means, "a bar left of the line is cheaper than the floor"), code spans (`×floor`), fenced code, generated text.
import Foundation

struct VerdictWordRule: DocsLintRule {
    static let name = "verdict"

    static let verdictPattern = #"(?i)\b(cheapest|cheaper|fastest|faster|slowest|slower|significantly|dearer|dearest|(?:more|less|most|least) expensive|costs? the (?:most|least))\b|★"#

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        var findings: [DocsLint.Finding] = []
        for paragraph in page.paragraphs {
            let paragraphSubject = subject(in: DocsLint.readable(DocsLint.withoutCodeSpans(paragraph.text)),
                                           names: lint.catalog.patternNames)
            var regionIndex = 0
            for sentence in paragraph.sentences {
                let placeholders = sentence.text.components(separatedBy: MarkdownPage.placeholder).count - 1
                let regions = paragraph.inlineRegions.dropFirst(regionIndex).prefix(placeholders)
                regionIndex += placeholders
                let text = DocsLint.readable(DocsLint.withoutCodeSpans(sentence.text))
                guard let word = text.range(of: Self.verdictPattern, options: .regularExpression).map({ String(text[$0]) }),
                      !regions.contains(where: { $0.kind == "verdict" }) else { continue }
                let pronoun = text.range(of: #"(?i)\bits?\b"#, options: .regularExpression) != nil
                guard let about = subject(in: text, names: lint.catalog.patternNames) ?? (pronoun ? paragraphSubject : nil)
                else { continue }
                findings.append(DocsLint.finding(self, page, line: paragraph.line(at: sentence.offset),
                    "\"\(word)\" about \(about) typed by hand: a verdict comes from an inline verdict region"))
            }
        }
        return findings
    }

    /// The first subject the text names: a pattern (as written, `MVP`), or the floor as what the verdict is about ("the
    /// floor is the cheapest", in one clause; not "than the floor", which is how ×floor and the charts are read).
    private func subject(in text: String, names: [String]) -> String? {
        if let pattern = PatternCountRule.mentions(of: names, in: text).first { return pattern.0 }
        let verdict = Self.verdictPattern.replacingOccurrences(of: "(?i)", with: "")
        let aboutFloor = text.range(of: #"(?i)\bthe floor (is|costs|runs|was|stays|remains|does)\b[^,;:()]*?(?:"# + verdict + ")",
                                    options: .regularExpression)
        return aboutFloor == nil ? nil : "the floor"
    }
}
