// `swift run -c release bench`: hands the arguments to BenchKit and exits with its code. Logic lives in BenchKit.
import BenchKit
import Foundation

let exitCode = MainActor.assumeIsolated {
    BenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), cleansUpWhenInterrupted: true)
}
exit(exitCode)
