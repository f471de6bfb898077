// Reads the machine's side of `RunMetadata`: OS, CPU model and cores (from the platform layer), and the compile-time
// toolchain. The build side (configuration, optimisation, commit, counting, sampler) is passed in by the caller.
import BenchPlatform
import BenchResults
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
            os: Platform.operatingSystem,
            cpu: Platform.cpuModel ?? "unknown CPU",
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
}
