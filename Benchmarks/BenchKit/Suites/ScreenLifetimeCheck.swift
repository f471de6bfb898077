// The memory suite's check of the screens a scene opens: what a blog detail or the compose screen leaves behind once
// closed while the scene lives, and what 100 open/close cycles add. Owns the scene it builds until the check returns.
import LeakProbe
import ProfileKit
import SceneRig

/// Finds what outlives a closed screen while its scene stays on screen — the leaks a teardown check cannot see,
/// because the scene itself is still alive and legitimately holds everything it reaches.
///
/// 1. **Kept after closing**: the objects of a screen's module (reachable from its view controller while open, and
///    not part of the scene before it opened) that are still alive after Back, Save or Cancel, each named with the
///    scene object that holds it — a stored property or a closure's capture.
/// 2. **Growth**: the scene after one open/close cycle of each screen, and after 100 more: every type of object it
///    reaches, and every property where it stores closures, must count the same. An observer never removed shows
///    here even when it captures its screen weakly: the closure itself piles up.
@MainActor
enum ScreenLifetimeCheck {
    /// Cycles of the growth check, after one warm cycle.
    static let cycles = 100

    /// Every finding, as survivors whose description says what was kept and by whom.
    static func run(composer: any ProfileSceneComposer.Type) -> [LeakSurvivor] {
        let api = MockProfileAPI(fixture: .standard, scheduling: .queued)
        let driver = SceneDriver(composer: composer, api: api)
        defer { driver.tearDown() }
        driver.deliverAllResponses()
        var findings: [LeakSurvivor] = []
        for screen in Screen.allCases {
            findings += keptAfterClosing(screen, in: driver)
        }
        findings += growth(in: driver)
        return findings
    }

    /// A screen the profile opens, and how the user leaves it.
    enum Screen: CaseIterable {
        case blogDetail, composeSaved, composeCancelled

        var name: String {
            switch self {
            case .blogDetail: "the blog detail (Back)"
            case .composeSaved: "the compose screen (Save)"
            case .composeCancelled: "the compose screen (Cancel)"
            }
        }

        /// Opens the screen and uses it: a like from the detail, a title typed.
        @MainActor
        func open(in driver: SceneDriver) {
            switch self {
            case .blogDetail:
                try? driver.selectBlog(row: 1)
                try? driver.tapDetailLike()
            case .composeSaved, .composeCancelled:
                try? driver.tapNewDraft()
                try? driver.typeDraftTitle("Kept?")
            }
        }

        /// Leaves the screen, and lets every answer arrive.
        @MainActor
        func close(in driver: SceneDriver) {
            switch self {
            case .blogDetail: driver.tapBack()
            case .composeSaved: try? driver.tapSaveDraft()
            case .composeCancelled: try? driver.tapCancelDraft()
            }
            driver.deliverAllResponses()
        }
    }

    // MARK: Kept after closing

    private static func keptAfterClosing(_ screen: Screen, in driver: SceneDriver) -> [LeakSurvivor] {
        let scene = Set(census(of: driver).entries.compactMap { $0.object.map(ObjectIdentifier.init) })
        screen.open(in: driver)
        // Weak references only past this point: the check must not keep alive what it checks.
        let opened: ObjectCensus = {
            guard let top = driver.topViewController else { return ObjectCensus(entries: []) }
            let module = LeakProbe.census(roots: [top], excluding: [driver.api])
            return ObjectCensus(entries: module.entries.filter { entry in
                entry.object.map { !scene.contains(ObjectIdentifier($0)) } ?? false
            })
        }()
        screen.close(in: driver)
        let kept = opened.entries.compactMap(\.object)
        guard !kept.isEmpty else { return [] }
        return explain(kept, keptBy: census(of: driver), after: "closing \(screen.name)")
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

    private static func growth(in driver: SceneDriver) -> [LeakSurvivor] {
        func cycle() { for screen in Screen.allCases where screen != .composeSaved { screen.open(in: driver); screen.close(in: driver) } }
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
        for entry in census(of: driver).entries {
            guard let object = entry.object else { continue }
            objects[entry.typeName, default: 0] += 1
            for closure in ReferenceWalker.outgoing(of: object).closures {
                let property = closure.propertyPath.replacing(/\[\d+\]/, with: "[]")
                closures["\(entry.typeName).\(property)", default: 0] += 1
            }
        }
        return (objects, closures)
    }

    private static func census(of driver: SceneDriver) -> ObjectCensus {
        LeakProbe.census(roots: [driver.window], excluding: [driver.api])
    }
}
