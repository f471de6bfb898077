// The declarations of a Swift file that other files can name — types and their members, not what a function body
// declares inside it — read from its tokens (SwiftCode). Lexical only, one declaration per line as the house style
// writes them. A plain value.

/// A declaration at the top level of a file or directly in a type's body (or an extension's, or a protocol's).
///
/// ```swift
/// let declarations = SwiftDeclaration.all(in: SwiftCode("protocol P {\n    func f(_ x: Int)\n}"))
/// declarations.map(\.qualifiedName)   // ["P", "P.f"]
/// declarations[1].head                // "func f ( _ x : Int )"
/// ```
package struct SwiftDeclaration: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `func`, `init`, `deinit`, `subscript`, `var`,
             `let`, `case`, `typealias`, `associatedtype`

        /// Kinds whose body is a list of declarations.
        var hasMembers: Bool { [.class, .struct, .enum, .protocol, .actor, .extension].contains(self) }
    }

    package let kind: Kind
    /// The declared name (`BlogListPresenter`, `didTapLike`, `init`); an extension's is the type it extends.
    package let name: String
    /// The enclosing types' names, outermost first (an extension counts as its type).
    package let container: [String]
    /// The declaration up to its body, attributes and modifiers included, its tokens joined by single spaces: what
    /// changes when its signature changes. A stored property's or a case's ends before its `=`'s value.
    package let head: String
    /// The body between its braces, tokens joined by single spaces; nil without a body.
    package let body: String?
    /// The line its first token is on (1-based).
    package let line: Int
    /// Declared `private` or `fileprivate`, or inside a type that is: no other file can name it.
    package let isFilePrivate: Bool

    /// `Container.name`: how the declaration is keyed when two versions of a file are compared.
    package var qualifiedName: String { (container + [name]).joined(separator: ".") }

    /// Declared `public` or `open`.
    package var isPublic: Bool {
        let words = head.split(separator: " ")
        return zip(words, words.dropFirst() + [""]).contains { word, next in
            (word == "public" || word == "open") && next != "("
        }
    }

    /// Marked `@Test` (Swift Testing).
    package var isTest: Bool { kind == .func && head.split(separator: " ").contains { $0 == "@Test" } }

    /// The declarations of `code`, in file order: top level and type members, never a function body's locals.
    package static func all(in code: SwiftCode) -> [SwiftDeclaration] {
        var reader = Reader(tokens: code.tokens)
        reader.read()
        return reader.declarations
    }
}

/// Walks the tokens with a stack of open braces, knowing at each line whether declarations may start there.
private struct Reader {
    /// What an open brace opened.
    struct Scope {
        /// The body of a type, extension or protocol (the file itself is one too, named by nothing).
        var memberNames: [String]?
        var isFilePrivate: Bool
    }

    let tokens: [SwiftCode.Token]
    var declarations: [SwiftDeclaration] = []
    var scopes = [Scope(memberNames: [], isFilePrivate: false)]
    var index = 0
    /// Declarations whose body is open, by the depth of the scope their body is: to record their body when it closes.
    var openBodies: [(depth: Int, declaration: Int, start: Int)] = []

