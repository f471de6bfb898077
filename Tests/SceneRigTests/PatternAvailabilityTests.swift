// Specifications of the patterns a system cannot drive: left out of the catalog, each with its reason, never silently.
import SceneRig
import Testing

@Suite struct PatternAvailabilityTests {
    @Test func theCatalog_leavesOutExactlyThePatternsThisSystemCannotDrive() {
        let inCatalog = Set(SceneSubject.all.compactMap { if case .pattern(let pattern) = $0 { pattern } else { nil } })

        for pattern in Pattern.allCases {
            #expect(inCatalog.contains(pattern) == (pattern.unavailableHere == nil),
                    "Expected \(pattern) in the catalog exactly when this system can drive it")
        }
        #expect(SceneSubject.all.last == .floor, "Expected the floor in the catalog on every system")
    }

    @Test func eachPatternLeftOut_isNamedWithItsReason() {
        let leftOut = Pattern.allCases.filter { $0.unavailableHere != nil }

        #expect(Pattern.leftOutHere == leftOut.map { "\($0.rawValue): n/a on this system: \($0.unavailableHere ?? "")" },
                "Expected one line per pattern left out, found \(Pattern.leftOutHere)")
    }

    #if os(Linux)
    @Test func onLinux_everyPatternIsDriven() {
        #expect(Pattern.availableHere == Pattern.allCases, "Expected Linux to drive every pattern (Task.immediate is there)")
        #expect(Pattern.leftOutHere.isEmpty, "Expected no pattern left out on Linux")
    }
    #endif
}
