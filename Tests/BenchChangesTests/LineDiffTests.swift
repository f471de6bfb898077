// Specifications of the line diff: which lines it counts as removed and added, and the unified diff it prints.
import Testing

@testable import BenchChanges

@Suite struct LineDiffTests {
    @Test func aChangedLine_isOneRemovedAndOneAdded() {
        let diff = LineDiff(from: ["a", "b", "c"], to: ["a", "B", "c"])

        #expect(diff.removed == ["b"] && diff.added == ["B"], "Expected −b +B, got −\(diff.removed) +\(diff.added)")
    }

    /// Two equal lines in swapped order: which one is kept must not depend on how the diff is printed (the leaky variants'
    /// test states the exact lines).
    @Test func onATie_theAddedLineIsTakenFirst_soTheCountedLinesAreStable() {
        let diff = LineDiff(from: ["a", "b"], to: ["b", "a"])

        #expect(diff.removed == ["b"] && diff.added == ["b"], "Expected −b +b, got −\(diff.removed) +\(diff.added)")
    }

    @Test func equalTexts_haveNoEditButKeptLines_andNoUnifiedDiff() {
        let diff = LineDiff(from: ["a", "b"], to: ["a", "b"])

        #expect(diff.isEmpty, "Expected equal texts to differ in nothing")
        #expect(diff.unified(oldName: "x", newName: "y").isEmpty, "Expected no unified diff for equal texts")
    }

    @Test func unified_printsRemovedBeforeAdded_withThreeLinesOfContext() {
        let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        let new = ["1", "2", "3", "4", "five", "6", "7", "8", "9"]

        let text = LineDiff(from: old, to: new).unified(oldName: "a/f.swift", newName: "b/f.swift")

        #expect(text == """
            --- a/f.swift
            +++ b/f.swift
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
            """, "Expected diff -u's layout, got:\n\(text)")
    }

    @Test func unified_mergesHunksWhoseContextTouches_andSplitsThoseFarApart() {
        let old = (1...20).map(String.init)
        var near = old, far = old
        near[4] = "x"; near[8] = "y"
        far[1] = "x"; far[18] = "y"

        let merged = LineDiff(from: old, to: near).hunks()
        let split = LineDiff(from: old, to: far).hunks()

        #expect(merged.count == 1, "Expected changes 4 lines apart in one hunk, got \(merged)")
        #expect(split.count == 2, "Expected changes 17 lines apart in two hunks, got \(split)")
    }

    @Test func unified_ofANewFile_startsAtLineZeroOfTheOld() {
        let text = LineDiff(from: [], to: ["a", "b"]).unified(oldName: "/dev/null", newName: "b/new.swift")

        #expect(text == "--- /dev/null\n+++ b/new.swift\n@@ -0,0 +1,2 @@\n+a\n+b", "Expected an added file's header, got:\n\(text)")
    }

    @Test func unified_ofAnInsertionWithoutContext_namesTheLineItFollows() {
        let text = LineDiff(from: ["a", "b"], to: ["a", "x", "b"]).unified(oldName: "o", newName: "n", context: 0)

        #expect(text == "--- o\n+++ n\n@@ -1,0 +2 @@\n+x", "Expected diff -U0's header for an insertion, got:\n\(text)")
    }
}
