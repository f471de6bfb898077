// `bench docs [--check]`: regenerates the generated regions of README.md and docs/ and the generated files — or, with
// --check, fails when they differ from what the code says now. Either way fails when the committed reference run's
// counts differ from the code's. Flags in `DocsFlag`; writes pages atomically; owns nothing else.
import BenchMeasurement
import BenchPlatform
import BenchReports
import BenchResults
import BenchStatistics
import BenchTeaching
import Foundation
import ProfileKit
import SceneRig

/// The flags of `bench docs`.
enum DocsFlag: String, CaseIterable, Sendable, CommandFlag {
    case check, lint, root, help

    static let command = "bench docs"

    var spec: FlagSpec {
        switch self {
        case .check: .switch("Write nothing; exit 1 naming each stale page or file, or each count the reference run differs in")
        case .lint: .switch("Only check the prose around the regions (fast: no counted run, no trace); exit 1 on drift")
        case .root: .root(whose: "docs/ to regenerate")
        case .help: .help
        }
    }
}

/// `swift run bench docs` rewrites the pages and generated files; `swift run bench docs --check` (in `.ci/run`) exits 1
/// naming every stale one. Both exit 1 when the reference run's counts differ from the code's. The cost tables need exact counts, so a debug bench hands over to the release build first, as a
/// measuring run does; the traces need gdb and the debug build, which is built beside it when missing.
/// See `DocsFlag` for its options.
@MainActor
enum DocsCommand {
    private typealias Parser = FlagParser<DocsFlag>

    /// What `bench docs` was asked.
    struct Options: Equatable, CommandOptions {
        var checks = false
        /// `--lint`: the prose only, nothing regenerated.
        var lintsOnly = false
        /// Nil: the package holding the running bench (`LOCCommand.packageRoot()`).
        var root: String?
        var showsHelp = false
    }

