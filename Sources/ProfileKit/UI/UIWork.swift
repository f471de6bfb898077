// UI kit: the work the kit does for a scene, counted by the kit itself. A value type and one running total on the
// main actor; references nothing. The kit counts, the rig and the bench read: `package`, since no pattern does.

/// What a scene asked of the UI kit: the unit of "equal UI work" (docs/SCENE.md, "Equal work").
///
/// The kit counts every request that would cost a real UIKit app something, whether or not it changes what is
/// on screen: a label set to the text it already shows is still a set (UIKit invalidates on it), a reloaded row
/// is still a dequeue and a configuration. So two subjects with equal counts asked the kit for the same work,
/// and what differs between them is what their architecture does between the event and the UI.
///
/// ```swift
/// let work = UIWork.measure { try driver.tapLike(blogRow: 0) }
/// print(work.total, work)   // 5 "5 property sets"
/// ```
package struct UIWork: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Sets of a shown property: a label's text, a button's title, selected or enabled state, an image view's
    /// image, any view's hidden flag. Sets to the value already shown count too.
    package var propertySets = 0
    /// Cells handed out by `dequeueReusableCell` (from the reuse queue or new).
    package var cellsDequeued = 0
    /// Rows the table asked its data source to configure (`cellForRowAt`).
    package var cellsConfigured = 0
    /// `reloadData()` and `reloadRows(at:)` calls.
    package var reloads = 0
    /// Subviews added or removed: each would invalidate layout in UIKit (a headless kit has no layout pass of
    /// its own, so changes to the view tree stand for them).
    package var viewTreeChanges = 0
    /// Toasts shown.
    package var toasts = 0

    package init(
        propertySets: Int = 0, cellsDequeued: Int = 0, cellsConfigured: Int = 0, reloads: Int = 0,
        viewTreeChanges: Int = 0, toasts: Int = 0
    ) {
        self.propertySets = propertySets
        self.cellsDequeued = cellsDequeued
        self.cellsConfigured = cellsConfigured
        self.reloads = reloads
        self.viewTreeChanges = viewTreeChanges
        self.toasts = toasts
    }

    /// Every unit of work, summed: the `ui` metric of the bench.
    package var total: Int { propertySets + cellsDequeued + cellsConfigured + reloads + viewTreeChanges + toasts }

    /// "5 property sets, 1 reload" — only the kinds of work that happened; "none" when nothing did.
    public var description: String {
        let parts = [
            (propertySets, "property set", "property sets"), (cellsDequeued, "cell dequeued", "cells dequeued"),
            (cellsConfigured, "cell configured", "cells configured"), (reloads, "reload", "reloads"),
            (viewTreeChanges, "view tree change", "view tree changes"), (toasts, "toast", "toasts"),
        ].filter { $0.0 != 0 }.map { count, one, many in "\(count) \(count == 1 ? one : many)" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// The work done between `earlier` and `self`.
    public static func - (later: UIWork, earlier: UIWork) -> UIWork {
        UIWork(
            propertySets: later.propertySets - earlier.propertySets,
            cellsDequeued: later.cellsDequeued - earlier.cellsDequeued,
            cellsConfigured: later.cellsConfigured - earlier.cellsConfigured,
            reloads: later.reloads - earlier.reloads,
            viewTreeChanges: later.viewTreeChanges - earlier.viewTreeChanges,
            toasts: later.toasts - earlier.toasts)
    }

    /// Everything the kit has done in this process so far, on the main actor. Only the kit writes it.
    ///
    /// Exempt from dynamic exclusivity checks: every write is a single increment on the main actor, so no two
    /// accesses can overlap, and a checked global calls `swift_beginAccess` on every counted set. Measured under
    /// callgrind, the floor's like took 12 962 instructions with the check, 12 552 without, 12 568 before the kit
    /// counted anything: counting must not weigh on what the bench measures.
    @exclusivity(unchecked) @MainActor package internal(set) static var total = UIWork()

    /// The work `body` made the kit do.
    @MainActor
    package static func measure(_ body: () throws -> Void) rethrows -> UIWork {
        let before = total
        try body()
        return total - before
    }
}
