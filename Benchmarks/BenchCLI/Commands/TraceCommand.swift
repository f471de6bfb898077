// `bench trace ACTION --pattern P`: the calls between a scene's types during one user action, captured from outside
// by gdb on a debug build (BenchTeaching's CallTracer), printed as a Mermaid sequence diagram. Owns nothing.
import BenchMeasurement
import BenchPlatform
import BenchReports
import BenchTeaching
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

    var spec: FlagSpec {
        switch self {
        case .pattern: .value("PATTERN", expects: SubjectSelection.Grammar.oneSubjectOrAll.expectedValue,
                              "The scene whose calls to follow: \(SubjectSelection.Grammar.oneSubjectOrAll.expectedValue)\n"
                                  + "(all: every pattern, one diagram each)")
        case .perform: .switch("Internal: perform the action in this process, for gdb", isHidden: true)
        case .help: .help
        }
    }
}

/// `bench trace`: see `TraceFlag` for its options, `TraceAction` for the actions and `CallTracer` for how the calls are
/// captured (no trace call is written into any scene and no measured build changes).
@MainActor
enum TraceCommand {
    private typealias Parser = FlagParser<TraceFlag>

    /// What `bench trace` was asked.
    struct Options: Equatable, CommandOptions {
        var action = TraceAction.like
        var subjects = SubjectSelection([])
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
        let action = options.action, subjects = options.subjects.subjects
        if options.performs, let subject = subjects.first {
            action.perform(on: subject.composer)
            return 0
        }
        let requests = subjects.map { CallTracer.Request(action, of: $0) }
        let traces: [CallTracer.Request: Result<CallTrace, CallTracer.Unavailable>]
        switch debugBench() {
        case .success(let debugBench): traces = CallTracer.traces(requests, debugBench: debugBench)
        case .failure(let problem): return Console.fail("bench trace: \(problem.reason)", exitCode: 1)
        }
        var diagrams: [String] = []
        for (subject, request) in zip(subjects, requests) {
            switch traces[request] ?? .failure(.init(reason: "\(subject): no trace was captured")) {
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
        var subjects: SubjectSelection?
        let words = try Parser.parse(arguments, onSwitch: { flag in
            if flag == .perform { options.performs = true }
        }) { flag, value throws(UsageError) in
            switch flag {
            case .pattern: subjects = try SubjectSelection.parse(value, as: .oneSubjectOrAll, for: flag)
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

    /// The debug bench gdb runs (`DebugBench`, built beside this one when missing), or why no trace can be captured
    /// (no gdb, no debug build). Located once for all the traces of a command: locating it runs `swift build`.
    static func debugBench() -> Result<String, CallTracer.Unavailable> {
        if case .unavailable(let reason) = Capabilities.debuggerTraces { return .failure(.init(reason: reason)) }
        return DebugBench.locate().mapError { CallTracer.Unavailable(reason: $0.reason) }
    }
}
