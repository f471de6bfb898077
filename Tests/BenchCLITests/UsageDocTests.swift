// Specifications of the usage the docs quote: docs/USING-THE-BENCH.md's options block is what `bench --help` prints
// under OPTIONS, line for line, so a flag added or reworded cannot leave the page behind.
import Foundation
import Testing

@testable import BenchCLI

@Suite struct UsageDocTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func usingTheBenchsOptionsBlock_isHelpsOptions() throws {
        let page = try String(contentsOfFile: Self.packageRoot + "/docs/USING-THE-BENCH.md", encoding: .utf8)
        let afterHeading = try #require(page.components(separatedBy: "\n## Options\n").dropFirst().first,
                                        "Expected an Options section")
        let block = afterHeading.components(separatedBy: "```").dropFirst().first?
            .trimmingCharacters(in: .newlines) ?? ""
        let help = BenchOptions.usage.components(separatedBy: "OPTIONS:\n").dropFirst().first?
            .components(separatedBy: "\n\n").first ?? ""

        #expect(!help.isEmpty && block == help,
                "Expected the page's options block to be --help's OPTIONS; --help prints:\n\(help)")
    }
}
