// Specification of the kit's observation tracking: a view controller's or a cell's `updateProperties()` runs tracked,
// a change to what it read schedules it again, and the scheduled updates run once at the end of the event.
import Observation
@testable import ProfileKit
import Testing

@Suite struct UpdateCycleTests {
    @Test @MainActor func changeReadUnderTracking_schedulesExactlyOneUpdate() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        UpdateCycle.event { model.count += 1 }
        #expect(screen.updates == 2, "Expected the first update and exactly one more after a change it read, not \(screen.updates)")
        #expect(screen.shownCount == 1, "Expected the update to read the changed value")
    }

    @Test @MainActor func changeNotRead_schedulesNoUpdate() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        UpdateCycle.event { model.unread += 1 }
        #expect(screen.updates == 1, "Expected no update after a change to a property the update did not read")
    }

    @Test @MainActor func severalChangesInOneEvent_costOneUpdate() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        UpdateCycle.event {
            model.count += 1
            model.count += 1
            model.count += 1
        }
        #expect(screen.updates == 2, "Expected three changes in one event to cost one update, not \(screen.updates - 1)")
        #expect(screen.shownCount == 3, "Expected the one update to show the last value")
    }

    @Test @MainActor func scheduledUpdate_waitsForTheOutermostEventToEnd() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        UpdateCycle.event {
            UpdateCycle.event { model.count += 1 }
            #expect(screen.updates == 1, "Expected no update while the outer event still runs")
        }
        #expect(screen.updates == 2, "Expected the update when the outermost event ended")
    }

    @Test @MainActor func buttonTap_isAnEvent() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        let button = Button()
        button.addAction {
            model.count += 1
            model.count += 1
        }
        button.sendTap()
        #expect(screen.updates == 2, "Expected a tap's changes to run one update before sendTap() returns")
    }

    @Test @MainActor func updateScheduledDuringTheFlush_runsInTheSameTurn() {
        let model = Model()
        let writer = TrackedScreen(model: model, reading: .count) { model.other = $0.count * 10 }
        let reader = TrackedScreen(model: model, reading: .other)
        UpdateCycle.event {
            writer.setNeedsUpdateProperties()
            reader.setNeedsUpdateProperties()
        }
        UpdateCycle.event { model.count = 2 }
        #expect(reader.shownOther == 20, "Expected the reader, scheduled by the writer's update, to run in the same turn")
        #expect(reader.updates == 2, "Expected the reader's first update and one in the turn of the change, not \(reader.updates)")
    }

    @Test @MainActor func controllersUpdate_beforeCellsScheduledEarlier() {
        let model = Model()
        let cell = TrackedCell(model: model)
        var order: [String] = []
        cell.onUpdate = { order.append("cell") }
        let screen = TrackedScreen(model: model, reading: .count) { _ in order.append("screen") }
        UpdateCycle.event {
            cell.setNeedsUpdateProperties()
            screen.setNeedsUpdateProperties()
        }
        #expect(order == ["screen", "cell"], "Expected a controller's update before a cell's, as UIKit updates top-down, found \(order)")
    }

    @Test @MainActor func inlineAnswer_showsTheEventsEarlierChangesFirst() {
        let (model, screen) = makeTrackedScreen(reading: .count)
        UpdateCycle.event {
            model.count = 1
            UpdateCycle.answer {
                #expect(screen.shownCount == 1, "Expected the change made before the request shown before its answer runs")
                model.count = 0
            }
        }
        #expect(screen.updates == 3, "Expected one update before the inline answer and one after it, at the event's end")
        #expect(screen.shownCount == 0)
    }

    @Test @MainActor func freedViewController_endsItsTracking() {
        let model = Model()
        weak var weakScreen: TrackedScreen?
        let before = UpdateCycle.updatesRun
        do {
            let screen = TrackedScreen(model: model, reading: .count)
            UpdateCycle.event { screen.setNeedsUpdateProperties() }
            weakScreen = screen
        }
        #expect(weakScreen == nil, "Expected the tracking not to keep the view controller alive")
        UpdateCycle.event { model.count += 1 }
        #expect(UpdateCycle.updatesRun == before + 1, "Expected no update for a freed view controller")
        #expect(!UpdateCycle.hasScheduledUpdates)
    }

    @Test @MainActor func freedBeforeTheTurnEnds_isSkipped() {
        let model = Model()
        let before = UpdateCycle.updatesRun
        UpdateCycle.event {
            _ = TrackedScreen(model: model, reading: .count).scheduled()
        }
        #expect(UpdateCycle.updatesRun == before, "Expected the queue to keep nothing alive and skip what was freed")
    }

    @Test @MainActor func rerunUpdate_makesTheOlderTrackingStale() {
        let old = Model(), new = Model()
        let cell = TrackedCell(model: old)
        UpdateCycle.event { cell.setNeedsUpdateProperties() }
        UpdateCycle.event { cell.model = new }
        UpdateCycle.event { old.count += 1 }
        #expect(cell.updates == 2, "Expected a cell bound to another model not to update for the model it showed before")
        UpdateCycle.event { new.count += 1 }
        #expect(cell.updates == 3, "Expected the cell to follow the model it shows now")
    }

    @Test @MainActor func noScheduledUpdate_runsNothing() {
        let before = UpdateCycle.updatesRun
        let screen = TrackedScreen(model: Model(), reading: .count)
        UpdateCycle.event {}
        #expect(screen.updates == 0 && UpdateCycle.updatesRun == before,
                "Expected updateProperties() to run only once scheduled")
    }

    // MARK: Helpers

    @MainActor private func makeTrackedScreen(reading property: TrackedScreen.Property) -> (Model, TrackedScreen) {
        let model = Model()
        let screen = TrackedScreen(model: model, reading: property)
        UpdateCycle.event { screen.setNeedsUpdateProperties() }
        return (model, screen)
    }
}

@MainActor @Observable private final class Model {
    var count = 0
    var other = 0
    var unread = 0
}

@MainActor private final class TrackedScreen: ViewController {
    enum Property { case count, other }
    let model: Model
    let property: Property
    let sideEffect: (Model) -> Void
    var updates = 0
    var shownCount = -1
    var shownOther = -1

    init(model: Model, reading property: Property, sideEffect: @escaping (Model) -> Void = { _ in }) {
        self.model = model
        self.property = property
        self.sideEffect = sideEffect
        super.init()
    }

    func scheduled() -> Self {
        setNeedsUpdateProperties()
        return self
    }

    override func updateProperties() {
        updates += 1
        switch property {
        case .count: shownCount = model.count
        case .other: shownOther = model.other
        }
        sideEffect(model)
    }
}

@MainActor private final class TrackedCell: TableViewCell {
    var model: Model {
        didSet { setNeedsUpdateProperties() }
    }
    var updates = 0
    var onUpdate: () -> Void = {}

    init(model: Model) {
        self.model = model
        super.init(reuseIdentifier: "Tracked")
    }

    required init(reuseIdentifier: String) {
        model = Model()
        super.init(reuseIdentifier: reuseIdentifier)
    }

    override func updateProperties() {
        updates += 1
        _ = model.count
        onUpdate()
    }
}
