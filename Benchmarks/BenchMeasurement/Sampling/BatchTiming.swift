// Measurement: what one timed batch reports to the sampler. A plain value; owns nothing.

/// The outcome of one timed batch: how many operations ran and how long they took.
@usableFromInline
struct BatchTiming {
    @usableFromInline let operations: Int
    @usableFromInline let elapsedNanoseconds: UInt64

    @usableFromInline
    init(operations: Int, elapsedNanoseconds: UInt64) {
        self.operations = operations
        self.elapsedNanoseconds = elapsedNanoseconds
    }

    var nanosecondsPerOperation: Double { Double(elapsedNanoseconds) / Double(operations) }
}
