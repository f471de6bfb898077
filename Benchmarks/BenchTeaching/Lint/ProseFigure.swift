// Teaching: a figure with a unit as a docs page states it ("18 objects", "3 extra objects", "1.72×"), found in prose,
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

    /// The words that may stand between a number and a counted noun and still leave the count a figure: they say which
    /// of the things are counted, or that the number is a difference ("9999 live objects", "3 extra objects", "2 more
    /// retains"). A closed set, so that "2 of us" or "the 3 and objects" stays no figure; never before a symbol (`%`,
    /// `×`, `ns`, `B`).
    static let qualifiers = ["live", "extra", "more", "fewer", "less", "new", "other", "additional", "different",
                             "distinct", "separate", "weak", "strong", "unowned", "owned", "retained", "leaked",
                             "surviving", "allocated", "heap", "passing", "failing", "changed", "added", "removed",
                             "generated", "hand-written"]

    /// Number, then either a unit (after at most one space) or one qualifier and a counted noun.
    private static let pattern: String = {
        let space = #"[ \u00A0\u202F]"#
        let all = units.map { NSRegularExpression.escapedPattern(for: $0.spelling) }.joined(separator: "|")
        let nouns = units.filter { $0.spelling.count > 2 }.map { NSRegularExpression.escapedPattern(for: $0.spelling) }
            .joined(separator: "|")
        let qualifier = qualifiers.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        return number + "(?:" + space + "?(?:" + all + ")|" + space + "(?:" + qualifier + ")" + space + "(?:" + nouns + "))"
            + #"(?![\p{L}\d])"#
    }()

    /// The figures of `text` (prose, code spans removed by the caller), each on `line`.
    static func figures(in text: String, line: Int) -> [ProseFigure] {
        located(in: text, line: line).map(\.figure)
    }

    /// The figure an inline value makes with the words written after it (`<value>4</value> objects`): the number is the
    /// value's own and only its unit (and a qualifier) may come from `following`. Nil unless `value` is one number and
    /// `following` goes on with its unit; a figure typed later in `following` ("4 or 9999 objects") is prose, not the
    /// value's.
    static func figure(ofValue value: String, before following: String, line: Int) -> ProseFigure? {
        let value = value.trimmingCharacters(in: .whitespaces)
        guard let number = numbers(inCell: value).first, number.text == value else { return nil }
        let text = value + following
        guard let (figure, range) = located(in: text, line: line).first,
              range.lowerBound == text.startIndex, figure.value == number.value else { return nil }
        return figure
    }

    /// The figures of `text`, each with where it stands.
    private static func located(in text: String, line: Int) -> [(figure: ProseFigure, range: Range<String.Index>)] {
        var result: [(figure: ProseFigure, range: Range<String.Index>)] = []
        var searchStart = text.startIndex
        while let range = text.range(of: pattern, options: [.regularExpression, .caseInsensitive], range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            let match = String(text[range])
            guard let figure = figure(match, at: range, in: text, line: line) else { continue }
            result.append((figure, range))
        }
        return result
    }

    private static func figure(_ match: String, at range: Range<String.Index>, in text: String, line: Int) -> ProseFigure? {
        // Split the match into its number and its unit: the unit is the longest spelling the match ends with.
        guard let (spelling, unit) = units.first(where: { match.lowercased().hasSuffix($0.spelling.lowercased()) }) else { return nil }
        // "B" and "us" only as written (a capital B, not the word "b"); number words only before a counted noun.
        var numberText = String(match.dropLast(spelling.count)).trimmingCharacters(in: CharacterSet(charactersIn: " \u{00A0}\u{202F}"))
        // A qualifier ("live", "more") only as written, in lower case ("3 More objects" is a title's, not a count).
        if let qualifier = numberText.range(of: #"[ \u00A0\u202F][\p{L}-]+$"#, options: .regularExpression) {
            guard numberText[qualifier].dropFirst().allSatisfy({ $0.isLowercase || $0 == "-" }) else { return nil }
            numberText = String(numberText[..<qualifier.lowerBound])
        }
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
