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

    /// What ``profileEachCase(executable:caseIDs:servers:keepText:callChainDepth:layout:)`` read in one layout: a profile per
    /// case that ran, why for each that did not.
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
    /// the list; the program lies in memory as `layout` says.
    ///
    /// Everything the worker starts from is fixed: its environment (``CountingLibrary/countingEnvironment``), its
    /// working directory (`/`), the path it is started by (a copy of the executable in a folder of ``fixedFolderLength``
    /// characters), its loader (the executable's own, started by hand so that `layout` can move the program) and its
    /// arguments (the list's path beside it). Each child reads its own id (``ForkedRuns``).
    ///
    /// With a `callChainDepth`, every function is profiled once per chain of up to that many callers that reached it
    /// (``callChainOptions(depth:)``): what a ``CallTree`` is read from. The instructions are the same; the run is
    /// a few times slower (one like: 8 s against 3 s here).
    ///
    /// - Returns: The profiles and problems, or why nothing could be run at all.
    public func profileEachCase(
        executable: String, caseIDs: [String], servers: Int = ProcessInfo.processInfo.activeProcessorCount,
        keepText: Bool = false, callChainDepth: Int? = nil, layout: AddressSpaceLayout = AddressSpaceLayout(index: 0)
    ) -> Result<EachCaseRun, CountsUnavailable> {
        profileEachCase(executable: executable, caseIDs: caseIDs, layouts: [layout], servers: servers, keepText: keepText,
                        callChainDepth: callChainDepth).map { $0[layout] ?? EachCaseRun() }
    }

    /// Counts each case in every one of `layouts` (see ``profileEachCase(executable:caseIDs:servers:keepText:callChainDepth:layout:)``):
    /// a worker per layout, `servers` of them at a time, each layout's list split between workers when there are
    /// fewer layouts than servers.
    ///
    /// - Returns: Each layout's profiles and problems, or why nothing could be run at all.
    public func profileEachCase(
        executable: String, caseIDs: [String], layouts: [AddressSpaceLayout],
        servers: Int = ProcessInfo.processInfo.activeProcessorCount, keepText: Bool = false, callChainDepth: Int? = nil
    ) -> Result<[AddressSpaceLayout: EachCaseRun], CountsUnavailable> {
        guard !caseIDs.isEmpty, !layouts.isEmpty else { return .success([:]) }
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
        guard let loader = ProgramInterpreter.path(of: copy) else {
            return .failure(CountsUnavailable(
                reason: "\(executable) names no dynamic loader to start it by, so its address-space layout cannot be chosen"))
        }
        let jobs = Self.jobs(caseIDs: caseIDs, layouts: layouts, servers: servers)
        var runs: [AddressSpaceLayout: EachCaseRun] = [:]
        for wave in stride(from: 0, to: jobs.count, by: max(1, servers)).map({ jobs[$0..<min($0 + max(1, servers), jobs.count)] }) {
            var children: [(job: Job, output: String, child: ChildProcess.Running)] = []
            for job in wave {
                // Every list's path, the worker's one argument, has the same length, whichever job it is.
                let list = "\(folder)/cases" + Self.threeDigits(job.number), output = "\(folder)/out" + Self.threeDigits(job.number)
                do {
                    try Data((job.caseIDs.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))
                    let chains: [String] = callChainDepth.map(Self.callChainOptions(depth:)) ?? []
                    let arguments = ["--tool=callgrind", job.layout.valgrindOption, "--callgrind-out-file=\(output).%p",
                                     "--zero-before=\(Self.regionStartPattern)", "--dump-after=\(Self.regionEndPattern)"]
                        + chains + [loader, copy] + WorkerRequest.callgrindEach(casesFile: list).arguments
                    children.append((job, output, try ChildProcess.Running(
                        executable: valgrind, arguments: arguments, environment: CountingLibrary.countingEnvironment,
                        workingDirectory: "/")))
                } catch {
                    for started in children { _ = started.child.wait() }
                    return .failure(CountsUnavailable(reason: "cannot start callgrind: \(error)"))
                }
            }
            for (job, output, child) in children {
                let finished = child.wait()
                Self.read(finished, output: output, keepText: keepText, into: &runs[job.layout, default: EachCaseRun()])
                if !finished.termination.succeeded {
                    Console.note("bench: \(finished.failure(of: "a callgrind worker (\(job.layout))"))")
                }
            }
        }
        for layout in Set(layouts) {
            for id in caseIDs where runs[layout]?.profiles[id] == nil && runs[layout]?.problems[id] == nil {
                runs[layout, default: EachCaseRun()].problems[id] = "its forked run under callgrind in \(layout) gave no "
                    + "answer (see the lines above)"
            }
        }
        return .success(runs)
    }

    /// One worker: a layout and the cases it counts there.
    struct Job: Equatable {
        var number: Int
        var layout: AddressSpaceLayout
        var caseIDs: [String]
    }

    /// The workers for `caseIDs` in every one of `layouts`, `servers` at a time: each layout's whole list in one worker
    /// when the layouts fill the servers evenly, else each list split between `servers` workers, so that no wave leaves
    /// a core idle for long.
    static func jobs(caseIDs: [String], layouts: [AddressSpaceLayout], servers: Int) -> [Job] {
        let servers = max(1, servers)
        let splits = layouts.count % servers == 0 ? 1 : max(1, min(servers, caseIDs.count))
        var jobs: [Job] = []
        for layout in layouts {
            for part in 0..<splits {
                let ids = stride(from: part, to: caseIDs.count, by: splits).map { caseIDs[$0] }
                jobs.append(Job(number: jobs.count, layout: layout, caseIDs: ids))
            }
        }
        return jobs
    }

    /// `7` → `007`: list and output names of one length for up to 1 000 workers.
    private static func threeDigits(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Reads one worker's answers and the profile callgrind wrote for each into `run`.
    private static func read(_ finished: ChildProcess.Output, output: String, keepText: Bool, into run: inout EachCaseRun) {
        for line in finished.standardOutput.split(separator: UInt8(ascii: "\n")) {
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
    }
}
