// Specifications of the manifest as the docs and the boundary checks read it: targets, their directories and declared
// dependencies from `swift package dump-package`, and the module map drawn from them.
import Foundation
import Testing

@testable import BenchTeaching

@Suite struct PackageManifestTests {
    @Test func dumpedJSON_givesEachTargetItsDependenciesInEveryForm() throws {
        let manifest = try PackageManifest(dumpedJSON: Data(Self.dumped.utf8))

        #expect(manifest.target(named: "Reports")?.dependencies == ["Results", "Statistics", "Algorithms"],
                "Expected byName, target and product dependencies, in the order written")
        #expect(manifest.target(named: "Reports")?.directory == "Benchmarks/Reports", "Expected the declared path")
    }

    @Test func aTargetWithoutAPath_hasSwiftPMsDefaultDirectory() throws {
        let manifest = try PackageManifest(dumpedJSON: Data(Self.dumped.utf8))

        #expect(manifest.target(named: "Results")?.directory == "Sources/Results", "Expected Sources/<name>")
        #expect(manifest.target(named: "ReportsTests")?.directory == "Tests/ReportsTests", "Expected Tests/<name> for a test")
    }

    @Test func notTheJSONOfDumpPackage_isAFailure() {
        #expect(throws: PackageManifest.Failure.self, "Expected a page of text refused") {
            try PackageManifest(dumpedJSON: Data("Package.swift".utf8))
        }
    }

    @Test func aFile_belongsToTheDeepestTargetDirectoryHoldingIt() {
        let manifest = PackageManifest(targets: [
            .init(name: "MVC", kind: "regular", directory: "Sources/MVC", dependencies: []),
            .init(name: "MVCStrong", kind: "regular", directory: "Sources/MVC/Leaky/Strong", dependencies: []),
        ])

        #expect(manifest.owner(of: "Sources/MVC/Leaky/Strong/Cell.swift")?.name == "MVCStrong", "Expected the variant's target")
        #expect(manifest.owner(of: "Sources/MVC/Cell.swift")?.name == "MVC", "Expected the pattern's target")
        #expect(manifest.owner(of: "Sources/MVCX/Cell.swift") == nil, "Expected no target for a directory that only shares a prefix")
    }

    @Test func moduleMap_drawsEachDependencyNoLongerPathImplies_andTablesEveryDeclaredOne() {
        let manifest = PackageManifest(targets: [
            .init(name: "Kit", kind: "regular", directory: "Sources/Kit", dependencies: []),
            .init(name: "Results", kind: "regular", directory: "Benchmarks/Results", dependencies: ["Kit"]),
            .init(name: "Reports", kind: "regular", directory: "Benchmarks/Reports", dependencies: ["Results", "Kit"]),
            .init(name: "bench", kind: "executable", directory: "Benchmarks/bench", dependencies: ["Reports", "Results"]),
            .init(name: "ReportsTests", kind: "test", directory: "Tests/ReportsTests", dependencies: ["Reports"]),
        ])

        #expect(manifest.moduleMapMarkdown(linkPrefix: "../") == """
            ```mermaid
            flowchart TB
                bench["bench"]
                Reports["Reports"]
                Results["Results"]
                lesson["Sources/: the lesson"]
                bench --> Reports
                Reports --> Results
                Results --> lesson
            ```

            | module | depends on, as Package.swift declares it |
            |---|---|
            | [`Results`](../Benchmarks/Results) | `Kit` |
            | [`Reports`](../Benchmarks/Reports) | `Results`, `Kit` |
            | [`bench`](../Benchmarks/bench) | `Reports`, `Results` |
            """, "Expected implied arrows left out of the graph, every declared dependency in the table, no test target")
    }

    static let dumped = """
        {"name": "P", "targets": [
          {"name": "Results", "type": "regular", "dependencies": []},
          {"name": "Reports", "type": "regular", "path": "Benchmarks/Reports", "dependencies": [
            {"byName": ["Results", null]}, {"target": ["Statistics", null]}, {"product": ["Algorithms", "swift-algorithms", null, null]}]},
          {"name": "ReportsTests", "type": "test", "dependencies": [{"byName": ["Reports", null]}]}
        ]}
        """
}
