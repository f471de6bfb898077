// Specifications of the docs lint's prose figures: a figure that disagrees with the generated numbers beside it is
// drift; one that nothing generated backs is reported as not checked.
import Testing

@testable import BenchTeaching

@Suite struct ProseNumberRuleTests {
    private let costs = """
        ## What it costs

        <!-- bench docs: costs mvvm -->
        | per operation | UI work | retains | objects |
        |---|---:|---:|---:|
        | select-blog | 9 (9) | 53 (33) | 17 (9) |
        <!-- end bench docs -->

        """

    @Test func aFigureThatDisagreesWithTheTableBesideIt_isDrift() {
        let findings = lint(costs + "Opening a detail builds 18 objects where the floor allocates 9.")

        #expect(findings.map(\.message) == ["\"18 objects\" disagrees with the generated object figures of its section (9, 17)"],
                "Expected 18 objects against a table saying 17 to be drift, got \(findings)")
    }

    @Test func aFigureTheTableBesideItGives_passes() {
        #expect(lint(costs + "Opening a detail builds 17 objects where the floor allocates 9.").isEmpty,
                "Expected figures the table gives to pass")
    }

    @Test func anEstimate_tiesWithinTenPercent_andARoundedFigureTiesWhatRoundsToIt() {
        let ratios = "## Ratios\n\n<!-- bench docs: costs x -->\n| | like ×floor |\n|---|---:|\n| MVP | 0.752 |\n<!-- end bench docs -->\n\n"

        #expect(lint(ratios + "MVP's like takes 0.75× the floor's time.").isEmpty, "Expected 0.75× to tie 0.752")
        #expect(lint(costs + "It builds about 16 objects.").isEmpty, "Expected 'about 16' to tie 17")
    }

    @Test func aFigureThatDisagreesWithTheGeneratedSummaryOnThePage_isDrift() {
        let page = """
            <!-- bench docs: summary viper -->
            > Cost: 14 objects and 12 weak links wired by ProfileAssembly.
            <!-- end bench docs -->

            ## Seams

            The price: 13 objects and 11 weak links to wire.
            """
        let findings = lint(page)

        #expect(findings.map(\.message) == ["\"13 objects\" disagrees with the generated \"14 objects\" on line 2",
                                            "\"11 weak links\" disagrees with the generated \"12 weak links\" on line 2"],
                "Expected both hand-typed counts to be drift against the summary, got \(findings)")
    }

    @Test func anInlineValue_isGenerated_andTiesTheFigureBesideIt() {
        let page = "## Like\n\nA like makes <!-- bench docs: value dispatch/like mvvm objects -->4<!-- end bench docs --> objects; the "
            + "floor's 4 objects too."

        #expect(lint(page).isEmpty, "Expected a figure equal to the inline value beside it to pass")
    }

    @Test func anInlineValue_lendsOnlyItsOwnNumber_notAFigureTypedAfterIt() {
        let value = "<!-- bench docs: value dispatch/like mvvm objects -->57<!-- end bench docs -->"
        let page = "## Like\n\nA like makes \(value) objects; with the cache, \(value) or 9999 objects."
        let findings = lint(page)

        #expect(findings.map(\.message) == ["\"9999 objects\" disagrees with the generated object figures of its section (57)"],
                "Expected the hand-typed 9999 after a value to be prose, checked against the value, got \(findings)")
    }

    @Test func aQualifierWordBetweenNumberAndUnit_stillMakesAFigure() {
        let findings = lint(costs + "Opening a detail keeps 9999 live objects, 3 extra objects and 2 more retains.")

        #expect(findings.map(\.message) == ["\"9999 live objects\" disagrees with the generated object figures of its section (9, 17)",
                                            "\"3 extra objects\" disagrees with the generated object figures of its section (9, 17)",
                                            "\"2 more retains\" disagrees with the generated retain figures of its section (33, 53)"],
                "Expected figures with one qualifier word checked like any other, got \(findings)")
    }

    @Test func anInlineValue_takesItsUnitThroughAQualifierWord() {
        let page = "## Scene\n\nThe scene keeps <!-- bench docs: value memory/scene/mvvm liveObjects -->91<!-- end bench docs --> "
            + "live objects; the 91 objects are MVVM's."

        #expect(lint(page).isEmpty, "Expected \"91 live objects\" generated, tying the prose's 91 objects")
    }

    @Test func aVerbBetweenNumberAndNoun_orAWordBeforeASymbol_makesNoFigure() {
        #expect(lint("Step 2 runs tests; it lets 2 of us read it in 3 short ms.").isEmpty,
                "Expected no figure where a word outside the qualifiers, or any word before a symbol (us, ms, %), follows the number")
    }

    @Test func aFigureNothingGeneratedBacks_isReportedNotChecked() {
        let findings = lint("The gate's threshold is 5 % by default.")

        #expect(findings.map(\.severity) == [.unchecked] && findings[0].message == "\"5 %\": not generated and not checked",
                "Expected an untied figure listed as not checked, got \(findings)")
    }

    @Test func confidenceLevelsCodeSpansAndFences_areNotFigures() {
        #expect(lint("Its 95 % interval; `×5` nodes.\n\n```text\n18 objects\n```").isEmpty,
                "Expected no figure in a confidence level, a code span or a fence")
    }

    // MARK: Helpers

    private func lint(_ text: String) -> [DocsLint.Finding] { DocsLintFixtures.lint(text, rule: ProseNumberRule()) }
}
