// What makes two runs' numbers not directly comparable: another toolchain, OS, CPU, build, counting mechanism, or
// another way of measuring one metric. Pure.

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
        ] + Metric.allCases.compactMap { metric -> (String, String, String)? in
            guard metric == Self.mechanismMetrics[mechanismKey(of: metric) ?? ""],
                  let change = mechanismChange(of: metric, old: old, new: new) else { return nil }
            return (metric.columnTitle, change.old, change.new)
        }
        return fields.filter { $0.1 != $0.2 }.map { "\($0.0): \($0.1.debugDescription) → \($0.2.debugDescription)" }
    }

    /// The key under which a report names how `metric` was measured (`RunMetadata.mechanisms`), for the metrics whose
    /// mechanism can change while the counting line does not say so; nil for the others.
    static func mechanismKey(of metric: Metric) -> String? {
        switch metric {
        case .liveBytes, .liveBytesPerRow: "liveBytes"
        default: nil
        }
    }

    /// The first metric of each mechanism key: the one the environment line is named for.
    private static let mechanismMetrics: [String: Metric] = Dictionary(
        Metric.allCases.compactMap { metric in mechanismKey(of: metric).map { ($0, metric) } },
        uniquingKeysWith: { first, _ in first })

    /// How `metric` was measured in each run, shortened to its mechanism's name, when both runs measured it and in
    /// different ways (interposed usable bytes against the allocator's statistics, say): such values are not compared.
    static func mechanismChange(of metric: Metric, old: RunMetadata, new: RunMetadata) -> (old: String, new: String)? {
        guard let key = mechanismKey(of: metric),
              let before = old.mechanisms?[key], let after = new.mechanisms?[key],
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
