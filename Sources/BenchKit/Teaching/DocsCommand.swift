// `bench docs [--check]`: regenerates the generated regions of docs/ — or, with --check, fails when the committed
// pages differ from what the code says now. Writes pages atomically; owns nothing else.
import Foundation
import Patterns
import ProfileKit

/// `swift run bench docs` rewrites the pages; `swift run bench docs --check` (in `.ci/run`) exits 1 naming every
/// stale page. The cost tables need exact counts, so a debug bench hands over to the release build first, as a
/// measuring run does; the traces need gdb and the debug build, which is built beside it when missing.
@MainActor
enum DocsCommand {
    static func run(_ arguments: [String], isOptimized: Bool = BuildInfo.isOptimized) -> Int32 {
        let checks: Bool
        let root: String
        do throws(UsageError) {
            let parsed = try SubcommandArguments.parse(arguments, command: "docs", flags: ["root"], switchNames: ["check"])
            guard parsed.words.isEmpty else {
                throw UsageError("bench docs: unexpected \(parsed.words[0].debugDescription); usage: bench docs [--check] [--root PATH]")
            }
            checks = parsed.switches.contains("check")
            root = parsed.values["root"] ?? LOCCommand.packageRoot()
        } catch {
            return BenchCommand.fail(error.message, exitCode: error.exitCode)
        }
        guard isOptimized else { return ReleaseRelaunch.run(arguments: ["docs"] + arguments) }
        let pages = pagePaths(root: root)
        guard !pages.isEmpty else { return BenchCommand.fail("bench docs: no docs/*.md under \(root)", exitCode: 2) }
        let generator = DocsGenerator(root: root, report: countedReport, trace: { action, subject in
            TraceCommand.trace(action, of: subject).mapError { DocsGenerator.Failure(description: "bench docs: \($0.reason)") }
        })
        var stale: [String] = []
        for page in pages {
            let url = URL(fileURLWithPath: root).appendingPathComponent(page)
            guard let current = try? String(contentsOf: url, encoding: .utf8) else {
                return BenchCommand.fail("bench docs: cannot read \(page)", exitCode: 2)
            }
            let regenerated: String
            do {
                regenerated = try generator.regenerate(current, path: page)
            } catch {
                return BenchCommand.fail(error.description, exitCode: 1)
            }
            guard regenerated != current else { continue }
            stale.append(page)
            if !checks {
                do {
                    try writeAtomically(Data(regenerated.utf8), to: url.path)
                } catch {
                    return BenchCommand.fail(error.message, exitCode: error.exitCode)
                }
            }
        }
        if checks {
            guard stale.isEmpty else {
                return BenchCommand.fail("bench docs: stale (the code changed since they were generated): "
                    + stale.joined(separator: ", ") + "; run `swift run bench docs` and commit", exitCode: 1)
            }
            FileHandle.standardError.write(Data("bench docs: \(pages.count) pages up to date\n".utf8))
        } else {
            FileHandle.standardError.write(Data("bench docs: \(stale.count) of \(pages.count) pages regenerated\n".utf8))
        }
        return 0
    }

    /// `docs/*.md` and `docs/*/*.md`, sorted.
    static func pagePaths(root: String) -> [String] {
        let docs = URL(fileURLWithPath: root).appendingPathComponent("docs")
        let files = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?.compactMap { ($0 as? URL)?.path } ?? []
        return files.filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0.dropFirst(docs.path.count + 1) }
            .sorted()
    }

    /// Every suite in quick mode, in a child process of this (release) bench: its counts are exact whatever the
    /// number of samples, and only counts reach the docs.
    static func countedReport() -> Result<BenchReport, DocsGenerator.Failure> {
        let path = NSTemporaryDirectory() + "archbench-docs-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
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
