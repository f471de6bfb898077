// CountingLibraryTests: the counting library is found beside the executable, reported missing or stale with the
// exact command that builds it, and preloaded with deterministic hashing.
import BenchResults
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform

@Suite struct CountingLibraryTests {
    @Test func layout_ofASwiftPMExecutable_readsConfigurationScratchPathAndRoot() throws {
        let package = try TemporaryPackage()

        let layout = BuildLayout(executable: package.executable(configuration: "release"))

        #expect(layout.configuration == "release", "Expected the products directory to name the configuration")
        #expect(layout.scratchPath == package.root + "/.build", "Expected the scratch path above the triple")
        #expect(layout.packageRoot == package.root, "Expected the directory holding Package.swift")
    }

    @Test(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters preload on Linux only"))
    func locate_whenTheLibraryIsMissing_isUnavailableWithTheBuildCommand() throws {
        let package = try TemporaryPackage()

        let result = CountingLibrary.locate(executable: package.executable(configuration: "release"), build: false)

        let expected = "swift build --product ArchBenchCounters -c release --scratch-path \(package.root)/.build "
            + "--package-path \(package.root)"
        #expect(result == .failure(CountsUnavailable(reason: "\(CountingLibrary.fileName) is not built", remedy: expected)),
                "Expected the exact command that builds the library")
    }

    @Test(.enabled(if: Capabilities.interposedCounts.isAvailable, "the counters preload on Linux only"))
    func locate_whenTheLibraryIsBuilt_findsItBesideTheExecutable() throws {
        let package = try TemporaryPackage()
        let executable = package.executable(configuration: "debug")
        let library = package.products(configuration: "debug") + "/" + CountingLibrary.fileName
        try package.write(library, modified: Date())

        let result = CountingLibrary.locate(executable: executable, build: false)

        #expect(result == .success(CountingLibrary(path: library)), "Expected the library beside the executable")
    }

    @Test func library_olderThanItsSources_needsBuilding() throws {
        let package = try TemporaryPackage()
        let library = CountingLibrary(path: package.products(configuration: "debug") + "/" + CountingLibrary.fileName)
        try package.write(library.path, modified: Date(timeIntervalSinceNow: -60))
        try package.write(package.root + "/" + CountingLibrary.sourcesDirectory + "/RuntimeCounters.c", modified: Date())

        #expect(library.needsBuild(packageRoot: package.root), "Expected a source newer than the library to rebuild it")
    }

    @Test(.enabled(if: Platform.preloadVariable != nil, "needs a loader that preloads libraries"))
    func environment_ofTheLibrary_preloadsItFirstAndMakesHashingDeterministic() throws {
        let preload = try #require(Platform.preloadVariable)
        let library = CountingLibrary(path: "/build/" + CountingLibrary.fileName)

        let environment = library.environment(adding: [preload: "/other.so", "HOME": "/root"])

        let value = try #require(environment[preload])
        #expect(value.hasPrefix(library.path + ":/other.so "), "Expected ours first, got \(value)")
        #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1", "Expected deterministic hashing")
    }

    @Test(.enabled(if: Platform.preloadVariable != nil, "needs a loader that preloads libraries"))
    func environment_ofTheLibrary_hasTheSameLengthWhereverThePackageLives() throws {
        let preload = try #require(Platform.preloadVariable)
        let short = CountingLibrary(path: "/p/" + CountingLibrary.fileName)
        let long = CountingLibrary(path: "/a/much/longer/checkout/path/.build/release/" + CountingLibrary.fileName)

        let lengths = [short, long].map { $0.environment(adding: [:])[preload]?.utf8.count }

        #expect(lengths[0] == lengths[1] && lengths[0] == Capabilities.preloadValueWidth,
                "Expected one padded length, so the child's heap does not depend on the checkout path: \(lengths)")
    }

    @Test(.enabled(if: Platform.preloadVariable != nil, "needs a loader that preloads libraries"))
    func environment_ofTheLibrary_keepsNothingElseOfTheCallers() throws {
        let preload = try #require(Platform.preloadVariable)
        let library = CountingLibrary(path: "/build/" + CountingLibrary.fileName)

        let environment = library.environment(adding: ["HOME": "/root", "CI": "true", "PATH": "/usr/bin"])

        #expect(Set(environment.keys) == [preload, "SWIFT_DETERMINISTIC_HASHING"],
                "Expected a fixed environment: the caller's changes the child's heap history and so its counts")
    }

    @Test(.enabled(if: !Capabilities.interposedCounts.isAvailable, "only where interposition is unavailable"))
    func locate_whereInterpositionIsUnavailable_saysWhyAndBuildsNothing() throws {
        let package = try TemporaryPackage()

        let result = CountingLibrary.locate(executable: package.executable(configuration: "release"), build: true)

        guard case .failure(let unavailable) = result else {
            Issue.record("Expected no counting library where interposition cannot work")
            return
        }
        #expect(unavailable.remedy == nil && unavailable.reason.contains("not available on"),
                "Expected the platform's reason and no build command, got \(unavailable)")
    }
}

/// A throwaway package directory: Package.swift at its root and the SwiftPM build layout beneath.
private struct TemporaryPackage {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-\(UUID().uuidString)").path
        try write(root + "/Package.swift", modified: Date())
    }

    /// `<scratch>/<triple>/<configuration>`: the layout reads the triple folder by position, whatever its name.
    func products(configuration: String) -> String {
        root + "/.build/some-target-triple/" + configuration
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

@Suite struct LiveHeapWorkerTests {
    @Test func request_forTheLiveHeap_roundTripsThroughItsArguments() {
        let request = WorkerRequest.liveHeap(caseIDs: ["memory/scene/floor", "memory/scene/mvc"])

        #expect(WorkerRequest(Array(request.arguments.dropFirst())) == request, "Expected the worker to read back the request")
    }

    // In a process of its own, as LiveHeapPass runs it: the statistics are the process's, and in this one other tests
    // allocate and free while the scene renders (once they freed more than it kept).
    @Test(.enabled(if: Capabilities.heapStatistics.isAvailable, "needs the allocator's statistics"))
    func liveHeap_ofARenderedScene_isSomeBytes_andSkipsWhatIsNoFootprint() throws {
        let footprint = "memory/scene-rows/floor/rows=10000"
        let request = WorkerRequest.liveHeap(caseIDs: [footprint, "dispatch/like/floor"])
        let worker = try ChildProcess.run(
            executable: ForkedCallgrindTests.bench, arguments: request.arguments,
            environment: Allocator.exactStatisticsEnvironment(adding: CountingLibrary.countingEnvironment))
        let results = try BenchJSON.decoder().decode([String: WorkerCaseResult].self, from: worker.standardOutput)

        let bytes = try #require(results[footprint]?.liveHeapBytes)
        #expect(bytes > 500_000, "Expected a 10 000-row scene to keep most of a megabyte, got \(bytes)")
        #expect(results["dispatch/like/floor"] == nil, "Expected an operation case left to the counters")
    }
}
