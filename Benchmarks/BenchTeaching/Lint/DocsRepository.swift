// Teaching: what the docs lint checks pages against — the package's files, the identifiers and declarations of its
// code, the bench's flags and benchmark names (given by the command line). Read once per run; a plain value afterwards,
// owns no file handle.
import Foundation
import ProfileKit
import SceneRig

/// The package as the docs lint sees it. Built from disk by `load(root:)`, or from strings by tests.
struct DocsRepository {
    /// Every file and directory, relative to the root, without a trailing slash (`Sources/MVVM`, `docs/SCENE.md`).
    let paths: Set<String>
    /// The directories among `paths`.
    let directories: Set<String>
    /// The text of the code (`.swift`, `.c`, `.h` under Sources, Benchmarks and Tests, and `Package.swift`) and of every
    /// Markdown page, by path.
    let texts: [String: String]
    /// The flags each command takes, by command: `bench` (measuring), `compare`, `graph`, … — spelled `--flag`.
    let flags: [String: Set<String>]
    /// `dispatch/like`, `memory/like-at-rows`: every benchmark's suite and name.
    let benchmarks: Set<String>

    /// Identifiers of the code (comments left out, string literals kept: a JSON key or a CLI word is code too).
    let identifiers: Set<String>
    /// Declared functions, initialisers (`init`) and enum cases with associated values, by base name: each
    /// declaration's argument labels (`_` for none).
    let declarations: [String: [[String]]]

    static let codeDirectories = ["Sources/", "Benchmarks/", "Tests/"]
    static let codeExtensions = [".swift", ".c", ".h"]

    init(paths: Set<String>, directories: Set<String>, texts: [String: String], flags: [String: Set<String>],
         benchmarks: Set<String>) {
        self.paths = paths.union(directories)
        self.directories = directories
        self.texts = texts
        self.flags = flags
        self.benchmarks = benchmarks
        var identifiers = Set<String>(), declarations: [String: [[String]]] = [:]
        for (path, text) in texts where Self.isCode(path) {
            let code = Self.withoutComments(text)
            identifiers.formUnion(Self.identifierTokens(in: code))
            for (name, labels) in Self.declarations(in: code) { declarations[name, default: []].append(labels) }
        }
        self.identifiers = identifiers
        self.declarations = declarations
    }

    static func isCode(_ path: String) -> Bool {
        path == "Package.swift"
            || codeDirectories.contains(where: path.hasPrefix) && codeExtensions.contains(where: path.hasSuffix)
    }

    /// The package under `root`, read from disk, with the bench's own flags and benchmarks (`vocabulary`).
    static func load(root: String, vocabulary: BenchVocabulary) -> DocsRepository {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        var paths = Set<String>(), directories = Set<String>(), texts: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(base.path.count + 1))
            if [".build", ".git", ".swiftpm"].contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                directories.insert(path)
            } else {
                paths.insert(path)
                if isCode(path) || path.hasSuffix(".md") { texts[path] = try? String(contentsOf: url, encoding: .utf8) }
            }
        }
        return DocsRepository(paths: paths, directories: directories, texts: texts, flags: vocabulary.flags,
                              benchmarks: vocabulary.benchmarks)
    }

    /// Whether `path` (relative to the root, `..` resolved) names a file or directory.
    func exists(_ path: String) -> Bool { paths.contains(Self.normalized(path)) }

    /// `docs/patterns/../CHOOSING.md` → `docs/CHOOSING.md`; a trailing slash dropped. Nil when it climbs above the root.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if parts.popLast() == nil { return "../" + path }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The names of the functions a test file declares (`func name(`), every one of them, tests and helpers.
    func functionNames(inFile path: String) -> Set<String> {
        guard let text = texts[Self.normalized(path)] else { return [] }
        return Set(Self.declarations(in: Self.withoutComments(text)).map(\.name))
    }

    // MARK: Reading code

    /// The text without `//` and `/* */` comments; string literals kept (a `//` inside a string is not a comment).
    static func withoutComments(_ text: String) -> String {
        var result = "", characters = Array(text), index = 0, inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if inString {
                result.append(character)
                if character == "\\" { if index + 1 < characters.count { result.append(next) }; index += 2; continue }
                if character == "\"" || character == "\n" { inString = false }
            } else if character == "/" && next == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            } else if character == "/" && next == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// Every word that could be an identifier: letters, digits and underscores, not starting with a digit.
    static func identifierTokens(in code: String) -> Set<String> {
        var tokens = Set<String>(), current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { tokens.insert(current) }
                current = ""
            }
        }
        if let first = current.first, !first.isNumber { tokens.insert(current) }
        return tokens
    }

    /// `func name(a b: T, _ c: U)` → `("name", ["a", "_"])`; `init(…)` as `init`; `case name(T, label: U)` as `name`.
    static func declarations(in code: String) -> [(name: String, labels: [String])] {
        var result: [(name: String, labels: [String])] = []
        let characters = Array(code)
        var index = 0
        func word(at start: Int) -> (String, Int) {
            var end = start
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            return (String(characters[start..<end]), end)
        }
        while index < characters.count {
            guard characters[index].isLetter, index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                                                               || characters[index - 1] == "_") else { index += 1; continue }
            let (keyword, afterKeyword) = word(at: index)
            index = afterKeyword
            var cursor = afterKeyword, name: String
            switch keyword {
            case "init":
                name = "init"
                while cursor < characters.count, "?!".contains(characters[cursor]) { cursor += 1 }
            case "func", "case":
                while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
                let (found, end) = word(at: cursor)
                guard !found.isEmpty else { continue }
                name = found
                cursor = end
                if keyword == "func", cursor < characters.count, characters[cursor] == "<" {
                    var depth = 0
                    repeat {
                        if characters[cursor] == "<" { depth += 1 } else if characters[cursor] == ">" { depth -= 1 }
                        cursor += 1
                    } while depth > 0 && cursor < characters.count
                }
            default:
                continue
            }
            guard cursor < characters.count, characters[cursor] == "(" else {
                if keyword == "case" && !name.isEmpty { result.append((name, [])) }
                continue
            }
            // The parameter list, split at top-level commas.
            var depth = 0, parameter = "", parameters: [String] = []
            while cursor < characters.count {
                let character = characters[cursor]
                if "([<{".contains(character) { depth += 1; if depth == 1 { cursor += 1; continue } }
                if ")]>}".contains(character) { depth -= 1; if depth == 0 { break } }
                if character == "," && depth == 1 { parameters.append(parameter); parameter = "" } else { parameter.append(character) }
                cursor += 1
            }
            parameters.append(parameter)
            let labels = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.map { parameter in
                let head = parameter.prefix { $0 != ":" }.split(separator: " ")
                guard parameter.contains(":") || keyword != "case" else { return "_" }
                return head.first.map(String.init) ?? "_"
            }
            result.append((name, labels))
        }
        return result
    }
}
