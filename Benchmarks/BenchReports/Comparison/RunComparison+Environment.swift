// What makes two runs' numbers not directly comparable: another toolchain, OS, CPU, build, counting mechanism, or
// another way of measuring one metric. Pure.
import BenchPlatform
import BenchResults

extension RunComparison {
    /// One line per way the environments differ, e.g. `toolchain: "Swift 6.2" → "Swift 6.3.1"`; empty when alike.
    ///
    /// Counts depend on the compiler and its standard library, timings on the machine: such a comparison is still
    /// made, under a warning, because a CI baseline often comes from the previous toolchain.
    static func differences(old: RunMetadata, new: RunMetadata) -> [String] {
        let fields: [(String, String, String)] = [
            ("toolchain", old.toolchain, new.toolchain),
            ("OS", old.os, new.os),
            ("CPU", "\(old.cpu), \(old.cores) cores", "\(new.cpu), \(new.cores) cores"),
            ("build", "\(old.buildConfiguration) \(old.optimization)", "\(new.buildConfiguration) \(new.optimization)"),
            ("counting", old.countingMechanism, new.countingMechanism),
        ] + separateMechanisms.compactMap { aspect in
            mechanismChange(of: aspect.key, old: old, new: new).map { (aspect.title, $0.old, $0.new) }
        }
        return fields.filter { $0.1 != $0.2 }.map { "\($0.0): \($0.1.debugDescription) → \($0.2.debugDescription)" }
    }

    /// The aspects whose mechanism a report names apart from the counting line (`RunMetadata.mechanisms`, by key),
    /// with the metrics each measures: such a mechanism can change while the counting line does not.
    static let separateMechanisms: [(key: String, title: String, metrics: [Metric])] = [
        ("liveBytes", "live bytes", [.liveBytes, .liveBytesPerRow]),
    ]

    /// The metrics the two runs measured in different ways (interposed usable bytes against the allocator's
    /// statistics, say), each with both mechanisms' names: such values are not compared.
    static func metricsMeasuredAnotherWay(old: RunMetadata, new: RunMetadata) -> [Metric: (old: String, new: String)] {
        var changes: [Metric: (old: String, new: String)] = [:]
        for aspect in separateMechanisms {
            guard let change = mechanismChange(of: aspect.key, old: old, new: new) else { continue }
            for metric in aspect.metrics { changes[metric] = change }
        }
        return changes
    }

    /// The metrics both runs read from the allocator's statistics (`Allocator.statisticsMechanismNames`): exact in
    /// neither run, so gated with `RegressionThresholds.allocatorStatisticsDrift` at least.
    static func metricsFromAllocatorStatistics(old: RunMetadata, new: RunMetadata) -> Set<Metric> {
        func readsStatistics(_ metadata: RunMetadata, _ key: String) -> Bool {
            guard let mechanism = metadata.mechanisms?[key] else { return false }
            return Allocator.statisticsMechanismNames.contains { mechanism.hasPrefix($0) }
        }
        return Set(separateMechanisms.filter { readsStatistics(old, $0.key) && readsStatistics(new, $0.key) }
            .flatMap(\.metrics))
    }

    /// How the aspect `key` was measured in each run, shortened to its mechanism's name, when both runs measured it
    /// and in different ways.
    private static func mechanismChange(of key: String, old: RunMetadata, new: RunMetadata) -> (old: String, new: String)? {
        guard let before = old.mechanisms?[key], let after = new.mechanisms?[key],
              !before.hasPrefix("n/a"), !after.hasPrefix("n/a") else { return nil }
        let (shortBefore, shortAfter) = (mechanismName(before), mechanismName(after))
        return shortBefore == shortAfter ? nil : (shortBefore, shortAfter)
    }

    /// A mechanism's name without its qualifications: `mallinfo2 with glibc's caches off (chunk bytes…), in use…` is
    /// `mallinfo2 with glibc's caches off`.
    private static func mechanismName(_ description: String) -> String {
        let end = [description.range(of: ", "), description.range(of: " (")].compactMap { $0?.lowerBound }.min()
        return String(description[..<(end ?? description.endIndex)])
    }

    /// The warning line printed above a comparison of unlike environments, nil when they are alike.
    public var environmentWarning: String? {
        guard !environmentDifferences.isEmpty else { return nil }
        return "⚠ the runs differ in " + environmentDifferences.joined(separator: "; ")
            + ": changes may come from the environment, not the code"
    }
}
