// Specifications of the docs lint's verdicts: a verdict word about a subject, typed outside generated text, is drift
// unless its sentence carries an inline verdict region.
import Testing

@testable import BenchTeaching

@Suite struct VerdictWordRuleTests {
    @Test func aVerdictAboutAPattern_isDrift() {
        let findings = lint("- **Rules worth testing:** MVP. It is the cheapest at run time here.")

        #expect(findings.map(\.message) == ["\"cheapest\" about MVP typed by hand: a verdict comes from an inline verdict region"],
                "Expected the verdict on the pattern the item names, got \(findings)")
    }

    @Test func aStarInAHandWrittenTable_isDrift() {
        #expect(lint("| like | 1.70 | 1.99 | VIPER ★ |").count == 1, "Expected a hand-typed ★ to be drift")
    }

    @Test func aVerdictCarriedByAnInlineVerdictRegion_passes() {
        #expect(lint("MVP is <!-- bench docs: verdict dispatch/like mvp mvc -->significantly cheaper<!-- end bench docs --> than MVC.").isEmpty,
                "Expected a generated verdict to pass")
    }

    @Test func aDefinitionThatNamesNoSubject_isNotAVerdict() {
        #expect(lint("★ marks the cheapest pattern only when it is significantly cheaper than the runner-up.").isEmpty,
                "Expected the definition of ★ to pass")
        #expect(lint("A bar growing left is cheaper than the floor.").isEmpty, "Expected a chart's legend to pass")
    }

    @Test func theFloorAsWhatTheSentenceIsAbout_isASubject() {
        #expect(lint("At run time the floor is the cheapest on most benchmarks.").count == 1, "Expected a verdict on the floor")
    }

    // MARK: Helpers

    private func lint(_ text: String) -> [DocsLint.Finding] { DocsLintFixtures.lint(text, rule: VerdictWordRule()) }
}
