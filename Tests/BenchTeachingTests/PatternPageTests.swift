// Specifications of what every pattern's page carries, read from the repository's own docs: so a column added to the
// catalog cannot ship a page without the generated tables every other page has.
import Foundation
import SceneRig
import Testing

@Suite struct PatternPageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(arguments: Pattern.allCases)
    func everyPatternPage_showsWhereItsLikeAndBuildInstructionsGo(pattern: Pattern) throws {
        let page = try Self.page(of: pattern)
        for benchmark in ["like", "build"] {
            let directive = "<!-- bench docs: explain \(benchmark) \(pattern.rawValue) -->"
            let carries = page.contains(directive)
            #expect(carries, "Expected docs/patterns/\(pattern.displayName).md to carry \(directive)")
        }
    }

    /// docs/ADD-AN-ARCHITECTURE.md (step 5.2) asks every page for its live ownership graph, its like's call trace and
    /// its test files: MVVMAsync's page first shipped without the three.
    @Test(arguments: Pattern.allCases)
    func everyPatternPage_showsItsOwnershipGraphItsLikesTraceAndItsTests(pattern: Pattern) throws {
        let page = try Self.page(of: pattern)
        for region in ["graph", "trace like", "tests"] {
            let directive = "<!-- bench docs: \(region) \(pattern.rawValue) -->"
            let carries = page.contains(directive)
            #expect(carries, "Expected docs/patterns/\(pattern.displayName).md to carry \(directive)")
        }
    }

    /// The page of `pattern`, docs/patterns/<displayName>.md.
    private static func page(of pattern: Pattern) throws -> String {
        try String(contentsOfFile: packageRoot + "/docs/patterns/\(pattern.displayName).md", encoding: .utf8)
    }
}
