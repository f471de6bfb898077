// The files one command line names — read (a baseline, a report to compare, a threshold file) or written (the report,
// the history) — and the rule between them: no file is written by two flags, or written over one that is read. Names
// the same file by any spelling (links, relative paths) through the platform layer. A plain value; owns nothing.
import BenchPlatform
import BenchReports

/// The files a command line names, each with its flag, checked for one file named twice where that would lose data.
///
/// ```swift
/// var files = FileArguments()
/// files.reads(options.baselinePath, as: "--baseline")
/// files.writes(options.outputPath, as: "--output")
/// if let conflict = files.conflict(command: "bench") { throw conflict }   // --output m.json --baseline ./m.json
/// ```
struct FileArguments {
    private struct Named {
        let flag: String
        let path: String
        let isWritten: Bool
    }

    private var files: [Named] = []

    /// Records that `flag` (or a positional argument's name, `OLD.json`) reads `path`, if given.
    mutating func reads(_ path: String?, as flag: String) {
        if let path { files.append(Named(flag: flag, path: path, isWritten: false)) }
    }

    /// Records that `flag` writes `path`, if given.
    mutating func writes(_ path: String?, as flag: String) {
        if let path { files.append(Named(flag: flag, path: path, isWritten: true)) }
    }

    /// The first file written by two flags, or written by one and read by another, as a one-line usage error; nil when
    /// there is none. A character device (`/dev/null`, a terminal) takes any number of writers unharmed, so it is no
    /// conflict; reading one file twice is none either.
    func conflict(command: String) -> UsageError? {
        let identities = files.map { DurableFile.identity(of: $0.path) }
        for (index, written) in files.enumerated() where written.isWritten && !identities[index].isCharacterDevice {
            for (otherIndex, other) in files.enumerated() where otherIndex != index && identities[otherIndex] == identities[index] {
                guard other.isWritten else {
                    return UsageError("\(command): \(written.flag) \(written.path.debugDescription) would overwrite "
                        + "\(other.flag) \(other.path.debugDescription), the same file; write elsewhere")
                }
                guard otherIndex > index else { continue }   // each pair of written files once, in the order typed
                let paths = written.path == other.path ? written.path.debugDescription
                    : "\(written.path.debugDescription) and \(other.path.debugDescription)"
                return UsageError("\(command): \(written.flag) and \(other.flag) name the same file (\(paths)); "
                    + "give each its own")
            }
        }
        return nil
    }
}
