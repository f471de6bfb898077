// How `bench compare` and `bench history` answer once parsed: `--output` checked before any file is read, the saved
// runs read and rendered, the text printed or written, and the exit status. Owns nothing.
import BenchPlatform
import BenchReports

/// The one flow of the commands over saved runs: each says what it reads, how it renders, and what its exit status is.
///
/// ```swift
/// SavedRunsCommand.answer("bench history", rendering: "the trend", to: options.outputPath,
///                         read: { () throws(RunHistory.Failure) in HistoryTrend(runs: try RunHistory.load(path: path).runs) },
///                         render: { try $0.rendered(as: options.format) })
/// ```
enum SavedRunsCommand {
    /// Checks that `outputPath` can be written before `read` runs (a bad path fails before any file is read), reads,
    /// renders with `render`, prints the text or writes it to `outputPath`, then returns what `status` says of what
    /// was read (0 unless told). A step that fails prints one line and returns its exit status (2).
    @MainActor
    static func answer<Input, Failure: InputFileError>(
        _ command: String, rendering document: String, to outputPath: String?,
        read: () throws(Failure) -> Input, render: (Input) throws -> String, status: (Input) -> Int32 = { _ in 0 }
    ) -> Int32 {
        if let path = outputPath, let message = OutputPath.problem(with: path, flag: "\(command): --output") {
            return Console.fail(message, exitCode: 2)
        }
        let input: Input
        do {
            input = try read()
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        let text: String
        do {
            text = try render(input)
        } catch {
            return Console.fail("\(command): cannot render \(document): \(error)", exitCode: 2)
        }
        if let failure = BenchCommand.deliver(text, to: outputPath, command: command) { return failure }
        return status(input)
    }
}

/// A saved file a command cannot use (a report, a history), as its reader says it: one line naming the file, and the
/// exit status.
protocol InputFileError: Error {
    var message: String { get }
    var exitCode: Int32 { get }
}

extension ReportFileError: InputFileError {}
extension RunHistory.Failure: InputFileError {}
