// Specifications of the docs lint's links: a relative link leads to a file or directory that exists, to a heading
// that exists, to a line the file has, and to a test the file declares.
import Testing

@testable import BenchTeaching

@Suite struct LinkRuleTests {
    @Test func aLinkToAFileOrDirectoryThatExists_passes() {
        #expect(lint("See [the page](patterns/MVVM.md), [the tests](../Tests/MVVMTests) and ![a chart](../README.md).").isEmpty,
                "Expected existing targets to pass")
    }

    @Test func aLinkToAMissingFile_isDrift() {
        let findings = lint("See [the page](patterns/MVX.md).")

        #expect(findings.map(\.message) == ["(patterns/MVX.md) leads to docs/patterns/MVX.md, which does not exist"],
                "Expected the missing target, got \(findings)")
    }

    @Test func anAnchor_mustBeAHeadingOfThePage_asGitHubSpellsIt() {
        #expect(lint("See [the cost table](CHOOSING.md#what-it-costs) and [below](#the-two-vipers).").isEmpty,
                "Expected headings' slugs to pass")
        let findings = lint("See [the cost table](CHOOSING.md#what-it-cost).")
        #expect(findings.count == 1 && findings[0].message.contains("did you mean #what-it-costs?"),
                "Expected a wrong anchor to be drift with a suggestion, got \(findings)")
    }

    @Test func aLineAnchor_mustBeALineTheFileHas() {
        #expect(lint("See [it](../Sources/VIPER/BlogsDataManager.swift#L2-L3).").isEmpty, "Expected existing lines to pass")
        #expect(lint("See [it](../Sources/VIPER/BlogsDataManager.swift#L80).").count == 1, "Expected a line past the end to be drift")
    }

    @Test func aLinkNamingATest_mustNameOneTheFileDeclares() {
        #expect(lint("[`bind_deliversTheCurrentValueAtOnce`](../Tests/MVVMTests/DynamicTests.swift)").isEmpty,
                "Expected a declared test to pass")
        let findings = lint("[`bind_keepsTheViewAlive`](../Tests/MVVMTests/DynamicTests.swift)")
        #expect(findings.count == 1 && findings[0].message.hasSuffix("declares no test bind_keepsTheViewAlive"),
                "Expected a test the file does not declare to be drift, got \(findings)")
    }

    @Test func absoluteURLs_areNotChecked() {
        #expect(lint("[Swift](https://swift.org/nothing-here)").isEmpty, "Expected an absolute URL not to be checked")
    }

    @Test func slugs_followGitHub() {
        #expect(LinkRule.slugs(of: ["The two VIPERs", "`Dynamic` and `Signal`", "What it costs", "What it costs"])
                    == ["the-two-vipers", "dynamic-and-signal", "what-it-costs", "what-it-costs-1"],
                "Expected GitHub's slugs, repeated headings numbered")
    }

    // MARK: Helpers

    private func lint(_ text: String) -> [DocsLint.Finding] {
        DocsLintFixtures.lint("# What the patterns are for\n\n## The two VIPERs\n\n" + text, rule: LinkRule())
    }
}
