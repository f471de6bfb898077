// Callgrind+EachCase: each case's profile from a child forked out of one worker state under callgrind, so that an
// instruction count belongs to the operation alone. Owns the run's temporary folder and its valgrind processes until
// they end.
import BenchPlatform
import BenchResults
import Foundation

extension Callgrind {
    /// One case's counted region, from a forked run.
    public struct CaseProfile: Sendable {
        /// The region's profile: instructions and call graph.
        public var profile: CallgrindProfile
        /// The profile as callgrind wrote it, when asked for (to read more of it than ``CallgrindProfile`` keeps).
        public var text: String?
        /// Operations the counted batch ran.
        public var operations: Int
    }

    /// What ``profileEachCase(executable:caseIDs:servers:keepText:callChainDepth:)`` read: a profile per case that ran, why for each that did not.
    public struct EachCaseRun: Sendable {
        /// By case id.
        public var profiles: [String: CaseProfile] = [:]
        /// By case id: why the case has no profile.
        public var problems: [String: String] = [:]
    }

    /// The length of the folder path that holds the worker's copy of the executable and its lists, whatever the
    /// temporary directory: the worker's path and arguments are copied onto its heap before anything is measured, and a
    /// path one byte longer moves the addresses everything after it gets (counts measured here moved by up to 0.46 %
    /// with the working directory, and by up to 0.044 % with where the package was checked out, through a link to the
    /// executable, whose real path the process still reads; through a copy, by nothing).
    static let fixedFolderLength = 160

    /// Counts each case in a child forked from one worker process under callgrind, so that no case's instructions
    /// depend on which cases ran, in what order, or where, with `servers` workers (one per core by default) sharing
    /// the list.
    ///
    /// Everything the worker starts from is fixed: its environment (``CountingLibrary/countingEnvironment``), its
    /// working directory (`/`), the path it is started by (a copy of the executable in a folder of ``fixedFolderLength``
    /// characters) and its arguments (the list's path beside it). Each child reads its own id (``ForkedRuns``).
    ///
    /// With a `callChainDepth`, every function is profiled once per chain of up to that many callers that reached it
    /// (``callChainOptions(depth:)``): what a ``CallTree`` is read from. The instructions are the same; the run is
    /// a few times slower (one like: 8 s against 3 s here).
    ///
    /// - Returns: The profiles and problems, or why nothing could be run at all.
    public func profileEachCase(
        executable: String, caseIDs: [String], servers: Int = ProcessInfo.processInfo.activeProcessorCount,
        keepText: Bool = false, callChainDepth: Int? = nil
    ) -> Result<EachCaseRun, CountsUnavailable> {
        guard !caseIDs.isEmpty else { return .success(EachCaseRun()) }
        let directory: String
        switch Self.makeOutputDirectory() {
        case .success(let made): directory = made
        case .failure(let reason): return .failure(reason)
        }
        defer { Interruption.removeTemporaryDirectory(directory) }
        guard directory.utf8.count + 2 <= Self.fixedFolderLength else {
            return .failure(CountsUnavailable(
                reason: "the temporary directory \(directory) is too long for instruction counts that do not depend on "
                    + "it (at most \(Self.fixedFolderLength - 2) characters)", remedy: "set TMPDIR to a shorter path"))
        }
        let folder = directory + "/" + String(repeating: "f", count: Self.fixedFolderLength - directory.utf8.count - 1)
        let copy = folder + "/bench"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: executable, toPath: copy)
        } catch {
            return .failure(CountsUnavailable(reason: "cannot prepare callgrind's folder \(folder): \(error)"))
        }
        // At most 9, so every list's path (`cases0`…`cases8`), the worker's one argument, has the same length.
        let serverCount = max(1, min(servers, caseIDs.count, 9))
        var children: [(list: String, output: String, child: ChildProcess.Running)] = []
        for server in 0..<serverCount {
            let list = "\(folder)/cases\(server)", output = "\(folder)/out\(server)"
            let ids = stride(from: server, to: caseIDs.count, by: serverCount).map { caseIDs[$0] }
            do {
                try Data((ids.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))
                let chains: [String] = callChainDepth.map(Self.callChainOptions(depth:)) ?? []
                let arguments = ["--tool=callgrind", "--callgrind-out-file=\(output).%p",
                                 "--zero-before=\(Self.regionStartPattern)", "--dump-after=\(Self.regionEndPattern)"]
                    + chains + [copy] + WorkerRequest.callgrindEach(casesFile: list).arguments
                children.append((list, output, try ChildProcess.Running(
                    executable: valgrind, arguments: arguments, environment: CountingLibrary.countingEnvironment,
                    workingDirectory: "/")))
            } catch {
                for started in children { _ = started.child.wait() }
                return .failure(CountsUnavailable(reason: "cannot start callgrind: \(error)"))
            }
        }
        var run = EachCaseRun()
        for (_, output, child) in children {
            let finished = child.wait()
            let lines = finished.standardOutput.split(separator: UInt8(ascii: "\n"))
            for line in lines {
                guard let answer = try? BenchJSON.decoder().decode(ForkedCaseAnswer.self, from: Data(line)) else { continue }
                if let problem = answer.result.problem {
                    run.problems[answer.id] = problem
                    continue
                }
                let file = "\(output).\(answer.pid).1"
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                    run.problems[answer.id] = "callgrind wrote no profile of it (\(file))"
                    continue
                }
                do {
                    run.profiles[answer.id] = CaseProfile(
                        profile: try CallgrindProfile(text: text), text: keepText ? text : nil,
                        operations: answer.result.operations)
                } catch {
                    run.problems[answer.id] = "\(error)"
                }
            }
            if !finished.termination.succeeded {
                Console.note("bench: \(finished.failure(of: "a callgrind worker"))")
            }
        }
        for id in caseIDs where run.profiles[id] == nil && run.problems[id] == nil {
            run.problems[id] = "its forked run under callgrind gave no answer (see the lines above)"
        }
        return .success(run)
    }
}
