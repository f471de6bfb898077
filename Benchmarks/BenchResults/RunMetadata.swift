// Where and how a run was measured: toolchain, machine, build, date, commit, counting, sampling.
// A plain value; owns nothing. Collected from the system in RunMetadata+System.swift.
import Foundation

/// The context that makes a report's numbers comparable (or not) with another report's.
/// Optional values (`commit`, `instructionCounting`) are written as JSON null when absent.
public struct RunMetadata: Sendable, Equatable, Codable {
    /// The compiler, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var toolchain: String
    /// The operating system, e.g. `Ubuntu 24.04.2 LTS (Linux 6.8.0)`.
    public var os: String
    /// The CPU model, e.g. `AMD EPYC 7763 64-Core Processor`.
    public var cpu: String
    /// Processors available to the process.
    public var cores: Int
    /// The SwiftPM build configuration: `release` or `debug`.
    public var buildConfiguration: String
    /// The optimisation level the measured code was compiled with, e.g. `-O`.
    public var optimization: String
    /// When the run started, to the second (written as ISO 8601, e.g. `2025-11-22T18:00:00Z`).
    public var date: Date
    /// The git commit measured, when known.
    public var commit: String?
    /// How retains, releases, objects and bytes were counted, or why they were not.
    public var countingMechanism: String
    /// How instructions were counted (e.g. `callgrind`), `nil` when they were not.
    public var instructionCounting: String?
    /// Whether this was a `--quick` smoke run (fewer samples).
    public var quick: Bool
    /// How the timing samples were taken.
    public var sampler: SamplerSettings
    /// With `--exact-arc`: the self-check of the exact ARC counts over one scene lifecycle per subject.
    public var arcBalance: [ARCBalance]? = nil
    /// How the measurements besides counting were taken on this system, or why not (`n/a: …`), by aspect:
    /// `timing` (the clock), `heap` (timing children's allocator settings), `cores`, `closureCaptures`, `liveBytes`, and
    /// `patterns`, only when this system left some out of the run (`mvvm-async: n/a on this system: …`).
    /// Nil in reports written before it existed.
    public var mechanisms: [String: String]? = nil
    /// The metrics this run could not measure, by metric key, each with the reason (e.g. `retains`: `not available on
    /// macOS: …`): a comparison that finds one of them gated in its baseline fails and says why. Nil in older reports.
    public var unmeasured: [String: String]? = nil
    /// The arguments the measuring command was given, as typed after `bench` (e.g. `["--instructions", "--format",
    /// "json"]`): the command that reproduces this run, quoted by the docs beside the numbers they take from it. Nil in
    /// older reports.
    public var arguments: [String]? = nil
    /// What the run itself cost: its measuring time, and that time in the floor's likes, a unit the host's speed
    /// cancels out of, so that a suite grown slower shows across days and machines. Nil in older reports.
    public var runCost: RunCost? = nil

    /// `argument` as a shell reads it back: single-quoted when it holds a space or a quote. How `arguments` are typed
    /// again, by the docs that quote a run and by a debug bench that tells what to type instead.
    public static func shellWord(_ argument: String) -> String {
        argument.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\(argument)'" : argument
    }

    /// Creates metadata. `date` is truncated to whole seconds so the JSON round-trips exactly.
    public init(
        toolchain: String, os: String, cpu: String, cores: Int,
        buildConfiguration: String, optimization: String, date: Date, commit: String?,
        countingMechanism: String, instructionCounting: String?, quick: Bool, sampler: SamplerSettings
    ) {
        self.toolchain = toolchain
        self.os = os
        self.cpu = cpu
        self.cores = cores
        self.buildConfiguration = buildConfiguration
        self.optimization = optimization
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        self.commit = commit
        self.countingMechanism = countingMechanism
        self.instructionCounting = instructionCounting
        self.quick = quick
        self.sampler = sampler
    }

    /// The sampler's knobs, recorded so a reader knows how many samples each percentile rests on.
    public struct SamplerSettings: Sendable, Equatable, Codable {
        /// The rounds every timing run takes (BenchMeasurement's `TimingPass` says why 20): not in the JSON, since no
        /// run takes another number, and stated by the human formats.
        public static let timingRounds = 20

