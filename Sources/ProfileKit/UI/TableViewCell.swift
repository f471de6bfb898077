// UI kit: a reusable table row. Owns its content subviews; knows its table only through the view tree.

/// A headless `UITableViewCell`. Subclass it and override `prepareForReuse()` to drop per-row state.
@MainActor
open class TableViewCell: View {
    public let reuseIdentifier: String

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    deinit {
        // Observation keeps a tracked run's observers in the models it read until they change: end them with the cell.
        propertyTrackingIfAny?.endTracking()
    }

    /// Observation tracking's state (`UpdateCycle`), made when an update is first scheduled; nil for a cell that never
    /// asks for one.
    var propertyTrackingIfAny: PropertyTracking?

    /// Called before the cell is handed out again for another row.
    open func prepareForReuse() {}

    /// Sets the cell's content from what it observes, as UIKit's tracked cell update does since iOS 18
    /// (`updateConfiguration(using:)`; `updateProperties()` on every view in iOS 26): run under observation tracking
    /// at the end of the event that scheduled it, and scheduled again by a change to anything it read. Runs only once
    /// scheduled (`setNeedsUpdateProperties()`), so a cell configured directly in `cellForRowAt` costs nothing more.
    open func updateProperties() {}

    /// Schedules `updateProperties()` for the end of the current event; scheduling twice runs it once.
    public func setNeedsUpdateProperties() {
        scheduleUpdate()
    }
}

extension TableViewCell: PropertyUpdating {}
