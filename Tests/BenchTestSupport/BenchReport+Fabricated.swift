// A known report for the format, chart and report specifications: one timed dispatch benchmark, one memory benchmark
// with parameters, one leak check. Made up, never measured.
import BenchResults
import Foundation
import SceneRig

extension BenchReport {
    /// A known report: one timed dispatch benchmark, one memory benchmark with parameters, one leak check.
    package static func fabricated() -> BenchReport {
        let medians: [(BenchResult.Subject, Double)] = [
            (.pattern(.mvc), 800), (.pattern(.mvp), 1_000), (.floor, 40), (.pattern(.mvvm), 400),
            (.pattern(.viper), 1_200),
        ]
        let dispatch = medians.map { subject, p50 in
            BenchResult(suite: .dispatch, benchmark: "like", subject: subject, metrics: Metrics(
                [.retains: subject == .floor ? 2 : 14, .releases: subject == .floor ? 2 : 14.5, .objects: 1,
                 .allocations: 3, .bytes: 48],
                wallTime: WallTime(
                    min: p50 * 0.9, p50: p50, p90: p50 * 1.1, p99: p50 * 1.5, mean: p50,
                    samples: Array(repeating: [p50 * 0.99, p50, p50 * 1.01], count: 10).flatMap { $0 },
                    rounds: Array(repeating: 3, count: 10)))
            )
        }
        let memory = Pattern.allCases.enumerated().map { index, pattern in
            BenchResult(suite: .memory, benchmark: "scene-rows", subject: .pattern(pattern), parameters: ["rows": 1_000],
                        metrics: Metrics([.liveObjects: Double(3_000 + index), .liveBytes: Double(96_000 + 1_000 * index)]))
        }
        let leaks = Pattern.allCases.map { pattern in
            let survivors = pattern == .viper ? ["ProfilePresenter ← ProfileInteractor.output, \"strong\""] : []
            return BenchResult(suite: .memory, benchmark: "leak-check", subject: .pattern(pattern),
                               metrics: Metrics([.survivors: Double(survivors.count)], survivorDescriptions: survivors))
        }
        let metadata = RunMetadata(
            toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", os: "Ubuntu 24.04.2 LTS (Linux 6.8.0)",
            cpu: "AMD EPYC 7763 64-Core Processor", cores: 2, buildConfiguration: "release", optimization: "-O",
            date: Date(timeIntervalSince1970: 1_763_834_400), commit: nil,
            countingMechanism: "preload interposition",
            instructionCounting: nil, quick: false,
            sampler: .init(samples: 30, warmUpNanoseconds: 50_000_000, minimumSampleTimeNanoseconds: 1_000_000))
        return BenchReport(metadata: metadata, results: dispatch + memory + leaks)
    }
}
