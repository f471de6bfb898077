// ARCBalance: the self-check of the exact ARC counts over one whole scene lifecycle (build → render → teardown):
// every reference taken was given back, and two independent mechanisms saw the same calls. A plain value; measuring
// makes it from its counts (ARCBalance+Counting.swift in BenchMeasurement).

/// The ARC traffic of one scene lifecycle, counted twice: by callgrind's call graph (every call) and by valgrind
/// function wrappers (every call, with its argument, so they know which calls changed a counted object).
///
/// A lifecycle frees everything it creates, so over it the references balance:
/// `objectRetains + strongLoads + objects + tasks − objectReleases = 0` (a task is born with one reference, like an
/// object, but the concurrency runtime makes it without `swift_allocObject`). The call graph alone cannot show that: calls on
/// nil, on small strings and on immortal objects (string literals, empty collections) are calls too, and change no
/// count. The check passes when the balance is zero and the wrappers counted exactly the calls the call graph did.
///
/// ```swift
/// let check = ARCBalance(subject: "floor", callGraph: counts, wrapped: snapshot)
/// print(check.line)   // floor: 436 retains + 13 strong loads + 141 objects − 590 releases = 0 ✓ …
/// ```
public struct ARCBalance: Codable, Equatable, Sendable {
    /// The subject whose lifecycle was counted: `mvc`, …, `floor`.
    public var subject: String
    /// Calls to the retain entry points (an `_n` call counts n), from callgrind's call graph.
    public var retains: Int
    /// Calls to the release entry points, from the call graph.
    public var releases: Int
    /// `swift_allocObject` calls, from the call graph.
    public var objects: Int
    /// Tasks created (`swift_task_create_common` calls), from the call graph; 0 in a report older than this count.
    public var tasks: Int
    /// Of the retains, those that added a reference to a counted object (the wrappers).
    public var objectRetains: Int
    /// Of the releases, those that dropped a reference from a counted object (the wrappers).
    public var objectReleases: Int
    /// Strong references taken from weak or unowned ones that found an object (the wrappers).
    public var strongLoads: Int
    /// The calls the wrappers saw: retains, releases and objects, to compare with the call graph's.
    public var wrappedRetains: Int, wrappedReleases: Int, wrappedObjects: Int
    /// References taken minus references given back: `objectRetains + strongLoads + objects + tasks − objectReleases`.
    public var balance: Int

    /// Combines the call graph's counts of a lifecycle (`retains`, `releases`, `objects`) with the wrappers' counts of
    /// the same lifecycle; the balance is computed.
    public init(
        subject: String, retains: Int, releases: Int, objects: Int, tasks: Int = 0, objectRetains: Int,
        objectReleases: Int, strongLoads: Int, wrappedRetains: Int, wrappedReleases: Int, wrappedObjects: Int
    ) {
        self.subject = subject
        self.retains = retains
        self.releases = releases
        self.objects = objects
        self.tasks = tasks
        self.objectRetains = objectRetains
        self.objectReleases = objectReleases
        self.strongLoads = strongLoads
        self.wrappedRetains = wrappedRetains
        self.wrappedReleases = wrappedReleases
        self.wrappedObjects = wrappedObjects
        balance = objectRetains + strongLoads + objects + tasks - objectReleases
    }

    private enum CodingKeys: String, CodingKey {
        case subject, retains, releases, objects, tasks, objectRetains, objectReleases, strongLoads, wrappedRetains,
             wrappedReleases, wrappedObjects, balance
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        subject = try container.decode(String.self, forKey: .subject)
        retains = try container.decode(Int.self, forKey: .retains)
        releases = try container.decode(Int.self, forKey: .releases)
        objects = try container.decode(Int.self, forKey: .objects)
        tasks = try container.decodeIfPresent(Int.self, forKey: .tasks) ?? 0
        objectRetains = try container.decode(Int.self, forKey: .objectRetains)
        objectReleases = try container.decode(Int.self, forKey: .objectReleases)
        strongLoads = try container.decode(Int.self, forKey: .strongLoads)
        wrappedRetains = try container.decode(Int.self, forKey: .wrappedRetains)
        wrappedReleases = try container.decode(Int.self, forKey: .wrappedReleases)
        wrappedObjects = try container.decode(Int.self, forKey: .wrappedObjects)
        balance = try container.decode(Int.self, forKey: .balance)
    }

    /// Whether the wrappers saw exactly the calls the call graph counted.
    public var mechanismsAgree: Bool {
        retains == wrappedRetains && releases == wrappedReleases && objects == wrappedObjects
    }

    /// Whether the check passes: balanced, and both mechanisms agree.
    public var passes: Bool { balance == 0 && mechanismsAgree }

    /// One line for the report, e.g.
    /// `floor: 436 retains + 13 strong loads + 141 objects − 590 releases = 0 ✓ (of 527 retains and 1024 releases
    /// called; the rest on nil, small strings, immortal objects)`.
    public var line: String {
        let sum = "\(subject): \(objectRetains) retains + \(strongLoads) strong loads + \(objects) objects "
            + (tasks > 0 ? "+ \(tasks) tasks " : "")
            + "− \(objectReleases) releases = \(balance) \(balance == 0 ? "✓" : "✗ unbalanced")"
        let calls = " (of \(retains) retains and \(releases) releases called; the rest on nil, small strings, "
            + "immortal objects)"
        guard !mechanismsAgree else { return sum + calls }
        return sum + calls + " ✗ the wrappers saw \(wrappedRetains) retains, \(wrappedReleases) releases, "
            + "\(wrappedObjects) objects"
    }
}
