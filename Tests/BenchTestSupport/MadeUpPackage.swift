// MadeUpPackage: a package root in a scratch directory with every column of the catalog and every change beside it, each
// change a module of links to its column's files (as the scaffold makes them), ready to be changed by a test. Owns its
// scratch directory.
import Foundation
import SceneRig

/// `Sources/<Column>/` with two files and `Changes/<Change>/` linking to them, for every column and change of the
/// catalog; `Tests/<Column>Tests/` with one test file for each pattern. What `bench changes --root` and the docs' change
/// regions read, small enough to state what they must say.
package final class MadeUpPackage {
    private let scratch: Scratch
    package var root: String { scratch.path }

    /// Each column's presenter: a protocol, a class calling it, and a public entry.
    package static let presenter = """
        // The blogs section's presenter.
        protocol BlogListView: AnyObject {
            func show(_ rows: [String])
        }

        final class BlogListPresenter {
            weak var view: (any BlogListView)?
            func didTapLike(at row: Int) {}
        }
        """
    /// Each column's composer, which names the view protocol.
    package static let composer = """
        // The composition root.
        public enum ProfileComposer {
            public static func makeScene() {}
            static var view: (any BlogListView)?
        }
        """
    /// Each pattern's test file.
    package static func presenterTests(testing module: String) -> String {
        """
        import Testing
        @testable import \(module)

        @Suite struct BlogListPresenterTests {
            @Test func like_sendsOneRequest() {
                #expect(true)
            }
        }
        """
    }

    package init() throws {
        scratch = try Scratch()
        for subject in SceneSubject.all {
            let column = ChangedScene(subject: subject, change: .unlike)
            try write(Self.presenter, to: column.columnDirectory + "/BlogListPresenter.swift")
            try write(Self.composer, to: column.columnDirectory + "/ProfileComposer.swift")
            if let tests = column.columnTestDirectory {
                try write(Self.presenterTests(testing: column.columnModule), to: tests + "/BlogListPresenterTests.swift")
            }
            for change in ChangeRequest.allCases {
                let scene = ChangedScene(subject: subject, change: change)
                try FileManager.default.createDirectory(atPath: root + "/" + scene.sourceDirectory, withIntermediateDirectories: true)
                for file in ["BlogListPresenter.swift", "ProfileComposer.swift"] {
                    try FileManager.default.createSymbolicLink(
                        atPath: root + "/" + scene.sourceDirectory + "/" + file, withDestinationPath: "../../" + file)
                }
            }
        }
    }

    /// Writes `text` at `path` from the root, replacing a link there (the way a change replaces one).
    package func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil { try FileManager.default.removeItem(at: url) }
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// MVP's unlike, made the way the column's practitioners would: one requirement and one method added, the presenter's
    /// test file copied with a new test, and a new role.
    package func changeMVPUnlike() throws {
        let scene = ChangedScene(subject: .pattern(.mvp), change: .unlike)
        try write(Self.presenter
            .replacingOccurrences(of: "    func show(_ rows: [String])\n", with: "    func show(_ rows: [String])\n    func showUnliked(_ row: Int)\n")
            .replacingOccurrences(of: "    func didTapLike(at row: Int) {}\n",
                                  with: "    func didTapLike(at row: Int) {}\n    func didTapUnlike(at row: Int) {}\n"),
            to: scene.sourceDirectory + "/BlogListPresenter.swift")
        try write("// The unlike's rule.\nstruct UnlikeRule {}\n", to: scene.sourceDirectory + "/UnlikeRule.swift")
        try write(Self.presenterTests(testing: scene.moduleName)
            .replacingOccurrences(of: "    }\n}", with: "    }\n\n    @Test func unlike_sendsOneRequest() {}\n}"),
            to: scene.testDirectory + "/BlogListPresenterTests.swift")
    }
}
