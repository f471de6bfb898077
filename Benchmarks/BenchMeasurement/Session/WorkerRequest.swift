// The conversation between the bench and its measuring subprocesses: arguments out, JSON back. Values only.

/// What the parent asks a worker subprocess to do (`bench worker <mode> <case id>…`).
package enum WorkerRequest: Equatable {
    /// Count retains, releases, allocations and bytes per operation (run with the counters preloaded).
    case counts(caseIDs: [String])
    /// Count each case listed, one id per line, in the file at `casesFile`, in a child forked from the worker before
    /// it has read any id (``ForkedRuns``), so that no case's counts depend on which cases were listed or in what
    /// order; each child prints one ``ForkedCaseAnswer`` line. Run with the counters preloaded.
    case countsEach(casesFile: String)
    /// The bytes a rendered scene keeps, from the allocator's public statistics, for the footprint cases among the ids:
    /// live bytes where the counters cannot interpose (macOS). Run without any preload, one case per process.
    case liveHeap(caseIDs: [String])
    /// Run one prepared batch of each case inside `Callgrind.countedRegion`, in order (run under callgrind);
    /// an id `lifecycle/<subject>` runs one whole scene lifecycle instead (``SceneLifecycle``).
    case callgrind(caseIDs: [String])
    /// Run one prepared batch of each case listed, one id per line, in the file at `casesFile`, each inside
    /// `Callgrind.countedRegion` in a child forked from the worker before it has read any id (``ForkedRuns``), so no
    /// case's count depends on which cases were listed or in what order; each child prints one
    /// ``ForkedCaseAnswer`` line. Run under callgrind with `%p` in its output file name.
    case callgrindEach(casesFile: String)
    /// Time the cases for some of the rounds (their positions among all rounds), with no hooks loaded; give up at
    /// once when the process runs slower than `referenceProbe` allows (0: no reference yet).
    case timing(rounds: Range<Int>, quick: Bool, referenceProbe: Double, caseIDs: [String])

    /// The word that makes `bench` a worker: the command line hands what follows it to `init?(_:)` and `Worker`.
    static let subcommand = "worker"
    static let countsMode = "counts", countsEachMode = "counts-each", liveHeapMode = "live-heap", callgrindMode = "callgrind",
        callgrindEachMode = "callgrind-each", timingMode = "timing"

    var arguments: [String] {
        switch self {
        case .counts(let ids): [Self.subcommand, Self.countsMode] + ids
        case .countsEach(let file): [Self.subcommand, Self.countsEachMode, file]
        case .liveHeap(let ids): [Self.subcommand, Self.liveHeapMode] + ids
        case .callgrind(let ids): [Self.subcommand, Self.callgrindMode] + ids
        case .callgrindEach(let file): [Self.subcommand, Self.callgrindEachMode, file]
        case .timing(let rounds, let quick, let reference, let ids):
            [Self.subcommand, Self.timingMode, String(rounds.lowerBound), String(rounds.upperBound),
             quick ? "quick" : "standard", String(reference)] + ids
        }
    }

    /// Reads the arguments after `worker`.
    package init?(_ arguments: [String]) {
        switch arguments.first {
        case Self.countsMode?: self = .counts(caseIDs: Array(arguments.dropFirst()))
        case Self.countsEachMode? where arguments.count == 2: self = .countsEach(casesFile: arguments[1])
        case Self.liveHeapMode?: self = .liveHeap(caseIDs: Array(arguments.dropFirst()))
        case Self.callgrindMode?: self = .callgrind(caseIDs: Array(arguments.dropFirst()))
        case Self.callgrindEachMode? where arguments.count == 2: self = .callgrindEach(casesFile: arguments[1])
        case Self.timingMode? where arguments.count >= 5:
            guard let first = Int(arguments[1]), let end = Int(arguments[2]), 0 <= first, first < end,
                  ["quick", "standard"].contains(arguments[3]), let reference = Double(arguments[4]) else { return nil }
            self = .timing(rounds: first..<end, quick: arguments[3] == "quick", referenceProbe: reference,
                           caseIDs: Array(arguments.dropFirst(5)))
        default: return nil
        }
    }
}

/// A worker's answer for one case: counts per batch (with the batch's operation count), or why it failed.
struct WorkerCaseResult: Codable, Equatable {
    var counts: CounterSnapshot?
    var operations: Int
    var problem: String?
    /// Live-heap requests: the bytes in use after the render minus before, from the allocator's statistics.
    var liveHeapBytes: Int? = nil
}

/// The callgrind worker's answer: its cases, and the ones that entered a counted region, in the order they did,
/// so the parent can pair callgrind's numbered dumps with them.
struct CallgrindWorkerAnswer: Codable, Equatable {
    var regions: [String]
    var results: [String: WorkerCaseResult]
}

/// One forked child's answer in a `callgrind-each` or `counts-each` worker: its case, its process (which names callgrind's dump of it),
/// and the case's result. One JSON object per line.
struct ForkedCaseAnswer: Codable, Equatable {
    var id: String
    var pid: Int32
    var result: WorkerCaseResult
}
