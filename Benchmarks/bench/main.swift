// `swift run -c release bench`: hands the arguments to BenchCLI and exits with its code. Logic lives in BenchCLI.
import BenchCLI
import Foundation

let exitCode = MainActor.assumeIsolated {
    BenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), cleansUpWhenInterrupted: true)
}
exit(exitCode)
