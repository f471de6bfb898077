// `swift run bench` as typed: a debug bench builds the release product into the same build directory and
// replaces itself with it, same arguments, same environment. Owns nothing; it does not return on success.
import BenchPlatform
import BenchResults
import Foundation

/// Turns `swift run bench …` (a debug build, ~60× slower: its numbers would mislead) into the release run of
/// `swift run -c release bench …`: the same binary, so the same numbers.
///
/// `swift run` does not hold the build directory's lock while its product runs (measured on this toolchain), so
/// the release product is built into the package's own scratch path, beside the debug one, where
/// `swift build -c release` and `swift run -c release bench` put it too; nothing is built twice.
package enum ReleaseRelaunch {
    /// What a debug `bench` at `executable` builds and then runs; nil when it is not in a SwiftPM build tree
    /// whose package can be found (an installed copy): then only the exact command can be printed.
    struct Plan: Equatable {
        let buildCommand: [String]
        let releaseExecutable: String
    }

    static func plan(executable: String) -> Plan? {
        let layout = BuildLayout(executable: executable)
        guard layout.configuration == "debug", layout.packageRoot != nil else { return nil }
        let release = BuildLayout(
            productsDirectory: URL(fileURLWithPath: layout.productsDirectory).deletingLastPathComponent()
                .appendingPathComponent("release").path,
            configuration: "release", scratchPath: layout.scratchPath, packageRoot: layout.packageRoot)
        let name = URL(fileURLWithPath: executable).lastPathComponent
        return Plan(buildCommand: release.buildCommand(product: name),
                    releaseExecutable: release.productsDirectory + "/" + name)
    }

    /// Builds the release product (its output on standard error) and execs it with `arguments`. Returns only
    /// when that cannot be done, with the exit status to use after saying why and what to type instead.
    package static func run(arguments: [String], executable: String = CountingLibrary.currentExecutable) -> Int32 {
        let typed = (["swift", "run", "-c", "release", "bench"] + arguments.map(RunMetadata.shellWord)).joined(separator: " ")
        guard let plan = plan(executable: executable) else {
            return refuse("bench: this is an unoptimised build outside its package; measure with: \(typed)")
        }
        Console.note("bench: this is a debug build, whose numbers would mislead; building the release product "
             + "(\(plan.buildCommand.joined(separator: " "))) and running it with the same arguments")
        do {
            let build = try BuildLayout.build(plan.buildCommand)
            guard build.succeeded else {
                return refuse("bench: building the release product failed (\(build)); try: \(typed)")
            }
        } catch {
            return refuse("bench: cannot build the release product: \(error); try: \(typed)")
        }
        let reason = Platform.replaceProcess(executable: plan.releaseExecutable, arguments: arguments)
        return refuse("bench: cannot run \(plan.releaseExecutable): \(reason); try: \(typed)")
    }

    private static func refuse(_ line: String) -> Int32 {
        Console.fail(line, exitCode: 2)
    }
}
