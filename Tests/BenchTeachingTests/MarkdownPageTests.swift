// Specifications of how the docs lint reads a page: generated block and inline regions and fenced code are not prose,
// and prose is grouped into paragraphs, list items, table rows and sentences.
import Testing

@testable import BenchTeaching

@Suite struct MarkdownPageTests {
    @Test func blockRegion_isGeneratedMarkersIncluded_andTheProseAroundItIsProse() {
        let page = MarkdownPage(path: "docs/X.md", text: """
            Before.
            <!-- bench docs: costs mvvm -->
            | like | 4 |
            <!-- end bench docs -->
            After.
            """)

        #expect(page.lines.map(\.kind) == [.prose, .generated(directive: "costs mvvm"), .generated(directive: "costs mvvm"),
                                           .generated(directive: "costs mvvm"), .prose],
                "Expected the region's three lines generated and the lines around it prose, got \(page.lines.map(\.kind))")
    }

    @Test func inlineRegion_isLeftOutOfTheProse_andKeptWithItsKind() {
        let page = MarkdownPage(path: "docs/X.md",
                                text: "MVP is <!-- bench docs: verdict mvp mvc like -->significantly cheaper<!-- end bench docs --> here.")
        let line = page.lines[0]

        #expect(line.kind == .prose, "Expected an inline region to leave its line prose")
        #expect(line.prose == "MVP is \(MarkdownPage.placeholder) here.", "Expected the generated text replaced, got \(line.prose)")
        #expect(line.inlineRegions == [.init(kind: "verdict", directive: "verdict mvp mvc like", text: "significantly cheaper")],
                "Expected the region's kind, directive and text, got \(line.inlineRegions)")
    }

    @Test func fencedCode_isCode_withItsLanguage() {
        let page = MarkdownPage(path: "docs/X.md", text: "```sh\nswift run bench # the five\n```\nProse.")

        #expect(page.lines.map(\.kind) == [.code(language: "sh"), .code(language: "sh"), .code(language: "sh"), .prose],
                "Expected the fence and its body as code, got \(page.lines.map(\.kind))")
    }

    @Test func paragraphs_joinTheirLines_andListItemsTableRowsAndHeadingsStandAlone() {
        let page = MarkdownPage(path: "docs/X.md", text: """
            # Title
            One line
            and the next.

            - an item
              continued
            - another
            | a | b |
            """)

        #expect(page.paragraphs.map(\.text) == ["# Title", "One line and the next.", "- an item continued", "- another", "| a | b |"],
                "Expected a heading, a paragraph, two items and a row, got \(page.paragraphs.map(\.text))")
        #expect(page.paragraphs[1].line(at: 10) == 3, "Expected the second line's words on line 3")
    }

    @Test func sentences_endAtAStopBeforeACapital_notAfterAnAbbreviation() {
        let sentences = MarkdownPage.sentences(of: "MVP wins, e.g. On a like. It is cheap. Then `VIP`.").map(\.text)

        #expect(sentences == ["MVP wins, e.g. On a like.", "It is cheap.", "Then `VIP`."], "Expected three sentences, got \(sentences)")
    }
}
