// `bench --suite memory --variant leaky`: the leak check and the stays-alive check on the classic mistakes, planted on
// purpose, and on the correct scenes for contrast. Kept apart from the measured run: no variant enters its report,
// its comparison or its baselines. Owns each scene it checks until the check returns.
import BenchResults
import Foundation
import ProfileKit
import SceneRig

/// What the memory suite finds in each leaky variant, and in the correct scenes for contrast
/// (`LeakyVariantFinding`: whether each is the mistake planted there). Writing them is the reports' job
/// (`LeakyVariantReport`).
@MainActor
package struct LeakyVariantRun: Equatable {
    let variants: [LeakyVariant]
    let subjects: [SceneSubject]

    /// The run `--variant leaky` asks for: the variants of `patterns`, then their correct scenes and the floor.
    package init(patterns: [Pattern]) {
        let chosen = Set(patterns)
        variants = LeakyVariant.allCases.filter { chosen.contains($0.pattern) }
        subjects = patterns.map(SceneSubject.pattern) + [.floor]
    }

    /// Every scene checked: every variant, then the correct scenes.
    package var findings: [LeakyVariantFinding] { variants.map(Self.check) + subjects.map(Self.check) }

    /// Every leaky variant and every correct scene, as the docs show them.
    package static var everyFinding: [LeakyVariantFinding] {
        LeakyVariant.allCases.map(check) + SceneSubject.all.map(check)
    }

    static func check(_ variant: LeakyVariant) -> LeakyVariantFinding {
        finding(name: variant.rawValue, mistake: variant.mistake, expected: variant.failure.rawValue, composer: variant.composer)
    }

    static func check(_ subject: SceneSubject) -> LeakyVariantFinding {
        finding(name: subject.description, mistake: "(the correct scene)", expected: "none", composer: subject.composer)
    }

    private static func finding(
        name: String, mistake: String, expected: String, composer: any ProfileSceneComposer.Type
    ) -> LeakyVariantFinding {
        let leaks = LeakCheck.run(composer: composer)
        let alive = StaysAliveCheck.run(composer: composer)
        var cycles: [String] = []
        for survivor in leaks.survivors {
            guard let cycle = survivor.cyclePath?.joined(separator: " → "), !cycles.contains(cycle) else { continue }
            cycles.append(cycle)
        }
        // Each survivor on a cycle names it from itself; lead with one entered at a role (a presenter, a view
        // controller) rather than at a view of the kit, then one through named properties only (a mistake is one
        // property, not a collection's element), then the shortest.
        func rank(_ cycle: String) -> (Int, Int, Int) {
            let entry = cycle.split(separator: " ").last.map(String.init) ?? ""
            return (entry.hasSuffix("Presenter") || entry.hasSuffix("ViewController") ? 0 : 1,
                    cycle.contains("[") ? 1 : 0, cycle.count)
        }
        cycles.sort { rank($0) < rank($1) }
        return LeakyVariantFinding(name: name, mistake: mistake, expected: expected, survivors: leaks.survivors.count,
                       cycles: cycles, staysAlive: alive.staysAlive, earlyDeath: alive.staysAlive ? nil : alive.description,
                       firstFinding: leaks.survivors.first { $0.cyclePath == nil }?.description)
    }
}
