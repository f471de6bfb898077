// Specifications of `--pattern`, read one way by every command that takes it: the names each command's grammar
// accepts, the catalog's order whatever the order typed, and the one-line error that names the flag.
import SceneRig
import Testing

@testable import BenchCLI
@testable import BenchReports
@testable import SceneRig

@Suite struct SubjectSelectionTests {
    @Test func aPatternList_keepsTheCatalogsOrder_whateverTheOrderTyped() throws {
        let chosen = try SubjectSelection.parse("viper, MVC,", as: .patternList, for: BenchFlag.pattern)

        #expect(chosen.patterns == [.mvc, .viper], "Expected mvc before viper, as the catalog has them, got \(chosen)")
    }

    @Test func aPatternList_doesNotNameTheFloor_whichRunsAnyway() {
        let patterns = Pattern.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(throws: UsageError("bench: --pattern: unknown pattern \"floor\"; expected \(patterns)"),
                "Expected the floor refused by bench's --pattern") {
            try SubjectSelection.parse("floor", as: .patternList, for: BenchFlag.pattern)
        }
    }

    @Test func oneSubject_isAPatternOrTheFloor() throws {
        #expect(try SubjectSelection.parse("Floor", as: .oneSubject, for: GraphFlag.pattern).subjects == [.floor],
                "Expected the floor, case-insensitively")
        #expect(throws: UsageError.self, "Expected a list refused where one scene is drawn") {
            try SubjectSelection.parse("mvc,mvp", as: .oneSubject, for: GraphFlag.pattern)
        }
    }

    @Test func all_isEveryPattern_notTheFloor() throws {
        let chosen = try SubjectSelection.parse("ALL", as: .oneSubjectOrAll, for: TraceFlag.pattern)

        #expect(chosen == .everyPattern && !chosen.subjects.contains(.floor), "Expected every pattern, got \(chosen)")
    }

    @Test func adding_aSecondSelection_unitesThemInCatalogOrder() {
        let united = SubjectSelection([.pattern(.vip)]).adding(SubjectSelection([.floor, .pattern(.mvc)]))

        #expect(united.subjects == [.pattern(.mvc), .pattern(.vip), .floor], "Expected one selection, in order, got \(united)")
    }

    @Test @MainActor func everyCommandWithPattern_readsItIntoTheSameSelection() throws {
        let bench = try BenchOptions.parse(["--pattern", "mvp"]).subjects
        let graph = try GraphCommand.parse(["--pattern", "mvp"]).subjects
        let trace = try TraceCommand.parse(["like", "--pattern", "mvp"]).subjects

        #expect(bench == graph && graph == trace && trace == SubjectSelection([.pattern(.mvp)]),
                "Expected bench, graph and trace to read --pattern mvp alike, got \(bench), \(graph), \(trace)")
    }
}
