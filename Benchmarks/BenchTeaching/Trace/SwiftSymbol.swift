// Teaching: a Swift symbol of a traced frame, demangled by the runtime and read as "which type, which method".
// A plain value; owns nothing.
import BenchPlatform
import Foundation

/// A frame's function, as a reader names it: `BlogListPresenter.didTapLike(at:)`.
struct SwiftSymbol: Equatable {
    enum Kind: Equatable {
        /// A method or function written in the source.
        case method
        /// A closure written in that method (a completion, a binding): `typeName` and `member` name the method.
        case closure
        /// A thunk, accessor, initializer or witness: compiler glue, or not a step of the story.
        case glue
    }

    /// The module: `VIPER`, `ProfileKit`.
    let module: String
    /// The type without generic arguments (`Observable`); empty for a global function.
    let typeName: String
    /// `didTapLike(at:)`.
    let member: String
    let kind: Kind

    init(module: String, typeName: String, member: String, kind: Kind) {
        self.module = module
        self.typeName = typeName
        self.member = member
        self.kind = kind
    }

    /// Reads a mangled name (`$s5VIPER17BlogListPresenterC…`); nil when the runtime cannot demangle it.
    init?(mangled: String) {
        guard let demangled = Self.demangle(mangled) else { return nil }
        self.init(demangled: demangled)
    }

    /// Reads a demangled name: `VIPER.BlogListPresenter.didTapLike(at: Swift.Int) -> ()`.
    init?(demangled demangledText: String) {
        // `closure #1 (…) -> () in VIPER.BlogListInteractor.likeBlog(id: Swift.Int) -> ()`: the enclosing method.
        // `->` is not a closing angle bracket: take it out of the way of the bracket counting below.
        var text = demangledText.replacingOccurrences(of: "->", with: "→")
        var isClosure = false
        while text.hasPrefix("closure #") || text.hasPrefix("implicit closure #") {
            guard let range = Self.topLevelIn(text) else { return nil }
            text = String(text[range.upperBound...])
            isClosure = true
        }
        let glueMarkers = ["closure #", "implicit closure", "thunk", "protocol witness", "partial apply", "merged ",
                           "outlined ", "specialization", "default argument", "variable initialization", "key path",
                           "lazy protocol", "type metadata", "value witness", "deinit", "__allocating_init", "__derived", " infix(",
                           ".getter", ".setter", ".modify", ".didset", ".willset", ".read :", "Addressor", ".init("]
        let isGlue = glueMarkers.contains { text.contains($0) }
        // `(extension in MVVM):ProfileKit.TableSectionView.render(…)` and `(show in _6F0E…)` for a private name.
        var name = text.replacingOccurrences(of: #"\(extension in [^)]*\):"#, with: "", options: .regularExpression)
        name = name.replacingOccurrences(of: #"\(([A-Za-z_][A-Za-z0-9_]*) in _[0-9A-F]+\)"#, with: "$1",
                                         options: .regularExpression)
        name = name.replacingOccurrences(of: "static ", with: "")
        guard let open = name.firstIndex(of: "(") else { return nil }
        let qualified = Self.withoutGenericArguments(String(name[..<open]))
        let parts = qualified.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        module = parts[0]
        typeName = parts.count > 2 ? parts[1..<(parts.count - 1)].joined(separator: ".") : ""
        let labels = Self.argumentLabels(in: name[name.index(after: open)...])
        member = parts[parts.count - 1] + "(" + labels.map { $0 + ":" }.joined() + ")"
        kind = isClosure ? .closure : isGlue ? .glue : .method
    }

    /// The first ` in ` outside parentheses and angle brackets.
    private static func topLevelIn(_ text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case " " where depth == 0 && text[index...].hasPrefix(" in "):
                return index..<text.index(index, offsetBy: 4)
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `Observable<A>.bind` → `Observable.bind`.
    private static func withoutGenericArguments(_ text: String) -> String {
        var result = "", depth = 0
        for character in text {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// The labels of the top-level arguments in `(at: Swift.Int, _: Blog) -> ()`: `["at", "_"]`.
    private static func argumentLabels(in text: Substring) -> [String] {
        var labels: [String] = [], depth = 0, current = ""
        for character in text {
            switch character {
            case "(", "<", "[": depth += 1; current.append(character)
            case ")" where depth == 0:
                if let label = label(of: current) { labels.append(label) }
                return labels
            case ")", ">", "]": depth -= 1; current.append(character)
            case "," where depth == 0:
                if let label = label(of: current) { labels.append(label) }
                current = ""
            default: current.append(character)
            }
        }
        return labels
    }

    private static func label(of argument: String) -> String? {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let colon = trimmed.firstIndex(of: ":") else { return "_" }
        let label = String(trimmed[..<colon])
        return label.contains(" ") || label.contains(".") ? "_" : label
    }

    /// The runtime's own demangler (`swift_demangle`), looked up by name: no tool needs to be installed.
    static func demangle(_ mangled: String) -> String? {
        typealias Demangle = @convention(c) (
            UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
        ) -> UnsafeMutablePointer<CChar>?
        guard let symbol = Platform.symbol(named: "swift_demangle") else { return nil }
        let function = unsafeBitCast(symbol, to: Demangle.self)
        return mangled.withCString { name -> String? in
            guard let result = function(name, mangled.utf8.count, nil, nil, 0) else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
    }
}
