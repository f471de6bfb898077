// Specifications of `Sampler`'s batch logic, driven by a manual clock: which batches are prepared, how
// many operations run, how samples are counted. No timing assertions: the clock only moves when told.
import Testing

@testable import BenchMeasurement

@Suite struct SamplerTests {
    @Test func everyPreparedBatch_isRunExactlyOnce() {
        let (sampler, spy) = makeSUT(operationCost: 10)

        _ = sampler.measure(prepare: spy.prepare)

        #expect(spy.runs == spy.requests.count,
                "Expected one run per prepared batch, got \(spy.runs) for \(spy.requests.count)")
        #expect(spy.operationsRun == spy.operationsPrepared, "Expected every prepared operation to run once")
    }

    @Test func calibration_growsTheBatchUntilOneLastsTheMinimumSampleTime() {
        let (sampler, spy) = makeSUT(operationCost: 10, minimumSampleTime: .nanoseconds(1_000), sampleCount: 3)

        _ = sampler.measure(prepare: spy.prepare)

        #expect(spy.requests == [1, 10, 100, 100, 100, 100],
                "Expected batches of 1, 10, 100 to calibrate 10 ns operations to 1 µs, then 3 samples of 100")
    }

    @Test func aBenchmarkThatOffersNoOperation_endsWithNoStatistics() {
        let (sampler, _) = makeSUT(operationCost: 10)

        #expect(sampler.measure(prepare: { _ in nil }) == nil, "Expected no numbers rather than partial ones")
    }

    @Test func perOperationTime_isTheBatchTimeDividedByItsOperations() throws {
        let (sampler, spy) = makeSUT(operationCost: 10)

        let statistics = try #require(sampler.measure(prepare: spy.prepare))

        #expect(statistics.samples.allSatisfy { $0 == 10 },
                "Expected 10 ns per operation in every sample, got \(statistics.samples)")
    }

    @Test func aBatchSmallerThanRequested_isDividedByItsOwnCountAndEndsCalibration() throws {
        let (sampler, spy) = makeSUT(operationCost: 10, operationsAvailable: 3, sampleCount: 2)

        let statistics = try #require(sampler.measure(prepare: spy.prepare))

        #expect(spy.requests == [1, 10, 10, 10],
                "Expected calibration to stop once the benchmark offered fewer than asked")
        #expect(spy.operationsRun == 1 + 3 + 3 + 3, "Expected only the offered operations to run")
        #expect(statistics.samples == [10, 10], "Expected 10 ns per offered operation, got \(statistics.samples)")
    }

    @Test func sampling_stopsAtTheSampleCount() throws {
        let (sampler, spy) = makeSUT(operationCost: 10, sampleCount: 7)

        let statistics = try #require(sampler.measure(prepare: spy.prepare))

        #expect(statistics.count == 7, "Expected 7 samples, got \(statistics.count)")
    }

    @Test func sampling_stopsAtTheTimeCap() throws {
        let (sampler, spy) = makeSUT(operationCost: 1_000, minimumSampleTime: .nanoseconds(1),
                                     sampleCount: 100, maximumTotalTime: .nanoseconds(2_500))

        let statistics = try #require(sampler.measure(prepare: spy.prepare))

        #expect(statistics.count == 2,
                "Expected the 2.5 µs cap to allow 1 warm-up batch and 2 samples of 1 µs, got \(statistics.count)")
    }

    @Test func sampling_keepsOneSample_evenWhenWarmUpExhaustedTheCap() throws {
        let (sampler, spy) = makeSUT(operationCost: 1_000, warmUp: .nanoseconds(5_000), maximumTotalTime: .zero)

        let statistics = try #require(sampler.measure(prepare: spy.prepare))

        #expect(statistics.count == 1, "Expected at least one sample, got \(statistics.count)")
    }

    @Test func warmUp_runsCalibratedBatchesUntilItsTimeHasPassed() {
        let (sampler, spy) = makeSUT(operationCost: 100, minimumSampleTime: .nanoseconds(100),
                                     warmUp: .nanoseconds(1_000), sampleCount: 2)

        _ = sampler.measure(prepare: spy.prepare)

        #expect(spy.requests.count == 10 + 2,
                "Expected 10 warm-up batches of 100 ns, then 2 samples, got \(spy.requests.count)")
    }

    @Test func statelessMeasure_runsTheOperationOncePerIterationOfEachBatch() {
        let clock = ManualClock()
        let sampler = Sampler(configuration: makeConfiguration(sampleCount: 2), clock: clock)
        var calls = 0

        let statistics = sampler.measure {
            calls += 1
            clock.advance(by: 10)
        }

        #expect(calls == 1 + 10 + 100 + 2 * 100,
                "Expected calibration batches 1, 10, 100 and two samples of 100, got \(calls)")
        #expect(statistics.p50 == 10, "Expected 10 ns per operation, got \(statistics.p50)")
    }

    @Test func nextBatchSize_growsAtLeastTwofoldAndAtMostTenfold() {
        let slowBatch = BatchTiming(operations: 4, elapsedNanoseconds: 900)
        let instantBatch = BatchTiming(operations: 4, elapsedNanoseconds: 0)

        #expect(Sampler.nextBatchSize(after: slowBatch, target: 1_000) == 8, "Expected at least 2× growth")
        #expect(Sampler.nextBatchSize(after: instantBatch, target: 1_000) == 40, "Expected at most 10× growth")
    }

    @Test @MainActor func measure_runsMainActorWorkOnTheCallersActor() {
        let counter = MainActorCounter()
        let sampler = Sampler(configuration: makeConfiguration(sampleCount: 1), clock: ManualClock())

        _ = sampler.measure { requested in
            PreparedBatch(operationCount: 1) { counter.increment() }
        }

        #expect(counter.value > 0, "Expected the @MainActor work to run")
    }

    // MARK: Helpers

    private func makeSUT(
        operationCost: UInt64, operationsAvailable: Int = .max, minimumSampleTime: Duration = .nanoseconds(1_000),
        warmUp: Duration = .zero, sampleCount: Int = 5, maximumTotalTime: Duration = .seconds(1)
    ) -> (Sampler, BatchSpy) {
        let clock = ManualClock()
        let configuration = makeConfiguration(warmUp: warmUp, minimumSampleTime: minimumSampleTime,
                                              sampleCount: sampleCount, maximumTotalTime: maximumTotalTime)
        let spy = BatchSpy(clock: clock, operationCost: operationCost, operationsAvailable: operationsAvailable)
        return (Sampler(configuration: configuration, clock: clock), spy)
    }

    private func makeConfiguration(
        warmUp: Duration = .zero, minimumSampleTime: Duration = .nanoseconds(1_000), sampleCount: Int,
        maximumTotalTime: Duration = .seconds(1)
    ) -> SamplerConfiguration {
        SamplerConfiguration(warmUp: warmUp, minimumSampleTime: minimumSampleTime, sampleCount: sampleCount,
                             maximumTotalTime: maximumTotalTime)
    }
}

