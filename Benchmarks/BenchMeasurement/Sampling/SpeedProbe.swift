// Measurement: a fixed piece of CPU work, timed around every timing round, that tells how fast the machine runs at
// that moment. Owns nothing.

/// How long a fixed piece of work — allocating, walking and freeing a linked list of small objects — takes right now,
/// in nanoseconds.
///
/// On this VM whole rounds ran 2× slow while the process had the CPU the whole time (the guest saw no other runnable
/// process and no steal time): the host, not the guest scheduler, slowed the core. Neither the thread's CPU clock nor
/// the load average shows that; timing a fixed piece of work does. The timing pass probes before and after each round:
/// a round whose probe took much longer than the run's fastest probe ran on a slowed core.
///
/// ```swift
/// let before = SpeedProbe.nanoseconds()
/// measureRound()
/// let slowest = max(before, SpeedProbe.nanoseconds())   // compare with the fastest probe of the run
/// ```
enum SpeedProbe {
    /// Objects allocated, linked and freed by the work: about 60 µs at full speed here, negligible beside a round.
    static let objects = 1_000

    /// The fastest of three timings of the work, in nanoseconds.
    static func nanoseconds(clock: MonotonicClock = MonotonicClock()) -> Double {
        var fastest = UInt64.max
        for _ in 0..<3 {
            let start = clock.now()
            var head: ProbeNode?
            for index in 0..<objects { head = ProbeNode(value: index, next: head) }
            var sum = 0
            while let node = head {
                sum &+= node.value
                head = node.next
            }
            let elapsed = clock.now() &- start
            blackHole(sum)
            fastest = min(fastest, elapsed)
        }
        return Double(fastest)
    }
}

/// One link of the probe's list: a small heap object, like most objects a scene allocates.
private final class ProbeNode {
    let value: Int
    let next: ProbeNode?

    init(value: Int, next: ProbeNode?) {
        self.value = value
        self.next = next
    }
}
