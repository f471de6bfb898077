// CounterSnapshotTests: a snapshot divides into per-operation counts, names its metrics as reports do and
// survives a JSON round trip unchanged.
import Foundation
import Testing

@testable import BenchMeasurement

@Suite struct CounterSnapshotTests {
    @Test func perOperation_ofTotals_dividesByTheOperations() {
        let snapshot = CounterSnapshot(operations: 4, retains: 10, objects: 3)

        #expect(snapshot.perOperation(.retains) == 2.5, "Expected 10 retains over 4 operations to be 2.5 each")
        #expect(snapshot.perOperation(.objects) == 0.75, "Expected 3 objects over 4 operations to be 0.75 each")
    }

    @Test func perOperation_ofNoOperations_isZero() {
        #expect(CounterSnapshot(operations: 0).perOperation(.bytes) == 0, "Expected no division by zero")
    }

    @Test func subscript_ofEveryMetric_readsAndWritesItsOwnField() {
        var snapshot = CounterSnapshot(operations: 1)
        for (offset, metric) in CounterMetric.allCases.enumerated() { snapshot[metric] = offset + 1 }

        let read = CounterMetric.allCases.map { snapshot[$0] }

        #expect(read == Array(1...CounterMetric.allCases.count), "Expected each metric stored in its own field")
    }

    @Test func metrics_inReaderOrder_matchTheCHeaderIndices() {
        #expect(CounterMetric.allCases.map(\.readerIndex) == Array(0..<14), "Expected archbench_counter order")
    }

    @Test func json_ofASnapshot_roundTripsUnchanged() throws {
        let snapshot = CounterSnapshot(
            operations: 100, retains: 1, releases: 2, objects: 3, allocations: 4, frees: 5, bytes: 6, liveBytes: -7,
            liveBlocks: 8)

        let decoded = try JSONDecoder().decode(CounterSnapshot.self, from: JSONEncoder().encode(snapshot))

        #expect(decoded == snapshot, "Expected the snapshot back unchanged")
    }
}
