// Reads the machine's side of `RunMetadata`: OS, CPU model, cores, and the compile-time toolchain.
// The build side (configuration, optimisation, commit, counting, sampler) is passed in by the caller.
import Foundation

extension RunMetadata {
    /// Metadata for a run starting now on this machine.
    ///
    /// ```swift
    /// let metadata = RunMetadata.current(
    ///     buildConfiguration: "release", optimization: "-O", commit: "3f2c1ab",
    ///     countingMechanism: "LD_PRELOAD interposition", instructionCounting: nil, quick: false,
    ///     sampler: .init(samples: 30, warmUpNanoseconds: 50_000_000, minimumSampleTimeNanoseconds: 1_000_000))
    /// ```
    /// - Parameter toolchain: the output of `swift --version` when known; otherwise the compiler
    ///   version this code was built with, to the minor version.
    public static func current(
        toolchain: String? = nil, buildConfiguration: String, optimization: String, commit: String?,
        countingMechanism: String, instructionCounting: String?, quick: Bool, sampler: SamplerSettings,
        date: Date = Date()
    ) -> RunMetadata {
        RunMetadata(
            toolchain: toolchain ?? compiledToolchain,
            os: operatingSystem,
            cpu: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).flatMap(cpuModel(fromCPUInfo:))
                ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            buildConfiguration: buildConfiguration, optimization: optimization, date: date, commit: commit,
            countingMechanism: countingMechanism, instructionCounting: instructionCounting, quick: quick,
            sampler: sampler)
    }

    /// The compiler that built this code, known at compile time only to the minor version.
    static var compiledToolchain: String {
        #if compiler(>=6.5)
            "Swift 6.5 or later (compile-time)"
        #elseif compiler(>=6.4)
            "Swift 6.4 (compile-time)"
        #elseif compiler(>=6.3)
            "Swift 6.3 (compile-time)"
        #elseif compiler(>=6.2)
            "Swift 6.2 (compile-time)"
        #else
            "Swift 6.1 or earlier (compile-time)"
        #endif
    }

    /// The distribution name with the kernel on Linux (`Ubuntu 24.04.2 LTS (Linux 6.8.0)`), else
    /// Foundation's description.
    static var operatingSystem: String {
        #if os(Linux)
            let distribution = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))
                .flatMap(prettyName(fromOSRelease:)) ?? "Linux"
            let kernel = ProcessInfo.processInfo.operatingSystemVersion
            return "\(distribution) (Linux \(kernel.majorVersion).\(kernel.minorVersion).\(kernel.patchVersion))"
        #else
            return ProcessInfo.processInfo.operatingSystemVersionString
        #endif
    }

    /// The first `model name` in `/proc/cpuinfo` text.
    static func cpuModel(fromCPUInfo text: String) -> String? {
        value(ofKey: "model name", separator: ":", in: text)
    }

    /// `PRETTY_NAME` from `/etc/os-release` text, unquoted.
    static func prettyName(fromOSRelease text: String) -> String? {
        value(ofKey: "PRETTY_NAME", separator: "=", in: text)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    /// The trimmed value of the first `key<separator>value` line.
    private static func value(ofKey key: String, separator: Character, in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: separator, maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if !value.isEmpty { return value }
        }
        return nil
    }
}
