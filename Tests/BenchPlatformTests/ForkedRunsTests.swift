// Specifications of how a forked child finds its own line of the list: read afresh from the file, never handed down
// by the parent, so the parent's memory is the same for every child whatever the list holds.
import Foundation
import Testing

@testable import BenchPlatform

@Suite struct ForkedRunsTests {
    @Test func line_atAnIndex_isThatLineWithoutItsNewline() throws {
        let file = try Self.file("dispatch/like/mvc\ndispatch/like/mvp\nassembly/build/vip\n")

        #expect(ForkedRuns.line(0, ofFile: file) == "dispatch/like/mvc", "Expected the first line")
        #expect(ForkedRuns.line(2, ofFile: file) == "assembly/build/vip", "Expected the third line")
    }

    @Test func line_pastTheLastLine_isNil() throws {
        let file = try Self.file("a\nb\n")

        #expect(ForkedRuns.line(2, ofFile: file) == nil, "Expected no third line: the list is done")
    }

    @Test func line_lastWithoutANewline_isStillALine() throws {
        let file = try Self.file("a\nb")

        #expect(ForkedRuns.line(1, ofFile: file) == "b", "Expected the unterminated last line")
        #expect(ForkedRuns.line(2, ofFile: file) == nil, "Expected nothing past it")
    }

    @Test func line_thatIsEmpty_isAnEmptyLine() throws {
        let file = try Self.file("a\n\nc\n")

        #expect(ForkedRuns.line(1, ofFile: file) == "", "Expected an empty line, not the end of the list")
        #expect(ForkedRuns.line(2, ofFile: file) == "c", "Expected the line after it")
    }

    @Test func line_ofAFileThatCannotBeRead_isNil() {
        #expect(ForkedRuns.line(0, ofFile: "/nonexistent/cases") == nil, "Expected an unreadable list to hold nothing")
    }

    private static func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "forked-runs-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
