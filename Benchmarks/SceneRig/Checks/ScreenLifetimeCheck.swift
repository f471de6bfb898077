// The scene check of the screens a scene opens: what a blog detail, the compose screen or (where the sort picker is
// made) the sort screen leaves behind once closed while the scene lives, and what 100 open/close cycles add. Written
// once for the memory suite and the ownership conformance test, both reading the whole module's census. Owns the
// scene it builds until the check returns; what it tracks, only weakly.
import LeakProbe
import ProfileKit

/// Finds what outlives a closed screen while its scene stays on screen — the leaks a teardown check cannot see,
/// because the scene itself is still alive and legitimately holds everything it reaches.
///
/// 1. **Kept after closing**: the objects of a screen's module (reachable from its view controller while open, and
///    not part of the scene before it opened) still alive after Back, Save, Cancel or a pick, each named with the scene
///    object that holds it — a stored property or a closure's capture.
/// 2. **Growth**: the scene after one open/close cycle of each screen, and after 100 more: every type of object it
///    reaches, and every property where it stores closures, must count the same. An observer never removed shows
///    here even when it captures its screen weakly: the closure itself piles up.
///
/// ```swift
/// let closed = ScreenLifetimeCheck.close(.blogDetail, in: driver)
/// // closed.kept == [] when Back freed the detail's module; closed.moduleObjects > 0 when the detail opened
/// ```
@MainActor
public enum ScreenLifetimeCheck {
    /// Cycles of the growth check, after one warm cycle.
    public static let cycles = 100

    /// Every finding of the memory suite on `composer`'s scene, as survivors whose description says what was kept
    /// and by whom, or what grew. `change` is the change request the scene makes, if any: its screens are checked too.
    public static func run(composer: any ProfileSceneComposer.Type, change: ChangeRequest? = nil) -> [LeakSurvivor] {
        let driver = SceneDriver.launch(composer: composer, scheduling: .queued)
        defer { driver.tearDown() }
        driver.deliverAllResponses()
        var findings: [LeakSurvivor] = []
        for screen in Screen.cases(in: change) {
            findings += close(screen, in: driver).kept
        }
        findings += growth(in: driver, change: change)
        return findings
    }

    /// What `screen`'s module left behind once opened, used and closed in `driver`'s scene, every answer delivered.
    public struct ClosedScreen {
        /// The objects of the screen's module while it was open: 0 when it never opened.
        public let moduleObjects: Int
        /// Those still alive once it closed, each with the scene objects that hold it.
        public let kept: [LeakSurvivor]
        /// The first element the screen could not find to open, use or close; nil when every step found what it taps.
        public let missingElement: SceneDriver.ElementNotFound?
    }

    /// A screen the profile opens, and how the user leaves it.
    public enum Screen: CaseIterable, Sendable {
        case blogDetail, composeSaved, composeCancelled
        /// The sort screen, closed by picking the order it does not show selected (the order is handed back).
        case sortPicked
        /// The sort screen, closed by picking the order it shows selected (nothing changes; the screen still closes).
        case sortPickedShown
        /// The sort screen, closed by Cancel.
        case sortCancelled

        /// The change request whose scenes open this screen; nil for a screen every scene opens.
        public var change: ChangeRequest? {
            switch self {
            case .blogDetail, .composeSaved, .composeCancelled: nil
            case .sortPicked, .sortPickedShown, .sortCancelled: .sortPicker
            }
        }

        /// The screens of a scene that makes `change` (nil: a column or the floor as it stands).
        public static func cases(in change: ChangeRequest?) -> [Screen] {
            allCases.filter { $0.change == nil || $0.change == change }
        }

        var name: String {
            switch self {
            case .blogDetail: "the blog detail (Back)"
            case .composeSaved: "the compose screen (Save)"
            case .composeCancelled: "the compose screen (Cancel)"
            case .sortPicked: "the sort screen (an order picked)"
            case .sortPickedShown: "the sort screen (the order shown picked)"
            case .sortCancelled: "the sort screen (Cancel)"
            }
        }

        /// Opens the screen and uses it, so a request and a change have passed through its module: a like from the
        /// detail of blog 1, a title typed. The sort screen has nothing to use before it closes.
        @MainActor
        func open(in driver: SceneDriver) throws(SceneDriver.ElementNotFound) {
            switch self {
            case .blogDetail:
                try driver.selectBlog(row: 1)
                try driver.tapDetailLike()
            case .composeSaved, .composeCancelled:
                try driver.tapNewDraft()
                try driver.typeDraftTitle("Kept?")
            case .sortPicked, .sortPickedShown, .sortCancelled:
                try driver.tapSortBlogs()
            }
        }

