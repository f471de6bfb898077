// Wall time per operation: the percentiles the report shows and the raw samples a CI comparison needs.
// A plain value; owns nothing.

/// Wall-clock time per operation, in nanoseconds. JSON:
/// `{"unit": "ns", "min": …, "p50": …, "p90": …, "p99": …, "mean": …, "samples": […], "rounds": [10, 10, …],
/// "roundsSpeed": [0.99, 1.0, …]}`.
public struct WallTime: Sendable, Equatable {
    /// The unit of every value: always `"ns"` (written to the JSON so readers never guess).
    public static let unit = "ns"

    /// The fastest sample.
    public var min: Double
    /// The median sample.
    public var p50: Double
    /// The 90th percentile.
    public var p90: Double
    /// The 99th percentile.
    public var p99: Double
    /// The arithmetic mean of the samples.
    public var mean: Double
    /// Every sample, nanoseconds per operation, in the order taken.
    public var samples: [Double]
    /// How many of `samples` each interleaved round took, in order (they sum to `samples.count`); nil in reports
    /// written before rounds were recorded, which then count as one round.
    public var rounds: [Int]?
    /// How fast the machine ran during each round, in order: 1 at full speed, 0.5 at half (the lower of the share of
    /// the round's wall time the process spent on the CPU and of the run's fastest speed probe over the probe around
    /// the round, `SpeedProbe`); nil in reports written before it was recorded.
    public var roundsSpeed: [Double]?

    /// A round slower than this share of full speed shared its core (with another process, or the host's): its samples
    /// time the contention, so comparisons leave it out while enough rounds remain.
    public static let contendedShare = 0.9

    /// Creates a wall time from statistics computed by the sampler.
    public init(
        min: Double, p50: Double, p90: Double, p99: Double, mean: Double, samples: [Double], rounds: [Int]? = nil,
        roundsSpeed: [Double]? = nil
    ) {
        self.min = min
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.mean = mean
        self.samples = samples
        self.rounds = rounds
        self.roundsSpeed = roundsSpeed
    }

    /// The samples of each round, in order: the strata that resampling and per-round normalisation respect.
    /// One stratum when the rounds are unknown or do not add up.
    public var samplesByRound: [[Double]] {
        guard let rounds, rounds.reduce(0, +) == samples.count, rounds.allSatisfy({ $0 >= 0 }) else { return [samples] }
        var strata: [[Double]] = [], start = 0
        for size in rounds {
            strata.append(Array(samples[start..<start + size]))
            start += size
        }
        return strata
    }

    /// `samplesByRound` with the slow rounds (`contendedShare`) emptied (comparisons skip empty rounds), unless fewer
    /// than three rounds would remain: the rounds a time is compared by on its own (the floor between runs).
    public var roundsAtFullSpeed: [[Double]] {
        let strata = samplesByRound
        guard let shares = roundsSpeed, shares.count == strata.count else { return strata }
        let clean = zip(strata, shares).map { $1 < Self.contendedShare ? [] : $0 }
        return clean.filter { !$0.isEmpty }.count >= 3 ? clean : strata
    }
}

extension WallTime: Codable {
    private enum CodingKeys: String, CodingKey { case unit, min, p50, p90, p99, mean, samples, rounds, roundsSpeed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let unit = try container.decode(String.self, forKey: .unit)
        guard unit == Self.unit else {
            throw DecodingError.dataCorruptedError(
                forKey: .unit, in: container, debugDescription: "Wall time unit \(unit) is not \(Self.unit)")
        }
        self.init(
            min: try container.decode(Double.self, forKey: .min),
            p50: try container.decode(Double.self, forKey: .p50),
            p90: try container.decode(Double.self, forKey: .p90),
            p99: try container.decode(Double.self, forKey: .p99),
            mean: try container.decode(Double.self, forKey: .mean),
            samples: try container.decode([Double].self, forKey: .samples),
            rounds: try container.decodeIfPresent([Int].self, forKey: .rounds),
            roundsSpeed: try container.decodeIfPresent([Double].self, forKey: .roundsSpeed))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.unit, forKey: .unit)
        try container.encode(min, forKey: .min)
        try container.encode(p50, forKey: .p50)
        try container.encode(p90, forKey: .p90)
        try container.encode(p99, forKey: .p99)
        try container.encode(mean, forKey: .mean)
        try container.encode(samples, forKey: .samples)
        try container.encodeOrNull(rounds, forKey: .rounds)
        try container.encodeOrNull(roundsSpeed, forKey: .roundsSpeed)
    }
}
