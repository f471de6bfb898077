// The bench command's entry: the first word picks a subcommand (compare, history, graph, trace, loc, docs, and the
// hidden worker); anything else is the measuring command. Owns nothing; the executable only calls `main(arguments:)`.
import BenchMeasurement
import BenchPlatform
import BenchReports
import Foundation

/// `swift run bench …`: hands the arguments to the subcommand they name, or to the measuring command.
@MainActor
public enum BenchCommand {
    /// Runs the command and returns its exit code: 0 success, 1 a benchmark or a measurement asked for could not be
    /// taken, 2 bad usage, a baseline or output that cannot be used, 3 a regression against `--baseline`.
    ///
    /// An unoptimised build does not measure: it hands the same arguments to `relaunch`, which builds the
    /// release product and becomes it (`swift run bench` as typed), and returns only if that fails.
    /// `isOptimized` and `relaunch` are passed in only by tests, so both paths are tested in every build.
    /// `cleansUpWhenInterrupted` is set by the executable alone: then SIGINT, SIGTERM or SIGHUP ends every child process
    /// this run started and removes its temporary files before the process dies by that signal (`Interruption`). Tests
    /// that call `main` in their own process leave their runner's signals alone.
    public static func main(
        arguments: [String], isOptimized: Bool = BuildInfo.isOptimized,
        relaunch: (([String]) -> Int32)? = nil, cleansUpWhenInterrupted: Bool = false
    ) -> Int32 {
        if cleansUpWhenInterrupted { Interruption.cleanUpWhenInterrupted() }
        if let name = arguments.first, let subcommand = BenchSubcommand(rawValue: name) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        return MeasureCommand.run(arguments, isOptimized: isOptimized, relaunch: relaunch)
    }

    /// Writes `text` where `path` leads (`OutputPath.write`) and says so on standard error, or prints it unchanged on
    /// standard output when there is no path. Nil when delivered; else the exit status, after one line saying why.
    static func deliver(_ text: String, to path: String?, command: String) -> Int32? {
        guard let path else {
            print(text, terminator: "")
            return nil
        }
        do {
            try OutputPath.write(Data(text.utf8), to: path, flag: "\(command): --output")
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        Console.note("\(command): wrote \(path)")
        return nil
    }
}
