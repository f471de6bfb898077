// `bench worker <mode> <case id>…`: the hidden subcommand a measuring child process runs — counts, live heap, callgrind
// regions or timing rounds — answering in JSON on standard output. Owns nothing beyond the request.
import BenchMeasurement
import BenchPlatform

/// The measuring child's entry: reads the request the parent wrote (`WorkerRequest.arguments`) and runs it.
enum WorkerCommand {
    /// Runs the request in `arguments`; exit 2 when they are not one, else the worker's status.
    @MainActor
    static func run(_ arguments: [String]) -> Int32 {
        guard let request = WorkerRequest(arguments) else {
            return Console.fail("bench worker: not a worker request: \(arguments.joined(separator: " ")) "
                + "(the bench starts its workers itself)", exitCode: 2)
        }
        return Worker.run(request)
    }
}
