// CallgrindPass: instructions and exact ARC counts per operation under valgrind's callgrind, and the ARC balance of a
// scene lifecycle per subject. Owns nothing; the child processes it starts end before it returns.
import BenchPlatform
import BenchResults
import BenchStatistics
import Foundation
import ProfileKit
import SceneRig

/// Instructions and exact ARC counts per operation under callgrind (about 50× slower than native): instructions with
/// each case in a child forked from one worker state (``Callgrind/profileEachCase(executable:caseIDs:layouts:servers:keepText:callChainDepth:)``),
/// exact ARC counts with every case in one process; with ARC counts, the balance check of one whole scene lifecycle per
/// subject, whose lifecycles are also run under valgrind's function wrappers (`valgrind --tool=none`, counters
/// preloaded).
@MainActor
package struct CallgrindPass {
    /// Whether instructions were asked for (`--instructions`).
    let countsInstructions: Bool
    /// Whether to add up ARC calls (needs call-site addresses) and check their balance (`--exact-arc`).
    let countsARC: Bool
    /// In how many address-space layouts an operation whose instructions depend on layout is counted (`--layouts`).
    let layoutCount: Int
    /// Where valgrind is looked for (`PATH`) and whether it is turned off (`ARCHBENCH_UNAVAILABLE`): this process's
    /// environment, but in tests.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    package init(
        countsInstructions: Bool, countsARC: Bool, layoutCount: Int = 16,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.countsInstructions = countsInstructions
        self.countsARC = countsARC
        self.layoutCount = layoutCount
        self.environment = environment
    }

    /// What the report says when neither was asked for.
    static let notRequested = CallgrindPassResult(
        measured: PassResult(unmeasured: [Metric.instructions.key: "not requested (bench --instructions)"]))

    /// The flags that asked for this pass, as a problem and a refusal name them: `--instructions`, `--exact-arc`.
    var requestedFlags: String {
        [countsInstructions ? "--instructions" : nil, countsARC ? "--exact-arc" : nil].compactMap { $0 }
            .joined(separator: " and ")
    }

    /// Why what was asked of callgrind cannot be measured here (valgrind turned off, absent from this system or from
    /// `PATH`), as one line; nil when it can, or when nothing was asked. Checked before anything is measured, so a run
    /// never takes minutes to report n/a for the measurement it was started for.
    package func unavailability() -> String? {
        guard countsInstructions || countsARC, case .failure(let reason) = Callgrind.locate(environment: environment)
        else { return nil }
        return "bench: \(requestedFlags) cannot be measured here: \(reason)"
    }

    /// Instructions per operation of the timed cases (`--instructions`) and, with `--exact-arc`, exact retains, releases
    /// and objects of every counted case with each subject's lifecycle balance.
    ///
    /// When callgrind cannot be had at all, the run has a problem (so it fails) named for the flags, instructions are
    /// n/a with the reason, and no ARC column is touched: the interposed counts stay under their own mechanism
    /// (`replacesInterposedARC` is false).
    func run(timedIDs: [String], countedIDs: [String], lifecycles subjects: [SceneSubject]) -> CallgrindPassResult {
        guard countsInstructions || countsARC else { return Self.notRequested }
        let measured = measurements(timedIDs: timedIDs, countedIDs: countedIDs, lifecycles: subjects)
        var result = CallgrindPassResult()
        if !countsInstructions { result.measured.unmeasured = Self.notRequested.measured.unmeasured }
        switch measured {
        case .success(let measurements):
            if countsInstructions {
                result.measured.mechanisms[PassResult.instructionColumn] = Callgrind.mechanism
                    + ", \(Self.layoutsMechanism(screened: screeningLayouts.count, sampled: layoutCount, varying: measurements.varying))"
                for (id, samples) in measurements.instructionsByLayout {
                    result.measured.metrics[id, default: Metrics()][.instructions] = Statistics(samples: samples)?.mean
                    result.measured.metrics[id, default: Metrics()].instructionsByLayout = samples
                }
            }
            result.measured.problems = measurements.problems
            if countsARC {
                result.measured.mechanisms[PassResult.arcColumns] = ExactARCCounts.mechanism
                result.arcBalance = measurements.balances
                for (id, arc) in measurements.arc {
                    let operations = Double(arc.operations)
                    result.measured.metrics[id, default: Metrics()].overlay(Metrics([
                        .retains: Double(arc.counts.retains) / operations, .releases: Double(arc.counts.releases) / operations,
                        .objects: Double(arc.counts.objects) / operations,
                    ]))
                }
            }
        case .failure(let reason):
            Console.note("bench: callgrind's counts are n/a: \(reason)")
            result.measured.problems[requestedFlags] = reason.description
            if countsInstructions {
                result.measured.mechanisms[PassResult.instructionColumn] = "n/a: \(reason)"
                result.measured.unmeasured[Metric.instructions.key] = "instructions: \(reason)"
            }
            if countsARC { result.arcBalance = [] }
        }
        return result
    }

    /// The layouts every timed case is counted in first.
    var screeningLayouts: [AddressSpaceLayout] {
        AddressSpaceLayout.first(AddressSpaceLayout.screeningCount(of: layoutCount))
    }

    /// The header's word on layouts: `in 4 address-space layouts: 35 operations differ between them, counted in 16 (their
    /// mean, marked ~)`.
    nonisolated static func layoutsMechanism(screened: Int, sampled: Int, varying: Int) -> String {
        guard screened > 1 else { return "in 1 address-space layout" }
        let moved = varying == 0 ? "none differs between them"
            : "\(varying) \(varying == 1 ? "operation differs" : "operations differ") between them"
                + (sampled > screened ? ", counted in \(sampled) (their mean, marked ~)" : " (their mean, marked ~)")
        return "in \(screened) address-space layouts: \(moved)"
    }

    /// The ids among `samples` whose counts differ between layouts, in `order`.
    nonisolated static func varyingWithLayout(_ samples: [String: [Double]], in order: [String]) -> [String] {
        order.filter { id in samples[id].map { Set($0).count > 1 } ?? false }
    }

    /// What the pass measured; cases missing from the maps were not measured (see `problems`).
    struct Measurements {
        /// Instructions per operation in each layout counted, in layout order, by case id.
        var instructionsByLayout: [String: [Double]] = [:]
        /// How many cases counted differently in different layouts.
        var varying = 0
        /// Exact ARC counts of one counted batch and its operation count, by case id.
        var arc: [String: (counts: ExactARCCounts, operations: Int)] = [:]
        /// The lifecycle check of each subject, in the order asked.
        var balances: [ARCBalance] = []
        /// Cases (or `lifecycle/<subject>` checks) that could not be measured or failed, with why.
        var problems: [String: String] = [:]
    }

    private func measurements(
        timedIDs: [String], countedIDs caseIDs: [String], lifecycles subjects: [SceneSubject]
    ) -> Result<Measurements, CountsUnavailable> {
        let callgrind: Callgrind
        switch Callgrind.locate(environment: environment) {
        case .success(let found): callgrind = found
        case .failure(let reason): return .failure(reason)
        }
        var measurements = Measurements()
        if countsInstructions {
            switch instructionsByLayout(timedIDs, callgrind: callgrind) {
            case .success(let counted): measurements = counted
            case .failure(let reason): return .failure(reason)
            }
        }
        guard countsARC else { return .success(measurements) }
        // Lifecycles first, in the same order as the wrapper run, so both processes reach them in the same state.
        let lifecycleIDs = subjects.map(SceneLifecycle.caseID)
        let ids = lifecycleIDs + caseIDs
        Console.note("bench: callgrind: \(ids.count) counted regions in one process under valgrind (slow)")
        let run: Callgrind.Run
        switch callgrind.profileRegions(executable: CountingLibrary.currentExecutable,
                                        arguments: WorkerRequest.callgrind(caseIDs: ids).arguments, callSites: true,
                                        environment: CountingLibrary.countingEnvironment) {
        case .success(let done): run = done
        case .failure(let reason): return .failure(reason)
        }
        guard let answer = try? BenchJSON.decoder().decode(CallgrindWorkerAnswer.self, from: run.output.standardOutput) else {
            return .failure(CountsUnavailable(reason: "the callgrind worker printed no answer"))
        }
        guard answer.regions.count == run.profiles.count else {
            return .failure(CountsUnavailable(reason: "callgrind wrote \(run.profiles.count) profiles for "
                + "\(answer.regions.count) counted regions (is Callgrind.countedRegion still matched by "
                + "\(Callgrind.regionEndPattern)?)"))
        }
        var reader = CallSiteReader()
        var lifecycleCounts: [String: ExactARCCounts] = [:]
        for (id, profile) in zip(answer.regions, run.profiles) {
            guard let result = answer.results[id], result.problem == nil, result.operations > 0 else { continue }
            let isLifecycle = SceneLifecycle.subject(caseID: id) != nil
            switch ExactARCCounts.counting(profile, countOf: { reader.count(of: $0) }) {
            case .success(let counts) where isLifecycle: lifecycleCounts[id] = counts
            case .success(let counts): measurements.arc[id] = (counts, result.operations)
            case .failure(let reason): measurements.problems[id] = reason.description
            }
        }
        for (id, result) in answer.results { if let problem = result.problem { measurements.problems[id] = problem } }
        checkBalances(lifecycleIDs, callGraph: lifecycleCounts, valgrind: callgrind.valgrind, into: &measurements)
        return .success(measurements)
    }

    /// Instructions per operation of `ids`, each counted in the screening layouts, and those whose counts differ there
    /// in the rest of the `layoutCount` layouts too. A case that fails in any layout has a problem and no count.
    private func instructionsByLayout(
        _ ids: [String], callgrind: Callgrind
    ) -> Result<Measurements, CountsUnavailable> {
        var measurements = Measurements()
        var samples: [String: [Double]] = [:]
        func count(_ ids: [String], in layouts: [AddressSpaceLayout]) -> CountsUnavailable? {
            switch callgrind.profileEachCase(executable: CountingLibrary.currentExecutable, caseIDs: ids, layouts: layouts) {
            case .success(let runs):
                for layout in layouts.sorted() {
                    guard let run = runs[layout] else { continue }
                    for id in ids {
                        if let problem = run.problems[id] { measurements.problems[id] = measurements.problems[id] ?? problem }
                        guard let counted = run.profiles[id], counted.operations > 0,
                              let instructions = counted.profile.instructions else { continue }
                        samples[id, default: []].append(Double(instructions) / Double(counted.operations))
                    }
                }
                return nil
            case .failure(let reason): return reason
            }
        }
        let screening = screeningLayouts
        Console.note("bench: callgrind: \(ids.count) cases in \(screening.count) address-space "
            + "\(screening.count == 1 ? "layout" : "layouts"), each in a process forked from one worker per layout (slow)")
        if let reason = count(ids, in: screening) { return .failure(reason) }
        let varying = Self.varyingWithLayout(samples, in: ids)
        let rest = Array(AddressSpaceLayout.first(layoutCount).dropFirst(screening.count))
        if !varying.isEmpty, !rest.isEmpty {
            Console.note("bench: callgrind: \(varying.count) of them count differently from one layout to another "
                + "(hash tables keyed by addresses): counting those in \(rest.count) more layouts")
            if let reason = count(varying, in: rest) { return .failure(reason) }
        }
        let expected: (String) -> Int = { varying.contains($0) ? max(self.layoutCount, screening.count) : screening.count }
        for (id, counts) in samples where measurements.problems[id] == nil {
            guard counts.count == expected(id) else {
                measurements.problems[id] = "counted in \(counts.count) of \(expected(id)) address-space layouts"
                continue
            }
            measurements.instructionsByLayout[id] = counts
        }
        measurements.varying = varying.count
        return .success(measurements)
    }

    /// Runs the lifecycles again under valgrind's function wrappers and pairs each with its call-graph counts.
    private func checkBalances(
        _ ids: [String], callGraph: [String: ExactARCCounts], valgrind: String, into measurements: inout Measurements
    ) {
        let wrapped: [String: WorkerCaseResult]
        switch wrappedCounts(ids, valgrind: valgrind) {
        case .success(let counts): wrapped = counts
        case .failure(let reason):
            for id in ids { measurements.problems[id] = "ARC balance not checked: \(reason)" }
            return
        }
        for id in ids {
            guard let subject = SceneLifecycle.subject(caseID: id), let counts = callGraph[id],
                  let snapshot = wrapped[id]?.counts else { continue }
            let balance = ARCBalance(subject: subject.description, callGraph: counts, wrapped: snapshot)
            measurements.balances.append(balance)
            Console.note("bench: ARC balance over a scene lifecycle (build → render → teardown): \(balance.line)")
            if !balance.passes { measurements.problems[id] = "ARC does not balance: \(balance.line)" }
        }
    }

    /// The counting worker run under `valgrind --tool=none` with the counters preloaded: their valgrind wrappers
    /// count every runtime call, libswiftCore's own included, with its argument.
    private func wrappedCounts(_ ids: [String], valgrind: String) -> Result<[String: WorkerCaseResult], CountsUnavailable> {
        let library: CountingLibrary
        switch CountingLibrary.locate(progress: { Console.note("bench: \($0)") }) {
        case .success(let found): library = found
        case .failure(let reason): return .failure(reason)
        }
        let results: [String: WorkerCaseResult]
        switch WorkerProcess.run(.counts(caseIDs: ids), environment: library.environment(),
                                 role: "the valgrind wrapper run", launcher: [valgrind, "--tool=none", "--quiet"]) {
        case .success(let answer): results = answer
        case .failure(let reason): return .failure(reason)
        }
        guard results.values.contains(where: { ($0.counts?[.allRetains] ?? 0) > 0 }) else {
            return .failure(CountsUnavailable(
                reason: "the valgrind wrappers counted nothing: \(CountingLibrary.fileName) was built without "
                    + "valgrind/valgrind.h", remedy: "apt-get install valgrind, then touch \(CountingLibrary.sourcesDirectory)/*.c"))
        }
        return .success(results)
    }
}
