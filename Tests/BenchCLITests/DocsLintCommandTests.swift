// Specifications of the docs lint inside `bench docs`: `--lint` exits 1 on a page with drift and 0 on a clean one;
// a figure nothing generated backs is listed and does not fail.
import Foundation
import Testing

@testable import BenchCLI

@Suite struct DocsLintCommandTests {
    @Test @MainActor func lint_onAPageWithDrift_exits1() throws {
        let root = try package(page: "# Choosing\n\nThe four patterns share one scene.\n")
        defer { try? FileManager.default.removeItem(atPath: root) }

        #expect(DocsCommand.run(["--lint", "--root", root]) == 1, "Expected exit 1 for a stale pattern count")
    }

    @Test @MainActor func lint_onACleanPage_exits0_evenWithAFigureNotChecked() throws {
        let root = try package(page: "# Choosing\n\nEvery pattern shares one scene; the threshold is 5 % by default.\n")
        defer { try? FileManager.default.removeItem(atPath: root) }

        #expect(DocsCommand.run(["--lint", "--root", root]) == 0, "Expected exit 0 when nothing is drift")
    }

    @Test @MainActor func lintFlag_parses() throws {
        #expect(try DocsCommand.parse(["--lint"]).lintsOnly, "Expected --lint to ask for the lint alone")
    }

    // MARK: Helpers

    /// A package with README.md and one page, docs/CHOOSING.md.
    private func package(page: String) throws -> String {
        let root = NSTemporaryDirectory() + "archbench-docslint-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try "# Package\n".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        try page.write(toFile: root + "/docs/CHOOSING.md", atomically: true, encoding: .utf8)
        return root
    }
}
