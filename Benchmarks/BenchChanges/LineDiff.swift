// The lines one text loses and gains on the way to another, by their longest common subsequence, and the unified diff
// that shows them: what the change measurement counts and the docs print, and what the leaky variants' test reads.
// A plain value; owns the two texts' lines.

/// The edit from `old` to `new` that keeps a longest common subsequence of their lines: every other line of `old` is
/// removed, every other line of `new` added.
///
/// ```swift
/// let diff = LineDiff(from: ["a", "b", "c"], to: ["a", "B", "c"])
/// diff.removed   // ["b"]
/// diff.added     // ["B"]
/// diff.unified(oldName: "x.swift", newName: "y.swift")   // "--- x.swift\n+++ y.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"
/// ```
package struct LineDiff: Sendable, Equatable {
    /// One line of the edit: kept from both texts, or removed from the old, or added from the new.
    package enum Edit: Sendable, Equatable {
        /// The line at `old` in the old text is the line at `new` in the new one.
        case kept(old: Int, new: Int)
        /// The old text's line at this index is gone.
        case removed(Int)
        /// The new text's line at this index is new.
        case added(Int)
    }

    package let old: [String]
    package let new: [String]
    /// The edit, in text order; within a run of changed lines the removed ones come first, as `diff -u` prints them.
    package let edits: [Edit]

    /// The old text's lines that are not kept, in order.
    package var removed: [String] {
        edits.compactMap { if case .removed(let index) = $0 { old[index] } else { nil } }
    }

    /// The new text's lines that are not kept, in order.
    package var added: [String] {
        edits.compactMap { if case .added(let index) = $0 { new[index] } else { nil } }
    }

    /// Whether the texts differ at all.
    package var isEmpty: Bool { edits.allSatisfy { if case .kept = $0 { true } else { false } } }

    package init(from old: [String], to new: [String]) {
        self.old = old
        self.new = new
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        // On a tie an added line is taken first: which of two equal lines is kept is decided here, once, so the lines
        // counted and the lines shown are the same ones.
        var edits: [Edit] = [], pendingRemoved: [Edit] = [], pendingAdded: [Edit] = []
        func flush() {
            edits += pendingRemoved + pendingAdded
            pendingRemoved = []
            pendingAdded = []
        }
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                edits.append(.kept(old: i, new: j))
                (i, j) = (i + 1, j + 1)
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                pendingAdded.append(.added(j))
                j += 1
            } else {
                pendingRemoved.append(.removed(i))
                i += 1
            }
        }
        flush()
        self.edits = edits
    }

    /// The diff as `diff -u` writes it: `--- oldName`, `+++ newName`, then each hunk, `@@ -a,b +c,d @@` and its lines
    /// (`context` unchanged lines around each change; hunks whose context would touch are merged). Empty when the texts
    /// are equal. A line is never followed by a newline at the end of the text.
    package func unified(oldName: String, newName: String, context: Int = 3) -> String {
        let hunks = self.hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks {
            let slice = edits[hunk]
            let oldLines = slice.filter { if case .added = $0 { false } else { true } }.count
            let newLines = slice.filter { if case .removed = $0 { false } else { true } }.count
            let oldStart = slice.lazy.compactMap(\.oldIndex).first.map { $0 + 1 } ?? Self.position(before: hunk.lowerBound, in: edits, \.oldIndex)
            let newStart = slice.lazy.compactMap(\.newIndex).first.map { $0 + 1 } ?? Self.position(before: hunk.lowerBound, in: edits, \.newIndex)
            lines.append("@@ -\(Self.range(oldStart, oldLines)) +\(Self.range(newStart, newLines)) @@")
            for edit in slice {
                switch edit {
                case .kept(let index, _): lines.append(" " + old[index])
                case .removed(let index): lines.append("-" + old[index])
                case .added(let index): lines.append("+" + new[index])
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The ranges of `edits` each hunk prints: every change with up to `context` kept lines before and after it.
    package func hunks(context: Int = 3) -> [Range<Int>] {
        let changed = edits.indices.filter { if case .kept = edits[$0] { false } else { true } }
        var hunks: [Range<Int>] = []
        for index in changed {
            let lower = max(0, index - context), upper = min(edits.count, index + context + 1)
            if let last = hunks.last, lower <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                hunks.append(lower..<upper)
            }
        }
        return hunks
    }

    /// `start,count`, or `start` alone for one line, as `diff -u` writes a hunk's range.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// For a hunk without a line of one side: the number of that side's lines before it (diff's convention for an
    /// empty range: the line after which nothing is).
    private static func position(before index: Int, in edits: [Edit], _ side: KeyPath<Edit, Int?>) -> Int {
        edits[..<index].reversed().lazy.compactMap { $0[keyPath: side] }.first.map { $0 + 1 } ?? 0
    }
}

extension LineDiff.Edit {
    /// The line's index in the old text, if it is one of its lines.
    package var oldIndex: Int? {
        switch self {
        case .kept(let old, _), .removed(let old): old
        case .added: nil
        }
    }

    /// The line's index in the new text, if it is one of its lines.
    package var newIndex: Int? {
        switch self {
        case .kept(_, let new), .added(let new): new
        case .removed: nil
        }
    }
}
