// Which benchmarks of the traps suite measure which store scene: the careful store and each of its traps, each operation
// at each row count. The one place that names them; the benchmark catalog declares them, the docs table reads them.
import SceneRig

/// One benchmark of the `traps` suite: an operation on the careful store's scene or on one trap's
/// (`StoreTrap.composer`), at a number of blog rows. Every result's subject is the store.
///
/// ```swift
/// TrapBenchmark(.like, on: .trap(.wholeStateDedupe)).name   // "like-whole-state-dedupe"
/// ```
public struct TrapBenchmark: Sendable, Hashable {
    /// The scenes measured: the careful store, then each trap.
    public enum Scene: Sendable, Hashable, CustomStringConvertible {
        case careful
        case trap(StoreTrap)

        /// The careful store, then every trap in declaration order.
        public static let all: [Scene] = [.careful] + StoreTrap.allCases.map(Scene.trap)

        /// "careful", "whole-state-dedupe".
        public var description: String {
            switch self {
            case .careful: "careful"
            case .trap(let trap): trap.rawValue
            }
        }
    }

    /// What is measured, one operation at a time.
    public enum Operation: String, Sendable, CaseIterable {
        /// A like on one of the last five rows, success path: the tap, the request, the answer, the row re-rendered.
        case like
        /// Build, push, show: the three fetches answered inline and the first render.
        case firstRender = "first-render"

        /// The blog rows it is measured at. The like at a short list and a long one, so that O(N) shows as their
        /// difference; the first render at the short one only: every scene's first render is O(N) in the rows it is
        /// answered with (the list made, each blog indexed), traps or not, and a long one costs the quick run seconds.
        public var rowCounts: [Int] {
            switch self {
            case .like: [10, 10_000]
            case .firstRender: [10]
            }
        }
    }

    /// Every benchmark, in report order: operation, then scene (then rows, as `operation.rowCounts` lists them).
    public static let all: [TrapBenchmark] = Operation.allCases.flatMap { operation in
        Scene.all.map { TrapBenchmark(operation, on: $0) }
    }

    public let operation: Operation
    public let scene: Scene

    public init(_ operation: Operation, on scene: Scene) {
        self.operation = operation
        self.scene = scene
    }

    /// The benchmark's name in the suite: "like-careful", "first-render-diff-per-like".
    public var name: String { "\(operation.rawValue)-\(scene)" }

    /// The blog rows it is measured at: its operation's.
    public var rowCounts: [Int] { operation.rowCounts }

    /// The result's identity at `rows` blog rows: `traps/like-careful/store/rows=10`.
    public func identity(rows: Int) -> ResultIdentity {
        ResultIdentity(suite: .traps, benchmark: name, subject: .pattern(.store), parameters: ["rows": rows])
    }
}
