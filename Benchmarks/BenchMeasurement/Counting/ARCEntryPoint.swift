// ARCEntryPoint: the Swift runtime's functions that change a strong reference count or create an object, and
// what each call does to the count. A plain table; the names are those `nm -D libswiftCore.so` exports.

/// A runtime entry point whose calls the exact ARC counts add up.
///
/// Listed from `nm -D --defined-only libswiftCore.so` of Swift 6.3.1 on Linux, plus the `swift_unknownObject…`
/// family, which exists only where Objective-C interop does (Darwin) and is counted if it appears.
public enum ARCEntryPoint: String, CaseIterable, Sendable {
    case retain = "swift_retain", retainN = "swift_retain_n"
    case release = "swift_release", releaseN = "swift_release_n"
    case nonatomicRetain = "swift_nonatomic_retain", nonatomicRetainN = "swift_nonatomic_retain_n"
    case nonatomicRelease = "swift_nonatomic_release", nonatomicReleaseN = "swift_nonatomic_release_n"
    case bridgeObjectRetain = "swift_bridgeObjectRetain", bridgeObjectRetainN = "swift_bridgeObjectRetain_n"
    case bridgeObjectRelease = "swift_bridgeObjectRelease", bridgeObjectReleaseN = "swift_bridgeObjectRelease_n"
    case nonatomicBridgeObjectRetain = "swift_nonatomic_bridgeObjectRetain"
    case nonatomicBridgeObjectRetainN = "swift_nonatomic_bridgeObjectRetain_n"
    case nonatomicBridgeObjectRelease = "swift_nonatomic_bridgeObjectRelease"
    case nonatomicBridgeObjectReleaseN = "swift_nonatomic_bridgeObjectRelease_n"
    case unknownObjectRetain = "swift_unknownObjectRetain", unknownObjectRetainN = "swift_unknownObjectRetain_n"
    case unknownObjectRelease = "swift_unknownObjectRelease", unknownObjectReleaseN = "swift_unknownObjectRelease_n"
    /// Strong references taken from a weak or unowned one, or tried: a retain by another name.
    case weakLoadStrong = "swift_weakLoadStrong", weakTakeStrong = "swift_weakTakeStrong"
    case unownedRetainStrong = "swift_unownedRetainStrong"
    case unownedRetainStrongAndRelease = "swift_unownedRetainStrongAndRelease"
    case nonatomicUnownedRetainStrong = "swift_nonatomic_unownedRetainStrong"
    case nonatomicUnownedRetainStrongAndRelease = "swift_nonatomic_unownedRetainStrongAndRelease"
    case tryRetain = "swift_tryRetain"
    /// A new heap object, born with one strong reference.
    case allocObject = "swift_allocObject"
    /// A new task (`Task { }`, `Task.immediate`, `async let`…): a heap object too, born with one strong reference, but
    /// made by the concurrency runtime without `swift_allocObject`, and given back by `swift_release` like any other.
    case taskCreate = "swift_task_create_common"

    /// What a call does.
    public enum Effect: Sendable {
        /// Adds strong references (`swift_retain`, the bridge-object, nonatomic and unknown-object forms).
        case retain
        /// Drops strong references.
        case release
        /// Takes a strong reference from a weak or unowned one (or tries to): counted apart from retains,
        /// because the call graph cannot tell a load that found the object from one that found nil.
        case strongLoad
        /// Creates an object with one strong reference.
        case allocation
        /// Creates a task with one strong reference.
        case taskCreation
    }

    /// What one call does to the strong count.
    public var effect: Effect {
        switch self {
        case .retain, .retainN, .nonatomicRetain, .nonatomicRetainN, .bridgeObjectRetain, .bridgeObjectRetainN,
             .nonatomicBridgeObjectRetain, .nonatomicBridgeObjectRetainN, .unknownObjectRetain, .unknownObjectRetainN:
            .retain
        case .release, .releaseN, .nonatomicRelease, .nonatomicReleaseN, .bridgeObjectRelease, .bridgeObjectReleaseN,
             .nonatomicBridgeObjectRelease, .nonatomicBridgeObjectReleaseN, .unknownObjectRelease, .unknownObjectReleaseN:
            .release
        case .weakLoadStrong, .weakTakeStrong, .unownedRetainStrong, .unownedRetainStrongAndRelease,
             .nonatomicUnownedRetainStrong, .nonatomicUnownedRetainStrongAndRelease, .tryRetain:
            .strongLoad
        case .allocObject: .allocation
        case .taskCreate: .taskCreation
        }
    }

    /// Whether the call passes its count as a second argument (`swift_retain_n(object, n)`).
    public var takesCount: Bool { rawValue.hasSuffix("_n") }

    /// The entry point named `name`, if it is one.
    public init?(symbol name: String) { self.init(rawValue: name) }

    /// The entry point `call` enters and the references it adds or drops (its count; times n for an `_n` call), or nil
    /// when it enters none or comes from an entry point (`swift_bridgeObjectRetain` → `swift_retain` is one reference,
    /// counted at the outer call).
    ///
    /// - Parameter countOf: The n an `_n` call passes, read from its call site (``CallSiteReader/count(of:)``).
    /// - Returns: Failure when the n of an `_n` call cannot be read: it is never guessed.
    public static func references(
        of call: CallgrindProfile.Call, countOf: (CallgrindProfile.Call) -> Int?
    ) -> Result<(ARCEntryPoint, Int)?, CountsUnavailable> {
        guard call.count > 0, let entryPoint = ARCEntryPoint(symbol: call.callee),
              ARCEntryPoint(symbol: call.caller) == nil else { return .success(nil) }
        guard entryPoint.takesCount else { return .success((entryPoint, call.count)) }
        guard let n = countOf(call) else {
            let address = call.callSite.map { "0x" + String($0, radix: 16) } ?? "an unrecorded address"
            return .failure(CountsUnavailable(
                reason: "cannot read the count passed to \(call.callee) by \(call.caller) at \(address) in \(call.callerObject)"))
        }
        return .success((entryPoint, call.count * n))
    }
}
