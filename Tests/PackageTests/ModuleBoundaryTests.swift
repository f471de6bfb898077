// ModuleBoundaryTests: the module boundaries are the manifest's. SwiftPM lets a target import a module of the package it
// does not declare when that module happens to be built first, so every file's imports are read against its target's
// declared dependencies; and no dependency docs/ARCHITECTURE.md says must not exist is declared, directly or through
// other targets.
import Foundation
import Testing

@testable import BenchTeaching

@Suite struct ModuleBoundaryTests {
    @Test func everyImportOfAPackageModule_isADependencyItsTargetDeclares() throws {
        let manifest = try ModuleBoundary.manifest()
        let names = Set(manifest.targets.map(\.name))
        var checked = 0, violations: [String] = []

        for file in try ModuleBoundary.swiftFiles() {
            guard let target = manifest.owner(of: file) else { continue }
            checked += 1
            let text = try String(contentsOfFile: ModuleBoundary.packageRoot + "/" + file, encoding: .utf8)
            for (line, module) in ModuleBoundary.imports(in: text)
            where module != target.name && names.contains(module) && !target.dependencies.contains(module) {
                violations.append("\(file):\(line): imports \(module), which \(target.name) does not declare")
            }
        }

        #expect(checked > 300, "Expected the scan to see the package's Swift files, saw \(checked)")
        #expect(violations.isEmpty,
                "Expected every import of a package module declared in Package.swift, found:\n\(violations.joined(separator: "\n"))")
    }

    @Test func noDependencyTheArchitectureForbids_isDeclared() throws {
        let manifest = try ModuleBoundary.manifest()
        let page = try String(contentsOfFile: ModuleBoundary.packageRoot + "/docs/ARCHITECTURE.md", encoding: .utf8)
        let rules = ModuleBoundary.forbiddenEdges(in: page)

        #expect(rules.count >= 5, "Expected docs/ARCHITECTURE.md to list the dependencies that must not exist, found \(rules.count)")
        let violations = rules.flatMap { ModuleBoundary.violations(of: $0, in: manifest) }
        #expect(violations.isEmpty,
                "Expected no dependency docs/ARCHITECTURE.md forbids, found:\n\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("import Foo", "Foo"), ("@testable import Foo", "Foo"), ("@preconcurrency import Foo", "Foo"),
        ("import struct Foo.Bar", "Foo"), ("public import Foo", "Foo"), ("@_exported import Foo", "Foo"),
        ("  import Foo // why", "Foo"),
    ])
    func imports_areReadInEveryForm(line: String, module: String) {
        #expect(ModuleBoundary.imports(in: "let a = 1\n\(line)\n").map(\.module) == [module],
                "Expected `\(line)` to import \(module)")
    }

    @Test func imports_leaveCommentsAndStringsAlone() {
        let text = """
            // import Foo
            /// import Bar
            let text = "import Baz"
            func important() {}
            """

        #expect(ModuleBoundary.imports(in: text).isEmpty, "Expected no import read from comments, strings or names")
    }

    @Test func forbiddenEdges_areReadFromTheirListItems_wrappedOrNot() {
        let page = """
            Prose that mentions `A` ↛ `B` inline is not a rule.
            - `A`, `Dir/*` except `C` ↛ `B`, `D`: why.
            - `E` → `F`: an edge that exists, not a rule.
            - `G` ↛ `H`,
              `I`: a rule that wraps.
            """

        #expect(ModuleBoundary.forbiddenEdges(in: page) == [
            ModuleBoundary.Rule(line: 2, sources: ["A", "Dir/*"], exceptions: ["C"], destinations: ["B", "D"]),
            ModuleBoundary.Rule(line: 4, sources: ["G"], exceptions: [], destinations: ["H", "I"]),
        ], "Expected the list items with ↛ read as rules, a wrapped one whole")
    }

    @Test func aForbiddenDependency_isFoundDirectlyAndThroughAnotherTarget() {
        let manifest = ModuleBoundary.sample
        let direct = ModuleBoundary.Rule(line: 1, sources: ["Reports"], exceptions: [], destinations: ["Results"])
        let through = ModuleBoundary.Rule(line: 2, sources: ["CLI"], exceptions: [], destinations: ["Results"])
        let absent = ModuleBoundary.Rule(line: 3, sources: ["Results"], exceptions: [], destinations: ["CLI"])

        #expect(ModuleBoundary.violations(of: direct, in: manifest).count == 1, "Expected a direct dependency found")
        #expect(ModuleBoundary.violations(of: through, in: manifest).count == 1, "Expected a dependency through Reports found")
        #expect(ModuleBoundary.violations(of: absent, in: manifest).isEmpty, "Expected no path, no violation")
    }

    @Test func aRuleNamingNoTarget_isAViolation() {
        let stale = ModuleBoundary.Rule(line: 7, sources: ["Gone"], exceptions: [], destinations: ["Results"])

        #expect(ModuleBoundary.violations(of: stale, in: ModuleBoundary.sample)
            == ["docs/ARCHITECTURE.md:7: names Gone, which is no target of Package.swift"],
                "Expected a rule about a target that no longer exists to fail, not to pass on nothing")
    }

    @Test func aFolderRule_coversEveryTargetInTheFolder_butItsExceptions() {
        let rule = ModuleBoundary.Rule(line: 1, sources: ["Benchmarks/*"], exceptions: ["bench"], destinations: ["CLI"])

        #expect(ModuleBoundary.violations(of: rule, in: ModuleBoundary.sample).isEmpty,
                "Expected the executable excepted and no other target of the folder to reach CLI")
        #expect(ModuleBoundary.violations(of: .init(line: 1, sources: ["Benchmarks/*"], exceptions: [], destinations: ["CLI"]),
                                          in: ModuleBoundary.sample) == ["docs/ARCHITECTURE.md:1: bench depends on CLI"],
                "Expected the executable's dependency found without the exception")
    }
}

