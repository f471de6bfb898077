// CallgrindProfileTests: a callgrind output file is read into its instruction total and call graph (compressed
// names, relative positions, recursion suffixes), and exact ARC counts are added up from the call graph of a
// recorded run: five likes of the floor (Tests/Fixtures/callgrind-like-floor.out).
import Foundation
import Testing

@testable import BenchMeasurement

@Suite struct CallgrindProfileTests {
    @Test func instructions_ofAProfile_isItsSummaryLine() throws {
        let profile = try CallgrindProfile(text: "events: Ir\nsummary: 62769\nfn=(1) main\n0 62769\n\ntotals: 75451\n")

        #expect(profile.instructions == 62_769, "Expected the dump's own total (summary), not the totals line")
    }

    @Test func instructions_ofAProfileWithoutSummary_isItsTotalsLine() throws {
        #expect(try CallgrindProfile(text: "events: Ir Dr\ntotals: 42 7\n").instructions == 42,
                "Expected the first event of the totals line, Ir")
    }

    @Test func calls_withCompressedNames_resolveEachIdToTheNameItWasDefinedWith() throws {
        let profile = try CallgrindProfile(text: """
            events: Ir
            ob=(1) /lib/libswiftCore.so
            fn=(1) caller
            0 5
            cfn=(2) swift_retain
            calls=3 0
            0 30
            fn=(3) other
            0 1
            cfn=(2)
            calls=4 0
            0 40
            """)

        #expect(profile.calls.map(\.callee) == ["swift_retain", "swift_retain"], "Expected (2) resolved both times")
        #expect(profile.calls.map(\.caller) == ["caller", "other"], "Expected each call under its own caller")
        #expect(profile.calls.map(\.count) == [3, 4], "Expected the counts of the calls= lines")
    }

    @Test func calls_toARecursiveEntry_areNamedWithoutTheRecursionSuffix() throws {
        let profile = try CallgrindProfile(text: "events: Ir\nfn=(1) deinit\ncfn=(2) swift_release'2\ncalls=7 0\n0 9\n")

        #expect(profile.calls.first?.callee == "swift_release", "Expected swift_release'2 counted as swift_release")
    }

    @Test func callSite_withInstructionPositions_isTheCallInstructionsAddress() throws {
        let profile = try CallgrindProfile(text: """
            positions: instr line
            events: Ir
            ob=(1) /build/bench
            fn=(1) like
            0x97d95 0 5
            +3 0 5
            cob=(2) /lib/libswiftCore.so
            cfn=(3) swift_bridgeObjectRetain_n
            calls=5 0x4c1420 0
            +5 0 215
            """)

        let call = try #require(profile.calls.first)
        #expect(call.callSite == 0x97D9D, "Expected the call line's position, relative to the last cost line")
        #expect(call.callerObject == "/build/bench", "Expected the caller's object")
        #expect(call.calleeObject == "/lib/libswiftCore.so", "Expected the callee's object from cob=")
    }

    @Test func calleeObject_afterACall_fallsBackToTheCallersObject() throws {
        let profile = try CallgrindProfile(text: """
            events: Ir
            ob=(1) /build/bench
            fn=(1) f
            cob=(2) /lib/libswiftCore.so
            cfn=(3) swift_retain
            calls=1 0
            0 1
            cfn=(4) g
            calls=1 0
            0 1
            """)

        #expect(profile.calls.map(\.calleeObject) == ["/lib/libswiftCore.so", "/build/bench"],
                "Expected cob= to apply to one call only")
    }

    @Test func init_ofAHeaderWithoutEvents_throwsNamingTheProblem() {
        #expect(throws: CallgrindProfile.FormatError(description: "not a callgrind profile: no events: line"),
                "Expected a one-line reason") { try CallgrindProfile(text: "version: 1\ncmd: ./bench\n") }
    }

    @Test func init_ofTextThatIsNotAProfile_throwsNamingTheLine() {
        #expect(throws: CallgrindProfile.FormatError(description: "callgrind profile line 1: unrecognised line \"hello\""),
                "Expected the first line that cannot be read") { try CallgrindProfile(text: "hello\n") }
    }

    @Test func init_withANameIdNeverDefined_throwsNamingTheLine() {
        #expect(throws: CallgrindProfile.FormatError.self, "Expected an unknown (7) to be refused") {
            try CallgrindProfile(text: "events: Ir\nfn=(7)\n")
        }
    }

    @Test func recordedProfile_ofFiveLikes_hasTheCallGraphCallgrindWrote() throws {
        let profile = try recordedLikeProfile()

        #expect(profile.instructions == 62_769, "Expected the summary of the recorded region")
        #expect(profile.calls.count == 266, "Expected every calls= line of the file")
        #expect(profile.trigger?.hasPrefix("--dump-after=$s8BenchKit9CallgrindV13countedRegion") == true,
                "Expected the region's end to have triggered the dump")
        let forwarded = profile.calls.filter { $0.caller == "swift_bridgeObjectRelease" && $0.callee == "swift_release" }
        #expect(forwarded.map(\.count) == [182], "Expected the bridge-object releases forwarded to swift_release")
    }

    @Test func exactCounts_ofTheRecordedLikes_countEveryCallOnceWithItsN() throws {
        let profile = try recordedLikeProfile()

        let counts = try ExactARCCounts.counting(profile) { call in recordedCounts[call.callSite ?? 0] }.get()

        #expect(counts.retains == 170, "Expected 60 swift_retain + 100 bridgeObjectRetain + 5 bridgeObjectRetain_n × 2")
        #expect(counts.releases == 287, "Expected 105 swift_release + 182 bridgeObjectRelease, forwarded ones once")
        #expect(counts.objects == 20, "Expected 4 objects per like")
        #expect(counts.strongLoads == 15, "Expected the weak loads of the like's closures")
        #expect(counts.byEntryPoint["swift_bridgeObjectRetain_n"] == 10, "Expected 5 calls × n = 2")
    }

    @Test func exactCounts_countATaskAsBornWithOneReference_andTheCallThatCreatesItOnce() throws {
        var profile = try recordedLikeProfile()
        let concurrency = "/usr/lib/swift/linux/libswift_Concurrency.so"
        profile.calls += [
            CallgrindProfile.Call(caller: "$s9MVVMAsync7TaskBagC5start", callerObject: "bench", callee: "swift_task_create",
                                  calleeObject: concurrency, callSite: nil, count: 3),
            CallgrindProfile.Call(caller: "swift_task_create", callerObject: concurrency, callee: "swift_task_create_common",
                                  calleeObject: concurrency, callSite: nil, count: 3),
        ]

        let counts = try ExactARCCounts.counting(profile) { call in recordedCounts[call.callSite ?? 0] }.get()

        #expect(counts.tasks == 3 && counts.objects == 20, "Expected 3 tasks, apart from the 20 objects")
        #expect(counts.balance == counts.retains + counts.strongLoads + 20 + 3 - counts.releases,
                "Expected each task's birth reference in the balance")
    }

    @Test func exactCounts_whoseNCannotBeRead_areUnavailableNamingTheCallSite() throws {
        let profile = try recordedLikeProfile()

        let result = ExactARCCounts.counting(profile) { _ in nil }

        #expect(throws: CountsUnavailable.self, "Expected an unreadable n to make the counts unavailable") { try result.get() }
        #expect((try? result.get()) == nil && "\(result)".contains("swift_bridgeObjectRetain_n"),
                "Expected the reason to name the entry point")
    }

    /// The n of each `_n` call site in the recorded run, as `CallSiteReader` read it from that build of bench.
    private let recordedCounts: [UInt64: Int] = [0xAB4ED: 2]

    private func recordedLikeProfile() throws -> CallgrindProfile {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/callgrind-like-floor.out")
        return try CallgrindProfile(text: String(contentsOf: fixture, encoding: .utf8))
    }
}
