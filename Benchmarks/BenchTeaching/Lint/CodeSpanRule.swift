// Teaching: the docs lint's rule on code in backticks — an identifier must occur in the code, a signature must be
// declared with those labels, a path must exist, a flag must be one of the bench's. Reads prose; owns nothing.
//
// Checked, in a code span of prose (never in fenced code or generated text):
// - an identifier or member chain (`BlogsDataManager`, `Type.member`, `user.displayName`): every name occurs in the
//   code of Sources, Benchmarks or Tests (comments left out, string literals counted: a JSON key, a CLI word);
// - a signature (`likeBlog(id:)`, `showBlog(_:at:)`, `didTapLike()`): a function, initialiser or case of that name
//   is declared with exactly those argument labels;
// - a generic type (`Dynamic<Optional<Change>>`) or `any X`/`some X`: each name occurs in the code;
// - a path (`Sources/MVVM/`, `Leaky/StrongView/`, `BlogListViewController.swift`, `.ci/run`): a file or directory of
//   the package has it as its path or as its path's end, or the code names it (a system header it includes); a
//   folder's contents (`Benchmarks/Platform/*`, as docs/ARCHITECTURE.md names every module under it): the folder;
// - `suite/benchmark` (`memory/like-at-rows`): a benchmark of the catalog;
// - a flag (`--exact-arc`, `--format svg`): a flag of some bench command, or one the code hands to a tool
//   (`--toggle-collect`); in a bench command line (`swift run bench graph --pattern mvc`), each flag is one of that
//   subcommand's;
// - `libName.so`: a product the manifest declares.
// Skipped, and why: a span in a sentence that names an article ("the article's `TwoView`": the source's code, which
// docs/SOURCES.md cites); the Swift runtime's entry points (`swift_allocBox`: the runtime's, not ours); signatures of
// names the code uses but never declares (`mach_task_self()`: the system's); Swift keywords and attributes (`weak`, `[weak self]`: the language, not our code); expressions and
// statements with spaces or operators (`title = blog.title`: read by a person, not resolvable without compiling);
// placeholders (`<Name>`, `…`), quoted or numeric literals, report notation (`n/a`, `×5`, `(closure)`); absolute paths
// (`/proc/self/exe`: the system's); commands other than the bench (`swift test --filter …`: the toolchain's flags).
import BenchResults
import Foundation

struct CodeSpanRule: DocsLintRule {
    static let name = "code-span"

    static let keywords: Set<String> = [
        "weak", "unowned", "self", "Self", "case", "import", "required", "init", "deinit", "let", "var", "func", "class",
        "struct", "enum", "protocol", "extension", "override", "final", "private", "public", "internal", "static",
        "true", "false", "nil", "isolated", "async", "await", "throws", "in", "return", "guard", "if", "else", "switch",
        "default", "where", "some", "any", "inout", "lazy", "mutating", "nonisolated", "open", "fileprivate",
        "typealias", "associatedtype", "subscript", "super", "Any", "AnyObject", "Type", "Protocol", "sending",
        "consuming", "borrowing", "actor", "convenience", "dynamic", "optional", "indirect", "defer", "do", "catch",
        "try", "throw", "while", "for", "repeat", "break", "continue", "fallthrough", "is", "as",
    ]