/// What the boundary checks read: the package's Swift files, their imports, and the rules of docs/ARCHITECTURE.md.
enum ModuleBoundary {
    /// One list item of docs/ARCHITECTURE.md, `- `A`, `Dir/*` except `C` ↛ `B`: why`: no target of the sources (a
    /// folder `Dir/*` stands for every target under it, but the exceptions) may depend on any of the destinations.
    struct Rule: Equatable {
        let line: Int
        let sources: [String]
        let exceptions: [String]
        let destinations: [String]
    }

    /// The package directory: three levels above this file (Tests/PackageTests/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The manifest as SwiftPM reads it.
    static func manifest() throws -> PackageManifest {
        try PackageManifest.load(root: packageRoot).get()
    }

    /// Every Swift file under Sources/, Benchmarks/ and Tests/, from the package root.
    static func swiftFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Benchmarks", "Tests"] {
            guard let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// The modules `text` imports, with their lines (1-based): `import M`, with any attributes, access level or kind.
    static func imports(in text: String) -> [(line: Int, module: String)] {
        let pattern = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(\w+)/
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.firstMatch(of: pattern).map { (index + 1, String($0.1)) }
        }
    }

    /// Every rule of `page`: its list items (with their indented continuation lines) that hold `↛` between backticked
    /// names.
    static func forbiddenEdges(in page: String) -> [Rule] {
        let name = /`([^`]+)`/
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index -> Rule? in
            guard lines[index].hasPrefix("- ") else { return nil }
            let continuation = lines[(index + 1)...].prefix { $0.hasPrefix("  ") }
            let item = ([lines[index]] + continuation).joined(separator: " ")
            guard let arrow = item.range(of: "↛") else { return nil }
            let before = item[..<arrow.lowerBound], after = item[arrow.upperBound...].prefix { $0 != ":" }
            let (named, excepted) = before.range(of: " except ").map { (before[..<$0.lowerBound], before[$0.upperBound...]) }
                ?? (before, "")
            func names(_ text: Substring) -> [String] { text.matches(of: name).map { String($0.1) } }
            return Rule(line: index + 1, sources: names(named), exceptions: names(excepted), destinations: names(after))
        }
    }

    /// Each way `manifest` breaks `rule`, as a line: a target of the sources that depends on a destination (directly or
    /// through other targets), or a name that stands for no target (a stale rule must not pass on nothing).
    static func violations(of rule: Rule, in manifest: PackageManifest) -> [String] {
        var problems: [String] = []
        func targets(_ names: [String]) -> [String] {
            names.flatMap { name -> [String] in
                let matched = name.hasSuffix("/*")
                    ? manifest.targets.filter { $0.directory.hasPrefix(String(name.dropLast())) }.map(\.name)
                    : manifest.targets.filter { $0.name == name }.map(\.name)
                if matched.isEmpty { problems.append("docs/ARCHITECTURE.md:\(rule.line): names \(name), which is no target of Package.swift") }
                return matched
            }
        }
        let sources = targets(rule.sources).filter { !rule.exceptions.contains($0) }, destinations = targets(rule.destinations)
        _ = targets(rule.exceptions)
        for source in sources {
            for destination in destinations where source != destination && manifest.reaches(source, destination) {
                problems.append("docs/ARCHITECTURE.md:\(rule.line): \(source) depends on \(destination)")
            }
        }
        return problems
    }

    /// A small package: an executable on a CLI on reports on results.
    static let sample = PackageManifest(targets: [
        .init(name: "Results", kind: "regular", directory: "Benchmarks/Results", dependencies: []),
        .init(name: "Reports", kind: "regular", directory: "Benchmarks/Reports", dependencies: ["Results"]),
        .init(name: "CLI", kind: "regular", directory: "Benchmarks/CLI", dependencies: ["Reports"]),
        .init(name: "bench", kind: "executable", directory: "Benchmarks/bench", dependencies: ["CLI"]),
    ])
}
