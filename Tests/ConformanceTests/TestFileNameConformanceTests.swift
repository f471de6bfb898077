// The same role's test file has the same name in every column: each file of a pattern's test target (its Spies/ apart)
// is named for the source file of the role it specifies, so `diff` between two columns lines up. Holds nothing.
import Foundation
import SceneRig
import Testing

@Suite struct TestFileNameConformanceTests {
    /// `Tests/MVPTests/BlogListPresenterTests.swift` specifies `Sources/MVP/BlogListPresenter.swift`; a file named for
    /// no role (`SceneOwnershipTests`, `…ModuleTests`) fails here.
    @Test(arguments: Pattern.allCases)
    func everyTestFile_isNamedForTheSourceFileOfTheRoleItSpecifies(_ pattern: Pattern) throws {
        let sources = try RepositoryFiles.swiftFiles(
            under: RepositoryFiles.root.appending(path: "Sources/\(pattern.displayName)"), skipping: ["Leaky", "Changes", "Traps"])
        let roles = Set(sources.map { URL(filePath: $0).deletingPathExtension().lastPathComponent })
        let tests = try RepositoryFiles.swiftFiles(
            under: RepositoryFiles.root.appending(path: "Tests/\(pattern.displayName)Tests"), skipping: ["Spies"])

        let misnamed = tests.filter { path in
            let name = URL(filePath: path).deletingPathExtension().lastPathComponent
            return !(name.hasSuffix("Tests") && roles.contains(String(name.dropLast("Tests".count))))
        }

        #expect(!tests.isEmpty, "Expected test files in Tests/\(pattern.displayName)Tests")
        #expect(misnamed.isEmpty, """
            Expected every file of Tests/\(pattern.displayName)Tests outside Spies/ named <Role>Tests.swift for a \
            Sources/\(pattern.displayName)/**/<Role>.swift, found \(misnamed)
            """)
    }

    /// A change's tests follow its column's naming: `Tests/Changes/MVPUnlikeTests/BlogListPresenterTests.swift` specifies
    /// `Sources/MVP/Changes/Unlike/BlogListPresenter.swift`, a changed copy of the column's test file keeps its name.
    @Test(arguments: ChangedScene.all)
    func everyTestFileOfAChange_isNamedForTheSourceFileOfTheRoleItSpecifies(_ scene: ChangedScene) throws {
        let testDirectory = RepositoryFiles.root.appending(path: scene.testDirectory)
        guard FileManager.default.fileExists(atPath: testDirectory.path) else { return }
        let sources = try RepositoryFiles.swiftFiles(under: RepositoryFiles.root.appending(path: scene.sourceDirectory))
        let roles = Set(sources.map { URL(filePath: $0).deletingPathExtension().lastPathComponent })
        let tests = try RepositoryFiles.swiftFiles(under: testDirectory, skipping: ["Spies"])

        let misnamed = tests.filter { path in
            let name = URL(filePath: path).deletingPathExtension().lastPathComponent
            return !(name.hasSuffix("Tests") && roles.contains(String(name.dropLast("Tests".count))))
        }

        #expect(misnamed.isEmpty, """
            Expected every file of \(scene.testDirectory) outside Spies/ named <Role>Tests.swift for a \
            \(scene.sourceDirectory)/**/<Role>.swift, found \(misnamed)
            """)
    }
}
