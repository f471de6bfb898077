// The code sizes as `bench loc` prints them and the docs show them: an aligned table, a Markdown table or JSON. Pure.
import BenchResults
import Foundation

extension CodeSize {
    /// How the code sizes are written.
    package enum Format: String, CaseIterable {
        case table, markdown, json
    }

    /// The sizes of every module of `modules` under `root`, or the directories missing there (`Sources/<module>`).
    package static func measureAll(root: String) -> Result<[CodeSize], Missing> {
        let sizes = modules.compactMap { measure(name: $0.name, directory: $0.directory, root: root) }
        guard sizes.count == modules.count else {
            let missing = modules.filter { module in !sizes.contains { $0.name == module.name } }
            return .failure(Missing(directories: missing.map { "Sources/\($0.directory)" }))
        }
        return .success(sizes)
    }

    /// The `Sources/` directories that `measureAll(root:)` did not find.
    package struct Missing: Error, Equatable {
        package let directories: [String]
    }

    /// The sizes as an aligned table, a Markdown table (what the docs show) or JSON.
    package static func render(_ sizes: [CodeSize], as format: Format) -> String {
        let header = ["", "files", "types", "protocols", "lines of code"]
        let rows = sizes.map { [$0.name, "\($0.files)", "\($0.types)", "\($0.protocols)", "\($0.lines)"] }
        switch format {
        case .json:
            return (try? BenchJSON.text(sizes))?.trimmingCharacters(in: .newlines) ?? "[]"
        case .markdown:
            return (["| \(header.joined(separator: " | ")) |", "|---|---:|---:|---:|---:|"]
                + rows.map { "| \($0.joined(separator: " | ")) |" }).joined(separator: "\n")
        case .table:
            let widths = header.indices.map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
            let lines = ([header] + rows).map { row in
                row.enumerated().map { column, cell in
                    column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ")
            }
            return (["code size · Sources/<module>, Leaky/, Changes/ and Traps/ excluded; lines: non-blank, non-comment"]
                + lines.map { "  " + $0 }).joined(separator: "\n")
        }
    }
}
