// Specifications of the change measurement, on made-up trees in a scratch directory (a column, a change beside it made
// of links, copies and new files, and their tests), and on the package's own change modules.
import BenchTestSupport
import Foundation
import SceneRig
import Testing

@testable import BenchChanges

@Suite struct ChangeFootprintTests {
    @Test func aChangeOfLinksAndIdenticalCopies_changedNothing() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile()
        try tree.copy("Sub/Cell.swift")

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.isUnchanged, "Expected links and an identical copy to change nothing, got \(footprint)")
        #expect(footprint.linesAdded == 0 && footprint.linesRemoved == 0 && footprint.reviewFiles.isEmpty
                && footprint.roles.isEmpty && footprint.interfaces.isEmpty,
                "Expected every count 0, got \(footprint)")
    }

    @Test func filesTouchedAddedAndRemoved_andTheirLines_areCountedFromTheFiles() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile(except: ["Presenter.swift", "Legacy.swift"])
        try tree.write("Presenter.swift", in: .change, tree.presenter.replacingOccurrences(
            of: "    func didTapLike(at row: Int) {}\n",
            with: "    func didTapLike(at row: Int) {}\n    func didTapUnlike(at row: Int) {}\n"))
        try tree.write("Sort/SortScreen.swift", in: .change, "// The sort screen.\nfinal class SortScreen {}\n")

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.filesTouched == ["Presenter.swift"], "Expected the edited copy touched, got \(footprint.filesTouched)")
        #expect(footprint.filesAdded == ["Sort/SortScreen.swift"], "Expected the new file added, got \(footprint.filesAdded)")
        #expect(footprint.filesRemoved == ["Legacy.swift"], "Expected the file the change lacks removed, got \(footprint.filesRemoved)")
        #expect(footprint.linesAdded == 1 + 2 && footprint.linesRemoved == 2,
                "Expected +3 (one line, a two-line file) and −2 (a two-line file), got +\(footprint.linesAdded) −\(footprint.linesRemoved)")
        #expect(footprint.roles == ["Legacy", "Presenter", "SortScreen"], "Expected the files' names as roles, got \(footprint.roles)")
        #expect(footprint.fileDiffs.map(\.status) == [.removed, .touched, .added],
                "Expected one diff per changed file in path order, got \(footprint.fileDiffs.map(\.status))")
    }

    @Test func theColumnsLeakyAndChangesFolders_areNotPartOfItsScene() throws {
        let tree = try MadeUpChange()
        try tree.write("Leaky/StrongView/Presenter.swift", in: .column, "// a leaky variant\n")
        try tree.linkEveryColumnFile()

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.isUnchanged, "Expected the column's Leaky/ and Changes/ left out of the comparison, got \(footprint)")
    }

    @Test func protocolsAndPublicDeclarations_changed_areListed_commentsAside() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile(except: ["Contracts.swift", "Composer.swift", "View.swift"])
        try tree.write("Contracts.swift", in: .change, tree.contracts
            .replacingOccurrences(of: "    func show(_ row: Int)\n", with: "    func show(_ row: Int)\n    func showTotal(_ total: Int)\n")
            .replacingOccurrences(of: "/// Output.", with: "/// What the view says."))
        try tree.write("Composer.swift", in: .change, tree.composer.replacingOccurrences(
            of: "public static func makeScene()", with: "public static func makeScene(sorted: Bool)"))
        try tree.write("View.swift", in: .change, tree.view + "\nprotocol SortOutput: AnyObject {}\n")

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.interfaces.map(\.description) == [
            "protocol SortOutput added", "protocol ViewInput changed", "public Composer.makeScene changed",
        ], "Expected a new protocol, a changed one (not the one whose comment changed) and a public signature, got \(footprint.interfaces)")
    }

    @Test func reviewFiles_areTheChangedOnes_andTheUnchangedThatNameWhatTheyAltered() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile(except: ["Contracts.swift"])
        // `show` gains a parameter: View.swift calls it and must be read; Cell.swift does not name it.
        try tree.write("Contracts.swift", in: .change, tree.contracts.replacingOccurrences(
            of: "func show(_ row: Int)", with: "func show(_ row: Int, animated: Bool)"))

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.reviewNames == ["ViewInput", "show"],
                "Expected the altered requirement and its protocol, got \(footprint.reviewNames)")
        #expect(footprint.reviewFiles == ["Contracts.swift", "Presenter.swift", "View.swift"],
                "Expected the touched file, the view that conforms and the presenter that calls, got \(footprint.reviewFiles)")
    }

    @Test func reviewFiles_countAMemberNameOtherTypesDeclareToo_onlyInFilesThatNameItsType() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile()
        let files = [
            "Model.swift": "final class Model {\n    var state = 0\n}\n",
            "Reader.swift": "final class Reader {\n    let model = Model()\n    func read() -> Int { model.state }\n}\n",
            "Other.swift": "final class Other {\n    var state = 0\n    func read() -> Int { state }\n}\n",
        ]
        for (path, text) in files {
            try tree.write(path, in: .column, text)
            try tree.copy(path)
        }
        // `Model.state` becomes optional: Reader reads it and must be read; Other reads a `state` of its own.
        try tree.write("Model.swift", in: .change, "final class Model {\n    var state: Int? = 0\n}\n")

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.reviewNames == ["state"], "Expected the altered member, got \(footprint.reviewNames)")
        #expect(footprint.reviewFiles == ["Model.swift", "Reader.swift"],
                "Expected the touched file and the one that names its type, not Other's own `state`, got \(footprint.reviewFiles)")
    }

    @Test func reviewNames_leaveOutOverridesWitnessesPrivatesAndBodies() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile(except: ["Presenter.swift"])
        try tree.write("Presenter.swift", in: .change, tree.presenter.replacingOccurrences(
            of: "    func didTapLike(at row: Int) {}\n",
            with: "    func didTapLike(at row: Int) { view?.show(row) }\n    private func helper() {}\n"))
        try tree.write("Sort.swift", in: .change, "final class SortView: ViewInput {\n    func show(_ row: Int) {}\n}\n")

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.reviewNames == ["SortView"],
                "Expected only the new type: a body change, a private helper and a witness of `show` name nothing new, got \(footprint.reviewNames)")
        #expect(footprint.reviewFiles == ["Presenter.swift", "Sort.swift"], "Expected the changed files alone, got \(footprint.reviewFiles)")
    }

    @Test func aCaseAddedToAList_altersNoOtherCase_andOperatorsAreNotLookedFor() throws {
        let tree = try MadeUpChange()
        try tree.write("Route.swift", in: .column, "enum Route: Equatable {\n    case profile, detail(Int)\n}\n")
        try tree.linkEveryColumnFile()
        try tree.write("Route.swift", in: .change, """
            enum Route: Equatable {
                case profile, detail(Int), sort
                static func == (lhs: Route, rhs: Route) -> Bool { true }
            }

            """)

        let footprint = try ChangeFootprint.measure(tree.layout, root: tree.root)

        #expect(footprint.reviewNames == ["sort"], "Expected only the new case, not its neighbours nor `==`, got \(footprint.reviewNames)")
    }

    @Test func tests_copiedAndNew_areCounted_theImportLineAside() throws {
        let tree = try MadeUpChange()
        try tree.linkEveryColumnFile()
        try tree.write("PresenterTests.swift", in: .changeTests, tree.presenterTests
            .replacingOccurrences(of: "@testable import Column", with: "@testable import ColumnChange")
            .replacingOccurrences(of: "#expect(spy.rows == [0])", with: "#expect(spy.rows == [0], \"Expected row 0\")")
            .replacingOccurrences(of: "    func helper() {}\n", with: "    func helper() {}\n\n    @Test func unlike_sendsOneRequest() {}\n"))
        try tree.write("Spies/ViewSpy.swift", in: .changeTests, tree.viewSpy
            .replacingOccurrences(of: "@testable import Column", with: "@testable import ColumnChange"))
        try tree.write("SortScreenTests.swift", in: .changeTests, "import Testing\n@Test func sort_picksTitle() {}\n")

        let tests = try ChangeFootprint.measure(tree.layout, root: tree.root).tests

        #expect(tests.filesChanged == ["PresenterTests.swift", "Spies/ViewSpy.swift"],
                "Expected both copies changed, the helper copied as is too, got \(tests.filesChanged)")
        #expect(tests.filesAdded == ["SortScreenTests.swift"], "Expected the new test file added, got \(tests.filesAdded)")
        #expect(tests.testsAdded == ["PresenterTests.unlike_sendsOneRequest", "sort_picksTitle"],
                "Expected the new @Test functions, got \(tests.testsAdded)")
        #expect(tests.testsChanged == ["PresenterTests.like_sendsOneRequest"], "Expected the edited test, got \(tests.testsChanged)")
        #expect(tests.linesAdded == 1 + 2 + 2 && tests.linesRemoved == 1,
                "Expected +5 −1 (an edited line, a test and its blank line, a two-line file; no import line), got +\(tests.linesAdded) −\(tests.linesRemoved)")
    }

    @Test func aMissingDirectory_failsNamingIt() throws {
        let tree = try MadeUpChange()

        #expect(throws: ChangeFootprint.Failure(description: "no Sources/Column/Changes/Change/ under \(tree.root)")) {
            try ChangeFootprint.measure(tree.layout, root: tree.root)
        }
    }

    /// The package's own change modules: whatever their state, the measurement holds together.
    @Test(arguments: ChangedScene.all)
    func everyChangeOfThePackage_isMeasured_consistently(_ scene: ChangedScene) throws {
        let footprint = try ChangeFootprint.measure(ChangeLayout(scene), root: Self.packageRoot)
        let changed = footprint.filesTouched + footprint.filesAdded

        #expect(Set(changed).isSubset(of: footprint.reviewFiles), "Expected every changed file to be read in review")
        #expect(footprint.roles.count == changed.count + footprint.filesRemoved.count, "Expected one role per changed file")
        for path in footprint.filesTouched {
            let url = URL(fileURLWithPath: Self.packageRoot + "/" + scene.sourceDirectory + "/" + path)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil,
                    "Expected \(path) of \(scene) touched only as a file of its own, not a link")
        }
        if scene.subject == .floor { #expect(footprint.tests.isUnchanged, "Expected the floor's change to add no test") }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

// MARK: - Helpers

/// A column of five files and two test files, its change directory and the change's test directory, in a scratch
/// directory: `Sources/Column/` (with `Changes/Change/`), `Tests/ColumnTests/`, `Tests/Changes/ColumnChangeTests/`.
final class MadeUpChange {
    enum Place { case column, change, columnTests, changeTests }

    private let scratch: Scratch
    var root: String { scratch.path }
    let layout = ChangeLayout(
        columnModule: "Column", changeModule: "ColumnChange", columnDirectory: "Sources/Column",
        changeDirectory: "Sources/Column/Changes/Change", columnTestDirectory: "Tests/ColumnTests",
        changeTestDirectory: "Tests/Changes/ColumnChangeTests")

    let contracts = """
        // The contracts.
        /// Output.
        protocol ViewInput: AnyObject {
            func show(_ row: Int)
        }
        """
    let presenter = """
        // The presenter.
        final class Presenter {
            weak var view: (any ViewInput)?
            func didTapLike(at row: Int) {}
            func load() { view?.show(0) }
        }
        """
    let view = """
        // The view.
        final class View: ViewInput {
            func show(_ row: Int) {}
        }
        """
    let composer = """
        // The composer.
        public enum Composer {
            public static func makeScene() {}
        }
        """
    let presenterTests = """
        import Testing
        @testable import Column

        @Suite struct PresenterTests {
            @Test func like_sendsOneRequest() {
                let spy = ViewSpy()
                #expect(spy.rows == [0])
            }

            func helper() {}
        }
        """
    let viewSpy = "@testable import Column\nfinal class ViewSpy { var rows: [Int] = [] }\n"
    let columnFiles: [String]

    init() throws {
        scratch = try Scratch()
        columnFiles = ["Composer.swift", "Contracts.swift", "Legacy.swift", "Presenter.swift", "Sub/Cell.swift", "View.swift"]
        try write("Contracts.swift", in: .column, contracts)
        try write("Presenter.swift", in: .column, presenter)
        try write("View.swift", in: .column, view)
        try write("Composer.swift", in: .column, composer)
        try write("Legacy.swift", in: .column, "// Old.\nfinal class Legacy {}\n")
        try write("Sub/Cell.swift", in: .column, "// A cell.\nfinal class Cell {}\n")
        try write("PresenterTests.swift", in: .columnTests, presenterTests)
        try write("Spies/ViewSpy.swift", in: .columnTests, viewSpy)
    }

    func directory(_ place: Place) -> String {
        switch place {
        case .column: root + "/" + layout.columnDirectory
        case .change: root + "/" + layout.changeDirectory
        case .columnTests: root + "/" + (layout.columnTestDirectory ?? "")
        case .changeTests: root + "/" + layout.changeTestDirectory
        }
    }

    func write(_ path: String, in place: Place, _ text: String) throws {
        let url = URL(fileURLWithPath: directory(place) + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: url.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
            try FileManager.default.removeItem(at: url)
        }
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// Each of the column's files as a relative link in the change, as the scaffold makes them, but `except`.
    func linkEveryColumnFile(except: Set<String> = []) throws {
        for path in columnFiles where !except.contains(path) {
            let link = directory(.change) + "/" + path
            try FileManager.default.createDirectory(
                atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let depth = ("Changes/Change/" + path).split(separator: "/").count - 1
            try FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: String(repeating: "../", count: depth) + path)
        }
    }

    /// The column's file copied into the change, replacing its link.
    func copy(_ path: String) throws {
        try write(path, in: .change, try String(contentsOfFile: directory(.column) + "/" + path, encoding: .utf8))
    }
}
