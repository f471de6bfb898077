// Specifications of `bench --suite memory --variant leaky`: each classic mistake is caught as what it is — the cycle
// that keeps it, or the object that died at once — and the correct scenes stay at zero.
import Foundation
import Testing

@testable import BenchCLI
@testable import BenchMeasurement
@testable import BenchReports
@testable import SceneRig

@Suite struct LeakyVariantTests {
    @Test(arguments: LeakyVariant.allCases.filter { $0.failure == .cycle })
    @MainActor func cycleVariant_isReportedWithACycleThroughItsMistake(_ variant: LeakyVariant) throws {
        let finding = LeakyVariantRun.check(variant)
        let cycle = try #require(finding.cycles.first, "Expected \(variant.rawValue) to leave a visible cycle")

        #expect(finding.survivors > 0 && finding.staysAlive, "Expected survivors and a working scene, got \(finding)")
        #expect(cycle.contains(Self.mistakenHop[variant] ?? "?"),
                "Expected the cycle of \(variant.rawValue) to go through \(Self.mistakenHop[variant] ?? "?"), got \(cycle)")
    }

    @Test @MainActor func allWeakVariant_diesAtOnce_andTheCheckNamesTheLinkMadeWeak() throws {
        let finding = LeakyVariantRun.check(.viperAllWeak)
        let death = try #require(finding.earlyDeath, "Expected the stays-alive check to fail")

        #expect(finding.survivors == 0, "Expected no leak, got \(finding.survivors) survivors")
        #expect(death.contains("blogs never answered") && death.contains("BlogListViewController.output (BlogListViewOutput)"),
                "Expected the dead section and the view's weak link to its presenter named, got \(death)")
    }

    @Test @MainActor func bindingNeverEnded_isCaughtAsGrowth_namingWhereTheClosuresPileUp() throws {
        let finding = LeakyVariantRun.check(.mvvmStoreBindingNeverEnded)
        let account = try #require(finding.firstFinding, "Expected the growth check to report")

        #expect(finding.isCaught && finding.cycles.isEmpty && finding.staysAlive,
                "Expected growth without a cycle in a working scene, got \(finding)")
        #expect(account.contains("Dynamic") && account.contains("\(ScreenLifetimeCheck.cycles) more closures"),
                "Expected the store's observers named as where 100 closures pile up, got \(account)")
    }

    @Test @MainActor func strongSelfTask_isCaughtAsHeldByATask_namingTheViewModelAndTheRequestInFlight() throws {
        let finding = LeakyVariantRun.check(.mvvmAsyncStrongSelfTask)
        let account = try #require(finding.firstFinding, "Expected the in-flight teardown to report what the task held")

        #expect(finding.isCaught && finding.cycles.isEmpty && finding.staysAlive,
                "Expected survivors held by a task, no visible cycle, a working scene, got \(finding)")
        #expect(account.contains("ComposeDraftViewModel") && account.contains("compose on top")
                    && account.contains("held by a task"),
                "Expected the compose view model named as held by its task while the save was in flight, got \(account)")
        #expect(account.contains(
                    "path: MockProfileAPI → the createDraft answer's completion → its continuation → the task awaiting it → ComposeDraftViewModel"),
                "Expected the path through the request whose answer freed it, the save's, got \(account)")
    }

    @Test(arguments: SceneSubject.all)
    @MainActor func correctScene_hasNoSurvivors_andStaysAlive(_ subject: SceneSubject) {
        let finding = LeakyVariantRun.check(subject)

        #expect(finding.isCaught && finding.survivors == 0 && finding.staysAlive,
                "Expected \(subject) clean and working, got \(finding)")
    }

    @Test func variantFlag_outsideTheMemorySuite_isAUsageError() {
        #expect(throws: UsageError.self, "Expected --variant leaky --suite dispatch refused") {
            try BenchOptions.parse(["--variant", "leaky", "--suite", "dispatch"])
        }
        #expect(throws: UsageError.self, "Expected an unknown variant refused") {
            try BenchOptions.parse(["--variant", "sloppy"])
        }
    }

    @Test @MainActor func variantRun_asJSON_writesItsDocumentToTheOutputFile() throws {
        let path = NSTemporaryDirectory() + "archbench-variants-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }

        let status = BenchCommand.main(arguments: ["--suite", "memory", "--pattern", "mvc", "--variant", "leaky",
                                                   "--format", "json", "--output", path])

        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(status == 0, "Expected every planted mistake caught and the correct scenes clean")
        #expect(document?["kind"] as? String == "leaky-variants" && document?["schema"] as? Int == 1,
                "Expected the variant run's own documented kind, written where --output says")
        #expect((document?["findings"] as? [Any])?.isEmpty == false, "Expected the findings in the document")
    }

    // MARK: Helpers

    /// The property each mistake makes strong.
    static let mistakenHop: [LeakyVariant: String] = [
        .mvcStrongCellHandler: "BlogCell.didTapLike (captured)",
        .mvpStrongView: "BlogListPresenter.view →",
        .mvvmStrongBinding: ".deliver (captured) → BlogListViewController",
        .viperStrongView: "BlogListPresenter.view →",
        .viperStrongRouter: "DraftListRouter.presenter",
        .vipStrongRouter: "Router.presenter",
        .storeStrongSubscription: "Subscription<ProfileState>.receive (captured) → BlogListViewController",
        .mvvmObservationStrongEventClosure: "BlogListViewModel.onEvent (captured) → BlogListViewController",
    ]
}
