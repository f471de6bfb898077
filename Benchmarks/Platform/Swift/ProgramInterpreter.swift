// ProgramInterpreter: the dynamic loader an ELF executable names (its PT_INTERP), read from the file's own headers.
// Owns nothing; reads the file once per call.
import Foundation

/// The program interpreter (dynamic loader) an ELF executable asks the kernel for, such as
/// `/lib64/ld-linux-x86-64.so.2`.
///
/// Started by hand (`ld.so PROGRAM ARGS…`), the loader maps the program itself, at an address the caller can move:
/// under valgrind, `--aspace-minaddr` moves it by whole pages, which is how the callgrind pass counts an operation in
/// several address-space layouts.
///
/// ```swift
/// ProgramInterpreter.path(of: "/usr/bin/cat")   // "/lib64/ld-linux-x86-64.so.2" on x86-64 Linux
/// ProgramInterpreter.path(of: "/etc/hostname")  // nil: not an ELF executable
/// ```
public enum ProgramInterpreter {
    /// The interpreter of the 64-bit little-endian ELF file at `path`; nil when the file cannot be read, is not such a
    /// file, or names none (a static executable).
    public static func path(of path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let header = try? file.read(upToCount: 64), header.count == 64,
              header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = integer(header, at: 0x20, size: 8)
        let entrySize = integer(header, at: 0x36, size: 2), entries = integer(header, at: 0x38, size: 2)
        guard entrySize >= 0x38, entries > 0, entries < 4096 else { return nil }
        for index in 0..<entries {
            guard (try? file.seek(toOffset: programHeaders + index * entrySize)) != nil,
                  let entry = try? file.read(upToCount: 0x38), entry.count == 0x38,
                  integer(entry, at: 0, size: 4) == interpreterType else { continue }
            let offset = integer(entry, at: 0x08, size: 8), size = integer(entry, at: 0x20, size: 8)
            guard size > 1, size < 4096, (try? file.seek(toOffset: offset)) != nil,
                  let bytes = try? file.read(upToCount: Int(size)), bytes.count == Int(size) else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return nil
    }

    /// `PT_INTERP`, the program header that holds the interpreter's path.
    static let interpreterType: UInt64 = 3

    /// The little-endian unsigned integer of `size` bytes at `offset` in `data`.
    private static func integer(_ data: Data, at offset: Int, size: Int) -> UInt64 {
        let start = data.startIndex + offset
        return data[start..<start + size].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
