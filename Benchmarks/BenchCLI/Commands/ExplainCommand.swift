// `bench explain BENCHMARK --pattern P`: where one operation's instructions and references go — the scene's roles,
// the kit, the runtime… — from the call tree callgrind counted (BenchMeasurement), attributed by BenchTeaching's
// CostAttribution. Parses its flags (defined once in `ExplainFlag`); owns nothing once it returns.
import BenchMeasurement
import BenchPlatform
import BenchReports
import BenchResults
import BenchTeaching
import Foundation
import SceneRig

/// The flags of `bench explain`.
enum ExplainFlag: String, CaseIterable, Sendable, CommandFlag {
    case pattern, format, output, help

    static let command = "bench explain"

    var spec: FlagSpec {
        switch self {
        case .pattern: .oneSubject("The scene whose operation to explain")
        case .format: .format(CostAttribution.formats.map(\.rawValue), default: "table")
        case .output: .output(writing: "the table", never: "left half-written")
        case .help: .help
        }
    }
}

/// `bench explain`: see `ExplainFlag` for its options and `CostAttribution` for what the rows mean.
@MainActor
enum ExplainCommand {
    private typealias Parser = FlagParser<ExplainFlag>

    /// What `bench explain` was asked.
    struct Options: Equatable, CommandOptions {
        /// The benchmark's case id for the subject: `dispatch/like/mvp`.
        var caseID = ""
        var subject = SceneSubject.floor
        var output = OutputOptions()
        var showsHelp = false
    }

    /// The benchmarks it explains: every timed one, the dispatch and assembly suites', by name.
    static let benchmarks: [(name: String, suite: Suite)] = {
        var seen: Set<String> = []
        return BenchmarkCatalog.cases(suites: [.dispatch, .assembly], patterns: Pattern.allCases)
            .filter { seen.insert($0.name).inserted }.map { ($0.name, $0.suite) }
    }()

    /// The text `--help` prints (exit 0), generated from `ExplainFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(ExplainFlag.synopsis(prefix: "USAGE: bench explain BENCHMARK"))

        Shows where one operation's instructions and retains/releases go: in each of the scene's roles (the
        pattern's files: BlogCellPresenter, ProfileAssembly, …) and its protocol witnesses, in the UI kit, the
        mock server, the standard library, the Swift runtime, the allocator and libc, the harness. Own: what the
        row's own functions executed (the column adds up to the operation's instructions, which equal
        bench --instructions'). Inclusive: everything from entering the row until leaving it, a re-entry counted
        once. Counted by callgrind in the run bench --instructions makes, each call chain kept apart (a few
        times slower than that run). Needs valgrind; a debug bench hands over to the release build, as
        measuring does.

        BENCHMARK, a timed benchmark of the dispatch or assembly suite:
        \(wrapped(benchmarks.map(\.name), width: 100, indent: "  "))

        OPTIONS:
        \(ExplainFlag.optionsHelp)

        Exit status: 0 success, 1 the operation could not be counted (no valgrind: the line says how to install
        it), 2 usage error or an --output that cannot be written.
        """
    }

    /// Parses `arguments` and explains; `relaunch` hands a debug build's arguments to the release build (tests stub it),
    /// `environment` says where valgrind is looked for and whether it is turned off (`ARCHBENCH_UNAVAILABLE`).
    static func run(
        _ arguments: [String], isOptimized: Bool = BuildInfo.isOptimized,
        relaunch: ([String]) -> Int32 = { ReleaseRelaunch.run(arguments: $0) },
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage) { options in
            if let message = options.output.outputProblem(command: ExplainFlag.command) {
                return Console.fail(message, exitCode: 2)
            }
            let callgrind: Callgrind
            switch Callgrind.locate(environment: environment) {
            case .success(let found): callgrind = found
            case .failure(let reason):
                return Console.fail("\(ExplainFlag.command): instructions cannot be counted here: \(reason)", exitCode: 1)
            }
            // Instructions are the release build's: a debug bench hands the same arguments over to it.
            guard isOptimized else { return relaunch(["explain"] + arguments) }
            let attribution: CostAttribution
            switch attributions(of: [(options.caseID, options.subject)], callgrind: callgrind) {
            case .success(let done): attribution = done[0]
            case .failure(let reason): return Console.fail("\(ExplainFlag.command): \(reason)", exitCode: 1)
            }
            if let failure = BenchCommand.deliver(attribution.rendered(as: options.output.format),
                                                  to: options.output.outputPath, command: ExplainFlag.command) {
                return failure
            }
            return 0
        }
    }

    /// The attribution of each case (`dispatch/like/mvp` of its subject), in order, from one callgrind run of them all;
    /// a case that could not be counted fails the whole, naming it.
    static func attributions(
        of cases: [(id: String, subject: SceneSubject)], callgrind: Callgrind
    ) -> Result<[CostAttribution], CountsUnavailable> {
        let run: Callgrind.CallTreeRun
        switch callgrind.callTrees(executable: CountingLibrary.currentExecutable, caseIDs: cases.map(\.id)) {
        case .success(let done): run = done
        case .failure(let reason): return .failure(reason)
        }
        if let (id, problem) = run.problems.min(by: { $0.key < $1.key }) {
            return .failure(CountsUnavailable(reason: "\(id) could not be counted: \(problem)"))
        }
        let root = LOCCommand.packageRoot()
        var attributions: [CostAttribution] = []
        for (id, subject) in cases {
            guard let tree = run.trees[id] else {
                return .failure(CountsUnavailable(reason: "\(id) could not be counted: callgrind gave no call tree"))
            }
            attributions.append(CostAttribution(tree: tree, subject: subject, caseID: id,
                                                roles: CostAttribution.roles(of: subject, root: root)))
        }
        return .success(attributions)
    }

    /// `words`, comma-separated, in lines of at most `width` characters after `indent`.
    private static func wrapped(_ words: [String], width: Int, indent: String) -> String {
        var lines = [indent]
        for (index, word) in words.enumerated() {
            let piece = word + (index < words.count - 1 ? "," : "")
            if lines[lines.count - 1].count + piece.count + 1 > width { lines.append(indent) }
            lines[lines.count - 1] += (lines[lines.count - 1] == indent ? "" : " ") + piece
        }
        return lines.joined(separator: "\n")
    }

    /// One benchmark, then flags; `--pattern` is required.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        var subjects: SubjectSelection?
        let words = try Parser.parse(arguments) { flag, value throws(UsageError) in
            switch flag {
            case .pattern: subjects = try SubjectSelection.parse(value, as: .oneSubject, for: flag)
            case .format, .output: _ = try options.output.read(flag, value: value)
            case .help: break
            }
        }
        guard words.count == 1 else {
            throw UsageError("\(ExplainFlag.command): expected one benchmark, e.g. like or build (got \(words.count)); "
                + "see \(ExplainFlag.command) --help")
        }
        let suite = try Parser.choice(in: words[0], among: benchmarks.map { ($0.name, $0.suite) }, unknown: "unknown benchmark")
        guard let subject = subjects?.subjects.first else { throw Parser.missing(.pattern) }
        guard CostAttribution.formats.contains(options.output.format) else {
            throw UsageError("\(ExplainFlag.command): --format takes "
                + "\(CostAttribution.formats.map(\.rawValue).joined(separator: ", ")), not \(options.output.format.rawValue)")
        }
        options.subject = subject
        options.caseID = "\(suite.rawValue)/\(words[0].lowercased())/\(subject)"
        return options
    }
}
