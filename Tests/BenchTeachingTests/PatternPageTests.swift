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
        let path = Self.packageRoot + "/docs/patterns/\(pattern.displayName).md"
        let page = try String(contentsOfFile: path, encoding: .utf8)
        for benchmark in ["like", "build"] {
            let directive = "<!-- bench docs: explain \(benchmark) \(pattern.rawValue) -->"
            let carries = page.contains(directive)
            #expect(carries, "Expected docs/patterns/\(pattern.displayName).md to carry \(directive)")
        }
    }
}