        /// Leaves the screen, and lets every answer arrive. `sortPicked` picks the order not shown selected, so the
        /// blogs section takes it and renders: each pick through the growth check's cycles flips the order.
        /// `sortPickedShown` picks the one shown, which the section already has.
        @MainActor
        func close(in driver: SceneDriver) throws(SceneDriver.ElementNotFound) {
            defer { driver.deliverAllResponses() }
            switch self {
            case .blogDetail: driver.tapBack()
            case .composeSaved: try driver.tapSaveDraft()
            case .composeCancelled: try driver.tapCancelDraft()
            case .sortPicked: try driver.pickSortOrder(try driver.sortOrderButton(.newest).isSelected ? .title : .newest)
            case .sortPickedShown: try driver.pickSortOrder(try driver.sortOrderButton(.newest).isSelected ? .newest : .title)
            case .sortCancelled: try driver.tapCancelSort()
            }
        }
    }

    // MARK: Kept after closing

    /// Opens and uses `screen` in `driver`'s scene, closes it, and finds the objects of its module (reached from it,
    /// not from the scene before it opened) kept after it closed, each explained. A step whose element is missing is
    /// skipped and reported, so a broken scene is still checked.
    public static func close(_ screen: Screen, in driver: SceneDriver) -> ClosedScreen {
        var missing: SceneDriver.ElementNotFound?
        let scene = Set(driver.census().entries.compactMap { $0.object.map(ObjectIdentifier.init) })
        do { try screen.open(in: driver) } catch { missing = error }
        let opened = driver.topViewController.map { top in
            LeakProbe.census(roots: [top], excluding: [driver.api]).filter { !scene.contains(ObjectIdentifier($0)) }
        } ?? ObjectCensus()
        do { try screen.close(in: driver) } catch { missing = missing ?? error }
        let kept = opened.entries.compactMap(\.object)
        let explained = kept.isEmpty ? [] : explain(kept, keptBy: driver.census(), after: "closing \(screen.name)")
        return ClosedScreen(moduleObjects: opened.objectCount, kept: explained, missingElement: missing)
    }

    /// Each kept object with the scene objects that hold it (stored or captured), strongest first.
    private static func explain(_ kept: [AnyObject], keptBy scene: ObjectCensus, after event: String) -> [LeakSurvivor] {
        let keptIDs = Set(kept.map(ObjectIdentifier.init))
        let holders = scene.entries.compactMap(\.object).filter { !keptIDs.contains(ObjectIdentifier($0)) }
        let objects = holders + kept
        let references = ReferenceClassifier.references(among: objects)
        return kept.enumerated().map { offset, object in
            let index = holders.count + offset
            let incoming = references.filter { $0.to == index && $0.from < holders.count && $0.strength != .weak }
            let typeName = LeakProbe.typeName(of: object)
            let held = incoming.map { $0.hop(from: LeakProbe.typeName(of: objects[$0.from])) }
            let by = held.isEmpty
                ? "held by a closure or an object the scene does not reach, or by another kept object"
                : "held by " + held.joined(separator: ", ")
            return LeakSurvivor(typeName: typeName, finding: "\(typeName) outlives \(event) while the scene lives: \(by)")
        }
    }

    // MARK: Growth

    /// What 100 open/close cycles of each screen of a scene that makes `change` (after one warm cycle; compose closed
    /// by Cancel, the sort screen once each of its three ways) add to `driver`'s scene: objects it reaches, closures its properties
    /// store. A step whose element is missing is skipped.
    public static func growth(in driver: SceneDriver, change: ChangeRequest? = nil) -> [LeakSurvivor] {
        func cycle() {
            for screen in Screen.cases(in: change) where screen != .composeSaved {
                try? screen.open(in: driver)
                try? screen.close(in: driver)
            }
        }
        cycle()
        let before = contents(of: driver)
        for _ in 0..<cycles { cycle() }
        let after = contents(of: driver)
        var findings: [LeakSurvivor] = []
        for (typeName, count) in after.objects.sorted(by: { $0.key < $1.key }) where count > before.objects[typeName, default: 0] {
            let added = count - before.objects[typeName, default: 0]
            findings.append(LeakSurvivor(typeName: typeName, finding:
                "\(cycles) open/close cycles added \(added) \(typeName) the scene still reaches"))
        }
        for (holder, count) in after.closures.sorted(by: { $0.key < $1.key }) where count > before.closures[holder, default: 0] {
            let added = count - before.closures[holder, default: 0]
            let typeName = String(holder.prefix { $0 != "." })
            findings.append(LeakSurvivor(typeName: typeName, finding:
                "\(cycles) open/close cycles left \(added) more closures in \(holder): an observer never removed"))
        }
        return findings
    }

    /// How many objects of each type the scene reaches, and how many closures each holder property stores.
    private static func contents(of driver: SceneDriver) -> (objects: [String: Int], closures: [String: Int]) {
        var objects: [String: Int] = [:], closures: [String: Int] = [:]
        for entry in driver.census().entries {
            guard let object = entry.object else { continue }
            objects[entry.name, default: 0] += 1
            for closure in ReferenceWalker.outgoing(of: object).closures {
                let property = closure.propertyPath.replacing(/\[\d+\]/, with: "[]")
                closures["\(entry.name).\(property)", default: 0] += 1
            }
        }
        return (objects, closures)
    }
}
