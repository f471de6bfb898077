// The bench command's entry: the first word picks a subcommand (compare, history, graph, trace, loc, docs, and the
// hidden worker); anything else is the measuring command. Owns nothing; the executable only calls `main(arguments:)`.
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
    public static func main(
        arguments: [String], isOptimized: Bool = BuildInfo.isOptimized,
        relaunch: (([String]) -> Int32)? = nil
    ) -> Int32 {
        if let name = arguments.first, let subcommand = BenchSubcommand(rawValue: name) {
            return subcommand.run(Array(arguments.dropFirst()))
        }
        return MeasureCommand.run(arguments, isOptimized: isOptimized, relaunch: relaunch)
    }

    /// Writes `text` atomically to `path` and says so on standard error, or prints it unchanged on standard output
    /// when there is no path. Nil when delivered; else the exit status, after one line saying why.
    static func deliver(_ text: String, to path: String?, command: String) -> Int32? {
        guard let path else {
            print(text, terminator: "")
            return nil
        }
        do {
            try writeAtomically(Data(text.utf8), to: path)
        } catch {
            return Console.fail(error.message, exitCode: error.exitCode)
        }
        Console.note("\(command): wrote \(path)")
        return nil
    }
}