    func findings(in page: MarkdownPage, lint: DocsLint) -> [DocsLint.Finding] {
        page.paragraphs.flatMap { paragraph in
            paragraph.sentences.flatMap { sentence -> [DocsLint.Finding] in
                // "the article's `TwoView`": the source's code, not ours.
                if sentence.text.range(of: #"(?i)\barticles?\b"#, options: .regularExpression) != nil { return [] }
                return DocsLint.codeSpans(in: sentence.text).compactMap { span -> DocsLint.Finding? in
                    problem(with: span.text.trimmingCharacters(in: .whitespaces), in: lint.repository).map {
                        DocsLint.finding(self, page, line: paragraph.line(at: sentence.offset + span.offset), $0)
                    }
                }
            }
        }
    }

    /// What is wrong with the span, nil when it checks out or is not checked.
    func problem(with span: String, in repository: DocsRepository) -> String? {
        guard span.contains(where: \.isLetter), !span.contains("…"), !span.contains("..."), !span.contains("\""),
              !span.contains("<") || Self.isGenericType(span), !(span.first?.isNumber ?? true) else { return nil }
        let words = span.split(separator: " ").map(String.init)
        if words.first == "swift" || words.first == "bench" { return commandProblem(words, in: repository) }
        if span.hasPrefix("--") { return flagProblem(words[0], command: nil, in: repository) }
        if words.count == 2, ["any", "some"].contains(words[0]) { return identifierProblem(words[1], in: repository) }
        guard words.count == 1, !span.hasPrefix("swift_") else { return nil }
        // `libArchBenchCounters.so`: a product the manifest declares, as the linker names its file.
        if span.hasPrefix("lib"), span.hasSuffix(".so") || span.hasSuffix(".dylib") {
            let product = span.dropFirst(3).prefix { $0 != "." }
            return repository.identifiers.contains(String(product)) ? nil : "`\(span)`: the package declares no product \(product)"
        }
        if Self.isGenericType(span) {
            let names = DocsRepository.identifierTokens(in: span).subtracting(Self.keywords)
            return names.sorted().first { !repository.identifiers.contains($0) }.map { "`\(span)`: \($0) occurs nowhere in the code" }
        }
        if span.contains("/") || Self.hasFileExtension(span) { return pathProblem(span, in: repository) }
        return identifierProblem(span, in: repository)
    }

    // MARK: Identifiers and signatures

    private static let identifierPattern = #"^\.?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(\((([A-Za-z_][A-Za-z0-9_]*|_):)*\))?$"#

    private func identifierProblem(_ span: String, in repository: DocsRepository) -> String? {
        guard span.range(of: Self.identifierPattern, options: .regularExpression) != nil else { return nil }
        let call = span.firstIndex(of: "(")
        let chain = span[..<(call ?? span.endIndex)].split(separator: ".").map(String.init)
        for name in chain where !Self.keywords.contains(name) && !repository.identifiers.contains(name) {
            return "`\(span)`: \(name) occurs nowhere in the code"
        }
        guard let call, let last = chain.last, !Self.keywords.contains(last) else { return nil }
        let labels = span[span.index(after: call)..<span.index(before: span.endIndex)].split(separator: ":").map(String.init)
        // `DraftDetailViewController(draft:)`: an initialiser; a name the code uses but never declares: not ours.
        let name = last.first?.isUppercase == true ? "init" : last
        let declared = repository.declarations[name] ?? []
        guard !declared.isEmpty else { return nil }
        guard !declared.contains(labels) else { return nil }
        let known = declared.map { "\(name)(\($0.map { $0 + ":" }.joined()))" }
        return "`\(span)`: no declaration of \(name) takes (\(labels.map { $0 + ":" }.joined()))"
            + (known.isEmpty ? "" : "; declared: " + Array(Set(known)).sorted().joined(separator: ", "))
    }

    private static func isGenericType(_ span: String) -> Bool {
        span.range(of: #"^[A-Za-z_][A-Za-z0-9_.]*<[A-Za-z0-9_<>, .?\[\]:]+>\??$"#, options: .regularExpression) != nil
    }

    // MARK: Paths

    private static let extensions = ["swift", "md", "json", "jsonl", "svg", "yml", "yaml", "h", "c", "py", "txt", "csv", "html"]

    private static func hasFileExtension(_ span: String) -> Bool {
        guard let dot = span.lastIndex(of: "."), dot != span.startIndex else { return false }
        return extensions.contains(String(span[span.index(after: dot)...]))
    }

    private func pathProblem(_ written: String, in repository: DocsRepository) -> String? {
        guard !written.hasPrefix("/"), !written.contains(" ") else { return nil }
        // `Sources/*`: what a folder holds, so the folder must exist.
        let span = written.hasSuffix("/*") ? String(written.dropLast()) : written
        let parts = span.split(separator: "/").map(String.init)
        // `memory/like-at-rows`: a benchmark id, when its first part is a suite.
        if parts.count == 2, Suite(rawValue: parts[0]) != nil {
            return repository.benchmarks.contains(span) ? nil : "`\(span)`: no benchmark \(parts[1]) in the \(parts[0]) suite"
        }
        // Only what reads as a path: a known top-level entry, a directory (`Leaky/`), or a file name.
        let topLevel = Set(repository.paths.map { String($0.prefix { $0 != "/" }) })
        guard topLevel.contains(parts.first ?? "") || span.hasSuffix("/") || Self.hasFileExtension(span) else { return nil }
        let path = DocsRepository.normalized(span)
        if repository.exists(path) || repository.paths.contains(where: { $0.hasSuffix("/" + path) }) { return nil }
        if repository.texts.contains(where: { DocsRepository.isCode($0.key) && $0.value.contains(span) }) { return nil }
        return "`\(written)`: no such file or directory in the package"
    }

    // MARK: Commands and flags

    private func commandProblem(_ words: [String], in repository: DocsRepository) -> String? {
        // `swift run bench …`, `swift run -c release bench …`, `bench …`: the bench's; any other command is not ours.
        guard let benchIndex = words.firstIndex(of: "bench"), words[..<benchIndex].allSatisfy({ $0 == "swift" || $0 == "run"
            || $0 == "-c" || $0 == "release" }) else { return nil }
        let rest = words[(benchIndex + 1)...]
        let command = rest.first.flatMap { repository.flags[$0] != nil && $0 != "bench" ? $0 : nil } ?? "bench"
        for word in rest where word.hasPrefix("--") {
            if let problem = flagProblem(word, command: command, in: repository) { return problem }
        }
        return nil
    }

    private func flagProblem(_ word: String, command: String?, in repository: DocsRepository) -> String? {
        let flag = String(word.prefix { $0 != "=" })
        guard flag.count > 2, flag.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        if let command {
            guard !(repository.flags[command]?.contains(flag) ?? false) else { return nil }
            return "`\(flag)` is not a flag of `bench\(command == "bench" ? "" : " " + command)`"
        }
        guard !repository.flags.values.contains(where: { $0.contains(flag) }) else { return nil }
        // A flag the code hands to a tool (valgrind's `--toggle-collect`, the linker's `--export-dynamic`).
        let handed = repository.texts.contains { path, text in
            DocsRepository.isCode(path) && text.range(of: NSRegularExpression.escapedPattern(for: flag) + #"(?![A-Za-z0-9-])"#,
                                                      options: .regularExpression) != nil
        }
        return handed ? nil : "`\(flag)` is neither a flag of a bench command nor one the code passes to a tool"
    }
}
