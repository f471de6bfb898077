// Teaching: the debug build of `bench` that `bench trace` runs under gdb, built beside this one when missing.
// Owns nothing; runs `swift build` when it must.
import BenchPlatform
import Foundation

/// Where the debug `bench` is: this executable when it is the debug build, else `<scratch>/<triple>/debug/bench`,
/// built there with `swift build --product bench` (incremental, so cheap when up to date).
package enum DebugBench {
    package static func locate(executable: String = CountingLibrary.currentExecutable) -> Result<String, CountsUnavailable> {
        let layout = BuildLayout(executable: executable)
        if layout.configuration == "debug" { return .success(executable) }
        guard layout.packageRoot != nil else {
            return .failure(CountsUnavailable(reason: "this bench is outside its package: run `swift run bench trace …`"))
        }
        let debug = BuildLayout(
            productsDirectory: URL(fileURLWithPath: layout.productsDirectory).deletingLastPathComponent()
                .appendingPathComponent("debug").path,
            configuration: "debug", scratchPath: layout.scratchPath, packageRoot: layout.packageRoot)
        let command = debug.buildCommand(product: "bench")
        do {
            let build = try BuildLayout.build(command)
            guard build.succeeded else {
                return .failure(CountsUnavailable(reason: "building the debug bench failed (\(build))"))
            }
        } catch {
            return .failure(CountsUnavailable(reason: "cannot build the debug bench: \(error)"))
        }
        return .success(debug.productsDirectory + "/bench")
    }
}
