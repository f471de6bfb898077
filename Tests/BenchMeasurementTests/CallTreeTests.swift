// Specifications of where a counted region's instructions are read from: each function's own instructions from the
// inclusive costs of the calls in and out (a recorded run of five floor likes, and a small profile made by hand that
// keeps call chains apart, Tests/Fixtures/callgrind-chains.out), the call tree read from chains, and — where valgrind
// and a release bench are at hand — the tree's instructions equal to what `bench --instructions` counts.
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchResults

@Suite struct CallTreeTests {
    // MARK: Exclusive and inclusive costs of a profile

    @Test func exclusiveInstructions_ofTheRecordedLikes_addUpToTheRegionsSummary() throws {
        let profile = try fixture("callgrind-like-floor.out")

        let total = profile.exclusiveInstructions().values.reduce(0, +)

        #expect(total == 62_769, "Expected every instruction of the region once, got \(total)")
    }

    @Test func exclusiveInstructions_leaveOutTheSkippedCostCallgrindNeverZeroes() throws {
        let profile = try fixture("callgrind-chains.out")
        let presenter = try #require(profile.files.keys.first { $0.name.hasPrefix("$s3MVP17BlogCellPresenterC10didTapLike") })

        #expect(profile.exclusiveInstructions()[presenter] == 200,
                "Expected the presenter's own 200, not the 777 a cost line books at its call site")
        #expect(profile.exclusiveInstructions().values.reduce(0, +) == 1_000, "Expected the summary, not the totals line")
    }

    @Test func exclusiveInstructions_ofAFunctionNoCallEntered_isZero() throws {
        let profile = try fixture("callgrind-chains.out")

        #expect(profile.exclusiveInstructions()[.init(name: "worker", object: Self.bench)] == 0,
                "Expected the region's caller, suspended throughout, to own none of it")
    }

    @Test func calls_keepTheirInclusiveCost() throws {
        let profile = try fixture("callgrind-chains.out")

        let showRow = try #require(profile.calls.first { $0.callee.hasPrefix("$s3MVP8BlogCellC7showRowyyF") })

        #expect(showRow.inclusive == 300 && showRow.count == 2, "Expected the call line's count and its cost line's 300")
    }

    @Test func files_nameEachFunctionsSourceFile_notTheFilesInlinedIntoIt() throws {
        let profile = try fixture("callgrind-chains.out")

        let witness = try #require(profile.files.first { CallgrindProfile.function(ofChain: $0.key.name).hasSuffix("TW") })
        let free = try #require(profile.files.first { $0.key.name.hasPrefix("free'") })

        #expect(witness.value == "//<compiler-generated>", "Expected the fl= of the thunk, defined by an earlier cfi=")
        #expect(free.value == "./malloc/./malloc/malloc.c" && free.key.object == "/usr/lib/x86_64-linux-gnu/libc.so.6",
                "Expected libc's file and object, got \(free)")
    }

    // MARK: The call tree

    @Test func tree_startsAtTheCountedRegion_withTheRegionsInstructions() throws {
        let tree = try chainTree()

        #expect(tree.frames.first?.function.hasPrefix("$s16BenchMeasurement9CallgrindV13countedRegion") == true,
                "Expected the region's own function first, not its caller")
        #expect(tree.instructions == 1_000 && tree.operations == 2, "Expected the region's cost and its operations")
        #expect(tree.frames.count == 14, "Expected one frame per chain under the region, got \(tree.frames.count)")
    }

    @Test func tree_eachFramesParent_isTheChainThatCalledIt() throws {
        let tree = try chainTree()

        for (index, frame) in tree.frames.enumerated().dropFirst() {
            let parent = try #require(frame.parent, "Expected a parent for \(frame.function)")
            #expect(parent < index, "Expected callers before callees, \(frame.function) at \(index) after \(parent)")
        }
        let release = try #require(tree.frames.first { $0.function == "swift_release" })
        #expect(release.parent.map { tree.frames[$0].function } == "$s3MVP8BlogCellC7showRowyyF",
                "Expected swift_release under showRow, the chain callgrind named it with")
    }

    @Test func tree_exclusiveCosts_addUpToItsInstructions() throws {
        let tree = try chainTree()

        #expect(tree.frames.map(\.exclusive).reduce(0, +) == tree.instructions, "Expected every instruction once")
    }

    @Test func tree_inclusiveCost_isNeverBelowTheExclusive() throws {
        let tree = try chainTree()

        for frame in tree.frames {
            #expect(frame.inclusive >= frame.exclusive, "Expected \(frame.function)'s callees to add, not subtract")
        }
    }

    @Test func tree_retainsAndReleases_areBookedToTheirCaller_anNCallCountingN() throws {
        let tree = try chainTree()

        let presenter = try #require(tree.frames.first { $0.function.hasPrefix("$s3MVP17BlogCellPresenterC10didTapLike") })
        let showRow = try #require(tree.frames.first { $0.function == "$s3MVP8BlogCellC7showRowyyF" })

        #expect(presenter.retains == 2 + 3, "Expected two swift_retain and one swift_retain_n passing 3")
        #expect(showRow.releases == 3, "Expected the three swift_release showRow calls")
        #expect(tree.frames.first { $0.function == "swift_release" }?.releases == 0,
                "Expected free, called by swift_release, to be no release")
    }

    @Test func tree_ofAnNWhoseNCannotBeRead_isUnavailable() throws {
        let profile = try fixture("callgrind-chains.out")

        let result = CallTree.reading(profile, operations: 2) { _ in nil }

        guard case .failure(.unreadable(let reason)) = result else {
            Issue.record("Expected an unreadable n to be refused, never guessed, got \(result)")
            return
        }
        #expect(reason.reason.contains("swift_retain_n"), "Expected the reason to name the entry point, got \(reason)")
    }

    @Test func tree_ofAChainEnteredFromTwoCallers_isUnavailable() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("callgrind-chains.out"), encoding: .utf8)
        // A second caller of showRow's chain: the chains were cut too short to tell its callers apart.
        let profile = try CallgrindProfile(text: text.replacingOccurrences(of: "fn=(12)\n0x800 0 150", with: """
            fn=(12)
            0x800 0 150
            cfn=(9)
            calls=1 0x600 0
            0x804 0 0
            """))

        let result = CallTree.reading(profile, operations: 2) { _ in 3 }

        #expect(throws: CallTree.ReadingProblem.chainsCutShort("$s3MVP8BlogCellC7showRowyyF"),
                "Expected a frame with two parents refused as chains cut short, which a deeper profile can tell apart") {
            try result.get()
        }
    }

    @Test func tree_ofAProfileWithoutACountedRegion_isUnavailable() throws {
        let profile = try CallgrindProfile(text: "events: Ir\nfn=(1) main\ncfn=(2) work\ncalls=1 0\n0 5\n")

        #expect(throws: CallTree.ReadingProblem.unreadable(CountsUnavailable(reason: "the profile has 0 counted regions, not one")),
                "Expected no region, no tree") {
            try CallTree.reading(profile, operations: 1) { _ in nil }.get()
        }
    }

    // MARK: Against bench --instructions

    @Test(.enabled(if: releaseBench != nil, "needs valgrind and the release bench (swift build -c release --product bench)"))
    func callTree_ofALike_hasTheInstructionsBenchInstructionsCounts() throws {
        let callgrind = try Callgrind.locate().get(), bench = try #require(releaseBench)
        let id = "dispatch/like/mvp"

        let report = try callgrind.profileEachCase(executable: bench, caseIDs: [id]).get()
        // Chains of 4 callers cannot tell a like's frames apart: the tree comes from the second depth.
        let explained = try callgrind.callTrees(executable: bench, caseIDs: [id], depths: [4, 24]).get()

        let counted = try #require(report.profiles[id], "\(report.problems)")
        let tree = try #require(explained.trees[id], "\(explained.problems)")
        #expect(tree.instructions == counted.profile.instructions && tree.operations == counted.operations,
                "Expected the call tree to count \(counted.profile.instructions ?? 0) instructions, got \(tree.instructions)")
        #expect(tree.frames.map(\.exclusive).reduce(0, +) == tree.instructions, "Expected the own costs to add up")
    }

    // MARK: Helpers

    private static let bench = "/repo/.build/x86_64-unknown-linux-gnu/release/bench"
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private func fixture(_ name: String) throws -> CallgrindProfile {
        try CallgrindProfile(text: String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8))
    }

    /// The hand-made profile's tree, its one `_n` call site passing 3.
    private func chainTree() throws -> CallTree {
        try CallTree.reading(try fixture("callgrind-chains.out"), operations: 2) { $0.callSite == 0x508 ? 3 : nil }.get()
    }
}

/// The release bench of this package, when it is built and valgrind is installed.
private let releaseBench: String? = {
    guard (try? Callgrind.locate().get()) != nil else { return nil }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent(".build/release/bench").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()
