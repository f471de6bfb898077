// Specifications of atomic report writing: all or nothing, a one-line error (exit 2) otherwise,
// and never a partial or temporary file left behind.
import Foundation
import Testing

@testable import BenchReports

@Suite struct AtomicWriteTests {
    @Test func write_writableDirectory_replacesTheFileWithNoTemporaryLeft() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try OutputPath.write(Data("old".utf8), to: path)

        try OutputPath.write(Data("new".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8), "Expected the new content")
        #expect(try entries(of: directory) == ["report.json"], "Expected no temporary file left")
    }

    @Test func write_missingDirectory_failsOnOneLineAndLeavesNoFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/missing/report.json"

        let error = writeError(Data("x".utf8), to: path)

        #expect(error?.message.contains("does not exist") == true, "Expected the missing directory named")
        #expect(error?.message.contains("\n") == false, "Expected a one-line error")
        #expect(error?.exitCode == 2, "Expected exit code 2")
        #expect(try entries(of: directory).isEmpty, "Expected nothing written")
    }

    @Test func write_parentIsAFile_failsAndLeavesNoFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try OutputPath.write(Data("x".utf8), to: directory + "/file")

        let error = writeError(Data("x".utf8), to: directory + "/file/report.json")

        #expect(error?.message.contains("is not a directory") == true, "Expected the bad parent named")
        #expect(try entries(of: directory) == ["file"], "Expected no file or temporary file left")
    }

    @Test func write_pathIsADirectory_failsAndRemovesTheTemporaryFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)

        let error = writeError(Data("x".utf8), to: directory + "/out")

        #expect(error != nil, "Expected writing over a directory to fail")
        #expect(try entries(of: directory) == ["out"], "Expected the temporary file removed")
    }

    // MARK: - Helpers

    private func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "atomic-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func entries(of directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    private func writeError(_ data: Data, to path: String) -> OutputWriteError? {
        do {
            try OutputPath.write(data, to: path)
            return nil
        } catch {
            return error
        }
    }
}
