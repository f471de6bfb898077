// ExactARCCounts: the retains, releases and objects of one counted region, added up from callgrind's call graph —
// every call to a runtime entry point, the standard library's own included. A plain value; owns its numbers.

/// Exact ARC traffic of a counted region, from every call to an ``ARCEntryPoint`` in a ``CallgrindProfile``.
///
/// Unlike the interposed counts, this sees the calls libswiftCore makes to its own runtime (array growth,
/// string appends, freeing an array's elements). Calls an entry point makes to another
/// (`swift_bridgeObjectRetain` → `swift_retain`) are one reference, counted once, at the outer call. An `_n`
/// call counts its n, read from the call site by ``CallSiteReader``.
///
/// ```swift
/// var reader = CallSiteReader()
/// let counts = try ExactARCCounts.counting(profile) { reader.count(of: $0) }.get()
/// counts.balance   // 0 over a whole scene lifecycle: every reference taken was given back
/// ```
public struct ExactARCCounts: Codable, Equatable, Sendable {
    /// Strong references added by `swift_retain` and its `_n`, nonatomic, bridge-object and unknown-object forms.
    public var retains: Int
    /// Strong references dropped by `swift_release` and its forms.
    public var releases: Int
    /// Strong references taken from weak or unowned ones (`swift_weakLoadStrong`…) or tried (`swift_tryRetain`).
    public var strongLoads: Int
    /// Objects created by `swift_allocObject`, each born with one strong reference.
    public var objects: Int
    /// Tasks created (`swift_task_create_common`), each born with one strong reference outside `swift_allocObject`.
    public var tasks: Int
    /// References added or dropped per entry point (an `_n` call counts n), for the curious.
    public var byEntryPoint: [String: Int]

    /// One line for report metadata: how the exact ARC columns are counted.
    public static let mechanism = "exact, every call to the Swift runtime's retain/release/allocObject entry points "
        + "in callgrind's call graph, libswiftCore's own included (balance checked over a scene lifecycle, each task "
        + "created counted with the objects)"

    /// Creates counts.
    public init(retains: Int = 0, releases: Int = 0, strongLoads: Int = 0, objects: Int = 0, tasks: Int = 0,
                byEntryPoint: [String: Int] = [:]) {
        self.retains = retains
        self.releases = releases
        self.strongLoads = strongLoads
        self.objects = objects
        self.tasks = tasks
        self.byEntryPoint = byEntryPoint
    }

    /// References taken minus references given back: retains + strong loads + objects + tasks − releases. Zero over a
    /// region that frees everything it creates and gives back everything it takes.
    public var balance: Int { retains + strongLoads + objects + tasks - releases }

    /// Adds up the ARC calls of `profile`.
    ///
    /// - Parameter countOf: The n an `_n` call passes, read from its call site (``CallSiteReader/count(of:)``).
    /// - Returns: The counts, or why not: an `_n` call whose count cannot be read from its call site (the
    ///   profile needs `--dump-instr=yes`, and the call site the `mov $n, %esi` shape).
    public static func counting(
        _ profile: CallgrindProfile, countOf: (CallgrindProfile.Call) -> Int?
    ) -> Result<ExactARCCounts, CountsUnavailable> {
        var counts = ExactARCCounts()
        for call in profile.calls {
            let entryPoint: ARCEntryPoint, references: Int
            switch ARCEntryPoint.references(of: call, countOf: countOf) {
            case .success(let counted?): (entryPoint, references) = counted
            case .success(nil): continue
            case .failure(let unreadable): return .failure(unreadable)
            }
            counts.byEntryPoint[entryPoint.rawValue, default: 0] += references
            switch entryPoint.effect {
            case .retain: counts.retains += references
            case .release: counts.releases += references
            case .strongLoad: counts.strongLoads += references
            case .allocation: counts.objects += references
            case .taskCreation: counts.tasks += references
            }
        }
        return .success(counts)
    }
}
