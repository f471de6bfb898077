// A Swift file's code as the change measurement reads it: comments and the text of string literals left out, line
// breaks kept, then cut into tokens. Lexical only: nothing is compiled or resolved. A plain value; owns its text.

/// The code of a Swift source: what its comments and string literals leave, token by token.
///
/// Comments (nested block comments too) are dropped; a string literal keeps its quotes and the code of its
/// interpolations (`"\(blog.title)"` reads as `" blog.title "`) and loses its text, raw and multi-line strings alike. Line
/// breaks stay where they were, so a token knows its line.
///
/// ```swift
/// let code = SwiftCode("let a = \"b\" // c\nfunc f() {}")
/// code.stripped      // "let a = \"\" \nfunc f() {}"
/// code.identifiers   // ["a", "f", "func", "let"]
/// ```
package struct SwiftCode: Sendable, Equatable {
    /// One word or mark of the code.
    package struct Token: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// A name or a keyword (`BlogListPresenter`, `func`, `` `default` `` without its backticks).
            case word
            /// `@MainActor`'s `@` and name together: an attribute.
            case attribute
            /// A number literal.
            case number
            /// One punctuation mark, or an operator's characters together (`->`, `==`, `?`).
            case mark
            /// The end of a line.
            case newline
        }

        package let kind: Kind
        package let text: String
        /// 1-based.
        package let line: Int
    }

    /// The code with comments and string literals' text removed (line breaks kept).
    package let stripped: String
    /// The code's tokens, line breaks included.
    package let tokens: [Token]

    package init(_ source: String) {
        stripped = Self.strip(source)
        tokens = Self.tokenize(stripped)
    }

    /// Every word of the code: the names it declares and the names it mentions, keywords too.
    package var identifiers: Set<String> {
        Set(tokens.lazy.filter { $0.kind == .word }.map(\.text))
    }

    // MARK: Stripping

    private enum Mode {
        /// Code; inside an interpolation, with the parentheses open in it.
        case code(interpolation: Bool, parentheses: Int)
        /// A string literal with its `#`s and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
    }

    /// `source` without comments or the text of its string literals.
    static func strip(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var modes: [Mode] = [.code(interpolation: false, parentheses: 0)]
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
        }
        func hashes(at position: Int) -> Int {
            var count = 0
            while position + count < bytes.count, bytes[position + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        while index < bytes.count {
            let byte = bytes[index]
            switch modes[modes.count - 1] {
            case .code(let interpolation, let parentheses):
                if starts("//", at: index) {
                    while index < bytes.count, bytes[index] != newline { index += 1 }
                } else if starts("/*", at: index) {
                    var depth = 0
                    repeat {
                        if starts("/*", at: index) {
                            depth += 1
                            index += 2
                        } else if starts("*/", at: index) {
                            depth -= 1
                            index += 2
                        } else {
                            if bytes[index] == newline { output.append(newline) }
                            index += 1
                        }
                    } while depth > 0 && index < bytes.count
                    output.append(UInt8(ascii: " "))
                } else if byte == quote || (byte == UInt8(ascii: "#") && bytes.indices.contains(index + hashes(at: index))
                                            && bytes[index + hashes(at: index)] == quote) {
                    let count = byte == quote ? 0 : hashes(at: index)
                    index += count
                    let multiline = starts("\"\"\"", at: index)
                    index += multiline ? 3 : 1
                    output.append(quote)
                    modes.append(.string(hashes: count, multiline: multiline))
                } else if interpolation, byte == UInt8(ascii: "(") {
                    modes[modes.count - 1] = .code(interpolation: true, parentheses: parentheses + 1)
                    output.append(byte)
                    index += 1
                } else if interpolation, byte == UInt8(ascii: ")") {
                    if parentheses == 0 {
                        modes.removeLast()
                        output.append(UInt8(ascii: " "))
                    } else {
                        modes[modes.count - 1] = .code(interpolation: true, parentheses: parentheses - 1)
                        output.append(byte)
                    }
                    index += 1
                } else {
                    output.append(byte)
                    index += 1
                }
            case .string(let count, let multiline):
                let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: count)
                if byte == newline {
                    output.append(newline)
                    index += 1
                } else if byte == backslash, hashes(at: index + 1) >= count {
                    let afterHashes = index + 1 + count
                    if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                        output.append(UInt8(ascii: " "))
                        modes.append(.code(interpolation: true, parentheses: 0))
                        index = afterHashes + 1
                    } else {
                        index = min(bytes.count, afterHashes + 1)
                    }
                } else if starts(closing, at: index) {
                    output.append(quote)
                    modes.removeLast()
                    index += closing.utf8.count
                } else {
                    index += 1
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: Tokens

    /// The tokens of stripped code.
    static func tokenize(_ code: String) -> [Token] {
        let characters = Array(code.unicodeScalars)
        var tokens: [Token] = []
        var line = 1, index = 0
        func isWordStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool { isWordStart(scalar) || ("0"..."9").contains(scalar) }
        let operators: Set<Unicode.Scalar> = ["=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "/"]
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "\n" {
                tokens.append(Token(kind: .newline, text: "\n", line: line))
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "`", let end = characters[(index + 1)...].firstIndex(of: "`"),
                      !characters[(index + 1)..<end].contains("\n") {
                tokens.append(Token(kind: .word, text: String(String.UnicodeScalarView(characters[(index + 1)..<end])), line: line))
                index = end + 1
            } else if isWordStart(scalar) || (scalar == "@" && index + 1 < characters.count && isWordStart(characters[index + 1])) {
                let start = index
                index += 1
                while index < characters.count, isWordPart(characters[index]) { index += 1 }
                let text = String(String.UnicodeScalarView(characters[start..<index]))
                tokens.append(Token(kind: scalar == "@" ? .attribute : .word, text: text, line: line))
            } else if ("0"..."9").contains(scalar) {
                let start = index
                while index < characters.count, isWordPart(characters[index]) || characters[index] == "." && index + 1 < characters.count
                        && ("0"..."9").contains(characters[index + 1]) { index += 1 }
                tokens.append(Token(kind: .number, text: String(String.UnicodeScalarView(characters[start..<index])), line: line))
            } else if operators.contains(scalar) {
                let start = index
                while index < characters.count, operators.contains(characters[index]) { index += 1 }
                tokens.append(Token(kind: .mark, text: String(String.UnicodeScalarView(characters[start..<index])), line: line))
            } else {
                tokens.append(Token(kind: .mark, text: String(scalar), line: line))
                index += 1
            }
        }
        return tokens
    }
}
