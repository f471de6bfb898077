// `bench trace ACTION --pattern P`: the calls between a scene's types during one user action, captured from outside
// by gdb on a debug build in a child process, printed as a Mermaid sequence diagram. Owns the child while it runs.
import BenchPlatform
import Foundation
import ProfileKit
import SceneRig

/// The flags of `bench trace`.
enum TraceFlag: String, CaseIterable, Sendable, CommandFlag {
    case pattern
    /// Hidden: performs the action in this process, between the markers gdb watches for; the child under gdb gets it.
    case perform
    case help

    static let command = "bench trace"

    var valueName: String? {
        switch self {
        case .pattern: "PATTERN"
        case .perform, .help: nil
        }
    }

    var summary: String {
        switch self {
        case .pattern: "The scene whose calls to follow: \(expectedValue)\n(all: every pattern, one diagram each)"
        case .perform: "Internal: perform the action in this process, for gdb"
        case .help: "Show this help (also -h)"
        }
    }

    var expectedValue: String {
        switch self {
        case .pattern: SceneChoice.patternNames + "|all"
        case .perform, .help: "nothing"
        }
    }

    var isHidden: Bool { self == .perform }
}

/// `bench trace`: see `TraceFlag` for its options and `TraceAction` for the actions.
///
/// No trace call is written into any scene and no measured build changes: gdb starts a *debug* `bench` (built
/// beside this one if needed) that performs the action (`--perform`, hidden) between two marker calls, sets a
/// breakpoint on every function of the pattern's module (`rbreak` on its mangled names) and on the API's
/// requests once the first marker is reached, and prints two dozen frames at each stop. A debug build keeps every
/// logical call: an optimised one inlines most of them away.
@MainActor
enum TraceCommand {
    private typealias Parser = FlagParser<TraceFlag>

    /// What `bench trace` was asked.
    struct Options: Equatable, CommandOptions {
        var action = TraceAction.like
        var subjects: [SceneSubject] = []
        var performs = false
        var showsHelp = false
    }

    /// `like|select|refresh|load|navigate|compose`.
    static let actionNames = TraceAction.allCases.map(\.rawValue).joined(separator: "|")

    /// The text `--help` prints (exit 0), generated from `TraceFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(TraceFlag.synopsis(prefix: "USAGE: bench trace \(actionNames)"))

