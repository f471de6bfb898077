// Where one change and its column are, from a package root, and how their Swift files are listed and read: the
// directories the catalog's `ChangedScene` names, or a made-up tree's. A plain value; reads files only when asked.
import Foundation
import SceneRig

/// The four directories a change is measured from — the column's sources and the change's, the column's tests and the
/// change's — and the two module names a copied test file's import line swaps.
///
/// ```swift
/// let layout = ChangeLayout(ChangedScene(subject: .pattern(.mvp), change: .unlike))
/// layout.changeDirectory       // "Sources/MVP/Changes/Unlike"
/// layout.columnTestDirectory   // "Tests/MVPTests"
/// ```
package struct ChangeLayout: Sendable, Equatable {
    /// The column's module: `MVP`, `Floor`.
    package var columnModule: String
    /// The change's module: `MVPUnlike`.
    package var changeModule: String
    /// The column's sources, from the root: `Sources/MVP` (its `Leaky/`, `Changes/` and `Traps/` are not the column's scene).
    package var columnDirectory: String
    /// The change's sources: `Sources/MVP/Changes/Unlike`.
    package var changeDirectory: String
    /// The column's own tests (`Tests/MVPTests`); nil for the floor, which has none.
    package var columnTestDirectory: String?
    /// The change's own tests: `Tests/Changes/MVPUnlikeTests` (absent when the change needed none).
    package var changeTestDirectory: String

    /// The folders of a column's directory that hold other modules, not the column's scene.
    package static let foldersBesideTheScene: Set<String> = ["Leaky", "Changes", "Traps"]

    package init(columnModule: String, changeModule: String, columnDirectory: String, changeDirectory: String,
                 columnTestDirectory: String?, changeTestDirectory: String) {
        self.columnModule = columnModule
        self.changeModule = changeModule
        self.columnDirectory = columnDirectory
        self.changeDirectory = changeDirectory
        self.columnTestDirectory = columnTestDirectory
        self.changeTestDirectory = changeTestDirectory
    }

    /// The directories of a change of the catalog.
    package init(_ scene: ChangedScene) {
        self.init(columnModule: scene.columnModule, changeModule: scene.moduleName, columnDirectory: scene.columnDirectory,
                  changeDirectory: scene.sourceDirectory, columnTestDirectory: scene.columnTestDirectory,
                  changeTestDirectory: scene.testDirectory)
    }

    /// `@testable import MVPUnlike`, the one line a copied test file changes to test the change instead of the column.
    var changeImport: String { "@testable import \(changeModule)" }
    /// `@testable import MVP`, what `changeImport` stands for in the column's copy.
    var columnImport: String { "@testable import \(columnModule)" }
}

/// The Swift files of a directory, read for a comparison.
package enum SourceFiles {
    /// The `.swift` files under `directory`, as paths relative to it, sorted; links to files are listed as files. The
    /// folders named in `skipping` directly under `directory` are left out. Nil when `directory` is not a directory.
    package static func swiftFiles(under directory: String, skipping: Set<String> = []) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(atPath: directory) else { return nil }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if skipping.contains(relative), enumerator.level == 1 {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }

    /// The file's lines, as `diff` counts them: a final line break ends the last line, it does not start another.
    package static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
