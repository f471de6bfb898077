// Differential random testing: seeded user scripts played on every pattern and the floor in lockstep, and on each
// change request made in all of them; after every step all must agree and keep the scene's invariants. A failure
// prints the seed and the shortest script that still fails.
import Foundation
import ProfileKit
import SceneRig
import TestSupport
import Testing

@Suite struct DifferentialRandomTests {
    @Test @MainActor func randomScripts_onEverySubject_agreeAndKeepTheInvariantsAfterEveryStep() {
        Self.play(RandomTestPlan.fromEnvironment(), change: nil)
    }

    /// Each change's scenes, one per column, in lockstep, compared with the change's floor, each checked by an oracle
    /// taught the change; its scripts draw what the change adds.
    @Test(arguments: ChangeRequest.underTest)
    @MainActor func randomScripts_onEveryChange_agreeAndKeepTheInvariantsAfterEveryStep(change: ChangeRequest) {
        Self.play(RandomTestPlan.fromEnvironment(adjusting: .perChange), change: change)
    }

    @Test func generator_forEachChange_drawsWhatTheChangeAddsAndOtherwiseTheSubjectsScript() {
        let seeds = RandomTestPlan.perChange.seeds
        let sorting = seeds.flatMap { RandomScriptGenerator.script(seed: $0, length: 250, change: .sortPicker).steps }
        let unliking = seeds.flatMap { RandomScriptGenerator.script(seed: $0, length: 250, change: .unlike).steps }
        let sortKinds = Set(sorting.map(Self.kind))

        #expect(Self.sortKinds.isSubset(of: sortKinds),
                "Expected every sort step in the sort picker's scripts, missing \(Self.sortKinds.subtracting(sortKinds))")
        #expect(unliking.contains(.injectFault(.error(.offline), on: .unlike))
                    || unliking.contains { if case .injectFault(_, .unlike) = $0 { true } else { false } },
                "Expected the unlike's scripts to fail some unlikes")
        #expect(RandomScriptGenerator.script(seed: 3, length: 250, change: .likesTotal).steps
                    == RandomScriptGenerator.script(seed: 3, length: 250).steps,
                "Expected the likes total's scripts to be the subjects' scripts")
        let columns = seeds.flatMap { RandomScriptGenerator.script(seed: $0, length: 250).steps }
        #expect(!columns.contains { Self.sortKinds.contains(Self.kind(of: $0)) },
                "Expected no sort step in the subjects' scripts")
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
        #expect(RandomTestPlan.fromEnvironment(["ARCHBENCH_RANDOM_SEED": "9"], adjusting: .perChange)
                    == RandomTestPlan(firstSeed: 9, scriptCount: RandomTestPlan.perChange.scriptCount, stepsPerScript: 250),
                "Expected a change's plan adjusted the same way")
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

    /// The oracle taught the unlike expects a tap on a settled liked blog to take the like back: a scene that refuses it
    /// as the columns do ("already liked", nothing sent) is reported.
    @Test @MainActor func oracle_taughtTheUnlike_withASettledLikedBlogTappedAndRefused_reportsIt() {
        let driver = SceneDriver.launch(.mvp, fixture: .standard, scheduling: .queued)
        var oracle = SceneOracle(launchedOn: driver, change: .unlike)
        _ = Self.play([.deliverAllResponses], on: driver, checkedBy: &oracle)
        let likedRow = RandomStep.tapLike(row: ProfileFixture.standard.blogs.firstIndex(where: \.isLiked) ?? 0)

        let violations = Self.play([likedRow], on: driver, checkedBy: &oracle)

        #expect(violations.contains { $0.hasPrefix("Expected the request counts") }
                    && violations.contains { $0.hasPrefix("Expected the toasts []") },
                "Expected the refused unlike and its toast to be reported, found \(violations)")
    }

    /// The oracle taught the likes total expects the header to show one once a blogs answer succeeded.
    @Test @MainActor func oracle_taughtTheLikesTotal_withNoTotalShown_reportsIt() {
        let driver = SceneDriver.launch(.mvc, fixture: .standard, scheduling: .queued)
        var oracle = SceneOracle(launchedOn: driver, change: .likesTotal)

        let violations = Self.play([.deliverAllResponses], on: driver, checkedBy: &oracle)

        #expect(violations.contains { $0.hasPrefix("Expected the likes total on the profile") },
                "Expected the missing total to be reported, found \(violations)")
    }

    /// Rows converge to the server's blogs in the order the sort picker keeps: rows in the server's order are reported
    /// once the title order is picked, and a sort screen that is not shown, or shows another order, is too.
    @Test @MainActor func invariants_withTheTitleOrderPicked_reportRowsInTheServersOrderAndAMissingSortScreen() {
        let driver = SceneDriver.launch(.vip, fixture: .standard, scheduling: .queued)
        driver.deliverAllResponses()

        let rows = SceneInvariants.convergence(of: driver, order: .title)
        let screen = SceneInvariants.navigation(of: driver, openedDetail: nil, sortScreenShowing: .title)

        #expect(rows?.contains("blog row 0") == true, "Expected row 0 in the server's order reported, found \(String(describing: rows))")
        #expect(screen?.hasPrefix("Expected the sort screen over the profile alone") == true,
                "Expected the missing sort screen reported, found \(String(describing: screen))")
        #expect(SceneInvariants.convergence(of: driver) == nil, "Expected the rows in the server's order to converge newest first")
    }

    // MARK: Helpers

    /// Plays `plan`'s scripts, drawn for `change` (nil: the subjects as they stand), on every subject under test, and
    /// records the first few failures, each shrunk.
    @MainActor
    private static func play(_ plan: RandomTestPlan, change: ChangeRequest?) {
        let runner = DifferentialRunner()
        let clock = ContinuousClock()
        var failures = 0
        let duration = clock.measure {
            for seed in plan.seeds where failures < Self.reportedFailureLimit {
                let script = RandomScriptGenerator.script(seed: seed, length: plan.stepsPerScript, change: change)
                if let report = runner.failureReport(for: script) {
                    Issue.record(Comment(rawValue: report))
                    failures += 1
                }
            }
        }
        let scenes = change.map { " with the \($0.rawValue) change" } ?? ""
        print("Differential random test: \(plan.scriptCount) seeds from \(plan.firstSeed) × \(plan.stepsPerScript) "
            + "steps = \(plan.totalSteps) steps on \(runner.subjects.count) subjects\(scenes) in \(duration)")
    }

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

    /// The steps only the sort picker's scripts draw.
    private static let sortKinds: Set<String> = [
        "open sort", "pick order", "cancel sort", "twice: Sort", "twice: pick order", "twice: cancel sort",
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
        case .openSort: "open sort"
        case .pickSortOrder: "pick order"
        case .cancelSort: "cancel sort"
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
        case .tapTwice(.sortBlogs): "twice: Sort"
        case .tapTwice(.pickSortOrder): "twice: pick order"
        case .tapTwice(.cancelSort): "twice: cancel sort"
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
