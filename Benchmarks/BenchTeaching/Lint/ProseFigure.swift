// Teaching: a figure with a unit as a docs page states it ("18 objects", "1.72×", "3 738 instructions"), found in prose,
// in generated text or in a table cell under its column's unit, with the words around it. A plain value.
import Foundation

/// One number and what it counts, on one line of a page.
struct ProseFigure: Equatable {
    let value: Double
    /// Digits after the decimal point as written: `1.7` has 1, so it stands for anything that rounds to it.
    let decimals: Int
    /// The unit, singular: `object`, `weak link`, `×`, `%`, `ns`.
    let unit: String
    /// As written: `18 objects`, `1.72×`.
    let text: String
    let line: Int
    /// Written as an estimate ("about 100 bytes", "~2×"): ties within 10 %.
    let isApproximate: Bool
    /// Read from a table cell under its column's unit rather than written with its unit in a sentence.
    var isTableCell = false
    /// Lower-cased words near the figure, for telling which generated figure it speaks of.
    var context: [String]

    /// The units a figure may carry, longest spelling first, each with its singular name.
    static let units: [(spelling: String, unit: String)] = [
        ("weak links", "weak link"), ("weak link", "weak link"), ("lines of code", "line"),
        ("instructions", "instruction"), ("instruction", "instruction"), ("allocations", "allocation"),
        ("allocation", "allocation"), ("survivors", "survivor"), ("survivor", "survivor"), ("objects", "object"),
        ("object", "object"), ("retains", "retain"), ("retain", "retain"), ("releases", "release"), ("release", "release"),
        ("bytes", "byte"), ("byte", "byte"), ("lines", "line"), ("line", "line"), ("files", "file"), ("file", "file"),
        ("tests", "test"), ("test", "test"), ("ns", "ns"), ("µs", "µs"), ("us", "µs"), ("ms", "ms"), ("B", "byte"),
        ("×", "×"), ("%", "%"),
    ]

    private static let numberWords = ["one": 1.0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                                      "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12]
    private static let approximations = ["about", "around", "roughly", "nearly", "almost", "~", "≈", "some", "over",
                                         "under", "than", "to"]
    private static let stopwords: Set<String> = [
        "this", "that", "with", "from", "each", "every", "than", "where", "which", "their", "there", "about", "what",
        "when", "more", "less", "only", "also", "into", "over", "some", "them", "they", "have", "here", "just", "same",
        "other", "makes", "make", "made", "does", "done", "against", "after", "before", "both", "most", "many",
    ]

    /// `12 651`, `3 738` (a space before each group of three), `1.72`, `18`; or a number word before a unit.
    private static let number = #"(?<![\w.,/-])(\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"#

    /// The figures of `text` (prose, code spans removed by the caller), each on `line`.
    static func figures(in text: String, line: Int) -> [ProseFigure] {
        let unitPattern = units.map { NSRegularExpression.escapedPattern(for: $0.spelling) }.joined(separator: "|")
        let pattern = number + #"[ \u00A0\u202F]?("# + unitPattern + #")(?![\p{L}\d])"#
        var result: [ProseFigure] = []
        var searchStart = text.startIndex
        while let range = text.range(of: pattern, options: [.regularExpression, .caseInsensitive], range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            let match = String(text[range])
            guard let figure = figure(match, at: range, in: text, line: line) else { continue }
            result.append(figure)
        }
        return result
    }

    private static func figure(_ match: String, at range: Range<String.Index>, in text: String, line: Int) -> ProseFigure? {
        // Split the match into its number and its unit: the unit is the longest spelling the match ends with.
        guard let (spelling, unit) = units.first(where: { match.lowercased().hasSuffix($0.spelling.lowercased()) }) else { return nil }
        // "B" and "us" only as written (a capital B, not the word "b"); number words only before a counted noun.
        let numberText = String(match.dropLast(spelling.count)).trimmingCharacters(in: CharacterSet(charactersIn: " \u{00A0}\u{202F}"))
        if spelling == "B", !match.hasSuffix("B") { return nil }
        if spelling == "us", !match.hasSuffix("us") { return nil }
        let word = numberWords[numberText.lowercased()]
        // A number word counts things ("one object per blog"), not lines or files of a title ("One test, four ways").
        if word != nil, !["object", "retain", "release", "survivor", "weak link", "allocation", "instruction", "byte"].contains(unit)
            || word != nil && spelling == "B" { return nil }
        guard let value = word ?? Double(numberText.filter { $0.isNumber || $0 == "." }) else { return nil }
        // A confidence level is not a measurement: "its 95 % interval".
        let after = text[range.upperBound...].prefix(12).lowercased()
        if unit == "%", after.contains("interval") || after.contains("ci") || after.contains("confidence") { return nil }
        let before = text[..<range.lowerBound].split(separator: " ").suffix(2).map { $0.lowercased() }
        let decimals = numberText.split(separator: ".").dropFirst().first?.count ?? 0
        return ProseFigure(value: value, decimals: decimals, unit: unit, text: match, line: line,
                           isApproximate: before.contains { approximations.contains($0) },
                           context: contextWords(before: text[..<range.lowerBound], after: text[range.upperBound...]))
    }

    /// Up to six meaningful words on each side.
    private static func contextWords(before: Substring, after: Substring) -> [String] {
        func words(_ text: Substring) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
                .filter { $0.count >= 4 && !stopwords.contains($0) }
        }
        let unitWords = Set(units.flatMap { $0.spelling.lowercased().split(separator: " ").map(String.init) })
        return (Array(words(before).suffix(6)) + Array(words(after).prefix(6))).filter { !unitWords.contains($0) }
    }

    /// Whether this figure states `other`'s number: equal once `other` is rounded as this one is written, or within
    /// 10 % for an estimate.
    func agrees(with other: ProseFigure) -> Bool {
        if isApproximate { return abs(other.value - value) <= max(abs(other.value), abs(value)) * 0.1 }
        let scale = pow(10.0, Double(decimals))
        return (other.value * scale).rounded() / scale == value || other.value == value
    }

    /// Whether the two share a word (or the stem of one: `wire`, `wired`).
    func sharesContext(with other: ProseFigure) -> Bool {
        context.contains { word in
            other.context.contains { otherWord in
                let common = zip(word, otherWord).prefix { $0 == $1 }.count
                return common >= 4 && common >= min(word.count, otherWord.count) - 2
            }
        }
    }

    /// The unit a table column counts, from its header: `like: retains` → `retain`, `lines of code` → `line`.
    static func unit(ofHeader header: String) -> String? {
        let lowered = header.lowercased()
        return units.first { spelling, _ in
            spelling.count > 2 && lowered.range(of: #"(?<![\p{L}])"# + NSRegularExpression.escapedPattern(for: spelling.lowercased())
                                                + #"(?![\p{L}])"#, options: .regularExpression) != nil
                || spelling == "×" && lowered.contains("×")
        }?.unit
    }

    /// The plain numbers of a table cell (`46 (32)`, `12 651 / 20 252`, `**87**`), link targets left out.
    static func numbers(inCell cell: String) -> [(value: Double, text: String)] {
        let readable = DocsLint.readable(cell)
        var result: [(value: Double, text: String)] = [], searchStart = readable.startIndex
        let pattern = #"(?<![\w.])(\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?![\d.])|\d+(?:\.\d+)?)"#
        while let range = readable.range(of: pattern, options: .regularExpression, range: searchStart..<readable.endIndex) {
            searchStart = range.upperBound
            let text = String(readable[range])
            if let value = Double(text.filter { $0.isNumber || $0 == "." }) { result.append((value, text)) }
        }
        return result
    }
}
