// What this binary was built as: configuration and optimisation level, read from the binary itself.
import BenchPlatform
import Foundation

/// The build the measured code comes from.
///
/// `_isDebugAssertConfiguration()` is resolved in the module that calls it; every target of one SwiftPM
/// configuration shares its optimisation level, so asking here answers for the scenes too. `#if DEBUG`
/// would not: it stays true when `-O` is forced onto a debug build.
public enum BuildInfo {
    /// True when this code was compiled with optimisation.
    public static var isOptimized: Bool { !_isDebugAssertConfiguration() }

    /// "-O" or "-Onone", as the report states it.
    public static var optimization: String { isOptimized ? "-O" : "-Onone" }

    /// "release" or "debug": the products directory the executable runs from.
    public static var configuration: String {
        BuildLayout(executable: CountingLibrary.currentExecutable).configuration
    }

    /// The current git commit of the package, when it is a git checkout and git is installed.
    static func gitCommit() -> String? {
        guard let root = BuildLayout(executable: CountingLibrary.currentExecutable).packageRoot,
              let output = try? ChildProcess.run(executable: "git", arguments: ["-C", root, "rev-parse", "--short", "HEAD"]),
              output.termination.succeeded else { return nil }
        let commit = output.standardOutputText.trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }

    /// The first line of `swift --version`, when swift is on PATH.
    static func toolchain() -> String? {
        guard let output = try? ChildProcess.run(executable: "swift", arguments: ["--version"]),
              output.termination.succeeded else { return nil }
        return output.standardOutputText.split(separator: "\n").first.map(String.init)
    }
}
