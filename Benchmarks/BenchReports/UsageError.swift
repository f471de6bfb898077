// The error a command line's mistake throws: one printable line and the exit code. Here, with the thresholds and
// formats whose values it reports, so the command line and the reports share it. A plain value.

/// A command-line mistake, reported as one line that names the offending flag, and exit code 2.
///
/// ```swift
/// do { options = try BenchOptions.parse(arguments) }
/// catch { printToStandardError(error.message); exit(error.exitCode) }
/// ```
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The complete line to print, e.g. `bench: unknown flag --sute (did you mean --suite?)`.
    public let message: String
    /// The process exit code: always 2, the Unix convention for usage errors.
    public let exitCode: Int32

    /// Creates a usage error; `message` must be a single line.
    public init(_ message: String) {
        self.message = message
        self.exitCode = 2
    }

    public var description: String { message }
}
