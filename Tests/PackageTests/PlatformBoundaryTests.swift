// PlatformBoundaryTests: the portability guard. No file outside the platform layer (Benchmarks/Platform) imports
// Glibc or Darwin, calls the loader, the kernel or the allocator directly, names a Linux-only mechanism in code, or
// reaches the runtime's private entry points: a Mac build then cannot break in a file nobody on Linux thought of.
import Foundation
import Testing

@testable import BenchPlatform

@Suite struct PlatformBoundaryTests {
    @Test func everySourceOutsideThePlatformLayer_usesNoPlatformCall() throws {
        let files = try PlatformBoundary.sourceFiles(under: PlatformBoundary.packageRoot)

        let violations = try files.flatMap { path in
            PlatformBoundary.violations(in: try String(contentsOfFile: path, encoding: .utf8))
                .map { "\(path.dropFirst(PlatformBoundary.packageRoot.count + 1)):\($0.line): \($0.text)" }
        }

        #expect(files.count > 100, "Expected the scan to see the package's sources, saw \(files.count) files")
        #expect(violations.isEmpty,
                "Expected platform calls only in Benchmarks/Platform, found:\n\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: [
        "import Glibc", "@preconcurrency import Darwin", "#if canImport(Glibc)", "import CBenchPlatform",
        "let handle = dlsym(nil, name)", "posix_spawn(&pid, path, nil, nil, argv, envp)", "execv(path, argv)",
        "clock_gettime(CLOCK_MONOTONIC, &time)", "let size = malloc_usable_size(block)", "getpid()",
        #"let exe = "/proc/self/exe""#, #"environment["LD_PRELOAD"] = path"#, #"environment["GLIBC_TUNABLES"] = x"#,
        "@_spi(Reflection) import Swift", "_ = _forEachField(of: type, options: options) { _, _, _, _ in true }",
        #"@_silgen_name("swift_retainCount")"#, "if rename(temporary, path) != 0 {", "guard stat(path, &status) == 0",
        "let fd = open(path, O_WRONLY)", "fchmod(descriptor, mode)", "kill(-group, SIGTERM)", "sigaction(SIGINT, &action, nil)",
    ])
    func guard_findsEachKindOfPlatformCall(line: String) {
        #expect(PlatformBoundary.violations(in: "let before = 1\n\(line)\n").map(\.line) == [2],
                "Expected the guard to flag `\(line)` on its line")
    }

    @Test func guard_ignoresCommentsAndLookalikes() {
        let text = """
            // The counters preload with LD_PRELOAD and read /proc/self/exe (a comment may explain the platform).
            let pipeline = makePipeline()   // not pipe2(
            probe.fsync()
            case rename(row: Int)
            let executable = Platform.executablePath
            """

        #expect(PlatformBoundary.violations(in: text).isEmpty, "Expected comments and method calls left alone")
    }
}

/// What the guard looks for, and where.
enum PlatformBoundary {
    /// The package directory: three levels above this file (Tests/PackageTests/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The one folder allowed to hold platform calls, and this guard, which names them.
    static let exempt = ["Benchmarks/Platform/", "Tests/PackageTests/PlatformBoundaryTests.swift"]

    /// Swift and C sources of Sources/, Benchmarks/ and Tests/, the exempt ones left out.
    static func sourceFiles(under root: String) throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Benchmarks", "Tests"] {
            let base = root + "/" + folder
            guard let enumerator = FileManager.default.enumerator(atPath: base) else { continue }
            for case let relative as String in enumerator
            where [".swift", ".c", ".h"].contains(where: relative.hasSuffix) {
                let path = base + "/" + relative
                if !exempt.contains(where: { path.hasPrefix(root + "/" + $0) }) { files.append(path) }
            }
        }
        return files.sorted()
    }

    /// Every line of `text` (1-based) whose code, comments removed, names a platform call, import or mechanism.
    static func violations(in text: String) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = withoutComment(String(line))
            return patterns.contains { code.range(of: $0, options: .regularExpression) != nil }
                ? (index + 1, line.trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    /// Imports of the C libraries, calls into libc, the loader, the kernel and the allocator, Linux-only names, and
    /// the runtime's private entry points. A call is a name followed by `(` and not preceded by `.` (a method).
    static let patterns = [
        #"^\s*(@\w+\s+)*import\s+(Glibc|Darwin|Musl|WinSDK|CBenchPlatform|RuntimeCounters)\b"#,
        #"canImport\((Glibc|Darwin|Musl)\)"#,
        #"(^|[^.\w])(dlsym|dlopen|dlclose|posix_spawnp?|posix_spawn_file_actions_\w+|posix_spawnattr_\w+|waitpid|execv[pe]?|clock_gettime(_nsec_np)?|mach_\w+|malloc_usable_size|malloc_size|malloc_zone_\w+|mallinfo2?|process_vm_readv|sysctlbyname|_NSGetExecutablePath|pthread_\w+|getpid|fsync|pipe2|fcntl|strerror|readlink)\s*\("#,
        // Files and signals: where a path leads, replacing or streaming it, and ending children when interrupted (a
        // `case` or `func` of that name is a declaration, not a call).
        #"(?<![.\w])(?<!case )(?<!func )(open|stat|lstat|fstat|rename|unlink|rmdir|chmod|fchmod|chown|fchown|mkdtemp|mkstemp|mkfifo|mknod|realpath|access|kill|killpg|sigaction|signal|raise|waitid|setpgid|setsid|geteuid|getuid)\s*\("#,
        #"/proc/"#, #"LD_PRELOAD"#, #"DYLD_INSERT_LIBRARIES"#, #"GLIBC_TUNABLES"#, #"\bRTLD_\w+"#,
        #"@_spi\("#, #"@_silgen_name"#, #"\b_forEachField\b"#, #"\b_getTypeByMangledNameInContext\b"#,
    ]

    /// `line` without a `//` comment (a `//` inside a string literal, as in a URL, is kept).
    private static func withoutComment(_ line: String) -> String {
        var inString = false, previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return line
    }
}
