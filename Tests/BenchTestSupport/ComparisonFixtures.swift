// Crafted reports for the comparison, significance and history specifications: timings drawn from a known
// distribution with a seeded generator (so every test sees the same numbers), counts chosen by the test.
import BenchResults
import BenchStatistics
import Foundation
import ProfileKit
import SceneRig

package enum ComparisonFixtures {
    /// Ten rounds of ten samples around `median`, each sample multiplied by exp(N(0, noise)), and each round by
    /// exp(N(0, roundNoise)) (interference that hits a whole round).
    package static func rounds(median: Double, noise: Double = 0.01, roundNoise: Double = 0, seed: UInt64,
                       count: Int = 10, perRound: Int = 10) -> [[Double]] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let roundFactor = exp(roundNoise * normal(&generator))
            return (0..<perRound).map { _ in median * roundFactor * exp(noise * normal(&generator)) }
        }
    }

    /// A standard normal draw (Box–Muller).
    package static func normal(_ generator: inout SeededGenerator) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let u2 = Double.random(in: 0..<1, using: &generator)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// A wall time whose samples are `rounds`, round by round.
    package static func wallTime(_ rounds: [[Double]]) -> WallTime {
        let statistics = Statistics(samples: rounds.flatMap { $0 })!
        return WallTime(min: statistics.min, p50: statistics.p50, p90: statistics.p90, p99: statistics.p99,
                        mean: statistics.mean, samples: statistics.samples, rounds: rounds.map(\.count))
    }

    /// A `dispatch/like` result of `subject` with the given counts and, optionally, timed rounds.
    package static func result(
        _ subject: BenchResult.Subject = .pattern(.mvc), benchmark: String = "like", retains: Double = 10,
        bytes: Double = 96, rounds: [[Double]]? = nil
    ) -> BenchResult {
        BenchResult(suite: .dispatch, benchmark: benchmark, subject: subject,
                    metrics: Metrics([.retains: retains, .bytes: bytes], wallTime: rounds.map(wallTime)))
    }

    /// A report of `results`, measured with `toolchain` at `commit`.
    package static func report(_ results: [BenchResult], toolchain: String = "Swift version 6.3.1", commit: String? = "aaaaaaa",
                       date: TimeInterval = 1_763_834_400) -> BenchReport {
        let metadata = RunMetadata(
            toolchain: toolchain, os: "Debian GNU/Linux 12 (Linux 6.1.0)", cpu: "Test CPU", cores: 2,
            buildConfiguration: "release", optimization: "-O", date: Date(timeIntervalSince1970: date), commit: commit,
            countingMechanism: "preload interposition", instructionCounting: nil, quick: false,
            sampler: .init(samples: 100, warmUpNanoseconds: 50_000_000, minimumSampleTimeNanoseconds: 1_000_000))
        return BenchReport(metadata: metadata, results: results)
    }

    /// A floor and an MVC result of one timed benchmark: the floor around 1 000 ns, MVC around `mvc` ns.
    package static func timedPair(mvc: Double, noise: Double = 0.01, roundNoise: Double = 0, seed: UInt64, retains: Double = 10)
        -> [BenchResult] {
        [result(.floor, retains: 8, rounds: rounds(median: 1_000, noise: noise, roundNoise: roundNoise, seed: seed)),
         result(.pattern(.mvc), retains: retains,
                rounds: rounds(median: mvc, noise: noise, roundNoise: roundNoise, seed: seed &+ 1))]
    }

    /// Writes `text` to a new temporary file and returns its path.
    package static func temporaryFile(_ text: String, suffix: String = ".json") throws -> String {
        let path = NSTemporaryDirectory() + "archbench-\(UUID().uuidString)\(suffix)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension ComparisonFixtures {
    /// MVVMAsync's like, instructions per operation in 16 address-space layouts each, as two runs of one binary
    /// counted them here (2026-11-27): hash tables keyed by addresses in the Swift runtime probe more or less often
    /// wherever the program lies, so the counts spread over 0.8 %.
    package static let asyncLikeByLayout: (first: [Double], second: [Double]) = (
        [41364.8, 41212.8, 41212.8, 41078.8, 41078.8, 41025.8, 41025.8, 41278.8,
         41047.8, 41080.8, 41131.8, 41133.8, 41311.8, 41303.8, 41223.8, 41373.8],
        [41109.8, 41153.8, 41349.8, 41184.8, 41286.8, 41292.8, 41184.8, 41263.8,
         41654.8, 41340.8, 41417.8, 41131.8, 41131.8, 41327.8, 41525.8, 41127.8])

    /// A `dispatch/like` result of `subject` whose instructions were counted in one layout each of `byLayout`.
    package static func result(_ subject: BenchResult.Subject = .pattern(.mvc), instructionsByLayout byLayout: [Double])
        -> BenchResult {
        BenchResult(suite: .dispatch, benchmark: "like", subject: subject, metrics: Metrics(
            [.retains: 10, .instructions: byLayout.reduce(0, +) / Double(byLayout.count)],
            instructionsByLayout: byLayout))
    }
}
