// The run metadata as labelled lines for the human formats (table and Markdown). Pure.
import BenchResults
import Foundation

extension RunMetadata {
    /// `(label, text)` pairs: toolchain, machine, build, counting, sampling.
    var summaryLines: [(label: String, text: String)] {
        let build = ["\(buildConfiguration) (\(optimization))", commit.map { "commit \($0)" }, isoDate]
            .compactMap { $0 }.joined(separator: " · ")
        let sampling = "\(sampler.samples) samples in \(SamplerSettings.timingRounds) rounds after "
            + "\(MetricFormatter.duration(nanoseconds: Double(sampler.warmUpNanoseconds))) of warm-up, "
            + "≥ \(MetricFormatter.duration(nanoseconds: Double(sampler.minimumSampleTimeNanoseconds))) each"
            + (quick ? " (quick)" : "")
            + (sampler.emptyOperationNanoseconds.map { "; harness overhead \(MetricFormatter.duration(nanoseconds: $0))/op" } ?? "")
            + (sampler.remeasuredRounds.map { $0 > 0 ? "; \($0) rounds re-measured (slow core)" : "" } ?? "")
            + (sampler.replacedProcesses.map { $0 > 0 ? "; \($0) slow timing processes replaced" : "" } ?? "")
        let instructions = instructionCounting ?? unmeasured?["instructions"].map { "n/a: \($0)" } ?? MetricFormatter.notAvailable
        let aspects: [(label: String, keys: [(key: String, title: String)])] = [
            ("timing", [("timing", "clock"), ("heap", "heap"), ("cores", "cores")]),
            ("memory", [("liveBytes", "live bytes"), ("closureCaptures", "closure captures")]),
        ]
        let mechanismLines = aspects.compactMap { aspect -> (label: String, text: String)? in
            let parts = aspect.keys.compactMap { item in mechanisms?[item.key].map { "\(item.title): \($0)" } }
            return parts.isEmpty ? nil : (aspect.label, parts.joined(separator: " · "))
        }
        return [
            ("toolchain", toolchain),
            ("machine", "\(os) · \(cpu) · \(cores) cores"),
            ("build", build),
            ("counting", "\(countingMechanism) · instructions: \(instructions)"),
        ] + mechanismLines + (mechanisms?["patterns"].map { [("patterns", $0)] } ?? []) + [
            ("sampling", sampling),
        ] + (runCost.map { [("run cost", Self.costLine($0))] } ?? []) + (arcBalance ?? []).map { ("ARC balance", $0.line) }
    }

    /// `12.4 s = 11.9 M floor likes`: the run's time, and that time in floor likes, which the host's speed cancels out
    /// of, with the part spent under valgrind; `12.4 s` alone when the floor's like was not timed.
    static func costLine(_ cost: RunCost) -> String {
        let seconds = MetricFormatter.duration(nanoseconds: cost.seconds * 1e9)
        let valgrind = cost.valgrindSeconds.map { "; \(MetricFormatter.duration(nanoseconds: $0 * 1e9)) of it under valgrind" } ?? ""
        guard let likes = cost.floorLikes else { return "\(seconds) (the floor's like was not timed: no host-free unit)\(valgrind)" }
        let scaled = likes >= 1e6 ? String(format: "%.1f M", likes / 1e6) : String(format: "%.0f", likes)
        return "\(seconds) = \(scaled) floor likes (the run's time over one floor like's: the host's speed cancels out)\(valgrind)"
    }

    /// The date as ISO 8601 in UTC, e.g. `2025-11-22T18:00:00Z`.
    package var isoDate: String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
