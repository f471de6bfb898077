// The diffs docs/CHANGING.md shows for one change, column by column: each changed source file's and test file's
// unified diff against the column's, generated from the files. Pure.
import BenchChanges
import SceneRig

extension ChangeTable {
    /// For each column: a line saying what changed, then, folded under it (`<details>`, so the page stays readable), its
    /// source diffs and its test diffs, each in a fenced `diff` block (`--- Sources/MVP/BlogListPresenter.swift`,
    /// `+++ Sources/MVP/Changes/Unlike/BlogListPresenter.swift`). A test file's diff reads its `@testable import` line as
    /// the column's, as the counts do.
    package func diffsMarkdown(of change: ChangeRequest) -> String {
        scenes(of: change).map { scene in
            let footprint = footprint(scene)
            let name = "<b>\(scene.subject.displayName)</b> (<code>\(scene.moduleName)</code>)"
            guard !footprint.isUnchanged else { return "\(name): unchanged, every file is the column's." }
            let layout = ChangeLayout(scene)
            let sources = footprint.fileDiffs.map { file in
                file.diff.unified(
                    oldName: file.status == .added ? "/dev/null" : "\(layout.columnDirectory)/\(file.path)",
                    newName: file.status == .removed ? "/dev/null" : "\(layout.changeDirectory)/\(file.path)")
            }
            let tests = footprint.tests.fileDiffs.map { file in
                file.diff.unified(
                    oldName: file.status == .added ? "/dev/null" : "\(layout.columnTestDirectory ?? "")/\(file.path)",
                    newName: "\(layout.changeTestDirectory)/\(file.path)")
            }
            let summary = "\(footprint.filesTouched.count) touched, \(footprint.filesAdded.count) added"
                + (footprint.filesRemoved.isEmpty ? "" : ", \(footprint.filesRemoved.count) removed")
                + ", +\(footprint.linesAdded) −\(footprint.linesRemoved) lines"
                + (footprint.tests.isUnchanged ? "" : "; tests +\(footprint.tests.linesAdded) −\(footprint.tests.linesRemoved) lines")
            let blocks = [sources, tests].map { $0.filter { !$0.isEmpty }.joined(separator: "\n") }.filter { !$0.isEmpty }
                .map { text in "\(Self.fence(for: text))diff\n\(text)\n\(Self.fence(for: text))" }
            return (["<details><summary>\(name): \(summary)</summary>", ""] + blocks.flatMap { [$0, ""] } + ["</details>"])
                .joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// A code fence longer than any run of backticks that starts a line of `text`, so the text cannot close it.
    static func fence(for text: String) -> String {
        let lines = text.split(separator: "\n" as Character)
        let longest = lines.map { line in line.dropFirst().drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