    /// The text `--help` prints (exit 0), generated from `DocsFlag` so it lists every flag a user may type.
    static var usage: String {
        """
        \(DocsFlag.synopsis(prefix: "USAGE: bench docs"))

        Regenerates, from the code, every region of README.md and docs/*.md between <!-- bench docs: … -->
        and <!-- end bench docs --> (the prose around them stays), and \(DocsGenerator.generatedFiles.joined(separator: ", ")).
        Counts come from a counted run of the code now; timings, ratios and verdicts from the committed
        reference run, \(ReferenceRun.path), whose exact counts must equal the code's (a difference
        fails, naming it; instructions are not compared: they move with the harness's build). Record it
        on an idle machine with
          \(ReferenceRun.recordCommand)
        then run `swift run bench docs` and commit both. The counts need the release build, so a debug bench
        hands over to it; the traces need gdb.

        BLOCK REGIONS (a line with the marker alone, the generated lines, a line with the end marker):
          graph SUBJECT, graph-variant NAME, trace ACTION SUBJECT, summary SUBJECT, excerpt PATH FIRST-LINE,
          loc [PATTERN], tests PATTERN, test-totals, leaky PATTERN|NAME|all,
          costs SUBJECT|all|navigation, costs-scene SUBJECT     exact counts of the code now
          costs summary       ×floor of like, first render, select, refresh (★ ≈), live objects, bytes per
                              row (reference run), lines of code, tests
          report GROUP…       the reference run's tables of GROUP… as the terminal prints them, e.g.
                              report dispatch/like memory/row-growth
          versus SUBJECT OTHER  two subjects head to head on every timed benchmark: ×floor, which is
                              significantly cheaper, instructions, retains, objects
          modules             the harness's modules and what each depends on, from Package.swift
          explain BENCHMARK SUBJECT|all   where one like or build goes, by role and layer (bench explain), for
                              one subject or every subject's shares; exact, counted by callgrind (needs valgrind)
          calibration         the instruction gate's calibration record (docs/data/instruction-calibration.json,
                              written by .ci/calibrate-instructions)
          changes CHANGE      what a change request touched in each column (bench changes: files, lines,
                              roles, interfaces, tests, review files, from the files now) and its operations'
                              ×floor and counts (reference run), e.g. changes unlike
          changes-diff CHANGE each column's unified diff of the change, sources and tests, from the files
          layout-table        every operation of the reference run whose instructions differ from one
                              address-space layout to another, with its layouts, mean, range and deviation
          traps               the store's classic traps beside the careful store: a like at 10 and 10 000
                              rows and the first render, exact counts (reference run, traps suite)
        INLINE REGIONS (inside a line: <!-- bench docs: KIND ARGS -->TEXT<!-- end bench docs -->; only TEXT
        is rewritten):
          value RESULT METRIC   one figure; RESULT is a result's key (dispatch/like/mvp,
                              memory/scene-rows/mvc/rows=1000), METRIC a metric key (retains, objects,
                              liveObjects, wallTime, instructions…) or versusFloor (×floor). Counts from the
                              code now; times, ratios and instructions from the reference run.
          verdict SUBJECT OTHER GROUP   "significantly cheaper than", "significantly dearer than" or "not
                              significantly different from" (the per-round test behind ★, Holm-corrected
                              over every pair of the group's patterns; with the floor, the ×floor test),
                              e.g. verdict mvp mvc dispatch/like; for a group ranked by an exact
                              count (memory): "cheaper than", "dearer than" or "as cheap as"
          reference           which run the figures come from: a link, its command, commit, machine, day
          loc NAME MEASURE    one figure of `bench loc`: NAME a pattern, floor or shared; MEASURE files,
                              types, protocols or lines
          layouts varying|subjects   which instruction counts of the reference run differ from one
                              address-space layout to another: how many (30 of 183), or by subject
        SUBJECT is \(SceneSubject.all.map(\.description).joined(separator: ", ")); GROUP a result's key without its
        subject (dispatch/like). A marker inside `backticks` or a fenced block is quoted, not a region; an
        inline region may not open a line (Markdown would show the line as raw HTML).

        The prose around the regions (README.md too) is linted each time: pattern counts and lists against
        the catalog, code in backticks against the code, links, anchors and test names, figures against the
        generated numbers beside them, verdict words, and the size of every Mermaid flowchart. Drift fails
        --check and --lint; a figure nothing generated backs is listed as not checked and does not fail.

        OPTIONS:
        \(DocsFlag.optionsHelp)

        Exit status: 0 pages regenerated or up to date, 1 stale pages or prose drift (--check, --lint), a
        region that cannot be generated or a reference run that no longer matches the code, 2 usage error
        or a page that cannot be read or written.
        """
    }

    static func run(_ arguments: [String], isOptimized: Bool = BuildInfo.isOptimized) -> Int32 {
        BenchSubcommand.runParsed(arguments, parse: parse, usage: usage) { options in
            if options.lintsOnly { return lintOnly(root: options.root ?? LOCCommand.packageRoot()) }
            // The counts need the release build: a debug bench hands the same arguments over to it.
            return isOptimized ? run(with: options) : ReleaseRelaunch.run(arguments: ["docs"] + arguments)
        }
    }

