// Specifications of where `--output` writes: a regular file replaced with its mode and owner kept, a symbolic link
// followed (still a link afterwards), a device or FIFO written as a stream (still a device or FIFO afterwards), anything
// else refused before a byte is written.
import BenchTestSupport
import Foundation
import Testing

@testable import BenchPlatform
@testable import BenchReports

@Suite struct OutputDestinationTests {
    @Test func regularFile_isReplacedKeepingItsMode() throws {
        let directory = try Scratch()
        let path = directory.path + "/report.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        try OutputPath.write(Data("new".utf8), to: path)

        let mode = try permissions(of: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8), "Expected the new content")
        #expect(mode == 0o640, "Expected the file's mode kept, got \(String(mode, radix: 8))")
        #expect(try directory.entries() == ["report.json"], "Expected no temporary file left")
    }

    // Only the superuser may give a file to another user, so only the superuser can show the owner kept.
    @Test(.enabled(if: Platform.isSuperuser, "giving a file to another owner needs the superuser"))
    func regularFile_asSuperuser_keepsItsOwner() throws {
        let directory = try Scratch()
        let path = directory.path + "/report.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.ownerAccountID: 4321, .groupOwnerAccountID: 4322], ofItemAtPath: path)

        try OutputPath.write(Data("new".utf8), to: path)

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.ownerAccountID] as? Int == 4321, "Expected the owner kept, got \(attributes[.ownerAccountID] ?? "none")")
        #expect(attributes[.groupOwnerAccountID] as? Int == 4322, "Expected the group kept")
    }

    @Test func symbolicLink_staysALink_andItsTargetReceivesTheReport() throws {
        let directory = try Scratch()
        try FileManager.default.createDirectory(atPath: directory.path + "/reports", withIntermediateDirectories: false)
        let target = directory.path + "/reports/main.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = directory.path + "/latest.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "reports/main.json")

        try OutputPath.write(Data("new".utf8), to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "reports/main.json",
                "Expected the link still a link to the same target")
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8), "Expected the target to hold the report")
        #expect(try directory.entries() == ["latest.json", "reports"], "Expected nothing beside the link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/reports") == ["main.json"],
                "Expected no temporary file left beside the target")
    }

    @Test func danglingSymbolicLink_staysALink_andItsTargetIsCreated() throws {
        let directory = try Scratch()
        let link = directory.path + "/latest.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.json")

        try OutputPath.write(Data("new".utf8), to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "made.json", "Expected the link kept")
        #expect(FileManager.default.contents(atPath: directory.path + "/made.json") == Data("new".utf8),
                "Expected the link's target created with the report")
    }

    @Test func fifo_isWrittenAsAStream_andItsReaderGetsTheWholeReport() throws {
        let directory = try Scratch()
        let fifo = directory.path + "/pipe"
        try makeFIFO(at: fifo)
        let report = Data(String(repeating: "a line of the report\n", count: 20_000).utf8)   // more than a pipe holds
        let received = Received()
        let reader = Thread {
            let handle = FileHandle(forReadingAtPath: fifo)   // blocks until the writer opens it
            received.set(handle?.readDataToEndOfFile())
        }
        reader.start()

        try OutputPath.write(report, to: fifo)

        #expect(received.wait() == report, "Expected the reader to get every byte of the report")
        #expect(try fileType(fifo) != .typeRegular, "Expected the FIFO still a FIFO, not replaced by a file")
        #expect(try directory.entries() == ["pipe"], "Expected no temporary file beside the FIFO")
    }

    // The superuser may create a file in /dev and rename it over /dev/null: that is how `--output /dev/null`, run as
    // root in a container, once turned the device into a regular file. Anyone else gets EACCES before any harm, so the
    // test proves the device survives only when run as the superuser, as it is here. It writes to a copy of /dev/null
    // made with mknod in a scratch directory (the same device, 1:3 on Linux), so a regression breaks the copy, not the
    // machine's /dev/null; the next test writes to /dev/null itself.
    @Test(.enabled(if: Platform.isSuperuser && Platform.isLinux, "mknod needs the superuser; 1:3 is Linux's null device"))
    func characterDevice_asSuperuser_isWrittenToAndStaysADevice() throws {
        let directory = try Scratch()
        let device = directory.path + "/null"
        let made = try ChildProcess.run(executable: "mknod", arguments: ["-m", "666", device, "c", "1", "3"])
        try #require(made.termination.succeeded, "Expected mknod to make a null device: \(made.standardErrorText)")

        try OutputPath.write(Data("report".utf8), to: device)

        #expect(try fileType(device) == .typeCharacterSpecial, "Expected the device still a character device")
        #expect(try directory.entries() == ["null"], "Expected no temporary file beside the device")
    }

    @Test func devNull_isWrittenToAndStaysADevice() throws {
        try OutputPath.write(Data("report".utf8), to: "/dev/null")

        #expect(try fileType("/dev/null") == .typeCharacterSpecial, "Expected /dev/null still a character device")
    }

    @Test func destination_ofEachKindOfPath() throws {
        let directory = try Scratch()
        let file = directory.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link", withDestinationPath: "file")

        #expect(try DurableFile.destination(of: file) == .regularFile(file), "Expected a regular file replaced")
        #expect(try DurableFile.destination(of: directory.path + "/link") == .regularFile(directory.path + "/file"),
                "Expected a link's target replaced")
        #expect(try DurableFile.destination(of: directory.path + "/new") == .newFile(directory.path + "/new"),
                "Expected a new file created")
        #expect(try DurableFile.destination(of: "/dev/null") == .stream("/dev/null"), "Expected a device streamed")
    }

    @Test func socket_isRefused_andLeftAsItWas() throws {
        let directory = try Scratch()
        let socket = directory.path + "/socket"
        try makeSocket(at: socket)

        let problem = OutputPath.problem(with: socket)
        #expect(throws: OutputWriteError.self) { try OutputPath.write(Data("x".utf8), to: socket) }

        #expect(problem?.contains("names a socket") == true, "Expected the socket named, got \(problem ?? "none")")
        #expect(try fileType(socket) == .typeSocket, "Expected the socket left as it was")
    }

    @Test(.enabled(if: Platform.isSuperuser && Platform.isLinux, "mknod needs the superuser; 7:0 is Linux's first loop device"))
    func blockDevice_isRefused_andLeftAsItWas() throws {
        let directory = try Scratch()
        let device = directory.path + "/loop"
        let made = try ChildProcess.run(executable: "mknod", arguments: [device, "b", "7", "0"])
        try #require(made.termination.succeeded, "Expected mknod to make a block device: \(made.standardErrorText)")

        let problem = OutputPath.problem(with: device)
        #expect(throws: OutputWriteError.self) { try OutputPath.write(Data("x".utf8), to: device) }

        #expect(problem?.contains("names a block device") == true, "Expected the block device named, got \(problem ?? "none")")
        #expect(try fileType(device) == .typeBlockSpecial, "Expected the block device left as it was")
    }

    @Test func historyAppend_toACharacterDevice_succeeds_andToASocket_isRefused() throws {
        let directory = try Scratch()
        let socket = directory.path + "/socket"
        try makeSocket(at: socket)

        // A device has nothing to flush: fsync(2) on /dev/null fails, which once failed --history after measuring.
        #expect(throws: Never.self) { try DurableFile.append(Data("{}\n".utf8), to: "/dev/null") }
        #expect(DurableFile.appendProblem(socket)?.kind == .notWritable("a socket"), "Expected a socket refused")
    }

    @Test(arguments: ["directory", "missing/report.json", "file/report.json"])
    func unwritablePath_isRefusedBeforeWriting(relative: String) throws {
        let directory = try Scratch()
        try FileManager.default.createDirectory(atPath: directory.path + "/directory", withIntermediateDirectories: false)
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path + "/file"))

        let problem = OutputPath.problem(with: directory.path + "/" + relative)

        #expect(problem != nil, "Expected \(relative) refused")
        #expect(problem?.contains("\n") == false, "Expected one line")
        #expect(try directory.entries() == ["directory", "file"], "Expected nothing written")
    }

    // MARK: - Helpers

    private func permissions(of path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
    }

    private func fileType(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    private func makeSocket(at path: String) throws {
        let made = try ChildProcess.run(executable: "python3", arguments: [
            "-c", "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", path,
        ])
        try #require(made.termination.succeeded, "Expected python3 to make a socket: \(made.standardErrorText)")
    }

    private func makeFIFO(at path: String) throws {
        let made = try ChildProcess.run(executable: "mkfifo", arguments: [path])
        try #require(made.termination.succeeded, "Expected mkfifo to make a FIFO: \(made.standardErrorText)")
    }
}

/// What a reader thread received, handed to the test once the thread is done.
private final class Received: @unchecked Sendable {   // `data` is written once, before `done` is signalled
    private var data: Data?
    private let done = DispatchSemaphore(value: 0)

    func set(_ data: Data?) {
        self.data = data
        done.signal()
    }

    func wait() -> Data? {
        guard done.wait(timeout: .now() + 60) == .success else { return nil }
        return data
    }
}
