// Teaching: what each change cost in each column — what it touched, read from the files (BenchChanges), beside what its
// operation costs to run, read from a report's changes suite — for `bench changes` and docs/CHANGING.md. A plain value;
// owns the footprints and the costs it was given.
import BenchChanges
import BenchReports
import BenchResults
import SceneRig

/// The changes of the catalog, column by column: `ChangeFootprint`s (files, lines, roles, interfaces, tests, review
/// files) and, from a report, each changed operation's ×floor and exact counts.
///
/// ```swift
/// let table = ChangeTable(footprints: try ChangeFootprint.measureAll(root: root),
///                         costs: .from(report, source: "docs/data/reference-run.json"))
/// print(table.rendered(as: .markdown))
/// ```
package struct ChangeTable {
    /// The changes shown, in catalog order.
    package let changes: [ChangeRequest]
    /// The columns shown, in catalog order (the floor last).
    package let subjects: [SceneSubject]
    package let footprints: [ChangedScene: ChangeFootprint]
    package let costs: Costs

    /// What a report says of the changed operations.
    package struct Costs {
        /// Where the costs come from, as captions name it: `docs/data/reference-run.json`; nil without a report.
        package let source: String?
        /// Why every cost reads n/a, when one does: no report, or a report without the changes suite.
        package let missing: String?
        /// Each operation's cost on a subject's changed scene, by result key (`changes/unlike/mvp`).
        let byKey: [String: OperationCost]
        /// The operations whose subjects did unequal UI work: their ratios compare different work.
        let unequalUIWork: Set<String>

        /// No costs, and why.
        package static func none(_ reason: String) -> Costs {
            Costs(source: nil, missing: reason, byKey: [:], unequalUIWork: [])
        }

        /// The costs `report` measured, its changes suite's groups compared as every report compares them (×floor:
        /// the subject's changed scene over the floor's changed scene). `source` names the report in captions.
        package static func from(_ report: BenchReport, source: String) -> Costs {
            var changes = report
            changes.results = report.results.filter { $0.suite == .changes }
            var byKey: [String: OperationCost] = [:], unequal: Set<String> = []
            for group in changes.groups {
                if group.hasUnequalUIWork { unequal.insert(group.benchmark) }
                for row in group.rows {
                    byKey[row.result.key] = OperationCost(
                        result: row.result, ratioToFloor: row.ratioToFloor,
                        interval: row.versusFloor.map { ($0.ratio.low, $0.ratio.high) })
                }
            }
            let missing = byKey.isEmpty ? "\(source) has no changes suite" : nil
            return Costs(source: source, missing: missing, byKey: byKey, unequalUIWork: unequal)
        }

        /// The cost of `operation` on `subject`'s changed scene; nil when the report has none.
        package func cost(of operation: ChangedOperation, on subject: SceneSubject) -> OperationCost? {
            byKey[operation.identity(of: subject).key]
        }

        /// Whether the subjects of `operation` did unequal UI work in the report.
        package func hasUnequalUIWork(_ operation: ChangedOperation) -> Bool {
            unequalUIWork.contains(operation.benchmark)
        }
    }

    /// One operation measured on one changed scene.
    package struct OperationCost {
        package let result: BenchResult
        /// Over the floor's changed scene; nil for the floor itself.
        package let ratioToFloor: Double?
        /// The ratio's 95 % interval, for a timed result.
        package let interval: (low: Double, high: Double)?

        package func metric(_ metric: Metric) -> Double? { result.metrics[metric] }
    }

    /// The counts shown beside ×floor for each operation, in this order.
    package static let countedMetrics: [Metric] = [.ui, .retains, .releases, .objects, .instructions]

    package init(changes: [ChangeRequest] = ChangeRequest.allCases, subjects: [SceneSubject] = SceneSubject.all,
                 footprints: [ChangedScene: ChangeFootprint], costs: Costs) {
        self.changes = changes
        self.subjects = subjects
        self.footprints = footprints
        self.costs = costs
    }

    /// The changed scenes of `change` shown, in column order.
    func scenes(of change: ChangeRequest) -> [ChangedScene] {
        subjects.map { ChangedScene(subject: $0, change: change) }
    }

    /// The footprint of `scene` (every table is made from a measurement of each of its scenes).
    func footprint(_ scene: ChangedScene) -> ChangeFootprint {
        footprints[scene] ?? ChangeFootprint()
    }
}
