// What a change did to its column's tests, from the files: the change's test directory (copies of the column's test
// files it changed, and new ones) compared with the column's. Measured by `measure(_:root:)`; a plain value after that.

/// The tests a change added and changed, read from `Tests/Changes/<Module>Tests/` against `Tests/<Column>Tests/`.
///
/// A change's test directory holds only what the change needed: the column's test files it changed, copied at the same
/// path, the helpers (spies) those need, copied too, and new files. So:
/// - a file with a counterpart in the column's tests is **changed** (a copied helper included: the change had to copy
///   it); one without is **added**;
/// - lines are counted by `LineDiff` against the counterpart (every line of an added file), the line
///   `@testable import <Module>` read as `@testable import <Column>`: the one line every copy must change;
/// - a `@Test` function is **added** when the column's counterpart has none of its qualified name
///   (`BlogListPresenterTests.unlike_sendsOneRequest`), **changed** when its declaration or body differs (comments
///   aside), **removed** when the copy dropped it. A test file the change did not copy is the column's, unchanged, and
///   is not part of the change's test target.
package struct TestChanges: Sendable, Equatable {
    /// Paths from the test directories, sorted.
    package var filesAdded: [String] = []
    package var filesChanged: [String] = []
    /// Qualified names of `@Test` functions, sorted.
    package var testsAdded: [String] = []
    package var testsChanged: [String] = []
    package var testsRemoved: [String] = []
    package var linesAdded = 0
    package var linesRemoved = 0
    /// Each test file's line diff, for the docs (the import line read as the column's).
    package var fileDiffs: [ChangeFootprint.FileDiff] = []

    /// Whether the change has no test file of its own.
    package var isUnchanged: Bool { filesAdded.isEmpty && filesChanged.isEmpty }

    /// The change's tests under `root`; none when its test directory does not exist.
    static func measure(_ layout: ChangeLayout, root: String) -> TestChanges {
        var changes = TestChanges()
        guard let files = SourceFiles.swiftFiles(under: root + "/" + layout.changeTestDirectory) else { return changes }
        let column = layout.columnTestDirectory.map { root + "/" + $0 }
        let columnFiles = column.flatMap { SourceFiles.swiftFiles(under: $0) } ?? []
        for path in files {
            let text = ChangeFootprint.read(root + "/" + layout.changeTestDirectory + "/" + path)
            let lines = SourceFiles.lines(of: text).map { $0 == layout.changeImport ? layout.columnImport : $0 }
            let counterpart = columnFiles.contains(path) ? column.map { ChangeFootprint.read($0 + "/" + path) } : nil
            let diff = LineDiff(from: counterpart.map(SourceFiles.lines) ?? [], to: lines)
            changes.linesAdded += diff.added.count
            changes.linesRemoved += diff.removed.count
            changes.fileDiffs.append(ChangeFootprint.FileDiff(path: path, status: counterpart == nil ? .added : .touched, diff: diff))
            if counterpart == nil { changes.filesAdded.append(path) } else { changes.filesChanged.append(path) }

            let before = tests(in: counterpart ?? ""), after = tests(in: lines.joined(separator: "\n"))
            for (name, text) in after {
                if let old = before[name] {
                    if old != text { changes.testsChanged.append(name) }
                } else {
                    changes.testsAdded.append(name)
                }
            }
            changes.testsRemoved += before.keys.filter { after[$0] == nil }
        }
        changes.testsAdded.sort()
        changes.testsChanged.sort()
        changes.testsRemoved.sort()
        return changes
    }

    /// The `@Test` functions of a file: qualified name → declaration and body as compared.
    static func tests(in text: String) -> [String: String] {
        var tests: [String: String] = [:]
        for declaration in SwiftDeclaration.all(in: SwiftCode(text)) where declaration.isTest {
            tests[declaration.qualifiedName, default: ""] += declaration.head + " { " + (declaration.body ?? "") + " }"
        }
        return tests
    }
}
