// ChildProcess+Failure: one line saying why a child process failed: how it ended and the line of its standard
// error that names the cause, not the last line a crash reporter printed. Pure; reads the output only.
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

extension ChildProcess.Termination: CustomStringConvertible {
    /// How the child ended, e.g. `exited with status 3`, `crashed with SIGSEGV (segmentation fault)`.
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal):
            if let name = Self.signalNames[signal] { "crashed with \(name)" } else { "was killed by signal \(signal)" }
        }
    }

    /// The signals a crashing or killed program usually ends with, by number on Linux and macOS alike
    /// (SIGBUS differs: 7 on Linux, 10 on macOS).
    private static let signalNames: [Int32: String] = [
        SIGSEGV: "SIGSEGV (segmentation fault)", SIGABRT: "SIGABRT (abort)", SIGBUS: "SIGBUS (bus error)",
        SIGILL: "SIGILL (illegal instruction, e.g. a Swift runtime trap)", SIGTRAP: "SIGTRAP (trap)",
        SIGFPE: "SIGFPE (arithmetic error)", SIGKILL: "SIGKILL (killed)", SIGTERM: "SIGTERM (terminated)",
    ]
}

extension ChildProcess.Output {
    /// Why the child failed, in one line: `<what> <how it ended>: <cause>`.
    ///
    /// The cause is the line of standard error that says what went wrong. A Swift crash report ends with
    /// register dumps and "Backtrace took 0.00s", so its last line says nothing: what the program printed just
    /// before the backtracer's `*** Signal N: Backtracing` banner (`free(): invalid size`, `Fatal error: …`)
    /// is the cause, else the banner's `Program crashed: …` line; a sanitizer's `ERROR:` line comes next; else
    /// the last line.
    ///
    /// ```swift
    /// if !output.termination.succeeded { print(output.failure(of: "the counting subprocess")) }
    /// // the counting subprocess crashed with SIGABRT (abort): free(): invalid pointer
    /// ```
    public func failure(of what: String) -> String {
        guard let cause = Self.cause(inStandardError: standardErrorText) else { return "\(what) \(termination)" }
        return "\(what) \(termination): \(cause)"
    }

    /// Whether `line` is valgrind's (`==PID==` alone or before a space); a sanitizer's `==PID==ERROR: …` is not.
    static func isValgrindLine(_ line: String) -> Bool {
        guard line.hasPrefix("=="), let end = line.dropFirst(2).firstIndex(of: "=") else { return false }
        let pid = line[line.index(line.startIndex, offsetBy: 2)..<end]
        let rest = line[end...]
        guard !pid.isEmpty, pid.allSatisfy(\.isNumber), rest.hasPrefix("==") else { return false }
        return rest.count == 2 || rest.dropFirst(2).first == " "
    }

    /// The line of `text` that names why the program failed (valgrind's own lines left out); nil when it printed
    /// nothing.
    static func cause(inStandardError text: String) -> String? {
        // valgrind's own lines (`==8217== I refs: …`) come last and say nothing of why the program failed.
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !Self.isValgrindLine($0) }
        if let banner = lines.firstIndex(where: { $0.hasPrefix("*** Signal ") }) {
            if banner > 0 { return lines[banner - 1] }
            if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) {
                return crashed.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
            }
        }
        if let sanitizer = lines.first(where: { $0.contains("ERROR: ") }), let error = sanitizer.range(of: "ERROR: ") {
            return String(sanitizer[error.lowerBound...])
        }
        return lines.last
    }
}
