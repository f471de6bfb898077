// `bench --suite memory --variant leaky`: the leak check and the stays-alive check on the classic mistakes, planted on
// purpose, and on the correct scenes for contrast. Kept apart from the measured run: no variant enters its report,
// its comparison or its baselines. Owns each scene it checks until the check returns.
import Foundation
import ProfileKit
import SceneRig

/// What the memory suite finds in each leaky variant, and whether that is the mistake planted there.
@MainActor
struct LeakyVariantRun: Equatable {
    /// One scene checked: what survived its teardown, and whether it stayed alive while in use.
    struct Finding: Codable, Equatable {
        let name: String
        let mistake: String
        /// `cycle`, `early death`, or `none` for a correct scene.
        let expected: String
        let survivors: Int
        /// The distinct strong reference cycles that keep the survivors, as `A.x → B.y → A`.
        let cycles: [String]
        let staysAlive: Bool
        /// What died at once, when the scene did not stay alive.
        let earlyDeath: String?
        /// The first survivor's own account, when no cycle explains it (what a closed screen left behind, what grew).
        let firstFinding: String?

        /// The planted mistake was found, and nothing else: a cycle where one was planted, an early death where
        /// one was, neither in a correct scene.
        var isCaught: Bool {
            switch expected {
            case LeakyVariant.Failure.cycle.rawValue: survivors > 0 && !cycles.isEmpty && staysAlive
            case LeakyVariant.Failure.earlyDeath.rawValue: survivors == 0 && !staysAlive
            case LeakyVariant.Failure.growth.rawValue: survivors > 0 && cycles.isEmpty && staysAlive
            default: survivors == 0 && staysAlive
            }
        }

        /// One line for the table: the cycle, the early death, or "0 survivors".
        var found: String {
            if !staysAlive { return earlyDeath ?? "died at once" }
            if survivors == 0 { return "0 survivors" }
            let cycle = cycles.first.map { ", cycle: \($0)" } ?? firstFinding.map { ": \($0)" } ?? ", no visible cycle"
            return "\(survivors) \(survivors == 1 ? "survivor" : "survivors")\(cycle)"
        }
    }

    let variants: [LeakyVariant]
    let subjects: [SceneSubject]
    let format: OutputFormat

    /// The run `options` ask for (`--variant leaky`): the variants of the chosen patterns, then the correct scenes.
    init(options: BenchOptions) {
        let patterns = Set(options.patterns)
        variants = LeakyVariant.allCases.filter { patterns.contains($0.pattern) }
        subjects = options.patterns.map(SceneSubject.pattern) + [.floor]
        format = options.format
    }

    /// The findings, once checked (every variant, then the correct scenes).
    private var findings: [Finding] { variants.map(Self.check) + subjects.map(Self.check) }

    /// Checks every scene and returns the findings in `format` (ending with a newline) and the exit status: 0 when each
    /// finding is the one expected, else 1, each one not caught also named on standard error.
    ///
    /// JSON is `{"kind": "leaky-variants", "schema": 1, "findings": [{"name", "mistake", "expected", "survivors",
    /// "cycles", "staysAlive", "earlyDeath"}]}`: not a report, since no variant is ever measured or compared.
    func run() -> (text: String, status: Int32) {
        let findings = self.findings
        for finding in findings where !finding.isCaught {
            Console.note("bench: \(finding.name): expected \(finding.expected), found \(finding.found)")
        }
        let text = switch format {
        case .json: (try? BenchJSON.text(Document(findings: findings))) ?? "{}\n"
        case .markdown: Self.markdown(findings) + "\n"
        default: Self.table(findings) + "\n"
        }
        return (text, findings.allSatisfy(\.isCaught) ? 0 : 1)
    }

    /// The JSON document of a variant run.
    private struct Document: Encodable {
        let kind = "leaky-variants"
        let schema = 1
        let findings: [Finding]
    }

    static func check(_ variant: LeakyVariant) -> Finding {
        finding(name: variant.rawValue, mistake: variant.mistake, expected: variant.failure.rawValue, composer: variant.composer)
    }

    static func check(_ subject: SceneSubject) -> Finding {
        finding(name: subject.description, mistake: "(the correct scene)", expected: "none", composer: subject.composer)
    }

    private static func finding(
        name: String, mistake: String, expected: String, composer: any ProfileSceneComposer.Type
    ) -> Finding {
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
        return Finding(name: name, mistake: mistake, expected: expected, survivors: leaks.survivors.count,
                       cycles: cycles, staysAlive: alive.staysAlive, earlyDeath: alive.staysAlive ? nil : alive.description,
                       firstFinding: leaks.survivors.first { $0.cyclePath == nil }?.description)
    }

    static func table(_ findings: [Finding]) -> String {
        let header = "memory · leak-check and stays-alive · --variant leaky (mistakes planted on purpose; never compared)"
        let width = findings.map(\.name.count).max() ?? 0
        let rows = findings.map { finding in
            let mark = finding.isCaught ? "✓" : "✗"
            return "  \(finding.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(mark) \(finding.mistake)\n"
                + "  \(String(repeating: " ", count: width))    \(finding.found)"
        }
        return ([header] + rows).joined(separator: "\n")
    }

    static func markdown(_ findings: [Finding]) -> String {
        let rows = findings.map { finding in
            "| `\(finding.name)` | \(finding.mistake) | \(finding.expected) | \(finding.found.replacingOccurrences(of: "|", with: "\\|")) | \(finding.isCaught ? "✓" : "✗") |"
        }
        return (["| scene | mistake | expected | what the memory suite finds | caught |", "|---|---|---|---|---|"] + rows)
            .joined(separator: "\n")
    }
}
