// Differential random testing: seeded user scripts played on every pattern and the floor in lockstep;
// after every step all must agree and keep the scene's invariants. A failure prints the seed and the
// shortest script that still fails.
import Foundation
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct DifferentialRandomTests {
    @Test @MainActor func randomScripts_onEverySubject_agreeAndKeepTheInvariantsAfterEveryStep() {
        let plan = RandomTestPlan.fromEnvironment()
        let runner = DifferentialRunner()
        let clock = ContinuousClock()
        var failures = 0
        let duration = clock.measure {
            for seed in plan.seeds where failures < Self.reportedFailureLimit {
                let script = RandomScriptGenerator.script(seed: seed, length: plan.stepsPerScript)
                if let report = runner.failureReport(for: script) {
                    Issue.record(Comment(rawValue: report))
                    failures += 1
                }
            }
        }
        print("Differential random test: \(plan.scriptCount) seeds from \(plan.firstSeed) × \(plan.stepsPerScript) "
            + "steps = \(plan.totalSteps) steps on \(runner.subjects.count) subjects in \(duration)")
    }

    @Test func shrinker_withARefreshAfterALikePredicate_shrinksToTheTwoSteps() throws {
        let script = RandomScriptGenerator.script(seed: 7, length: 250)
        try #require(Self.hasRefreshAfterLike(script.steps), "Expected seed 7 to tap a like and refresh later")

        let shortest = ScriptShrinker.shortest(script.steps, stillFails: Self.hasRefreshAfterLike)

        #expect(shortest.count == 2, "Expected the minimal 2-step script, found \(shortest)")
        #expect(Self.hasRefreshAfterLike(shortest), "Expected the shrunk script to keep failing")
    }

    @Test func shrinker_withAPredicateNeedingThreeScatteredSteps_keepsExactlyThose() {
        let steps = (0..<100).map { RandomStep.scrollBlogs(row: $0) }
        let needed: [RandomStep] = [.scrollBlogs(row: 3), .scrollBlogs(row: 50), .scrollBlogs(row: 97)]

        let shortest = ScriptShrinker.shortest(steps) { candidate in needed.allSatisfy(candidate.contains) }

        #expect(shortest == needed, "Expected only the three needed steps, in order, found \(shortest)")
    }

    @Test func generator_withTheSameSeed_drawsTheSameScript() {
        let first = RandomScriptGenerator.script(seed: 42, length: 100)
        let again = RandomScriptGenerator.script(seed: 42, length: 100)
        let other = RandomScriptGenerator.script(seed: 43, length: 100)

        #expect(first == again, "Expected a seed to replay exactly")
        #expect(first.steps != other.steps, "Expected another seed to draw another script")
    }

    @Test func generator_overOneDefaultRun_drawsEveryKindOfStepBothFixturesAndBothServers() {
        let scripts = RandomTestPlan.standard.seeds.map { RandomScriptGenerator.script(seed: $0, length: 250) }
        let kinds = Set(scripts.flatMap(\.steps).map(Self.kind))

        #expect(kinds == Self.allKinds, "Expected every kind of step, missing \(Self.allKinds.subtracting(kinds))")
        #expect(scripts.contains { $0.fixture == .standard }, "Expected some scripts on the standard fixture")
        #expect(scripts.contains { $0.fixture == .generated(blogCount: 30) }, "Expected some on 30 blogs")
        #expect(scripts.contains { $0.answering == .atRequest }, "Expected some servers answering at request time")
        #expect(scripts.contains { $0.answering == .atDelivery }, "Expected some servers answering at delivery time")
        #expect(!scripts.contains { script in
            script.answering == .atDelivery && script.steps.contains { if case .changeServer = $0 { true } else { false } }
        }, "Expected no other client on a server answering at delivery time: convergence could not be checked")
    }

    @Test func plan_fromEnvironment_readsTotalStepsFirstSeedAndScriptLength() {
        let plan = RandomTestPlan.fromEnvironment([
            "ARCHBENCH_RANDOM_STEPS": "1000000", "ARCHBENCH_RANDOM_SEED": "1000",
            "ARCHBENCH_RANDOM_SCRIPT_LENGTH": "500",
        ])

        #expect(plan == RandomTestPlan(firstSeed: 1_000, scriptCount: 2_000, stepsPerScript: 500),
                "Expected 2,000 scripts of 500 steps from seed 1000, found \(plan)")
        #expect(RandomTestPlan.fromEnvironment([:]) == .standard, "Expected the standard plan by default")
    }

    @Test @MainActor func convergence_withTheServerChangedBehindTheScene_reportsTheStaleRow() {
        let driver = SceneDriver.launch(.mvc, fixture: .standard, scheduling: .queued)
        driver.deliverAllResponses()
        let firstBlog = driver.api.serverBlogs[0].id

        driver.api.updateServerBlog(id: firstBlog) { $0.likeCount += 5 }

        let violation = SceneInvariants.convergence(of: driver)
        #expect(violation?.contains("blog row 0") == true, "Expected a stale row 0 to be reported, found \(String(describing: violation))")
    }

    @Test @MainActor func oracle_withAToastNoStepCaused_reportsIt() {
        let driver = SceneDriver.launch(.mvp, fixture: .standard, scheduling: .queued)
        var oracle = SceneOracle(launchedOn: driver)
        let expectation = oracle.expectation(for: .back, on: driver)

        let performed = RandomStep.back.perform(on: driver)
        driver.window.showToast(ProfileText.alreadyLiked)

        let violations = oracle.violations(after: .back, performed: performed, expected: expectation, on: driver)
        #expect(violations.contains { $0.hasPrefix("Expected the toasts []") },
                "Expected a toast without a cause to be reported, found \(violations)")
    }

    /// A subject that pushed a second detail for a double tap, as every column did before it refused to navigate from a
    /// covered screen.
    @Test @MainActor func oracle_withASecondScreenPushedForADoubleTap_reportsIt() {
        let driver = SceneDriver.launch(.viper, fixture: .standard, scheduling: .queued)
        driver.deliverAllResponses()
        var oracle = SceneOracle(launchedOn: driver)
        let step = RandomStep.tapTwice(.selectBlog(row: 0))
        let expectation = oracle.expectation(for: step, on: driver)

        let performed = step.perform(on: driver)
        driver.navigationController?.pushViewController(ViewController(title: ProfileText.blogDetailTitle, view: View()))

        let violations = oracle.violations(after: step, performed: performed, expected: expectation, on: driver)
        #expect(violations.contains { $0.hasPrefix("Expected the navigation stack to be [Profile, Blog]") },
                "Expected a second detail to be reported, found \(violations)")
    }

    @Test @MainActor func runner_withHandWrittenDoubleTaps_findsEverySubjectInAgreement() {
        let script = RandomScript(seed: 0, fixture: .standard, steps: [
            .deliverAllResponses, .tapTwice(.like(row: 0)), .tapTwice(.selectBlog(row: 3)), .tapTwice(.detailLike),
            .tapTwice(.back), .tapTwice(.refresh), .deliverNextResponse, .tapTwice(.selectDraft(row: 1)), .back,
            .tapTwice(.newDraft), .typeDraftTitle("Twice"), .tapTwice(.saveDraft), .deliverAllResponses,
            .tapTwice(.newDraft), .tapTwice(.cancelDraft), .deliverAllResponses,
        ])

        let failure = DifferentialRunner().firstFailure(of: script)

        #expect(failure == nil, "Expected no failure, found \(String(describing: failure))")
    }

    @Test @MainActor func runner_withAHandWrittenInterleaving_findsEverySubjectInAgreement() {
        let script = RandomScript(seed: 0, fixture: .generated(blogCount: 30), steps: [
            .deliverAllResponses, .tapLike(row: 20), .injectFault(.error(.offline), on: .like), .tapLike(row: 2),
            .refresh, .tapLike(row: 2), .deliverNextResponse, .deliverNextResponse, .scrollBlogs(row: 0),
            .selectBlog(row: 2), .deliverAllResponses, .back, .selectDraft(row: 1), .back, .tapLike(row: 20),
        ])

        let failure = DifferentialRunner().firstFailure(of: script)

        #expect(failure == nil, "Expected no failure, found \(String(describing: failure))")
    }

    /// Seed 1096 (shrunk): the refresh's blogs request fails, so the scene keeps the blogs of its launch, which predate
    /// the count another client moved; the detail shows the held copy, as the contract says, not the server's.
    @Test @MainActor func runner_withARefreshWhoseBlogsRequestFailedAfterAServerChange_findsEverySubjectInAgreement() {
        let script = RandomScript(seed: 1_096, fixture: .standard, steps: [
            .changeServer(.remove(row: 1)), .injectFault(.wrongShapeJSON, on: .blogs),
            .changeServer(.moveLikeCount(row: 1, by: 2)), .deliverNextResponse, .refresh, .deliverNextResponse,
            .selectBlog(row: 2), .deliverAllResponses,
        ])

        let failure = DifferentialRunner().firstFailure(of: script)

        #expect(failure == nil, "Expected no failure, found \(String(describing: failure))")
    }

    /// A failed blogs request alone does not excuse the scene: when the blogs it holds already knew every change, the
    /// oracle still checks the open detail against the server (here changed behind the oracle's back, as a broken scene
    /// would leave it).
    @Test @MainActor func oracle_afterAFailedRefreshWithTheHeldBlogsUpToDate_stillChecksTheDetail() {
        let driver = SceneDriver.launch(.mvvm, fixture: .standard, scheduling: .queued)
        var oracle = SceneOracle(launchedOn: driver)
        _ = Self.play([.deliverAllResponses, .injectFault(.error(.offline), on: .blogs), .refresh, .selectBlog(row: 0)],
                      on: driver, checkedBy: &oracle)

        driver.api.updateServerBlog(id: driver.api.serverBlogs[0].id) { $0.likeCount += 5 }
        let violations = Self.play([.deliverAllResponses], on: driver, checkedBy: &oracle)

        #expect(violations.contains { $0.hasPrefix("Expected the blog detail to show the server's copy") },
                "Expected the detail left stale to be reported, found \(violations)")
    }

    /// Seed 1078 (shrunk): the detail's like was in flight when the refresh dropped its blog; the like failed, the
    /// detail still shows it, and a tap on it does nothing (no "already liked": the scene no longer holds the blog).
    @Test @MainActor func runner_withALikedDetailWhoseBlogTheRefreshDropped_findsEverySubjectInAgreement() {
        let script = RandomScript(seed: 1_078, fixture: .generated(blogCount: 30), steps: [
            .changeServer(.remove(row: 26)), .deliverResponse(at: 7), .changeServer(.remove(row: 27)), .refresh,
            .selectBlog(row: 28), .tapDetailLike, .deliverAllResponses, .tapDetailLike,
        ])

        let failure = DifferentialRunner().firstFailure(of: script)

        #expect(failure == nil, "Expected no failure, found \(String(describing: failure))")
    }

    /// The oracle knows the detail's blog is dropped, rather than accepting whatever the tap did: a subject that still
    /// sent a like for it is reported.
    @Test @MainActor func oracle_withALikeSentFromTheDetailOfADroppedBlog_reportsIt() {
        let driver = SceneDriver.launch(.vip, fixture: .standard, scheduling: .queued)
        var oracle = SceneOracle(launchedOn: driver)
        _ = Self.play([.deliverAllResponses, .changeServer(.remove(row: 0)), .refresh, .selectBlog(row: 0),
                       .deliverAllResponses], on: driver, checkedBy: &oracle)
        let expectation = oracle.expectation(for: .tapDetailLike, on: driver)

        let performed = RandomStep.tapDetailLike.perform(on: driver)
        driver.api.likeBlog(id: 101) { _ in }

        let violations = oracle.violations(after: .tapDetailLike, performed: performed, expected: expectation, on: driver)
        #expect(violations.contains { $0.hasPrefix("Expected the request counts") },
                "Expected a like sent for a dropped blog to be reported, found \(violations)")
    }

    // MARK: Helpers

    /// Plays `steps` on `driver` as the runner does, and returns what `oracle` found wrong after the last one.
    @MainActor
    private static func play(
        _ steps: [RandomStep], on driver: SceneDriver, checkedBy oracle: inout SceneOracle
    ) -> [String] {
        var violations: [String] = []
        for step in steps {
            let expectation = oracle.expectation(for: step, on: driver)
            let performed = step.perform(on: driver)
            violations = oracle.violations(after: step, performed: performed, expected: expectation, on: driver)
        }
        return violations
    }

    /// More failing seeds than this are not shrunk: the first few say enough, and shrinking takes time.
    private static let reportedFailureLimit = 3

    private static let allKinds: Set<String> = [
        "tap like", "tap detail like", "select blog", "select draft", "back", "scroll", "refresh", "deliver next", "deliver one",
        "deliver all", "inject fault", "rename", "move like count", "insert", "remove", "move", "open compose",
        "type title", "save draft", "cancel draft", "twice: like", "twice: detail like", "twice: select blog",
        "twice: select draft", "twice: New draft", "twice: Save", "twice: Cancel", "twice: back", "twice: refresh",
    ]

    private static func kind(of step: RandomStep) -> String {
        switch step {
        case .tapLike: "tap like"
        case .tapDetailLike: "tap detail like"
        case .selectBlog: "select blog"
        case .selectDraft: "select draft"
        case .back: "back"
        case .scrollBlogs: "scroll"
        case .refresh: "refresh"
        case .deliverNextResponse: "deliver next"
        case .deliverResponse: "deliver one"
        case .deliverAllResponses: "deliver all"
        case .openCompose: "open compose"
        case .typeDraftTitle: "type title"
        case .saveDraft: "save draft"
        case .cancelDraft: "cancel draft"
        case .injectFault: "inject fault"
        case .changeServer(.rename): "rename"
        case .changeServer(.moveLikeCount): "move like count"
        case .changeServer(.insert): "insert"
        case .changeServer(.remove): "remove"
        case .changeServer(.move): "move"
        case .tapTwice(.like): "twice: like"
        case .tapTwice(.detailLike): "twice: detail like"
        case .tapTwice(.selectBlog): "twice: select blog"
        case .tapTwice(.selectDraft): "twice: select draft"
        case .tapTwice(.newDraft): "twice: New draft"
        case .tapTwice(.saveDraft): "twice: Save"
        case .tapTwice(.cancelDraft): "twice: Cancel"
        case .tapTwice(.back): "twice: back"
        case .tapTwice(.refresh): "twice: refresh"
        }
    }

    /// The deliberately broken predicate: "fails" whenever a refresh comes after a like tap.
    private static func hasRefreshAfterLike(_ steps: [RandomStep]) -> Bool {
        guard let firstLike = steps.firstIndex(where: { if case .tapLike = $0 { true } else { false } }) else {
            return false
        }
        return steps[firstLike...].contains(.refresh)
    }
}
