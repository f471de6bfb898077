// What makes two runs' numbers not directly comparable: another toolchain, OS, CPU, build or counting mechanism.
// Pure.

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
        ]
        return fields.filter { $0.1 != $0.2 }.map { "\($0.0): \($0.1.debugDescription) → \($0.2.debugDescription)" }
    }

    /// The warning line printed above a comparison of unlike environments, nil when they are alike.
    public var environmentWarning: String? {
        guard !environmentDifferences.isEmpty else { return nil }
        return "⚠ the runs differ in " + environmentDifferences.joined(separator: "; ")
            + ": changes may come from the environment, not the code"
    }
}
