// UI kit: the end of a run-loop turn. Owns the queue of views and view controllers whose property update is scheduled,
// each referenced weakly (a screen freed before the turn ends is skipped, never kept), and the depth of the event running.
import Observation

/// What UIKit does at the end of each turn of the main run loop, since iOS 18 with `UIObservationTrackingEnabled` and by
/// default since iOS 26: every view controller (and cell) whose `updateProperties()` is scheduled runs it once, under
/// observation tracking, and a change to anything it read schedules it again, for the end of the turn in which the
/// change happens. So several changes in one event cost one update, as on a device.
///
/// An *event* is what the kit delivers: a tap (`Button.sendTap()`), a row selection, a scroll, typing, a navigation pop,
/// the window shown, and the rig's delivery of an API answer. Events nest (a tap whose handler selects a row is one
/// event); the turn ends, and the updates run, when the outermost one returns, inside the call the dispatch benchmarks
/// time. An update scheduled while the updates run (one update's work changing what another read) runs in the same
/// turn, as UIKit's layout pass repeats until nothing is left to lay out. View controllers update before cells, as
/// UIKit updates a hierarchy from the top: a table reloaded by its controller's update gives its cells their rows
/// first, so a cell scheduled by its row's change and by the reload updates once.
///
/// A subject that never schedules an update still pays the depth count and one empty check per event, and each of its
/// view controllers and cells an optional reference to a tracking state it never makes, checked when it goes
/// (docs/METHODOLOGY.md, "The kit's update cycle", has the counts).
@MainActor
package enum UpdateCycle {
    /// Passes over the queue one turn may take before the kit calls it a loop (an update that schedules itself).
    package static let maximumPasses = 100

    /// Events running now, outermost included: the turn ends when it drops to zero.
    @usableFromInline @exclusivity(unchecked) static var depth = 0
    /// How many updates wait in the two queues: the one value an event reads, so an event that scheduled nothing costs a
    /// count and a comparison.
    @usableFromInline @exclusivity(unchecked) static var scheduledCount = 0
    /// The updates scheduled for the end of this turn, in the order they were scheduled: view controllers', then views'.
    @exclusivity(unchecked) private static var scheduledControllers: [WeakUpdate] = []
    @exclusivity(unchecked) private static var scheduledViews: [WeakUpdate] = []
    /// Tracked updates run since the process started: the kit's tests count them.
    @exclusivity(unchecked) package private(set) static var updatesRun = 0

    /// Runs `body` as one event: the scheduled updates run when the outermost event returns.
    @inlinable
    package static func event<Result>(_ body: () throws -> Result) rethrows -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, hasScheduledUpdates { runScheduledUpdates() }
        }
        return try body()
    }

    /// An API answer arriving inline, inside the event that asked (a mock answering at once, inside the tap): on a device
    /// an answer never arrives in the turn that sent its request, so what that turn changed so far is shown first; the
    /// answer's own changes run at the end of the event around it.
    @inlinable
    package static func answer<Result>(_ body: () throws -> Result) rethrows -> Result {
        if hasScheduledUpdates { runScheduledUpdates() }
        return try body()
    }

    /// Whether any update waits for the end of the turn.
    @inlinable
    package static var hasScheduledUpdates: Bool { scheduledCount != 0 }

    static func schedule(_ target: any PropertyUpdating) {
        scheduledCount += 1
        if target is ViewController {
            scheduledControllers.append(WeakUpdate(target: target))
        } else {
            scheduledViews.append(WeakUpdate(target: target))
        }
    }

    /// Runs every scheduled update, and those they schedule, until none is left.
    @usableFromInline
    package static func runScheduledUpdates() {
        var passes = 0
        while hasScheduledUpdates {
            passes += 1
            precondition(passes <= maximumPasses, "Updates scheduled themselves \(maximumPasses) times in one turn")
            let batch: [WeakUpdate]
            if scheduledControllers.isEmpty {
                scheduledCount -= scheduledViews.count
                batch = scheduledViews
                scheduledViews.removeAll(keepingCapacity: true)
            } else {
                scheduledCount -= scheduledControllers.count
                batch = scheduledControllers
                scheduledControllers.removeAll(keepingCapacity: true)
            }
            for entry in batch { entry.target?.runUpdateIfNeeded() }
        }
    }

    /// Runs `target.updateProperties()` under observation tracking: the first change to anything it read schedules the
    /// target again. Tracking is one-shot, and Observation keeps a run's observers in every model it read until one of
    /// those changes; so each run first ends the previous run's tracking (`PropertyTracking.endTracking()`), and a
    /// freed target ends its own: a long-lived model never collects the observers of screens and rows gone by.
    static func runTracked(_ target: some PropertyUpdating) {
        let tracking = target.propertyTracking
        tracking.endTracking()
        let generation = tracking.generation
        updatesRun += 1
        withObservationTracking {
            tracking.readLifetime()
            target.updateProperties()
        } onChange: { [weak target] in
            // Observation calls this on the thread that changes the value, before it changes: the scene's models are
            // main-actor, so that is the main actor. The update runs at the end of the turn and reads the new value.
            MainActor.assumeIsolated {
                guard let target, target.propertyTracking.generation == generation else { return }
                target.scheduleUpdate()
            }
        }
    }
}

/// A view controller or a cell whose properties the kit updates under observation tracking.
@MainActor
protocol PropertyUpdating: AnyObject, Sendable {
    /// Made the first time an update is scheduled: a subject that never tracks has none.
    var propertyTrackingIfAny: PropertyTracking? { get set }
    func updateProperties()
}

extension PropertyUpdating {
    var propertyTracking: PropertyTracking {
        if let tracking = propertyTrackingIfAny { return tracking }
        let tracking = PropertyTracking()
        propertyTrackingIfAny = tracking
        return tracking
    }

    func scheduleUpdate() {
        let tracking = propertyTracking
        guard !tracking.needsUpdate else { return }
        tracking.needsUpdate = true
        UpdateCycle.schedule(self)
    }

    func runUpdateIfNeeded() {
        guard let tracking = propertyTrackingIfAny, tracking.needsUpdate else { return }
        tracking.needsUpdate = false
        UpdateCycle.runTracked(self)
    }
}

/// The tracking state of one view controller or cell, owned by it: whether an update is scheduled, which run's tracking
/// is current, and the one observed value every run reads, written to end that run's tracking.
///
/// Main-actor in use (the kit's objects are); `@unchecked Sendable` only so that its owner's deinit, which is not
/// isolated, can end the tracking as the owner goes.
@Observable
final class PropertyTracking: @unchecked Sendable {
    @ObservationIgnored var needsUpdate = false
    /// Raised by each run: a run's change handler that finds another generation is stale and does nothing.
    @ObservationIgnored private(set) var generation: UInt32 = 0
    @ObservationIgnored private var isTracking = false
    /// Read by every run, written only to end the run's tracking: Observation then removes the run's observers from every
    /// model it read.
    private var lifetime: UInt32 = 0

    func readLifetime() {
        _ = lifetime
        isTracking = true
    }

    /// Ends the current run's tracking, if any: its observers go from every model it read, and it schedules nothing.
    func endTracking() {
        generation &+= 1
        guard isTracking else { return }
        isTracking = false
        lifetime &+= 1
    }
}

/// A scheduled update, referencing its target weakly: the queue keeps nothing alive.
private struct WeakUpdate {
    weak var target: (any PropertyUpdating)?
}
