// What one change did to its column, read from the files themselves: files touched, added and removed, lines, roles,
// interfaces, tests, and the files a reviewer must read. Measured by `measure(_:root:)`; a plain value after that.
import Foundation
import SceneRig

/// What a change request made in one column changed there, from the files: the change's module compared with the
/// column's, file by file and line by line, and the change's tests with the column's.
///
/// - **Files**: each Swift file of the change (`Sources/<Column>/Changes/<Change>/`) is compared with the column's file
///   at the same path (`Sources/<Column>/`, without its `Leaky/`, `Changes/` and `Traps/`). A file whose text differs is
///   **touched**; one the column does not have is **added**; a column's file the change does not have is **removed**. A
///   link to the column's file, or a copy of it left identical, is neither.
/// - **Lines** added and removed: the line diff (`LineDiff`, longest common subsequence) of each touched file, every
///   line of an added file, every line of a removed one; comments and blank lines count, as `diff` counts them.
/// - **Roles**: the names of the touched, added and removed files without `.swift` (the column names a file for its
///   role: `BlogListPresenter`); with the folder when two files share a name.
/// - **Interfaces**: `InterfaceChange`s, the whole module compared with the column's.
/// - **Tests**: `TestChanges`.
/// - **Review files**: `reviewFiles`.
package struct ChangeFootprint: Sendable, Equatable {
    /// Paths from the column's (and the change's) directory, sorted.
    package var filesTouched: [String] = []
    package var filesAdded: [String] = []
    package var filesRemoved: [String] = []
    package var linesAdded = 0
    package var linesRemoved = 0
    package var roles: [String] = []
    package var interfaces: [InterfaceChange] = []
    package var tests = TestChanges()
    /// The source files a reviewer must read to review the change: every touched and added file, and every unchanged
    /// file of the change's module whose code (comments and string literals left out) mentions, as a whole word, a
    /// name in `reviewNames` — a member's name that other types of the module declare too (`state`, `onEvent`) only
    /// where the file names the member's type as well. Paths from the change's directory, sorted. Tests are counted
    /// apart (`tests`).
    package var reviewFiles: [String] = []
    /// The names the change declared or altered, as `reviewFiles` looks for them — the simple names of the module's
    /// declarations that other files can name (not `private` or `fileprivate`, not inside a function), compared with
    /// the column's by their qualified name (`BlogListPresenter.didTapLike`):
    /// - a declaration the column does not have, unless its name is already declared in the column (an override, a
    ///   protocol's witness or an overload: files that name it name the column's) or it is an `override`;
    /// - a declaration the change removed, or whose head (attributes, modifiers and signature, up to its body or its
    ///   value) differs;
    /// - a protocol whose declaration differs anywhere, requirements included: its conformers and users are affected.
    /// Initializers, deinitializers, subscripts, extensions and operators are left out: none is mentioned by a name of its
    /// own as a word. Each case of a `case a, b` list is a declaration of its own.
    package var reviewNames: [String] = []
    /// Each touched, added and removed file's line diff, for the docs.
    package var fileDiffs: [FileDiff] = []

    /// Nothing changed: what an unmeasured change reads as.
    package init() {}

    /// Whether the change changed nothing at all: the module and its tests are the column's.
    package var isUnchanged: Bool {
        filesTouched.isEmpty && filesAdded.isEmpty && filesRemoved.isEmpty && tests.isUnchanged
    }

    /// One file's change: its path (from the column's and the change's directory), how it changed, its line diff.
    package struct FileDiff: Sendable, Equatable {
        package enum Status: String, Sendable { case touched, added, removed }
        package let path: String
        package let status: Status
        package let diff: LineDiff
    }

    /// What makes a change unmeasurable: a directory missing under the root.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Measures `layout`'s change under the package `root`.
    package static func measure(_ layout: ChangeLayout, root: String) throws(Failure) -> ChangeFootprint {
        let column = root + "/" + layout.columnDirectory, change = root + "/" + layout.changeDirectory
        guard let columnFiles = SourceFiles.swiftFiles(under: column, skipping: ChangeLayout.foldersBesideTheScene) else {
            throw Failure(description: "no \(layout.columnDirectory)/ under \(root)")
        }
        guard let changeFiles = SourceFiles.swiftFiles(under: change) else {
            throw Failure(description: "no \(layout.changeDirectory)/ under \(root)")
        }
        var footprint = ChangeFootprint()
        var oldModule: [SwiftCode] = [], newModule: [SwiftCode] = []
        var unchanged: [(path: String, code: SwiftCode)] = []
        for path in Set(columnFiles + changeFiles).sorted() {
            let old = columnFiles.contains(path) ? read(column + "/" + path) : nil
            let new = changeFiles.contains(path) ? read(change + "/" + path) : nil
            let oldCode = old.map(SwiftCode.init), newCode = new == old ? oldCode : new.map(SwiftCode.init)
            if let oldCode { oldModule.append(oldCode) }
            if let newCode { newModule.append(newCode) }
            if old == new, let newCode {
                unchanged.append((path, newCode))
                continue
            }
            let diff = LineDiff(from: old.map(SourceFiles.lines) ?? [], to: new.map(SourceFiles.lines) ?? [])
            let status: FileDiff.Status = old == nil ? .added : new == nil ? .removed : .touched
            switch status {
            case .touched: footprint.filesTouched.append(path)
            case .added: footprint.filesAdded.append(path)
            case .removed: footprint.filesRemoved.append(path)
            }
            footprint.linesAdded += diff.added.count
            footprint.linesRemoved += diff.removed.count
            footprint.fileDiffs.append(FileDiff(path: path, status: status, diff: diff))
        }
        footprint.roles = roles(of: footprint.fileDiffs.map(\.path))

        let comparison = ModuleComparison(old: oldModule.flatMap { SwiftDeclaration.all(in: $0) },
                                          new: newModule.flatMap { SwiftDeclaration.all(in: $0) })
        footprint.interfaces = comparison.interfaceChanges
        footprint.reviewNames = comparison.reviewNames
        let mentions = comparison.mentionsAReviewName
        let mentioning = unchanged.filter { mentions($0.code.identifiers) }.map(\.path)
        footprint.reviewFiles = (footprint.filesTouched + footprint.filesAdded + mentioning).sorted()
        footprint.tests = TestChanges.measure(layout, root: root)
        return footprint
    }

    /// Every change of the catalog in every subject, under `root`, in the catalog's order.
    package static func measureAll(root: String) throws(Failure) -> [ChangedScene: ChangeFootprint] {
        var footprints: [ChangedScene: ChangeFootprint] = [:]
        for scene in ChangedScene.all { footprints[scene] = try measure(ChangeLayout(scene), root: root) }
        return footprints
    }

    /// The roles of `paths`: each file's name without `.swift`, or its path without `.swift` when two share a name.
    static func roles(of paths: [String]) -> [String] {
        let names = paths.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "") }
        return zip(paths, names).map { path, name in
            names.filter { $0 == name }.count > 1 ? path.replacingOccurrences(of: ".swift", with: "") : name
        }.sorted()
    }

    /// The file's text; an unreadable file reads as empty, and so differs from any file with text.
    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
