// Specifications of the docs lint's pattern counts and lists: a count or a list of patterns that the catalog
// contradicts is drift; article 004's own four are not.
import Testing

@testable import BenchTeaching

@Suite struct PatternCountRuleTests {
    @Test func aCountOfPatternsThatIsNotTheCatalogs_isDrift() {
        let findings = lint("The four patterns share one scene.")

        #expect(findings.map(\.message) == ["\"The four patterns\" counts 4; the catalog has 5 patterns"],
                "Expected the stale count, got \(findings)")
    }

    @Test func theCatalogsCount_passes() {
        #expect(lint("The five patterns share one scene; all six subjects pass; one like, six ways.").isEmpty,
                "Expected counts that match the catalog to pass")
    }

    @Test func subjects_countTheFloorToo() {
        let findings = lint("The conformance suite drives all five subjects.")

        #expect(findings.count == 1 && findings[0].message.contains("6 subjects"), "Expected five subjects to be drift, got \(findings)")
    }

    @Test func aTitleCountingWays_isDrift() {
        let findings = lint("# One like, four ways\n\nText.")

        #expect(findings.map(\.line) == [1], "Expected the title's count on line 1, got \(findings)")
    }

    @Test func aBareCount_isDrift_butAPairIsNot() {
        #expect(lint("The shortest path of the four: the cell calls the controller.").count == 1,
                "Expected 'of the four' to count patterns")
        #expect(lint("The two are joined by a delegate.").isEmpty, "Expected 'the two' not to count patterns")
    }

    @Test func aListThatLeavesOnePatternOut_isDrift() {
        let findings = lint("Each of MVC, MVP, MVVM and VIPER keeps its rules apart.")

        #expect(findings.map(\.message) == ["lists MVC, MVP, MVVM, VIPER but not VIP"], "Expected the missing pattern named, got \(findings)")
    }

    @Test func aListOfItemsEachNamingOnePattern_thatLeavesOneOut_isDrift() {
        let findings = lint("""
            - **Small screens:** MVC. Simple.
            - **Rules to test:** MVP. Presenters.
            - **Shared state:** MVVM. Bindings.
            - **Large apps:** VIPER. Modules.
            """)

        #expect(findings.count == 1 && findings[0].message.hasSuffix("but not VIP"), "Expected the list without VIP, got \(findings)")
    }

    @Test func aRunOfFourOrMorePatterns_thatLeavesSeveralOut_isDrift() {
        let findings = lintAgainstTheRealCatalog("Each of MVC, MVP, MVVM, VIPER and VIP keeps its rules apart.")

        #expect(findings.count == 1 && findings[0].message.hasPrefix("lists MVC, MVP, MVVM, VIPER, VIP but not Store, MVVMObservation"),
                "Expected a list of five of the catalog's patterns to be drift, naming those it leaves out, got \(findings)")
    }

    @Test func aListOfItemsEachNamingOnePattern_thatLeavesSeveralOut_isDrift() {
        let findings = lintAgainstTheRealCatalog("""
            - **Small screens:** MVC. Simple.
            - **Rules to test:** MVP. Presenters.
            - **Shared state:** MVVM. Bindings.
            - **Large apps:** VIPER. Modules.
            - **One-way cycle:** VIP. Scenes.
            """)

        #expect(findings.count == 1 && findings[0].message.contains("but not Store, MVVMObservation"),
                "Expected a five-item list of the catalog's patterns to be drift, got \(findings)")
    }

    @Test func fewerThanFourPatterns_areASubset_notDrift() {
        #expect(lintAgainstTheRealCatalog("MVVM, MVVMObservation and MVVMAsync each bind a view model.").isEmpty,
                "Expected the MVVM family (three names) to pass")
    }

    @Test func aListSaidToBeASelection_passes() {
        #expect(lintAgainstTheRealCatalog("Only MVC, MVP, MVVM, VIPER and VIP send it from a completion handler.").isEmpty,
                "Expected a list after \"only\" to pass")
        #expect(lintAgainstTheRealCatalog("Columns such as MVC, MVP, MVVM and VIPER keep it in a controller.").isEmpty,
                "Expected a list after \"such as\" to pass")
    }

    @Test func aListWhoseParagraphNamesEveryPatternItLeavesOut_passes() {
        let varying = "<!-- bench docs: layouts subjects -->15 of MVVMObservation's and 1 of VIP's<!-- end bench docs -->"

        #expect(lintAgainstTheRealCatalog("Operations that vary: \(varying). Every operation of MVC, MVP, MVVM, VIPER, Store, "
                                          + "MVVMAsync and the floor is identical.").isEmpty,
                "Expected the complement of the generated list to pass")
        #expect(lintAgainstTheRealCatalog("Operations that vary: \(varying). Every operation of MVC, MVP, MVVM, VIPER, Store "
                                          + "and the floor is identical.").count == 1,
                "Expected a complement that says nothing of MVVMAsync to be drift")
    }

    @Test func article004sFourPatterns_areNotDrift_againstTheRealCatalogToo() {
        #expect(lintAgainstTheRealCatalog("It follows the MVC → MVP → MVVM → VIPER comparison of article 004.").isEmpty,
                "Expected the article's own four to pass when the sentence names article 004")
    }

    @Test func article004sFourPatterns_areNotDrift() {
        #expect(lint("It follows the MVC → MVP → MVVM → VIPER comparison of article 004, the four patterns it compares.").isEmpty,
                "Expected the article's own four to pass when the sentence names article 004")
    }

    @Test func aNumberHyphenatedToItsNoun_isAnAdjective_notACount() {
        #expect(lint("The article speaks of two-way bindings; VIP is a one-way cycle.").isEmpty,
                "Expected 'two-way' not to count patterns")
    }

    @Test func fileNamesInCodeSpans_areNotCounts() {
        #expect(lint("See `ONE-LIKE-FOUR-WAYS.md`.").isEmpty, "Expected a file name not to count patterns")
    }

    @Test func shellComments_areCounted() {
        let findings = lint("```sh\nswift run bench   # measure the four architectures\n```")

        #expect(findings.map(\.line) == [2], "Expected the comment's count on line 2, got \(findings)")
    }

    // MARK: Helpers

    private func lint(_ text: String) -> [DocsLint.Finding] { DocsLintFixtures.lint(text, rule: PatternCountRule()) }

    private func lintAgainstTheRealCatalog(_ text: String) -> [DocsLint.Finding] {
        DocsLintFixtures.lint(text, rule: PatternCountRule(), catalog: DocsLintFixtures.realCatalog)
    }
}
