// Specifications of the docs lint's code spans: identifiers, signatures, paths, benchmarks and flags in backticks must
// exist in the package; commands, expressions and the articles' own names are not checked.
import Testing

@testable import BenchPlatform
@testable import BenchTeaching

@Suite struct CodeSpanRuleTests {
    @Test func anIdentifierInTheCode_passes_andOneNowhereInIt_isDrift() {
        #expect(lint("The rules live in `BlogsDataManager`, bound with `Dynamic`.").isEmpty, "Expected known identifiers to pass")
        #expect(problem("BlogsInteractorOfOldDocs") == "`BlogsInteractorOfOldDocs`: BlogsInteractorOfOldDocs occurs nowhere in the code",
                "Expected an unknown identifier to be drift")
    }

    @Test func anIdentifierOnlyInAComment_isDrift() {
        #expect(problem("NotInTheCode") != nil, "Expected a name the code mentions only in a comment to be drift")
    }

    @Test func aSignature_mustBeDeclaredWithThoseLabels() {
        #expect(problem("likeBlog(id:)") == nil, "Expected likeBlog(id:) to match its declaration")
        #expect(problem("showBlog(_:at:)") == nil, "Expected showBlog(_:at:) to match its declaration")
        #expect(problem("likeBlog(blogID:)") == "`likeBlog(blogID:)`: no declaration of likeBlog takes (blogID:); declared: likeBlog(id:)",
                "Expected wrong labels to be drift, naming the declared ones")
    }

    @Test func aMemberChain_needsEachName() {
        #expect(problem("BlogsDataManager.likeBlog") == nil, "Expected Type.member to pass")
        #expect(problem("BlogsDataManager.unlikeBlog") != nil, "Expected an unknown member to be drift")
    }

    @Test func aPath_mustExist_asItIsOrAsTheEndOfOne() {
        #expect(problem("Sources/VIPER/") == nil && problem("Leaky/StrongView/") == nil && problem(".ci/run") == nil,
                "Expected existing paths, whole or as an ending, to pass")
        #expect(problem("Sources/VIPER/BlogsInteractor.swift") == "`Sources/VIPER/BlogsInteractor.swift`: no such file or directory in the package",
                "Expected a missing file to be drift")
    }

    @Test func aFoldersContents_needTheFolder() {
        #expect(problem("Sources/*") == nil && problem("Sources/MVVM/*") == nil, "Expected an existing folder's contents to pass")
        #expect(problem("Sources/MVX/*") == "`Sources/MVX/*`: no such file or directory in the package",
                "Expected a missing folder's contents to be drift")
    }

    @Test func aBenchmarkID_mustBeInTheCatalog() {
        #expect(problem("memory/like-at-rows") == nil, "Expected a known benchmark to pass")
        #expect(problem("memory/like-at-columns") != nil, "Expected an unknown benchmark to be drift")
    }

    @Test func aFlag_mustBeTheBenchsOrOneTheCodePassesToATool() {
        #expect(problem("--exact-arc") == nil && problem("--toggle-collect") == nil, "Expected known flags to pass")
        #expect(problem("--exact-arcs") != nil, "Expected an unknown flag to be drift")
    }

    @Test func aBenchCommand_checksItsSubcommandsFlags() {
        #expect(problem("swift run bench graph --pattern mvvm --format dot") == nil, "Expected graph's own flags to pass")
        #expect(problem("swift run bench graph --suite memory") == "`--suite` is not a flag of `bench graph`",
                "Expected a flag of another command to be drift")
    }

    @Test func commandsExpressionsKeywordsAndLiterals_areNotChecked() {
        for span in ["swift test --filter Foo", "[weak self]", "title = blog.title", "weak", "n/a", "×5", "<Name>", "\"blogs\"",
                     "/usr/share/dict", "swift_allocBox"] {
            #expect(problem(span) == nil, "Expected `\(span)` not to be checked")
        }
    }

    @Test func theArticlesNames_areNotOurCode() {
        #expect(lint("The detail receives the blog as the article's `TwoView` receives its message.").isEmpty,
                "Expected a name in a sentence about an article not to be checked")
    }

    // MARK: Helpers

    private func lint(_ text: String) -> [DocsLint.Finding] { DocsLintFixtures.lint(text, rule: CodeSpanRule()) }

    private func problem(_ span: String) -> String? { CodeSpanRule().problem(with: span, in: DocsLintFixtures.repository) }
}