    /// Regenerates or checks the pages, in a release build, and returns the exit status.
    private static func run(with options: Options) -> Int32 {
        let checks = options.checks, root = options.root ?? LOCCommand.packageRoot()
        let pages = pagePaths(root: root)
        guard pages.contains(where: { $0.hasPrefix("docs/") }) else {
            return Console.fail("bench docs: no docs/*.md under \(root)", exitCode: 2)
        }
        let traces = capturedTraces(in: pages, root: root)
        let generator = DocsGenerator(
            root: root, report: countedReport, reference: { ReferenceRun.load(root: root) },
            trace: { action, subject in
                let trace = traces[CallTracer.Request(action, of: subject)]
                    ?? .failure(.init(reason: "\(action.rawValue) \(subject): no trace was captured"))
                return trace.mapError { DocsGenerator.Failure(description: "bench docs: \($0.reason)") }
            },
            leakyFindings: { LeakyVariantRun.everyFinding },
            attribute: { cases in
                Callgrind.locate().flatMap { ExplainCommand.attributions(of: cases, callgrind: $0) }
                    .mapError { DocsGenerator.Failure(description: "bench docs: the explain regions cannot be counted: \($0)") }
            })
        var stale: [String] = [], linted: [MarkdownPage] = []
        for page in pages + DocsGenerator.generatedFiles {
            let url = URL(fileURLWithPath: root).appendingPathComponent(page)
            let isPage = pages.contains(page)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if isPage, current == nil { return Console.fail("bench docs: cannot read \(page)", exitCode: 2) }
            let regenerated: String
            do {
                regenerated = isPage ? try generator.regenerate(current ?? "", path: page) : try generator.generatedFile(page)
            } catch {
                return Console.fail(error.description, exitCode: 1)
            }
            if isPage { linted.append(MarkdownPage(path: page, text: checks ? current ?? "" : regenerated)) }
            guard regenerated != current else { continue }
            stale.append(page)
            if !checks {
                do {
                    try OutputPath.write(Data(regenerated.utf8), to: url.path, flag: "bench docs")
                } catch {
                    return Console.fail(error.message, exitCode: error.exitCode)
                }
            }
        }
        // The prose around the regions: its findings are printed in both modes, and drift fails --check.
        let drift = DocsLint.lint(linted, root: root, vocabulary: vocabulary)
        let differences: [String]
        do {
            differences = try generator.referenceDifferences()
        } catch {
            return Console.fail(error.description, exitCode: 1)
        }
        guard differences.isEmpty else {
            return Console.fail("bench docs: \(ReferenceRun.path) no longer matches the code's counts ("
                + "\(differences.count) \(differences.count == 1 ? "difference" : "differences"): "
                + differences.prefix(5).joined(separator: "; ")
                + (differences.count > 5 ? "; …" : "") + "); re-record it on an idle machine with `\(ReferenceRun.recordCommand)`, "
                + "then run `swift run bench docs` and commit both", exitCode: 1)
        }
        if checks {
            guard stale.isEmpty else {
                return Console.fail("bench docs: stale (the code changed since they were generated): "
                    + stale.joined(separator: ", ") + "; run `swift run bench docs` and commit", exitCode: 1)
            }
            guard drift == 0 else {
                return Console.fail("bench docs: \(drift) findings of prose drift (above); fix the prose, or make the "
                    + "figure or verdict a generated region", exitCode: 1)
            }
            Console.note("bench docs: \(pages.count) pages and \(DocsGenerator.generatedFiles.count) generated files up to date, "
                + "and the reference run matches the code's counts")
        } else {
            Console.note("bench docs: \(stale.count) of \(pages.count + DocsGenerator.generatedFiles.count) pages and files regenerated")
        }
        return 0
    }

    /// `--lint`: the committed pages' prose, checked as `--check` checks it, without regenerating anything.
    private static func lintOnly(root: String) -> Int32 {
        let pages = pagePaths(root: root)
        guard !pages.isEmpty else { return Console.fail("bench docs: no docs/*.md under \(root)", exitCode: 2) }
        var parsed: [MarkdownPage] = []
        for page in pages {
            guard let text = try? String(contentsOfFile: root + "/" + page, encoding: .utf8) else {
                return Console.fail("bench docs: cannot read \(page)", exitCode: 2)
            }
            parsed.append(MarkdownPage(path: page, text: text))
        }
        return DocsLint.lint(parsed, root: root, vocabulary: vocabulary) == 0 ? 0 : 1
    }

