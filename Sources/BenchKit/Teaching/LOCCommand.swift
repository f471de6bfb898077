// `bench loc`: files, types, protocols and lines of code per pattern and the floor, from Sources/. Reads files only.
import Foundation

/// `bench loc [--format table|markdown|json] [--root PATH]`: the code each architecture takes for the same scene.
@MainActor
enum LOCCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let format: OutputFormat
        let root: String
        do throws(UsageError) {
            let parsed = try SubcommandArguments.parse(arguments, command: "loc", flags: ["format", "root"])
            guard parsed.words.isEmpty else {
                throw UsageError("bench loc: unexpected \(parsed.words[0].debugDescription); usage: bench loc [--format table|markdown|json] [--root PATH]")
            }
            let name = parsed.values["format"] ?? "table"
            guard let chosen = OutputFormat(rawValue: name.lowercased()), chosen != .csv else {
                throw UsageError("bench loc: unknown --format \(name.debugDescription); expected table, markdown, json")
            }
            format = chosen
            root = parsed.values["root"] ?? packageRoot()
        } catch {
            return BenchCommand.fail(error.message, exitCode: error.exitCode)
        }
        let sizes = CodeSize.modules.compactMap { CodeSize.measure(name: $0.name, directory: $0.directory, root: root) }
        guard sizes.count == CodeSize.modules.count else {
            return BenchCommand.fail("bench loc: no Sources/MVC, MVP, MVVM, VIPER, Floor under \(root) (pass --root)", exitCode: 2)
        }
        print(render(sizes, as: format))
        return 0
    }

    static func render(_ sizes: [CodeSize], as format: OutputFormat) -> String {
        let header = ["", "files", "types", "protocols", "lines of code"]
        let rows = sizes.map { [$0.name, "\($0.files)", "\($0.types)", "\($0.protocols)", "\($0.lines)"] }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return (try? encoder.encode(sizes)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        case .markdown:
            return (["| \(header.joined(separator: " | ")) |", "|---|---:|---:|---:|---:|"]
                + rows.map { "| \($0.joined(separator: " | ")) |" }).joined(separator: "\n")
        default:
            let widths = header.indices.map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
            let lines = ([header] + rows).map { row in
                row.enumerated().map { column, cell in
                    column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ")
            }
            return (["code size · Sources/<module>, Leaky/ variants excluded; lines: non-blank, non-comment"]
                + lines.map { "  " + $0 }).joined(separator: "\n")
        }
    }

    /// The package holding the running bench (its build directory's parent), else the current directory.
    static func packageRoot() -> String {
        let current = FileManager.default.currentDirectoryPath
        return BuildLayout(executable: CountingLibrary.currentExecutable, fallbackRoot: current).packageRoot ?? current
    }
}
