// Teaching: the tests of one pattern, file by file — what its roles let you test, and how. Reads files; owns nothing.
import Foundation

/// The `@Test` functions of `Tests/<Module>Tests`, counted per file, for the docs' "what can be tested" tables.
struct TestInventory: Equatable {
    struct File: Equatable {
        let path: String
        let names: [String]
    }

    let files: [File]

    var total: Int { files.reduce(0) { $0 + $1.names.count } }

    init(directory: String, root: String) {
        let base = URL(fileURLWithPath: root).appendingPathComponent(directory)
        let paths = (FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { ($0 as? URL)?.path } ?? [])
            .filter { $0.hasSuffix("Tests.swift") }.sorted()
        files = paths.compactMap { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            // `@Test … func name(` on one line, or `@Test(arguments: …)` above the `func` line.
            var names: [String] = [], previous = ""
            for line in text.components(separatedBy: "\n") {
                defer { previous = line.trimmingCharacters(in: .whitespaces) }
                guard let range = line.range(of: "func "), line.contains("@Test") || previous.hasPrefix("@Test") else {
                    continue
                }
                names.append(String(line[range.upperBound...].prefix { $0 != "(" }))
            }
            return names.isEmpty ? nil : File(path: directory + "/" + URL(fileURLWithPath: path).lastPathComponent, names: names)
        }
    }

    /// `| [BlogListPresenterTests](…) | 23 | likeTap_…, … |`, the first names of each file as examples.
    func markdown(linkPrefix: String, examples: Int = 3) -> String {
        let rows = files.map { file in
            let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let sample = file.names.prefix(examples).map { "`\($0)`" }.joined(separator: ", ")
                + (file.names.count > examples ? ", …" : "")
            return "| [\(name)](\(linkPrefix)\(file.path)) | \(file.names.count) | \(sample) |"
        }
        return (["| test file | tests | for example |", "|---|---:|---|"] + rows + ["| **total** | **\(total)** | |"])
            .joined(separator: "\n")
    }
}