    static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "private", "fileprivate", "final", "static", "class", "override",
        "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
        "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    mutating func read() {
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .newline {
                index += 1
                continue
            }
            if scopes[scopes.count - 1].memberNames != nil, isLineStart(index), readDeclaration() { continue }
            step()
        }
    }

    /// Whether `position` is the first token of its line, or follows `{`, `}` or `;`.
    func isLineStart(_ position: Int) -> Bool {
        position == 0 || tokens[position - 1].kind == .newline || ["{", "}", ";"].contains(tokens[position - 1].text)
    }

    /// Moves past one token, keeping the brace stack.
    mutating func step() {
        let token = tokens[index]
        if token.text == "{" {
            scopes.append(Scope(memberNames: nil, isFilePrivate: scopes[scopes.count - 1].isFilePrivate))
        } else if token.text == "}" {
            close()
        }
        index += 1
    }

    mutating func close() {
        if let open = openBodies.last, open.depth == scopes.count - 1 {
            openBodies.removeLast()
            let body = Self.joined(tokens[(open.start + 1)..<index])
            let declaration = declarations[open.declaration]
            declarations[open.declaration] = SwiftDeclaration(
                kind: declaration.kind, name: declaration.name, container: declaration.container, head: declaration.head,
                body: body, line: declaration.line, isFilePrivate: declaration.isFilePrivate)
        }
        if scopes.count > 1 { scopes.removeLast() }
    }

    /// Reads a declaration starting at `index` (attributes, modifiers, keyword, head, up to its body's `{` or its end);
    /// false, leaving `index` alone, when the line declares nothing.
    mutating func readDeclaration() -> Bool {
        var position = index
        // Attributes (with their arguments) and modifiers, across lines.
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .newline {
                position += 1
            } else if token.kind == .attribute {
                position += 1
                if position < tokens.count, tokens[position].text == "(" { position = matching(from: position) + 1 }
            } else if token.kind == .word, Self.modifiers.contains(token.text),
                      !(token.text == "class" && position + 1 < tokens.count && Self.typeFollows(tokens[position + 1])) {
                position += 1
                if position < tokens.count, tokens[position].text == "(" { position = matching(from: position) + 1 }
            } else {
                break
            }
        }
        guard position < tokens.count, tokens[position].kind == .word,
              let kind = SwiftDeclaration.Kind(rawValue: tokens[position].text) else { return false }
        let keyword = position
        let (end, bodyOpen) = headEnd(after: keyword, kind: kind)
        let names = Self.names(of: kind, in: tokens[(keyword + 1)..<end])
        let scope = scopes[scopes.count - 1]
        let headTokens = tokens[index..<end]
        let isFilePrivate = scope.isFilePrivate || headTokens.enumerated().contains { offset, token in
            (token.text == "private" || token.text == "fileprivate") && tokens[index + offset + 1].text != "("
        }
        let head = Self.joined(headTokens.prefix { !(kind.cutsAtValue && $0.text == "=") })
        // `case a, b(Int)`: each case its own head, so a case added to the list alters none of the others.
        let heads = kind == .case && names.count > 1
            ? Self.elements(tokens[(keyword + 1)..<end]).map { Self.joined(tokens[index...keyword]) + " " + Self.joined($0) }
            : Array(repeating: head, count: names.count)
        for (name, head) in zip(names, heads) {
            declarations.append(SwiftDeclaration(
                kind: kind, name: name, container: scope.memberNames ?? [], head: head, body: nil,
                line: tokens[index].line, isFilePrivate: isFilePrivate))
        }
        index = end
        if bodyOpen {
            // The `{` at `end` opens the body, recorded on the (last) declaration when it closes.
            if !names.isEmpty { openBodies.append((depth: scopes.count, declaration: declarations.count - 1, start: end)) }
            scopes.append(Scope(memberNames: kind.hasMembers ? (scope.memberNames ?? []) + names.prefix(1) : nil,
                                isFilePrivate: isFilePrivate))
            index = end + 1
        }
        return true
    }

    /// Where the head that starts at `keyword` ends: at its body's `{` (bodyOpen), or at the end of the statement.
    func headEnd(after keyword: Int, kind: SwiftDeclaration.Kind) -> (Int, bodyOpen: Bool) {
        var position = keyword + 1, depth = 0
        while position < tokens.count {
            let token = tokens[position]
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return (position, true)
            case "}" where depth == 0, ";" where depth == 0: return (position, false)
            case "\n" where depth == 0 && token.kind == .newline:
                if continues(at: position) { break }
                return (position, false)
            default: break
            }
            position += 1
        }
        return (position, false)
    }

    /// Whether the statement goes on past the line break at `position`: the line ends with a mark that needs more,
    /// or the next line starts with one that continues it (`->`, `throws`, `where`, `{` on a line of its own).
    func continues(at position: Int) -> Bool {
        let previous = tokens[..<position].last { $0.kind != .newline }
        if let previous, previous.kind == .mark, [",", "->", ":", "=", "&", ".", "<"].contains(previous.text) { return true }
        guard let next = tokens[(position + 1)...].first(where: { $0.kind != .newline }) else { return false }
        return ["->", "throws", "rethrows", "async", "where", "{", "&", ".", "=", ":"].contains(next.text)
    }

    /// The index of the bracket that closes the one at `open`.
    func matching(from open: Int) -> Int {
        var depth = 0, position = open
        while position < tokens.count {
            if ["(", "["].contains(tokens[position].text) { depth += 1 }
            if [")", "]"].contains(tokens[position].text) {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return tokens.count - 1
    }

    /// `class func`, `class var`: a modifier; `class Foo`: a type.
    static func typeFollows(_ token: SwiftCode.Token) -> Bool {
        token.kind == .word && !modifiers.contains(token.text) && SwiftDeclaration.Kind(rawValue: token.text) == nil
    }

    /// The names a head declares: one, or each of a `case a, b(Int)` list; a nameless one's kind (`init`).
    static func names(of kind: SwiftDeclaration.Kind, in rest: ArraySlice<SwiftCode.Token>) -> [String] {
        switch kind {
        case .`init`, .deinit, .subscript: return [kind.rawValue]
        case .case:
            var names: [String] = [], depth = 0, expectsName = true
            for token in rest {
                if ["(", "["].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) { depth -= 1 }
                if depth == 0, token.text == "," { expectsName = true; continue }
                if expectsName, token.kind == .word {
                    names.append(token.text)
                    expectsName = false
                }
            }
            return names
        case .func:
            guard let first = rest.first(where: { $0.kind != .newline }) else { return [] }
            return [first.text]
        default:
            guard let first = rest.first(where: { $0.kind == .word }) else { return [] }
            return [first.text]
        }
    }

    /// The comma-separated elements of a list, commas inside brackets kept.
    static func elements(_ tokens: ArraySlice<SwiftCode.Token>) -> [ArraySlice<SwiftCode.Token>] {
        var elements: [ArraySlice<SwiftCode.Token>] = [], depth = 0, start = tokens.startIndex
        for position in tokens.indices {
            if ["(", "["].contains(tokens[position].text) { depth += 1 }
            if [")", "]"].contains(tokens[position].text) { depth -= 1 }
            if depth == 0, tokens[position].text == "," {
                elements.append(tokens[start..<position])
                start = position + 1
            }
        }
        return elements + [tokens[start..<tokens.endIndex]]
    }

    /// Tokens joined by single spaces, line breaks left out.
    static func joined(_ tokens: some Sequence<SwiftCode.Token>) -> String {
        tokens.filter { $0.kind != .newline }.map(\.text).joined(separator: " ")
    }
}

extension SwiftDeclaration.Kind {
    /// A stored property's or a case's head stops before `=`: its value is not its signature.
    var cutsAtValue: Bool { self == .var || self == .let }
}
