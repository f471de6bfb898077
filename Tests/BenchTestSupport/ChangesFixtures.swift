// Crafted reports of the changes suite, for the changes table's specifications: each changed operation timed on every
// subject (seeded, without noise) with counts chosen here.
import BenchResults
import SceneRig

package enum ChangesFixtures {
    /// Each subject's time over the floor's in every changed operation: MVC 1.5×, MVP 2×, MVVM 1.25×, VIPER 3×, VIP 4×.
    package static let ratios: [SceneSubject: Double] = [
        .floor: 1, .pattern(.mvc): 1.5, .pattern(.mvp): 2, .pattern(.mvvm): 1.25, .pattern(.viper): 3, .pattern(.vip): 4,
    ]

    /// A report whose changes suite measured every operation of `changes` on every subject: the floor's median 1 000 ns,
    /// UI work 6, and retains 10 × the subject's ratio, releases 11 ×, objects 2 ×; plus one dispatch result.
    package static func report(changes: [ChangeRequest] = ChangeRequest.allCases) -> BenchReport {
        var results = [ComparisonFixtures.result(.floor)]
        for operation in changes.flatMap(\.operations) {
            for (index, subject) in SceneSubject.all.enumerated() {
                let ratio = ratios[subject] ?? 1
                let rounds = ComparisonFixtures.rounds(median: 1_000 * ratio, noise: 0, seed: UInt64(index))
                results.append(BenchResult(
                    identity: operation.identity(of: subject),
                    metrics: Metrics([.ui: 6, .retains: 10 * ratio, .releases: 11 * ratio, .objects: 2 * ratio],
                                     wallTime: ComparisonFixtures.wallTime(rounds), uiBreakdown: ["propertySets": 6])))
            }
        }
        return ComparisonFixtures.report(results)
    }
}