        Prints the calls between the scene's types during one user action, as a Mermaid sequence diagram:
        like (tap the first row's like button), select (select the second row), refresh (tap refresh),
        load (assemble, push and render the scene), navigate (select the second row, like it on its detail,
        go back) or compose (New draft, type a title, Save). gdb runs a debug build of bench (built beside this one
        if needed) with a breakpoint on every function of the pattern's module; no scene contains a trace call.

        OPTIONS:
        \(TraceFlag.optionsHelp)

        Exit status: 0 success, 1 the calls could not be captured (no gdb, no debug build), 2 usage error.
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage, body: run(with:))
    }

    /// Does what `options` ask, the help aside, and returns the exit status.
    private static func run(with options: Options) -> Int32 {
        let action = options.action, subjects = options.subjects
        if options.performs, let subject = subjects.first {
            action.perform(on: subject.composer)
            return 0
        }
        var diagrams: [String] = []
        for subject in subjects {
            switch trace(action, of: subject) {
            case .success(let trace):
                diagrams.append((subjects.count > 1 ? "%% \(subject) · \(action.rawValue)\n" : "") + trace.mermaid())
            case .failure(let problem):
                return Console.fail("bench trace: \(problem.reason)", exitCode: 1)
            }
        }
        print(diagrams.joined(separator: "\n\n"))
        return 0
    }

    /// One action, then flags; `--pattern` is required (`all`: every pattern, not the floor).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        let allPatterns = Pattern.allCases.map(SceneSubject.pattern)
        let patternChoices = SceneChoice.patterns.map { (name: $0.name, value: [$0.value]) } + [("all", allPatterns)]
        var subjects: [SceneSubject]?
        let words = try Parser.parse(arguments, onSwitch: { flag in
            if flag == .perform { options.performs = true }
        }) { flag, value throws(UsageError) in
            switch flag {
            case .pattern: subjects = try Parser.choice(in: value, among: patternChoices, for: flag)
            case .perform, .help: break
            }
        }
        guard words.count == 1 else {
            throw UsageError("bench trace: expected one action, \(actionNames) (got \(words.count)); see bench trace --help")
        }
        options.action = try Parser.choice(in: words[0], among: TraceAction.allCases.map { ($0.rawValue, $0) },
                                           unknown: "unknown action")
        guard let subjects else { throw Parser.missing(.pattern) }
        options.subjects = subjects
        return options
    }

    /// The calls of `action` on `subject`'s scene, or why they could not be captured (no gdb, no debug build).
    ///
    /// A like, a refresh and a load all reach the API. On a loaded machine gdb was once seen to report a run's stops
    /// without the frames of one type (measured, not understood): such a trace, without the API, is taken again, up
    /// to three times, so the committed docs do not flip between two pictures.
    static func trace(_ action: TraceAction, of subject: SceneSubject) -> Result<CallTrace, CountsUnavailable> {
        if case .unavailable(let reason) = Capabilities.debuggerTraces { return .failure(CountsUnavailable(reason: reason)) }
        let debugBench: String
        switch DebugBench.locate() {
        case .success(let path): debugBench = path
        case .failure(let problem): return .failure(problem)
        }
        var result = captureOnce(action, of: subject, debugBench: debugBench)
        for _ in 1..<3 {
            guard action != .select, case .success(let trace) = result,
                  !trace.calls.contains(where: { $0.callee == "MockProfileAPI" }) else { break }
            result = captureOnce(action, of: subject, debugBench: debugBench)
        }
        return result
    }

    private static func captureOnce(
        _ action: TraceAction, of subject: SceneSubject, debugBench: String
    ) -> Result<CallTrace, CountsUnavailable> {
        let module = moduleName(of: subject)
        let script = gdbScript(module: module)
        let directory: String
        do {
            directory = try Interruption.makeTemporaryDirectory(prefix: "archbench-trace")
        } catch {
            return .failure(CountsUnavailable(reason: "cannot make a directory for gdb's script: \(error)"))
        }
        defer { Interruption.removeTemporaryDirectory(directory) }
        let scriptPath = directory + "/trace.gdb"
        do {
            try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        } catch {
            return .failure(CountsUnavailable(reason: "cannot write \(scriptPath): \(error)"))
        }
        let output: ChildProcess.Output
        do {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
            output = try ChildProcess.run(
                executable: "/usr/bin/env",
                arguments: ["gdb", "-nx", "-batch", "-x", scriptPath, "--args", debugBench, "trace", action.rawValue,
                            "--pattern", subject.description, "--perform"],
                environment: environment)
        } catch {
            return .failure(CountsUnavailable(reason: "cannot run gdb (install it: apt-get install gdb): \(error)"))
        }
        if let log = ProcessInfo.processInfo.environment["ARCHBENCH_TRACE_LOG"] {   // gdb's own words, for debugging
            try? output.standardOutput.write(to: URL(fileURLWithPath: log))
        }
        let stops = stackTraces(in: output.standardOutputText)
        guard !stops.isEmpty else {
            let detail = output.standardErrorText.split(separator: "\n").last.map(String.init) ?? "\(output.termination)"
            return .failure(CountsUnavailable(reason: "gdb stopped nowhere: \(detail)"))
        }
        return .success(CallTrace(stops: stops) { symbol in
            symbol.module == module
                || symbol.module == "SceneRig" && symbol.typeName == "MockProfileAPI"
                && ["fetchUser", "fetchBlogs", "fetchDrafts", "likeBlog"].contains { symbol.member.hasPrefix($0 + "(") }
        })
    }

    /// `VIPER`, `Floor`: the module whose functions get a breakpoint each.
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