/// A clock that moves only when told: the sampler's decisions become exact.
private final class ManualClock: NanosecondClock {
    private(set) var reading: UInt64 = 0
    func now() -> UInt64 { reading }
    func advance(by nanoseconds: UInt64) { reading += nanoseconds }
}

/// Prepares batches of operations that each advance the manual clock by `operationCost`, and records them.
private final class BatchSpy {
    private let clock: ManualClock
    private let operationCost: UInt64
    private let operationsAvailable: Int
    private(set) var requests: [Int] = []
    private(set) var operationsPrepared = 0
    private(set) var operationsRun = 0
    private(set) var runs = 0

    init(clock: ManualClock, operationCost: UInt64, operationsAvailable: Int) {
        self.clock = clock
        self.operationCost = operationCost
        self.operationsAvailable = operationsAvailable
    }

    func prepare(_ requested: Int) -> PreparedBatch {
        requests.append(requested)
        let offered = min(requested, operationsAvailable)
        operationsPrepared += offered
        return PreparedBatch(operationCount: offered) { [self] in
            runs += 1
            operationsRun += offered
            clock.advance(by: operationCost * UInt64(offered))
        }
    }
}

@MainActor private final class MainActorCounter {
    private(set) var value = 0
    func increment() { value += 1 }
}
