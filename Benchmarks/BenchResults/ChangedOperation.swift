// Which benchmarks of the changes suite measure which change request: the operation each change added or altered. The
// one place that pairs them; the benchmark catalog declares those benchmarks, and tests hold the two together.
import SceneRig

/// The operation a change request added or altered, measured by the `changes` suite on each subject's changed scene
/// (`ChangedScene.composer`), with ×floor against the floor's changed scene: the run-time cost of the change.
///
/// ```swift
/// ChangeRequest.sortPicker.operations.map(\.benchmark)   // ["sort-open", "sort-pick"]
/// ```
public struct ChangedOperation: Sendable, Equatable {
    public let change: ChangeRequest
    /// The benchmark's name in the `changes` suite: `unlike`.
    public let benchmark: String
    /// What one operation does, for captions.
    public let summary: String

    /// The result key of the operation measured on `subject`'s changed scene: `changes/unlike/mvp`.
    public func identity(of subject: SceneSubject) -> ResultIdentity {
        ResultIdentity(suite: .changes, benchmark: benchmark, subject: subject)
    }
}

extension ChangeRequest {
    /// The operations the change added or altered, each a benchmark of the `changes` suite.
    public var operations: [ChangedOperation] {
        switch self {
        case .unlike:
            [ChangedOperation(change: self, benchmark: "unlike",
                              summary: "tap a liked heart: the optimistic unlike and the server's answer")]
        case .likesTotal:
            [ChangedOperation(change: self, benchmark: "like-with-total",
                              summary: "a like on the likes-total scene: the like, and the header told the new total")]
        case .sortPicker:
            [ChangedOperation(change: self, benchmark: "sort-open",
                              summary: "tap Sort: the sort module built and presented, its first frame"),
             ChangedOperation(change: self, benchmark: "sort-pick",
                              summary: "pick the order by title: handed back, the screen dismissed, the rows re-rendered")]
        }
    }
}
