// Console: the one writer of everything `bench` says besides its output — progress, notes, warnings and errors — on
// standard error, so standard output carries only the report a script reads. Here, below every module of the harness,
// so measuring, teaching and the command line speak to the terminal alike. Owns nothing.
import Foundation

/// Lines for the person at the terminal, on standard error.
///
/// ```swift
/// Console.note("bench: wrote report.json")
/// return Console.fail("bench: --output: cannot write …", exitCode: 2)
/// ```
public enum Console {
    /// Writes `line` and a newline (one only, whether or not `line` ends with one) to standard error.
    public static func note(_ line: String) {
        FileHandle.standardError.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }

    /// Writes `message` (one line) and returns `exitCode`, for `return Console.fail(…)`.
    public static func fail(_ message: String, exitCode: Int32) -> Int32 {
        note(message)
        return exitCode
    }
}
