// PublicSurfaceTests: ProfileKit is what a pattern imports, and nothing else. Every public or open declaration in
// Sources/ProfileKit is used by a pattern or the floor, read from the sources as PlatformBoundaryTests reads them; what
// only the rig, the bench or the tests read is `package`, what only the kit reads is internal.
import Foundation
import Testing

@Suite struct PublicSurfaceTests {
    @Test func everyPublicDeclarationOfTheKit_isUsedByAPatternOrTheFloor() throws {
        let kit = try PublicSurface.sources(in: "Sources", where: { $0.hasPrefix("ProfileKit/") })
        let patterns = try PublicSurface.sources(in: "Sources", where: { !$0.hasPrefix("ProfileKit/") })
        let declarations = kit.flatMap { PublicSurface.declarations(in: $0.text, file: $0.path) }

        let unused = PublicSurface.unused(declarations, by: patterns.map(\.text))
            .filter { PublicSurface.exemptions[$0.qualifiedName] == nil }

        #expect(kit.count > 20 && patterns.count > 50,
                "Expected the scan to see the kit's and the patterns' sources, saw \(kit.count) and \(patterns.count) files")
        #expect(declarations.count > 100, "Expected the kit's public declarations found, found \(declarations.count)")
        #expect(unused.isEmpty, """
            Expected every public declaration of ProfileKit used by a pattern or the floor (make the others `package` \
            when the rig, the bench or the tests read them, else internal), found:
            \(unused.map(\.location).joined(separator: "\n"))
            """)
    }

    @Test func everyExemption_isStillAPublicDeclarationNoPatternUses() throws {
        let kit = try PublicSurface.sources(in: "Sources", where: { $0.hasPrefix("ProfileKit/") })
        let patterns = try PublicSurface.sources(in: "Sources", where: { !$0.hasPrefix("ProfileKit/") })
        let declarations = kit.flatMap { PublicSurface.declarations(in: $0.text, file: $0.path) }
        let unused = Set(PublicSurface.unused(declarations, by: patterns.map(\.text)).map(\.qualifiedName))

        let stale = PublicSurface.exemptions.keys.filter { !unused.contains($0) }

        #expect(stale.isEmpty, "Expected each exemption to name a public declaration no pattern uses, stale: \(stale.sorted())")
    }

    @Test(arguments: [
        ("public final class Button: View {", "class Button"),
        ("    public var title: String? {", "var title"),
        ("    @exclusivity(unchecked) @MainActor public internal(set) static var total = UIWork()", "static var total"),
        ("    public private(set) var numberOfRows = 0", "var numberOfRows"),
        ("    public required init(reuseIdentifier: String) {", "init(reuseIdentifier:)"),
        ("    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> Void) {",
         "func addTarget"),
        ("    open func viewDidLoad() {}", "func viewDidLoad"),
        ("    public static func likeTitle(_ count: Int) -> String { \"♥ \\(count)\" }", "static func likeTitle"),
        ("    @inlinable public init(_ elements: [Element] = []) {", "init(_:)"),
        ("public protocol ProfileAPI: AnyObject {", "protocol ProfileAPI"),
        ("    public subscript(position: Int) -> Element {", "subscript subscript"),
        ("    public convenience init(title: String?, view: View) {", "init(title:)"),
    ])
    func matcher_findsTheDeclarationOnItsLine(line: String, declared: String) {
        let found = PublicSurface.declarations(in: "let before = 1\n\(line)\n", file: "Kit.swift")

        #expect(found.map(\.line) == [2] && found.first?.summary == declared,
                "Expected `\(line)` read as `\(declared)` on line 2, found \(found.map { "\($0.line): \($0.summary)" })")
    }

    @Test func matcher_ignoresOverridesLesserAccessCommentsAndStrings() {
        let text = """
            public override var snapshotText: String? { title }
            package func sendTap() {}
                func removeFromParent() {}
            // public func inAComment() {}
            let example = "public var inAString = 1"
            extension Blog {
            }
            """

        #expect(PublicSurface.declarations(in: text, file: "Kit.swift").isEmpty,
                "Expected overrides, package and internal declarations, comments, strings and extensions left alone")
    }

    @Test func aDeclarationNoPatternNames_isReported_andOneAPatternNames_isNot() {
        let kit = PublicSurface.declarations(in: """
            public enum Kit {
                public static func used() {}
                public static func neverCalled() {}
            }
            """, file: "Kit.swift")

        let unused = PublicSurface.unused(kit, by: ["let value = Kit.used() // Kit.neverCalled()"])

        #expect(unused.map(\.qualifiedName) == ["Kit.neverCalled"],
                "Expected only the declaration no pattern names reported (a comment does not count), found \(unused)")
    }

    @Test func aTypeUsedOnlyThroughItsMembers_isUsed() {
        let kit = PublicSurface.declarations(in: """
            public final class NavigationController {
                public func pushViewController(_ screen: Screen) {}
            }
            """, file: "Kit.swift")

        let unused = PublicSurface.unused(kit, by: ["navigationController?.pushViewController(detail)"])

        #expect(unused.isEmpty, "Expected a type reached through its used member counted as used, found \(unused)")
    }

    @Test func aStaticMember_isUsedOnlyWhenNamedWithItsType() {
        let kit = PublicSurface.declarations(in: """
            public enum ProfileID {
                public static let refresh = "refresh"
            }
            """, file: "Kit.swift")

        let unqualified = PublicSurface.unused(kit, by: ["presenter.refresh()"])
        let qualified = PublicSurface.unused(kit, by: ["button.identifier = ProfileID.refresh"])

        #expect(unqualified.map(\.qualifiedName) == ["ProfileID", "ProfileID.refresh"],
                "Expected a same-named method not to count, nor so the type, which nothing else names")
        #expect(qualified.isEmpty, "Expected `ProfileID.refresh` to count")
    }

    @Test func anInitializer_isUsedWhenCalledWithItsFirstLabel() {
        let kit = PublicSurface.declarations(in: """
            public struct Blog {
                public init(id: Int, title: String) {}
            }
            """, file: "Kit.swift")

        let other = PublicSurface.unused(kit, by: ["let blog = Blog.placeholder; let row = Row(id: 1)"])
        let called = PublicSurface.unused(kit, by: ["let blog = Blog(id: 1, title: \"A\")"])

        #expect(other.map(\.qualifiedName) == ["Blog.init(id:)"], "Expected another type's init(id:) not to count")
        #expect(called.isEmpty, "Expected `Blog(id:…)` to count")
    }

    // MARK: What is no use

    @Test func typeOf_isNoCallOfAMethodNamedType() {
        let kit = PublicSurface.declarations(in: """
            public final class TextField {
                public func type(_ newText: String) {}
            }
            """, file: "Kit.swift")

        let typeOf = PublicSurface.unused(kit, by: ["let kind = type(of: cell)", "print(type( of: self))", "switch type {}"])
        let typed = PublicSurface.unused(kit, by: ["field.type(\"Kept?\")"])

        #expect(typeOf.map(\.qualifiedName) == ["TextField", "TextField.type"],
                "Expected the standard library's type(of:), and a local `type` switched on, not to count, found \(typeOf)")
        #expect(typed.isEmpty, "Expected `field.type(…)` to count, found \(typed)")
    }

    @Test func aFunctionDeclaredWithAPropertysName_isNoUseOfTheProperty() {
        let kit = PublicSurface.declarations(in: """
            public final class TableView {
                public private(set) var numberOfRows = 0
            }
            """, file: "Kit.swift")

        let declared = PublicSurface.unused(kit, by: ["func numberOfRows(in tableView: TableView) -> Int { rows.count }"])
        let read = PublicSurface.unused(kit, by: ["let shown = table.numberOfRows"])

        #expect(declared.map(\.qualifiedName) == ["TableView.numberOfRows"],
                "Expected a data source's numberOfRows(in:) not to count, found \(declared)")
        #expect(read.isEmpty, "Expected `table.numberOfRows` to count, found \(read)")
    }

    @Test func aNameBoundByALoopOrAClosure_isNoUseOfAMemberOfThatName() {
        let kit = PublicSurface.declarations(in: """
            public final class SortBlogsScreenView {
                public func button(for order: BlogOrder) -> Button { buttons[0] }
                public var selected: Button?
            }
            """, file: "Kit.swift")

        let bound = PublicSurface.unused(kit, by: ["""
            for (order, button) in sortView.orderButtons {
                button.addTarget(self) { controller in { controller.didTapOrderButton(order) } }
            }
            for selected in chosen where selected.isSelected { count += 1 }
            sortView.onPick = { [weak self] selected in self?.show(order: selected) }
            """])

        #expect(bound.map(\.qualifiedName) == ["SortBlogsScreenView", "SortBlogsScreenView.button", "SortBlogsScreenView.selected"],
                "Expected names a loop or a closure binds not to count, found \(bound)")
    }

    // MARK: What is a use

    @Test func aPropertyReadBareInsideASubclass_isUsed() {
        let kit = PublicSurface.declarations(in: """
            open class ViewController {
                public private(set) var children: [ViewController] = []
            }
            """, file: "Kit.swift")

        let unused = PublicSurface.unused(kit, by: ["for case let section as any ProfileSectionView in children { reload() }"])

        #expect(unused.isEmpty, "Expected `children` read bare, as a subclass reads it, to count, found \(unused)")
    }

    @Test func aProtocolExtensionsDefault_isUsedByAConformersImplementation() {
        let kit = PublicSurface.declarations(in: """
            public protocol TableViewDelegate: AnyObject {}
            extension TableViewDelegate {
                public func tableView(_ tableView: TableView, didEndDisplaying cell: Cell, forRowAt row: Int) {}
            }
            """, file: "Kit.swift")

        let unused = PublicSurface.unused(kit, by: ["""
            func tableView(_ tableView: TableView, didEndDisplaying cell: Cell, forRowAt row: Int) { unbind(cell) }
            """])

        #expect(unused.isEmpty, "Expected a conformer's implementation to count as a use of the default, found \(unused)")
    }
}

/// How the test reads declarations and uses, and the one exemption.
enum PublicSurface {
    /// A public or open declaration, with the type it is declared in.
    struct Declaration: Equatable, CustomStringConvertible {
        let kind: String
        let name: String
        /// For an initializer: its first argument label (`_` when unlabeled, nil when it takes none).
        var label: String?
        /// For an initializer: its first parameter has a default value, so it may be called with none.
        var firstHasDefault = false
        var isStatic = false
        var enclosingType: String?
        let file: String
        let line: Int

        /// `Type.member`, `Type.init(label:)` or `Type`.
        var qualifiedName: String {
            let member = kind == "init" ? "init(\(label.map { "\($0):" } ?? ""))" : name
            return [enclosingType, member].compactMap { $0 }.joined(separator: ".")
        }

        /// `static var total`, `init(reuseIdentifier:)`: what the line declares.
        var summary: String {
            kind == "init" ? "init(\(label.map { "\($0):" } ?? ""))" : (isStatic ? "static " : "") + "\(kind) \(name)"
        }

        var location: String { "\(file):\(line): \(qualifiedName)" }
        var description: String { location }
    }

    /// Public declarations that stay public though no pattern uses them, each with why.
    static let exemptions = [
        // viewWillAppear is the Store column's: its container hears Back there.
        "ViewController.viewDidDisappear": "UIKit's appearance callback stays open: devirtualised, its empty call is "
            + "dropped and every push, pop and first render would count one retain and release fewer than the baseline",
    ]

    /// Names a type's members may carry to satisfy a standard protocol, public because their type and protocol are.
    static let witnesses: Set<String> = ["description", "debugDescription", "hash", "startIndex", "endIndex", "subscript"]

    /// The package directory: three levels above this file (Tests/ProfileKitTests/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The Swift files under `folder` whose path below it satisfies `isIncluded`, with their text. Links are read once,
    /// as files, so a leaky variant's linked files count as their pattern's.
    static func sources(in folder: String, where isIncluded: (String) -> Bool) throws -> [(path: String, text: String)] {
        let base = packageRoot + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && isIncluded($0) }.sorted()
            .map { (folder + "/" + $0, try String(contentsOfFile: base + "/" + $0, encoding: .utf8)) }
    }

    // MARK: Declarations

    private static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "func", "var", "let", "init", "typealias", "subscript",
        "extension", "case",
    ]

    /// Every public or open declaration of `text` that is not an override, with the type it is declared in.
    static func declarations(in text: String, file: String) -> [Declaration] {
        var found: [Declaration] = []
        var types: [(name: String, depth: Int)] = []
        var depth = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let code = withoutStringsAndComments(line)
            if var declaration = declaration(onLine: code, file: file, line: index + 1) {
                declaration.enclosingType = types.last?.name
                if declaration.kind == "init", declaration.label == nil, code.hasSuffix("(") {
                    // A parameter list that starts on the next line.
                    let next = index + 1 < lines.count ? withoutStringsAndComments(lines[index + 1]) : ""
                    (declaration.label, declaration.firstHasDefault) = firstParameter(of: next.trimmingCharacters(in: .whitespaces) + ")")
                }
                found.append(declaration)
            }
            var typeName = typeDeclared(onLine: code)
            for character in code {
                if character == "{" {
                    depth += 1
                    if let name = typeName {
                        types.append((name, depth))
                        typeName = nil
                    }
                } else if character == "}" {
                    if types.last?.depth == depth { types.removeLast() }
                    depth -= 1
                }
            }
        }
        return found
    }

    /// The declaration `code` (a line, comments and strings removed) makes, when it is public or open and not an
    /// override; nil otherwise.
    static func declaration(onLine code: String, file: String, line: Int) -> Declaration? {
        let words = code.replacing(/@[\w.]+(\([^)]*\))?/, with: "").split(whereSeparator: \.isWhitespace).map(String.init)
        var modifiers: [String] = []
        for (index, word) in words.enumerated() {
            guard let keyword = keywords.first(where: { word == $0 || word.hasPrefix($0 + "(") || word.hasPrefix($0 + "<") }),
                  !(keyword == "class" && index + 1 < words.count && keywords.contains(words[index + 1]))
            else {
                modifiers.append(word)
                continue
            }
            guard modifiers.contains(where: { $0 == "public" || $0 == "open" }), !modifiers.contains("override"),
                  keyword != "extension", keyword != "case" else { return nil }
            let rest = String(word.dropFirst(keyword.count)) + " " + words.dropFirst(index + 1).joined(separator: " ")
            var declaration = Declaration(kind: keyword, name: keyword, file: file, line: line)
            declaration.isStatic = modifiers.contains("static") || modifiers.contains("class")
            switch keyword {
            case "init":
                (declaration.label, declaration.firstHasDefault) = firstParameter(of: rest.replacing(/^\s*<[^>]*>/, with: "")
                    .drop { $0 != "(" }.dropFirst().description)
            case "subscript":
                break
            default:
                declaration = Declaration(
                    kind: keyword, name: String(rest.drop(while: \.isWhitespace).prefix { !" (<:{=,".contains($0) }),
                    isStatic: declaration.isStatic, file: file, line: line)
            }
            return declaration
        }
        return nil
    }

    /// The first parameter's label and whether it has a default, from the text after an initializer's `(`.
    private static func firstParameter(of list: String) -> (label: String?, hasDefault: Bool) {
        let first = list.prefix { $0 != "," && $0 != ")" }
        guard let label = first.split(whereSeparator: { $0.isWhitespace || $0 == ":" }).first else { return (nil, false) }
        return (String(label), first.contains("="))
    }

    /// The type a line declares (or extends), at any access level.
    private static func typeDeclared(onLine code: String) -> String? {
        code.firstMatch(of: /^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|final|indirect)\s+)*(?:class|struct|enum|protocol|actor|extension)\s+([A-Za-z_]\w*)/)
            .map { String($0.1) }
    }

    /// `line` without a `//` comment and with every string literal emptied.
    static func withoutStringsAndComments(_ line: String) -> String {
        var result = "", inString = false, previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
                result.append(character)
            } else if !inString, character == "/", previous == "/" {
                result.removeLast()
                break
            } else if !inString {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    // MARK: Uses

    /// The declarations the `patterns`' code never uses: a member at a use site (a static one named with its type), an
    /// initializer by its type called with its first label, a type by its name or through one of its used members.
    static func unused(_ declarations: [Declaration], by patterns: [String]) -> [Declaration] {
        // The standard library's `type(of:)` is no call of a member named `type`.
        let files = patterns.map { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { withoutStringsAndComments(String($0)) }
                .joined(separator: "\n")
                .replacingOccurrences(of: #"(?<![\w.])type\(\s*of\s*:"#, with: "(", options: .regularExpression)
        }
        let reading = Reading(files: files, openTypes: Set(declarations.filter { $0.kind == "class" }.map(\.name)),
                              protocols: Set(declarations.filter { $0.kind == "protocol" }.map(\.name)))
        let used = declarations.map { isUsed($0, in: reading) }
        let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        return declarations.indices.filter { index in
            let declaration = declarations[index]
            if used[index] { return false }
            guard typeKinds.contains(declaration.kind) else { return true }
            return !declarations.indices.contains { member in
                used[member] && declarations[member].enclosingType == declaration.name
                    && !witnesses.contains(declarations[member].name)
            }
        }.map { declarations[$0] }
    }

    /// The patterns' code as the use checks read it, and what they need to know of the kit.
    private struct Reading {
        /// Each file's code, comments and strings removed.
        let files: [String]
        /// All of it.
        let code: String
        let openTypes: Set<String>
        let protocols: Set<String>

        init(files: [String], openTypes: Set<String>, protocols: Set<String>) {
            self.files = files
            self.code = files.joined(separator: "\n")
            self.openTypes = openTypes
            self.protocols = protocols
        }

        /// Whether a file reads `name` bare (as a subclass reads its own property) where it binds nothing of that name:
        /// no constant, variable, function or case, no loop variable (`for (order, button) in`), no closure parameter
        /// (`{ [weak self] selected in`), no function parameter (`selected: Button`). In a file that binds one, a bare
        /// `name` may be that, so it is not counted.
        func readsBare(_ escaped: String) -> Bool {
            let bindings = [
                #"\b(?:let|var|func|case)\s+\#(escaped)(?!\w)"#,
                #"\bfor\s[^\n]*?(?<![\w.])\#(escaped)(?!\w)[^\n]*?\sin\s"#,
                #"\{[ \t]*(?:\[[^\]\n]*\][ \t]*)?\(?[\w \t,]*(?<![\w.])\#(escaped)(?!\w)[\w \t,]*\)?[ \t]+in\b"#,
                #"[(,]\s*(?:\w+\s+)?\#(escaped)\s*:\s*(?:inout\s+)?[A-Z\[(@]"#,
            ].joined(separator: "|")
            return files.contains { file in
                PublicSurface.contains(#"(?<![\w.$])\#(escaped)(?!\w)(?!\s*:)"#, in: file)
                    && !PublicSurface.contains(bindings, in: file)
            }
        }
    }

    private static func isUsed(_ declaration: Declaration, in reading: Reading) -> Bool {
        let name = declaration.name, code = reading.code
        if declaration.kind == "init" {
            guard let type = declaration.enclosingType.map(NSRegularExpression.escapedPattern(for:)) else { return true }
            if declaration.label == nil || declaration.firstHasDefault {
                if contains(#"\b\#(type)(<[^>]*>)?\(\s*\)"#, in: code) { return true }
                if reading.openTypes.contains(declaration.enclosingType ?? ""),
                   contains(#"\bsuper\.init\(\s*\)"#, in: code) { return true }
            }
            switch declaration.label {
            case nil: return false
            case "_": return contains(#"\b\#(type)(<[^>]*>)?\((?!\s*\w+\s*:)\s*[^)\s]"#, in: code)
            case "from": return true   // Decodable's, which its type's conformance makes public
            case let label?: return contains(#"\b(\#(type)|init)(<[^>]*>)?\(\s*\#(label)\s*:"#, in: code)
            }
        }
        if witnesses.contains(name) || !(name.first?.isLetter ?? false) && name.first != "_" { return true }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        if declaration.isStatic {
            let type = NSRegularExpression.escapedPattern(for: declaration.enclosingType ?? "Self")
            return contains(#"\b(\#(type)|Self)\.\#(escaped)(?!\w)"#, in: code)
        }
        // A member is used where code reaches it, never where a same-named thing is declared or bound (a pattern's
        // `func numberOfRows(in:)`, a loop's `button`): overridden, or implemented where a protocol extension gives a
        // default; a function called (`name(`, or `.name {` with a trailing closure: a bare `name {` may be a
        // `switch name {`); a property read or set, through its owner (`.name`) or bare, as a subclass reads it
        // (`Reading.readsBare`).
        if contains(#"\boverride\s+(?:\w+\s+)*(?:func|var)\s+\#(escaped)(?!\w)"#, in: code) { return true }
        switch declaration.kind {
        case "func":
            if reading.protocols.contains(declaration.enclosingType ?? ""),
               contains(#"\bfunc\s+\#(escaped)\s*[(<]"#, in: code) { return true }
            return contains(#"(?<!\bfunc\s{1,4})(?<!\w)\#(escaped)\s*\("#, in: code)
                || contains(#"\.\#(escaped)\s*\{"#, in: code)
        case "var", "let":
            return contains(#"\.\#(escaped)(?!\w)"#, in: code) || reading.readsBare(escaped)
        default:
            return contains(#"(?<!\w)\#(escaped)(?!\w)"#, in: code)
        }
    }

    fileprivate static func contains(_ pattern: String, in text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}
