// Teaching: the package's targets and the dependencies each declares, as SwiftPM reads Package.swift
// (`swift package dump-package`). What the module map in docs/ARCHITECTURE.md is drawn from and the module boundaries
// are checked against. A plain value; runs SwiftPM once to load.
import BenchPlatform
import Foundation

/// The targets of a package and their declared dependencies.
///
/// ```swift
/// let manifest = try PackageManifest.load(root: root).get()
/// manifest.target(named: "BenchReports")?.dependencies   // ["BenchResults", "BenchStatistics", …]
/// manifest.reaches("BenchReports", "BenchMeasurement")    // false
/// ```
package struct PackageManifest: Equatable, Sendable {
    /// One target: its name, kind (`regular`, `executable`, `test`), the directory holding its sources (from the package
    /// root), and the targets and products it declares it depends on, by name, in the order written.
    package struct Target: Equatable, Sendable {
        package let name: String
        package let kind: String
        package let directory: String
        package let dependencies: [String]

        package init(name: String, kind: String, directory: String, dependencies: [String]) {
            self.name = name
            self.kind = kind
            self.directory = directory
            self.dependencies = dependencies
        }
    }

    /// The reason the manifest could not be read, one line.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Every target, in the manifest's order.
    package let targets: [Target]

    package init(targets: [Target]) {
        self.targets = targets
    }

    /// Reads the JSON of `swift package dump-package`. A target without a `path` has SwiftPM's default directory:
    /// `Tests/<name>` for a test target, `Sources/<name>` otherwise.
    package init(dumpedJSON data: Data) throws(Failure) {
        struct Dump: Decodable {
            struct Target: Decodable {
                let name: String
                let type: String
                let path: String?
                let dependencies: [[String: [String?]]]
            }
            let targets: [Target]
        }
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: data)
        } catch {
            throw Failure(description: "not the JSON of swift package dump-package: \(error)")
        }
        targets = dump.targets.map { target in
            // Each dependency is one of {"byName": [name, condition]}, {"target": […]}, {"product": [name, package, …]}.
            let names = target.dependencies.compactMap { $0.values.first?.first ?? nil }
            return Target(name: target.name, kind: target.type,
                          directory: target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name,
                          dependencies: names)
        }
    }

    /// The manifest of the package at `root`, as SwiftPM reads it. SwiftPM runs with a scratch path of its own, so it
    /// neither waits for nor disturbs a build or a test run holding the package's `.build`.
    package static func load(root: String) -> Result<PackageManifest, Failure> {
        do {
            let scratch = try Interruption.makeTemporaryDirectory(prefix: "archbench-manifest")
            defer { Interruption.removeTemporaryDirectory(scratch) }
            let output = try ChildProcess.run(
                executable: "/usr/bin/env",
                arguments: ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"])
            guard output.termination.succeeded else {
                let detail = output.standardErrorText.split(separator: "\n").last.map(String.init) ?? "\(output.termination)"
                return .failure(Failure(description: "swift package dump-package failed: \(detail)"))
            }
            return .success(try PackageManifest(dumpedJSON: output.standardOutput))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "cannot run swift package dump-package: \(error)"))
        }
    }

    /// The target called `name`.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The target whose directory holds `path` (from the package root): the deepest one, since a leaky variant's target
    /// lies inside its pattern's directory.
    package func owner(of path: String) -> Target? {
        targets.filter { path.hasPrefix($0.directory + "/") }.max { $0.directory.count < $1.directory.count }
    }

    /// Whether `source` depends on `destination`, directly or through other targets of the package.
    package func reaches(_ source: String, _ destination: String) -> Bool {
        var seen: Set<String> = [], frontier = target(named: source)?.dependencies ?? []
        while let next = frontier.popLast() {
            if next == destination { return true }
            guard seen.insert(next).inserted else { continue }
            frontier += target(named: next)?.dependencies ?? []
        }
        return false
    }
}
