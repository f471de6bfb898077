// Teaching: the calls between a scene's types during one user action, captured from outside by gdb on a debug build of
// `bench` in a child process (`bench trace ACTION --pattern P --perform`). Owns the child while it runs.
import BenchPlatform
import Dispatch
import Foundation
import ProfileKit
import SceneRig
import Synchronization

/// Captures a `CallTrace`: gdb starts a *debug* `bench` that performs the action (`--perform`) between two marker calls
/// (`TraceMarker`), sets a breakpoint on every function of the pattern's module (`rbreak` on its mangled names) and on
/// the API's requests once the first marker is reached, and prints two dozen frames at each stop. A debug build keeps
/// every logical call: an optimised one inlines most of them away. No trace call is written into any scene.
package enum CallTracer {
    /// Why the calls could not be captured (no gdb, no debug build, gdb stopped nowhere): one line.
    package struct Unavailable: Error, Equatable, Sendable {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }
    }

    /// One trace to capture: an action on a subject's scene.
    package struct Request: Hashable, Sendable {
        package let action: TraceAction
        package let subject: SceneSubject

        package init(_ action: TraceAction, of subject: SceneSubject) {
            self.action = action
            self.subject = subject
        }
    }

    /// The calls of each of `requests`, captured by gdb on the debug bench at `debugBench`, or why they could not be:
    /// `concurrently` at a time, as gdb and the bench it stops take about one core between them, and `bench docs`
    /// captures a dozen traces.
    @MainActor
    package static func traces(
        _ requests: [Request], debugBench: String, concurrently: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [Request: Result<CallTrace, Unavailable>] {
        let modules = requests.map { moduleName(of: $0.subject) }
        let captured = Mutex([Request: Result<CallTrace, Unavailable>]())
        let taken = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(concurrently, requests.count))) { _ in
            while true {
                let index = taken.add(1, ordering: .relaxed).oldValue
                guard index < requests.count else { return }
                let trace = capture(requests[index], module: modules[index], debugBench: debugBench)
                captured.withLock { $0[requests[index]] = trace }
            }
        }
        return captured.withLock { $0 }
    }

    /// One trace, taken again when the API is missing from it: a like, a refresh and a load all reach the API. On a
    /// loaded machine gdb was once seen to report a run's stops without the frames of one type (measured, not
    /// understood): such a trace is taken again, up to three times, so the committed docs do not flip between two
    /// pictures.
    private static func capture(_ request: Request, module: String, debugBench: String) -> Result<CallTrace, Unavailable> {
        var result = captureOnce(request, module: module, debugBench: debugBench)
        for _ in 1..<3 {
            guard request.action != .select, case .success(let trace) = result,
                  !trace.calls.contains(where: { $0.callee == "MockProfileAPI" }) else { break }
            result = captureOnce(request, module: module, debugBench: debugBench)
        }
        return result
    }

    /// `module` is the subject's (``moduleName(of:)``), named on the main actor, where the subject's composer is.
    private static func captureOnce(_ request: Request, module: String, debugBench: String) -> Result<CallTrace, Unavailable> {
        let script = gdbScript(module: module)
        let directory: String
        do {
            directory = try Interruption.makeTemporaryDirectory(prefix: "archbench-trace")
        } catch {
            return .failure(Unavailable(reason: "cannot make a directory for gdb's script: \(error)"))
        }
        defer { Interruption.removeTemporaryDirectory(directory) }
        let scriptPath = directory + "/trace.gdb"
        do {
            try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        } catch {
            return .failure(Unavailable(reason: "cannot write \(scriptPath): \(error)"))
        }
        let output: ChildProcess.Output
        do {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
            output = try ChildProcess.run(
                executable: "/usr/bin/env",
                arguments: ["gdb", "-nx", "-batch", "-x", scriptPath, "--args", debugBench, "trace",
                            request.action.rawValue, "--pattern", request.subject.description, "--perform"],
                environment: environment)
        } catch {
            return .failure(Unavailable(reason: "cannot run gdb (install it: apt-get install gdb): \(error)"))
        }
        if let log = ProcessInfo.processInfo.environment["ARCHBENCH_TRACE_LOG"] {   // gdb's own words, for debugging
            try? output.standardOutput.write(to: URL(fileURLWithPath: log))
        }
        let stops = stackTraces(in: output.standardOutputText)
        guard !stops.isEmpty else {
            let detail = output.standardErrorText.split(separator: "\n").last.map(String.init) ?? "\(output.termination)"
            return .failure(Unavailable(reason: "gdb stopped nowhere: \(detail)"))
        }
        return .success(CallTrace(stops: stops) { symbol in
            symbol.module == module
                || symbol.module == "SceneRig" && symbol.typeName == "MockProfileAPI"
                && ["fetchUser", "fetchBlogs", "fetchDrafts", "likeBlog"].contains { symbol.member.hasPrefix($0 + "(") }
        })
    }

    /// `VIPER`, `Floor`: the module whose functions get a breakpoint each.
    @MainActor
    static func moduleName(of subject: SceneSubject) -> String {
        String(String(reflecting: subject.composer).prefix { $0 != "." })
    }

    /// Breaks at the first marker, then on the module's functions, the API's and the end marker, which ends gdb.
    /// Mangled names are matched with the object format's symbol prefix (none on ELF, `_` on Mach-O).
    static func gdbScript(module: String, symbolPrefix: String = Platform.symbolPrefix) -> String {
        """
        set pagination off
        set confirm off
        set width 0
        set print frame-arguments none
        set print entry-values no
        set breakpoint pending off
        rbreak TraceMarkerO5begin
        run
        delete
        rbreak ^\(symbolPrefix)\\$s\(module.utf8.count)\(module)
        rbreak ^\(symbolPrefix)\\$s\(_mangledTypeName(MockProfileAPI.self) ?? "10ProfileKit14MockProfileAPIC")
        rbreak TraceMarkerO3end
        commands
        kill
        quit
        end
        while 1
        continue
        bt 24
        end

        """
    }

    /// The frames of each stop, innermost first: `#0  $s5VIPER…F (...) at …` lines, a new stop at each `#0`.
    static func stackTraces(in text: String) -> [[SwiftSymbol?]] {
        var stops: [[SwiftSymbol?]] = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2 else { continue }
            let name = fields[1] == "0x" || fields[1].hasPrefix("0x") ? (fields.count > 3 ? fields[3] : "") : fields[1]
            let symbol = name.hasPrefix("$s") ? SwiftSymbol(mangled: String(name)) : nil
            if fields[0] == "#0" { stops.append([]) }
            if !stops.isEmpty { stops[stops.count - 1].append(symbol) }
        }
        return stops
    }
}
