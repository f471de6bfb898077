// WorkerProcess: the one way the session runs a measuring child — `bench worker …` (under a launcher such as valgrind
// when asked), its exit checked, its JSON answer decoded. Owns the child only while it runs.
import BenchPlatform
import BenchResults
import Foundation

/// A measuring child process, started and read back.
///
/// ```swift
/// switch WorkerProcess.run(.counts(caseIDs: [id]), environment: library.environment(), role: "the counting subprocess") {
/// case .success(let answer): answer[id]?.counts
/// case .failure(let reason): print("counts: n/a — \(reason)")
/// }
/// ```
enum WorkerProcess {
    /// The child's answer to `request`, or why there is none.
    ///
    /// - Parameters:
    ///   - answer: The type the child prints as JSON.
    ///   - environment: The child's whole environment.
    ///   - role: How messages name the child, e.g. `the counting subprocess (dispatch/like/mvc)`.
    ///   - launcher: A program and its arguments to run the worker under (`valgrind --tool=none`); none by default.
    ///   - conflict: On failure, a cause to add and a command that may fix it (another preloaded library, say).
    @MainActor
    static func run<Answer: Decodable>(
        _ request: WorkerRequest, answer: Answer.Type = [String: WorkerCaseResult].self, environment: [String: String],
        role: String, launcher: [String] = [], conflict: () -> (cause: String, remedy: String)? = { nil }
    ) -> Result<Answer, CountsUnavailable> {
        let command = launcher + [CountingLibrary.currentExecutable] + request.arguments
        let output: ChildProcess.Output
        do {
            output = try ChildProcess.run(executable: command[0], arguments: Array(command.dropFirst()),
                                          environment: environment)
        } catch {
            return .failure(CountsUnavailable(reason: "\(error)"))
        }
        guard output.termination.succeeded else {
            let extra = conflict()
            return .failure(CountsUnavailable(reason: output.failure(of: role) + (extra?.cause ?? ""), remedy: extra?.remedy))
        }
        guard let decoded = try? BenchJSON.decoder().decode(Answer.self, from: output.standardOutput) else {
            return .failure(CountsUnavailable(reason: "\(role) printed no answer"))
        }
        return .success(decoded)
    }
}
