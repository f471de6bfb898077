// PlatformLayerTests: the platform layer's operations do on this system what they promise on every system — the
// same Swift call whichever C side answers it — and Linux, where every mechanism was built, offers them all.
import Foundation
import Testing

@testable import BenchMeasurement
@testable import BenchPlatform

@Suite struct PlatformLayerTests {
    #if os(Linux)
    // The counting worker runs itself again without it (Worker, counts-each), so that no count moves with where the
    // heap lies. In a forked child, so that this process's personality stays as it was.
    @Test func disablingAddressRandomization_leavesItOff_forWhatRunsNext() throws {
        let list = NSTemporaryDirectory() + "one-line-\(UUID().uuidString)"
        try Data("once\n".utf8).write(to: URL(fileURLWithPath: list))

        let failures = ForkedRuns.eachLine(ofFile: list) { _ in
            let first = Platform.disableAddressRandomizationForWhatRunsNext()
            let again = Platform.disableAddressRandomizationForWhatRunsNext()
            return first >= 0 && again == 0 ? 0 : 1
        }

        #expect(failures.isEmpty, "Expected randomization off once turned off, and said so: \(failures)")
    }
    #endif

    @Test func commandLine_ofARunningChild_isWhatItWasStartedWith_whereTheSystemSays() throws {
        let child = try ChildProcess.Running(executable: "sleep", arguments: ["30"])
        defer { child.signal(SIGKILL); _ = child.wait() }

        // Spawning returns once the child has let go of this process's memory, a moment before exec has laid out
        // `sleep`'s arguments: until then its command line reads empty (seen once in a full `swift test`).
        var commandLine = Platform.commandLine(ofProcess: child.pid)
        let started = ContinuousClock.now
        while Platform.isLinux, commandLine != ["sleep", "30"], ContinuousClock.now - started < .seconds(30) {
            Thread.sleep(forTimeInterval: 0.01)
            commandLine = Platform.commandLine(ofProcess: child.pid)
        }

        #expect(commandLine == ["sleep", "30"] || !Platform.isLinux && commandLine == nil,
                "Expected the child's program and argument (Linux) or nothing, got \(String(describing: commandLine))")
    }

    @Test func fieldOffset_ofAStoredProperty_isWhereTheRuntimeKeepsIt() throws {
        let offset = try #require(RuntimeReflection.offset(ofField: "second", in: Derived.self))
        let object = Derived()

        let stored = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: offset, as: Int.self)

        #expect(stored == 0x5EC0_0D, "Expected the word at the offset to be the property's value")
    }

    @Test func fieldOffset_ofASuperclassProperty_isFound_andOfAnUnknownName_isNil() {
        #expect(RuntimeReflection.offset(ofField: "first", in: Derived.self) == 16,
                "Expected the superclass's first field right after the two-word object header")
        #expect(RuntimeReflection.offset(ofField: "missing", in: Derived.self) == nil, "Expected nil for no such field")
    }

    @Test func processMemory_readsAMappedWord_andRefusesAnUnmappedOne() throws {
        let memory = ProcessMemory()
        let box = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        defer { box.deallocate() }
        box.pointee = 0xFEED_F00D

        #expect(memory.isAvailable, "Expected this process to read its own memory here")
        #expect(memory.word(at: UInt(bitPattern: box)) == 0xFEED_F00D, "Expected the word copied")
        #expect(memory.word(at: 8) == nil, "Expected an unmapped address to read as nil, not to crash")
    }

    @Test func allocator_tellsAnAllocationsUsableSize() throws {
        let block = try #require(malloc(100))
        defer { free(block) }

        let size = try #require(Allocator.usableSize(ofBlockAt: UInt(bitPattern: block)))

        #expect(size >= 100, "Expected at least the requested size, got \(size)")
    }

    @Test(.enabled(if: Capabilities.heapStatistics.isAvailable, "needs the allocator's statistics"))
    func allocator_statistics_seeALargeBlockInUse() throws {
        // Process-wide statistics, with other tests allocating and freeing meanwhile: a block far larger than their churn.
        let before = try #require(Allocator.inUse())
        let block = try #require(malloc(64 << 20))
        defer { free(block) }

        let after = try #require(Allocator.inUse())

        #expect(after.bytes - before.bytes >= 48 << 20, "Expected about 64 MiB more in use, saw \(after.bytes - before.bytes)")
    }

    @Test func executablePath_isTheAbsolutePathOfAnExistingFile() {
        let path = Platform.executablePath

        #expect(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path),
                "Expected an absolute path to this test executable, got \(path)")
    }

    @Test func symbol_ofTheSwiftRuntime_isFound_andOfNothing_isNil() {
        #expect(Platform.symbol(named: "swift_retain") != nil, "Expected the runtime's exported entry point")
        #expect(Platform.symbol(named: "archbench_no_such_symbol") == nil, "Expected nil for a missing symbol")
    }

    @Test(.enabled(if: Platform.isLinux, "Linux offers every mechanism"))
    func linux_offersEveryOperatingSystemMechanism() {
        let capabilities = [Capabilities.interposedCounts, Capabilities.valgrind,
                            Capabilities.debuggerTraces, Capabilities.closureCaptures, Capabilities.steadyHeap]

        let unavailable = capabilities.filter { !$0.isAvailable }
        let preloadsASharedObject = Platform.preloadVariable != nil && CountingLibrary.fileName.hasSuffix(".so")

        #expect(unavailable.isEmpty, "Expected all available on Linux, not: \(unavailable)")
        #expect(preloadsASharedObject, "Expected ELF preloading of a .so")
    }

    @Test func unavailable_readsAsNotAvailableWithItsReason_neverAsAMechanism() {
        let missing = Availability.unavailable(reason: "not available on macOS: no interposition")

        #expect(!missing.isAvailable && missing.description == "n/a: not available on macOS: no interposition",
                "Expected `n/a: <reason>`")
    }

    @Test(.enabled(if: Platform.isLinux, "ELF executables are Linux's"))
    func programInterpreter_ofThisTestRunner_isTheLoaderItRunsUnder() throws {
        let loader = try #require(ProgramInterpreter.path(of: Platform.executablePath), "Expected a PT_INTERP in this executable")

        #expect(loader.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: loader),
                "Expected an absolute path to an executable loader, got \(loader)")
    }

    @Test func programInterpreter_ofAFileThatIsNoExecutable_isNil() throws {
        let text = NSTemporaryDirectory() + "not-elf-\(UUID().uuidString)"
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: text))
        defer { try? FileManager.default.removeItem(atPath: text) }

        #expect(ProgramInterpreter.path(of: text) == nil && ProgramInterpreter.path(of: "/nonexistent") == nil,
                "Expected no interpreter for a script or a missing file")
    }
}

private class Base {
    var first = 1
}

private final class Derived: Base {
    var second = 0x5EC0_0D
}

@Suite struct CapabilityOverrideTests {
    @Test func capabilityNamedInTheVariable_isTurnedOffWithThatReason() {
        let environment = [Capabilities.disablingVariable: "valgrind, interposedCounts"]

        let reason = Capabilities.disabledReason(.interposedCounts, in: environment)

        #expect(reason == "turned off by ARCHBENCH_UNAVAILABLE=interposedCounts", "Expected the variable named as the reason")
        #expect(Capabilities.disabledReason(.steadyHeap, in: environment) == nil, "Expected only the named ones off")
    }

    @Test func unknownNameInTheVariable_isReported() {
        let environment = [Capabilities.disablingVariable: "interposedCount,valgrind"]

        #expect(Capabilities.unknownDisabledNames(in: environment) == ["interposedCount"],
                "Expected the typo reported rather than silently disabling nothing")
    }
}
