// Teaching: where one operation's instructions and references go — by the scene's roles and the layers under them,
// each with its own cost and its inclusive cost — read from a call tree the command line measured. A plain value;
// owns its rows.
import BenchResults
import Foundation
import SceneRig

/// `bench explain`'s answer: one benchmark of one subject, its call tree's costs added up by ``CostBucket``.
///
/// - **Own** (exclusive): what the bucket's own functions executed. Every instruction is some function's own, so the
///   own column adds up to the operation's instructions exactly.
/// - **Inclusive**: everything that ran from entering the bucket from outside until leaving it again. The call tree
///   keeps every chain of callers, so a bucket entered again while it is still on the stack (the view calls the
///   presenter, the presenter updates the view; a recursion) is counted once, at its outermost entry: the frames of the
///   bucket with no ancestor in it, added up. The harness holds the counted region itself, so its inclusive cost is
///   the whole operation.
/// - **Retains and releases**: references the bucket's own code added or dropped by calling the runtime (own), and all
///   of those made while it was on the stack (inclusive); exact, an `_n` call counting n.
///
/// Costs are kept for the whole counted batch, as measured; per operation is that over ``operations``.
package struct CostAttribution: Equatable, Sendable {
    /// One bucket's costs, for the batch.
    package struct Row: Equatable, Sendable {
        package var bucket: CostBucket
        package var exclusive = 0, inclusive = 0
        package var retains = 0, releases = 0
        package var inclusiveRetains = 0, inclusiveReleases = 0
    }

    /// The subject whose scene ran.
    package let subject: SceneSubject
    /// The benchmark's case id, `dispatch/like/mvp`.
    package let caseID: String
    /// Operations in the batch.
    package let operations: Int
    /// The batch's instructions.
    package let instructions: Int
    /// Every bucket that executed something, the pattern's roles first (dearest first), then the layers in
    /// ``CostBucket`` order.
    package let rows: [Row]

    /// Adds up `tree` by bucket.
    ///
    /// - Parameter roles: The pattern's roles (its files' stems, `CostAttribution.roles(of:root:)`), so that compiler glue
    ///   named for a role's type is booked to it; the roles of the files in the tree are always known.
    package init(tree: CallTree, subject: SceneSubject, caseID: String, roles: Set<String> = []) {
        let knownRoles = roles.union(tree.frames.compactMap { CostBucket.role(ofFile: $0.file, subject: subject) })
        let buckets = tree.frames.map { CostBucket.of($0, subject: subject, roles: knownRoles) }
        // References made anywhere below each frame: frames come callers first, so a reversed pass sums bottom up.
        var below = tree.frames.map { (retains: $0.retains, releases: $0.releases) }
        for index in tree.frames.indices.reversed() {
            guard let parent = tree.frames[index].parent else { continue }
            below[parent].retains += below[index].retains
            below[parent].releases += below[index].releases
        }
        var rows: [CostBucket: Row] = [:]
        var enclosing: [Set<CostBucket>] = []
        enclosing.reserveCapacity(tree.frames.count)
        for (index, frame) in tree.frames.enumerated() {
            let bucket = buckets[index]
            let above = frame.parent.map { enclosing[$0].union([buckets[$0]]) } ?? []
            enclosing.append(above)
            var row = rows[bucket] ?? Row(bucket: bucket)
            row.exclusive += frame.exclusive
            row.retains += frame.retains
            row.releases += frame.releases
            if !above.contains(bucket) {
                row.inclusive += frame.inclusive
                row.inclusiveRetains += below[index].retains
                row.inclusiveReleases += below[index].releases
            }
            rows[bucket] = row
        }
        self.subject = subject
        self.caseID = caseID
        operations = tree.operations
        instructions = tree.instructions
        self.rows = rows.values.sorted { left, right in
            switch (left.bucket, right.bucket) {
            case (.role, .role): (left.exclusive, right.bucket) > (right.exclusive, left.bucket)
            default: left.bucket < right.bucket
            }
        }
    }

    /// The whole batch as one row: every instruction, and every reference the operation's code asked for.
    package var total: Row {
        Row(bucket: .other, exclusive: instructions, inclusive: instructions,
            retains: rows.reduce(0) { $0 + $1.retains }, releases: rows.reduce(0) { $0 + $1.releases },
            inclusiveRetains: rows.reduce(0) { $0 + $1.retains }, inclusiveReleases: rows.reduce(0) { $0 + $1.releases })
    }

    /// The batch's `value` for one operation.
    package func perOperation(_ value: Int) -> Double {
        operations > 0 ? Double(value) / Double(operations) : 0
    }
}

extension CostAttribution {
    /// The roles of `subject`'s scene: the stems of the Swift files under `Sources/<module>/` in `root`, the planted
    /// mistakes under `Leaky/` left out; empty when the directory cannot be read.
    package static func roles(of subject: SceneSubject, root: String) -> Set<String> {
        let directory = URL(fileURLWithPath: root).appendingPathComponent("Sources").appendingPathComponent(subject.moduleName)
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path } ?? []
        return Set(files.compactMap { CostBucket.role(ofFile: $0, subject: subject) })
    }
}
