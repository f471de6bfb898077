// CountingLibraryTests: the counting library is found beside the executable, reported missing or stale with the
// exact command that builds it, and preloaded with deterministic hashing.
import Foundation
import Testing
@testable import BenchKit

@Suite struct CountingLibraryTests {
    @Test func layout_ofASwiftPMExecutable_readsConfigurationScratchPathAndRoot() throws {
        let package = try TemporaryPackage()

        let layout = BuildLayout(executable: package.executable(configuration: "release"))

        #expect(layout.configuration == "release", "Expected the products directory to name the configuration")
        #expect(layout.scratchPath == package.root + "/.build", "Expected the scratch path above the triple")
        #expect(layout.packageRoot == package.root, "Expected the directory holding Package.swift")
    }

    @Test func locate_whenTheLibraryIsMissing_isUnavailableWithTheBuildCommand() throws {
        let package = try TemporaryPackage()

        let result = CountingLibrary.locate(executable: package.executable(configuration: "release"), build: false)

        let expected = "swift build --product ArchBenchCounters -c release --scratch-path \(package.root)/.build "
            + "--package-path \(package.root)"
        #expect(result == .failure(CountsUnavailable(reason: "libArchBenchCounters.so is not built", remedy: expected)),
                "Expected the exact command that builds the library")
    }

    @Test func locate_whenTheLibraryIsBuilt_findsItBesideTheExecutable() throws {
        let package = try TemporaryPackage()
        let executable = package.executable(configuration: "debug")
        let library = package.products(configuration: "debug") + "/libArchBenchCounters.so"
        try package.write(library, modified: Date())

        let result = CountingLibrary.locate(executable: executable, build: false)

        #expect(result == .success(CountingLibrary(path: library)), "Expected the library beside the executable")
    }

    @Test func library_olderThanItsSources_needsBuilding() throws {
        let package = try TemporaryPackage()
        let library = CountingLibrary(path: package.products(configuration: "debug") + "/libArchBenchCounters.so")
        try package.write(library.path, modified: Date(timeIntervalSinceNow: -60))
        try package.write(package.root + "/Sources/RuntimeCounters/RuntimeCounters.c", modified: Date())

        #expect(library.needsBuild(packageRoot: package.root), "Expected a source newer than the library to rebuild it")
    }

    @Test func environment_ofTheLibrary_preloadsItFirstAndMakesHashingDeterministic() {
        let library = CountingLibrary(path: "/build/libArchBenchCounters.so")

        let environment = library.environment(adding: ["LD_PRELOAD": "/other.so", "HOME": "/root"])

        #expect(environment["LD_PRELOAD"] == "/build/libArchBenchCounters.so:/other.so", "Expected ours first")
        #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1", "Expected deterministic hashing")
    }

    @Test func environment_ofTheLibrary_keepsNothingElseOfTheCallers() {
        let library = CountingLibrary(path: "/build/libArchBenchCounters.so")

        let environment = library.environment(adding: ["HOME": "/root", "CI": "true", "PATH": "/usr/bin"])

        #expect(Set(environment.keys) == ["LD_PRELOAD", "SWIFT_DETERMINISTIC_HASHING"],
                "Expected a fixed environment: the caller's changes the child's heap history and so its counts")
    }
}

/// A throwaway package directory: Package.swift at its root and the SwiftPM build layout beneath.
private struct TemporaryPackage {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-\(UUID().uuidString)").path
        try write(root + "/Package.swift", modified: Date())
    }

    func products(configuration: String) -> String {
        root + "/.build/x86_64-unknown-linux-gnu/" + configuration
    }

    func executable(configuration: String) -> String {
        products(configuration: configuration) + "/bench"
    }

    func write(_ path: String, modified: Date) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }
}