        /// Timing samples taken per benchmark and subject.
        public var samples: Int
        /// Time spent running the operation, untimed, before sampling, in nanoseconds.
        public var warmUpNanoseconds: Int
        /// Each sample batches operations until it lasts at least this long, in nanoseconds.
        public var minimumSampleTimeNanoseconds: Int
        /// The harness's own cost: the median time per iteration of an empty operation in a prepared batch,
        /// measured at the start of the run. Nil in reports that did not measure it.
        public var emptyOperationNanoseconds: Double?
        /// Timing rounds measured again because the process spent less than 90 % of the round on the CPU (another
        /// process had the core); each is measured again at most once. Nil in reports that did not check.
        public var remeasuredRounds: Int?
        /// Timing processes given up at start because their speed probe ran slow, and replaced. Nil in reports that
        /// did not check.
        public var replacedProcesses: Int?

        /// Creates sampler settings.
        public init(
            samples: Int, warmUpNanoseconds: Int, minimumSampleTimeNanoseconds: Int,
            emptyOperationNanoseconds: Double? = nil, remeasuredRounds: Int? = nil, replacedProcesses: Int? = nil
        ) {
            self.samples = samples
            self.warmUpNanoseconds = warmUpNanoseconds
            self.minimumSampleTimeNanoseconds = minimumSampleTimeNanoseconds
            self.emptyOperationNanoseconds = emptyOperationNanoseconds
            self.remeasuredRounds = remeasuredRounds
            self.replacedProcesses = replacedProcesses
        }
    }

    /// What a run cost to take.
    public struct RunCost: Sendable, Equatable, Codable {
        /// Seconds from the first pass to the last, on the monotonic clock.
        public var seconds: Double
        /// `seconds` over this run's median time of one floor like (`dispatch/like/floor`): how many floor likes the
        /// run took, whatever the host's speed that day. Nil when the run did not time the floor's like.
        public var floorLikes: Double?
        /// Of `seconds`, those spent under valgrind (`--instructions`, `--exact-arc`); nil when it did not run.
        public var valgrindSeconds: Double?

        /// Creates a cost.
        public init(seconds: Double, floorLikes: Double?, valgrindSeconds: Double? = nil) {
            self.seconds = seconds
            self.floorLikes = floorLikes
            self.valgrindSeconds = valgrindSeconds
        }

        /// The cost of a run of `seconds` whose floor like took `floorLikeNanoseconds` (nil, zero or not finite: not
        /// known).
        public init(seconds: Double, floorLikeNanoseconds: Double?, valgrindSeconds: Double? = nil) {
            let like = floorLikeNanoseconds.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.init(seconds: seconds, floorLikes: like.map { seconds * 1e9 / $0 }, valgrindSeconds: valgrindSeconds)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case toolchain, os, cpu, cores, buildConfiguration, optimization, date, commit
        case countingMechanism, instructionCounting, quick, sampler, arcBalance, mechanisms, unmeasured, arguments
        case runCost
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(toolchain, forKey: .toolchain)
        try container.encode(os, forKey: .os)
        try container.encode(cpu, forKey: .cpu)
        try container.encode(cores, forKey: .cores)
        try container.encode(buildConfiguration, forKey: .buildConfiguration)
        try container.encode(optimization, forKey: .optimization)
        try container.encode(date, forKey: .date)
        try container.encodeOrNull(commit, forKey: .commit)
        try container.encode(countingMechanism, forKey: .countingMechanism)
        try container.encodeOrNull(instructionCounting, forKey: .instructionCounting)
        try container.encode(quick, forKey: .quick)
        try container.encode(sampler, forKey: .sampler)
        try container.encodeOrNull(arcBalance, forKey: .arcBalance)
        try container.encodeOrNull(mechanisms, forKey: .mechanisms)
        try container.encodeOrNull(unmeasured, forKey: .unmeasured)
        try container.encodeOrNull(arguments, forKey: .arguments)
        try container.encodeOrNull(runCost, forKey: .runCost)
    }
}
