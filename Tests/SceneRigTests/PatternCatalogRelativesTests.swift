// Specification of the catalog's nearest relatives (`Pattern.nearestRelatives`): each names a subject the catalog
// measures, never the pattern itself nor the floor (×floor already sets every pattern beside it).
import SceneRig
import Testing

@Suite struct PatternCatalogRelativesTests {
    @Test(arguments: Pattern.allCases)
    func nearestRelatives_areOtherPatternsOfTheCatalog(pattern: Pattern) {
        for relative in pattern.nearestRelatives {
            #expect(SceneSubject.all.contains(relative), "Expected \(pattern)'s relative \(relative) in the catalog")
            #expect(relative != .pattern(pattern), "Expected \(pattern) not to be its own relative")
            #expect(relative != .floor, "Expected \(pattern)'s relatives not to repeat the floor, which ×floor shows")
        }
        #expect(Set(pattern.nearestRelatives).count == pattern.nearestRelatives.count,
                "Expected \(pattern)'s relatives named once each")
    }

    @Test(arguments: [
        (Pattern.vip, [SceneSubject.pattern(.viper)]),   // VIPER's cycle as the first source article builds it
        (.store, [.pattern(.mvvm)]),                      // issue 24: the store beside MVVM (and the floor, ×floor)
        (.mvvmObservation, [.pattern(.mvvm)]),            // the binder replaced by Observation
        (.mvvmAsync, [.pattern(.mvvm)]),                  // completion handlers replaced by tasks
    ])
    func pattern_isReadBesideTheRelativeItVaries(pattern: Pattern, relatives: [SceneSubject]) {
        #expect(pattern.nearestRelatives == relatives, "Expected \(pattern) beside \(relatives)")
    }
}
