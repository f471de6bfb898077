// CallSiteReaderTests: the n of a `swift_retain_n` call is read from the `mov $n, %esi` before it, across the
// register moves and stack stores compilers put in between, and nothing is guessed when the shape differs.
// Byte sequences are copied from objdump of libswiftCore and the bench.
import Testing

@testable import BenchMeasurement

@Suite struct CallSiteReaderTests {
    @Test func countArgument_movedRightBeforeTheCall_isRead() {
        // mov %r12,%rdi; mov $0x2,%esi; call swift_bridgeObjectRetain_n
        let bytes: [UInt8] = [0x4C, 0x89, 0xE7, 0xBE, 0x02, 0x00, 0x00, 0x00, 0xE8, 0x2E, 0xDE, 0xF8, 0xFF]

        #expect(CallSiteReader.countArgument(bytes, callAt: 8) == 2, "Expected the immediate moved into %esi")
    }

    @Test func countArgument_withARegisterMoveAndAStackStoreBetween_isRead() {
        // mov $0x3,%esi; mov %rax,%r13; mov %rdx,-0x48(%rbp); call swift_release_n
        let bytes: [UInt8] = [0xBE, 0x03, 0x00, 0x00, 0x00, 0x49, 0x89, 0xC5, 0x48, 0x89, 0x55, 0xB8,
                              0xE8, 0x00, 0x00, 0x00, 0x00]

        #expect(CallSiteReader.countArgument(bytes, callAt: 12) == 3, "Expected moves that keep %esi stepped over")
    }

    @Test func countArgument_ofATailJump_isRead() {
        // mov $0x2,%esi; jmp swift_release_n
        let bytes: [UInt8] = [0xBE, 0x02, 0x00, 0x00, 0x00, 0xE9, 0x10, 0x20, 0x00, 0x00]

        #expect(CallSiteReader.countArgument(bytes, callAt: 5) == 2, "Expected a jmp rel32 read like a call")
    }

    @Test func countArgument_whenAMoveBetweenOverwritesESI_isNotRead() {
        // mov $0x2,%esi; mov %rax,%rsi; call swift_retain_n
        let bytes: [UInt8] = [0xBE, 0x02, 0x00, 0x00, 0x00, 0x48, 0x89, 0xC6, 0xE8, 0x00, 0x00, 0x00, 0x00]

        #expect(CallSiteReader.countArgument(bytes, callAt: 8) == nil, "Expected no n when %rsi is overwritten")
    }

    @Test func countArgument_ofARuntimeForwarderPassingItsOwnN_isNotRead() {
        // swift_bridgeObjectRetain_n: mov %rdi,%rbx; movabs $0x80fffffffffffff9,%rdi; and %rbx,%rdi; call swift_retain_n
        let bytes: [UInt8] = [0x48, 0x89, 0xFB, 0x48, 0xBF, 0xF9, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x80,
                              0x48, 0x21, 0xDF, 0xE8, 0x15, 0xF6, 0xFA, 0xFF]

        #expect(CallSiteReader.countArgument(bytes, callAt: 16) == nil, "Expected no guess for a run-time n")
    }

    @Test func countArgument_atAnAddressThatIsNotACall_isNotRead() {
        let bytes: [UInt8] = [0xBE, 0x02, 0x00, 0x00, 0x00, 0x90]

        #expect(CallSiteReader.countArgument(bytes, callAt: 5) == nil, "Expected a nop not to be taken for a call")
    }

    @Test func count_inAFileThatIsNotELF_isNotRead() {
        var reader = CallSiteReader()

        #expect(reader.count(at: 0x1000, in: "/etc/hostname") == nil, "Expected nil for a file that is not ELF")
    }
}
