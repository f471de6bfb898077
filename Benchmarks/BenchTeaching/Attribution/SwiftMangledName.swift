// Teaching: the little a cost table needs from a Swift mangled name without demangling it — its module, the first
// name after it, and whether it is a protocol witness thunk or an outlined copy or destroy. A plain value.
import Foundation

/// A Swift symbol (`$s3MVP17BlogCellPresenterC4likeyyF`) read from its prefix and suffix.
///
/// ```swift
/// let name = SwiftMangledName("$s3MVP17BlogCellPresenterC4likeyyF")
/// name?.module          // "MVP"
/// name?.firstTypeName   // "BlogCellPresenter"
/// ```
struct SwiftMangledName: Equatable {
    /// The module the symbol's context begins with: `MVP`, `ProfileKit`, `Swift` for the standard library's own types
    /// (`$ss…`, `$sSa…`), `_Concurrency` for its (`$sScM…`); nil when the prefix is none of these.
    let module: String?
    /// The identifier after the module (a type, or a function at the top level); nil when it is written with
    /// substitutions.
    let firstTypeName: String?
    /// A protocol witness thunk (`…TW`, merged `…TWTm`, partially applied `…TWTA`).
    let isWitnessThunk: Bool
    /// An outlined value operation (`…WOh` destroy, `…WOc` copy, `…WOy`, `…WOe`, …), possibly merged or specialised.
    let isOutlinedValueOperation: Bool

    /// Reads `symbol`; nil when it is not a Swift symbol (`$s`, `_$s`).
    init?(_ symbol: String) {
        let body: Substring
        if symbol.hasPrefix("$s") { body = symbol.dropFirst(2) } else if symbol.hasPrefix("_$s") { body = symbol.dropFirst(3) } else {
            return nil
        }
        isWitnessThunk = ["TW", "TWTm", "TWTA"].contains(where: symbol.hasSuffix)
        isOutlinedValueOperation = symbol.range(of: #"WO[a-z](T[A-Za-z0-9_]*)?$"#, options: .regularExpression) != nil
        if body.hasPrefix("s") {
            (module, firstTypeName) = ("Swift", nil)
        } else if body.hasPrefix("Sc") {
            (module, firstTypeName) = ("_Concurrency", nil)
        } else if body.hasPrefix("S"), body.dropFirst().first?.isLetter == true, body.dropFirst().first != "o" {
            (module, firstTypeName) = ("Swift", nil)
        } else if let (name, rest) = Self.identifier(body) {
            module = name
            firstTypeName = Self.identifier(rest)?.name
        } else {
            (module, firstTypeName) = (nil, nil)
        }
    }

    /// A plain identifier at the start of `text` (`17BlogCellPresenter…`) and what follows it; nil for anything else
    /// (a substitution, a word reference `0A…`).
    private static func identifier(_ text: Substring) -> (name: String, rest: Substring)? {
        let digits = text.prefix(while: \.isNumber)
        guard !digits.isEmpty, !digits.hasPrefix("0"), let length = Int(digits) else { return nil }
        let start = text.index(text.startIndex, offsetBy: digits.count)
        guard text.distance(from: start, to: text.endIndex) >= length else { return nil }
        let end = text.index(start, offsetBy: length)
        return (String(text[start..<end]), text[end...])
    }
}
