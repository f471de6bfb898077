// BuildLayout: where SwiftPM put a built executable, read back from its path: configuration, scratch path and
// package root, so a missing sibling product can be built into the same place, and the one way to run that build.
// A value; no I/O but stat, and the build it is asked to run.
import BenchPlatform
import Foundation

/// The SwiftPM build an executable came from, derived from `<scratch>/<triple>/<configuration>/<executable>`.
package struct BuildLayout: Equatable, Sendable {
    /// The directory holding the executable and its sibling products.
    var productsDirectory: String
    /// "debug" or "release": the name of the products directory.
    var configuration: String
    /// The build's scratch path (`.build` unless `--scratch-path` was given).
    var scratchPath: String
    /// The package directory holding Package.swift, when it can be found.
    package var packageRoot: String?

    init(productsDirectory: String, configuration: String, scratchPath: String, packageRoot: String?) {
        self.productsDirectory = productsDirectory
        self.configuration = configuration
        self.scratchPath = scratchPath
        self.packageRoot = packageRoot
    }

    /// Reads the layout of `executable`; `fallbackRoot` is tried when no ancestor holds a Package.swift.
    package init(executable: String, fallbackRoot: String? = nil) {
        let products = URL(fileURLWithPath: executable).deletingLastPathComponent().standardizedFileURL
        productsDirectory = products.path
        configuration = products.lastPathComponent
        scratchPath = products.deletingLastPathComponent().deletingLastPathComponent().path
        packageRoot = Self.packageRoot(above: URL(fileURLWithPath: scratchPath)) ?? fallbackRoot.flatMap {
            Self.holdsManifest(URL(fileURLWithPath: $0)) ? $0 : nil
        }
    }

    /// The command that builds `product` into this layout (same configuration and scratch path).
    func buildCommand(product: String) -> [String] {
        var command = ["swift", "build", "--product", product, "-c", configuration, "--scratch-path", scratchPath]
        if let packageRoot { command += ["--package-path", packageRoot] }
        return command
    }

    /// Runs `command` (a ``buildCommand(product:)``) with its output on standard error, and says how it ended. An
    /// interrupted run stops it with SIGINT, as Ctrl-C would: SwiftPM then cancels its compiler jobs, which run in
    /// process groups of their own (on SIGTERM it ends and leaves them compiling).
    static func build(_ command: [String]) throws -> ChildProcess.Termination {
        try ChildProcess.run(executable: command[0], arguments: Array(command.dropFirst()), output: .forwardToStandardError,
                             stopSignal: .interrupt).termination
    }

    private static func packageRoot(above scratch: URL) -> String? {
        var directory = scratch.deletingLastPathComponent()
        while directory.path != "/" {
            if holdsManifest(directory) { return directory.path }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    private static func holdsManifest(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
    }
}
