// Shared fixtures of the docs lint's specifications: a small package (a few files of code, tests and pages), a made-up
// catalog of five patterns and the real one, and a helper that lints one page against them with one rule.
import ProfileKit

@testable import BenchTeaching
@testable import SceneRig

enum DocsLintFixtures {
    /// A made-up catalog of five patterns (the real one, `realCatalog`, has more), so that a specification's counts and
    /// messages stay as written when a pattern is added; the floor makes six subjects.
    static let catalog = DocsLint.Catalog(patternNames: ["MVC", "MVP", "MVVM", "VIPER", "VIP"])

    /// The catalog the docs are linted against (`Pattern.allCases`), for what only a larger catalog shows: a list of
    /// several of its patterns that leaves several out.
    static let realCatalog = DocsLint.Catalog.current

    static let repository = DocsRepository(
        paths: ["README.md", "docs/CHOOSING.md", "docs/patterns/MVVM.md", "Sources/VIPER/BlogsDataManager.swift",
                "Sources/MVVM/Dynamic.swift", "Tests/MVVMTests/DynamicTests.swift", "Benchmarks/BenchKit/Callgrind.swift",
                ".ci/run"],
        directories: ["Sources", "Sources/VIPER", "Sources/MVVM", "Sources/VIPER/Leaky", "Sources/VIPER/Leaky/StrongView",
                      "Tests", "Tests/MVVMTests", "docs", "docs/patterns", "Benchmarks", "Benchmarks/BenchKit", ".ci"],
        texts: [
            "Sources/VIPER/BlogsDataManager.swift": """
                // A comment that names NotInTheCode, which does not count.
                final class BlogsDataManager {
                    func likeBlog(id: Int) -> LikeRequest { .sent }
                    func showBlog(_ blog: Blog, at index: Int) {}
                    init(api: MockProfileAPI) {}
                }
                """,
            "Sources/MVVM/Dynamic.swift": "final class Dynamic<Value> { var observers: [Observer] = [] }\n",
            "Tests/MVVMTests/DynamicTests.swift": "@Test func bind_deliversTheCurrentValueAtOnce() {}\n",
            "Benchmarks/BenchKit/Callgrind.swift": "let arguments = [\"--toggle-collect=\\(symbol)\"]\n",
            "docs/CHOOSING.md": "# What the patterns are for\n\n## What it costs\n\n## The two VIPERs\n",
        ],
        flags: ["bench": ["--suite", "--output", "--format", "--exact-arc", "--help", "-h"],
                "graph": ["--pattern", "--format", "--variant", "--help", "-h"]],
        benchmarks: ["dispatch/like", "memory/like-at-rows"])

    /// The findings of `rule` on `text`, a page at `path`.
    static func lint(_ text: String, rule: any DocsLintRule, path: String = "docs/CHOOSING.md",
                     catalog: DocsLint.Catalog = catalog) -> [DocsLint.Finding] {
        DocsLint(repository: repository, catalog: catalog, rules: [rule]).findings(in: MarkdownPage(path: path, text: text))
    }
}