    /// Flags only.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if Parser.asksForHelp(arguments) { return Options(showsHelp: true) }
        var options = Options()
        let words = try Parser.parse(arguments, onSwitch: { flag in
            if flag == .check { options.checks = true }
            if flag == .lint { options.lintsOnly = true }
        }) { flag, value in
            switch flag {
            case .root: options.root = value
            case .check, .lint, .help: break
            }
        }
        if let word = words.first { throw Parser.unexpected(word) }
        return options
    }

    /// What the prose may name of the bench: every command's flags, from the commands' own flag enums, and every
    /// benchmark of the catalog.
    static var vocabulary: BenchVocabulary {
        func spellings<Flag: CommandFlag>(_: Flag.Type) -> Set<String> { Set(Flag.allCases.map(\.spelling) + ["-h"]) }
        let cases = BenchmarkCatalog.cases(suites: Suite.allCases, patterns: Pattern.allCases)
        return BenchVocabulary(
            flags: ["bench": spellings(BenchFlag.self), "compare": spellings(CompareFlag.self),
                    "history": spellings(HistoryFlag.self), "graph": spellings(GraphFlag.self),
                    "trace": spellings(TraceFlag.self), "loc": spellings(LOCFlag.self), "docs": spellings(DocsFlag.self),
                    "explain": spellings(ExplainFlag.self), "changes": spellings(ChangesFlag.self)],
            benchmarks: Set(cases.map { "\($0.suite.rawValue)/\($0.name)" }))
    }

    /// `README.md` (when there is one), then `docs/*.md` and `docs/*/*.md`, sorted.
    static func pagePaths(root: String) -> [String] {
        let docs = URL(fileURLWithPath: root).appendingPathComponent("docs")
        let files = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?.compactMap { ($0 as? URL)?.path } ?? []
        let readme = FileManager.default.fileExists(atPath: URL(fileURLWithPath: root).appendingPathComponent("README.md").path)
        return (readme ? ["README.md"] : []) + files.filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0.dropFirst(docs.path.count + 1) }
            .sorted()
    }

    /// The traces the pages draw, captured together (`CallTracer.traces`, a core each), or why they could not be: gdb on
    /// the debug bench, located once.
    private static func capturedTraces(
        in pages: [String], root: String
    ) -> [CallTracer.Request: Result<CallTrace, CallTracer.Unavailable>] {
        var requests: [CallTracer.Request] = []
        for page in pages {
            let text = (try? String(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(page), encoding: .utf8)) ?? ""
            requests += DocsGenerator.traceRequests(in: text).filter { !requests.contains($0) }
        }
        guard !requests.isEmpty else { return [:] }
        switch TraceCommand.debugBench() {
        case .success(let debugBench): return CallTracer.traces(requests, debugBench: debugBench)
        case .failure(let problem): return Dictionary(uniqueKeysWithValues: requests.map { ($0, .failure(problem)) })
        }
    }

    /// Every suite in quick mode, in a child process of this (release) bench: its counts are exact whatever the
    /// number of samples, and only counts reach the docs.
    static func countedReport() -> Result<BenchReport, DocsGenerator.Failure> {
        do {
            let directory = try Interruption.makeTemporaryDirectory(prefix: "archbench-docs")
            defer { Interruption.removeTemporaryDirectory(directory) }
            let path = directory + "/counted-run.json"
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
            let run = try ChildProcess.run(
                executable: CountingLibrary.currentExecutable,
                arguments: ["--quick", "--format", "json", "--output", path], environment: environment,
                output: .forwardToStandardError)
            guard run.termination.succeeded else {
                return .failure(DocsGenerator.Failure(description: "bench docs: the counted run failed (\(run.termination))"))
            }
            return .success(try ReportFile.load(path: path, role: "bench docs:"))
        } catch {
            return .failure(DocsGenerator.Failure(description: "bench docs: the counted run failed: \(error)"))
        }
    }
}
