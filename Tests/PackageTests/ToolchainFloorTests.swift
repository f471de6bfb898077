// ToolchainFloorTests: the declared toolchain floor, proven where it can be. The code uses no language feature and no
// library API newer than Package.swift's tools version and macOS deployment target, as far as a table of features it
// knows how to detect can tell; README, docs/PLATFORMS.md and the example workflow state the same floor.
import Foundation
import Testing

@testable import BenchPlatform

@Suite struct ToolchainFloorTests {
    @Test func everySource_usesNothingNewerThanTheDeclaredFloor() throws {
        let floor = try #require(try ToolchainFloor.declared(), "Expected Package.swift to declare Swift and macOS")
        let (files, uses) = try ToolchainFloor.usesInPackage()

        let violations = try uses.filter { use in
            guard floor.isExceeded(by: use.feature) else { return false }
            let guardVersion = try ToolchainFloor.availabilityGuard(of: use.line, in: use.path)
            return !floor.isMet(by: use.feature, guardedBy: guardVersion)
        }.map { "\($0.path):\($0.line): \($0.feature)" }

        #expect(files > 100, "Expected the scan to see the package's sources, saw \(files) files")
        #expect(violations.isEmpty, """
            Expected nothing newer than the declared floor (Swift \(floor.swift), macOS \(floor.macOS)), found:
            \(violations.joined(separator: "\n"))
            """)
    }

    @Test func theDeclaredSwift_isTheNewestFeatureTheCodeUses() throws {
        let floor = try #require(try ToolchainFloor.declared())
        let used = try ToolchainFloor.usesInPackage().uses.map(\.feature)
        let newest = used.compactMap { feature in feature.swift.map { (feature, $0) } }.max { $0.1 < $1.1 }

        #expect(newest?.1 == floor.swift, """
            Expected the tools version to be the oldest Swift the code supports: the newest feature found is \
            \(newest.map { "\($0.0) (Swift \($0.1))" } ?? "none"), the manifest declares Swift \(floor.swift)
            """)
    }

    @Test func readmePlatformsAndWorkflow_stateTheManifestsFloor() throws {
        let floor = try #require(try ToolchainFloor.declared())
        let xcode = try #require(ToolchainFloor.firstXcode[floor.swift.description],
                                 "Expected the table of first Xcodes to know Swift \(floor.swift)")
        let statements: [(file: String, phrases: [String])] = [
            ("README.md", ["Swift \(floor.swift)", "macOS \(floor.macOS)"]),
            ("docs/PLATFORMS.md",
             ["`// swift-tools-version: \(floor.swift)`", "macOS \(floor.macOS)", "Xcode \(xcode)"]),
            (".github/workflows/bench.yml", ["swift:\(floor.swift).0-noble", "Xcode_\(xcode)", "macOS \(floor.macOS)"]),
        ]

        for (file, phrases) in statements {
            let text = try ToolchainFloor.read(file)
            for phrase in phrases {
                let states = text.contains(phrase)
                #expect(states, "Expected \(file) to state the floor the manifest declares: \(phrase)")
            }
        }
    }

    @Test func aLibraryAPIUnderAnAvailabilityGuard_isWithinTheFloor_aLanguageFeatureNever() throws {
        let floor = ToolchainFloor.Floor(swift: try #require(.init("6.2")), macOS: try #require(.init("15.6")))
        let immediate = try #require(ToolchainFloor.features.first { $0.name == "Task.immediate" })
        let source = """
            @available(macOS 26.0, *)
            @MainActor
            func startNow(_ operation: @escaping @MainActor () async -> Void) {
                Task.immediate(operation: operation)
            }
            func elsewhere() {
                Task.immediate {}
            }
            """

        #expect(floor.isMet(by: immediate, guardedBy: ToolchainFloor.availabilityGuard(of: 4, inCode: source)),
                "Expected a use three lines under `@available(macOS 26.0, *)` within a macOS 15.6 floor")
        #expect(!floor.isMet(by: immediate, guardedBy: ToolchainFloor.availabilityGuard(of: 7, inCode: source)),
                "Expected an unguarded use beyond a macOS 15.6 floor")
    }

    @Test func everyFeature_hasAValidPatternAndASampleLine() {
        let sampled = Set(ToolchainFloor.samples.map(\.feature))
        let unsampled = ToolchainFloor.features.filter { !sampled.contains($0.name) }

        #expect(ToolchainFloor.expressions.count == ToolchainFloor.features.count,
                "Expected every feature's pattern to be a valid regular expression")
        #expect(unsampled.isEmpty, "Expected a sample line for every feature, none for \(unsampled)")
    }

    @Test(arguments: ToolchainFloor.samples)
    func matcher_findsEachFeatureOnItsLine(feature: String, line: String) {
        let found = ToolchainFloor.uses(in: "let before = 1\n\(line)\nlet after = 2\n")

        #expect(found.map(\.line) == [2] && found.first?.feature.name == feature,
                "Expected `\(line)` found as \(feature) on line 2, found \(found.map { "\($0.line): \($0.feature)" })")
    }

    @Test func matcher_ignoresCommentsStringsAndOlderLookalikes() {
        let text = #"""
            // An isolated deinit would need Swift 6.2; so would `weak let` and `a raw identifier`.
            /* A nested /* block */ comment naming @inline(always) and Mutex(0). */
            let message = "weak let, isolated deinit, Foo::bar, (a, b,)"
            let raw = #"a "quoted" @concurrent \(not interpolated) in a raw string"#
            let block = """
                Task.immediate, InlineArray<4, Int> and `two words`
                """
            let numbers = [1, 2, 3,]
            @inline(__always) @_specialize(where T == Int) func old<T>(_ value: T) {}
            nonisolated(unsafe) var counter = 0
            nonisolated func helper() {}
            weak var delegate: AnyObject?
            let label = `default`
            let group = await withTaskGroup(of: Int.self) { group in 0 }
            let handler: @MainActor () -> Void = {}
            @Test @MainActor func works() {}
            writeAtomically(data, to: path)
            let spanOfTime = timeSpan
            let text = "\(count) likes"
            """#

        let found = ToolchainFloor.uses(in: text)

        #expect(found.isEmpty, "Expected comments, strings and older spellings left alone, found \(found.map(\.line))")
    }

    @Test func code_blanksCommentsAndStringsButKeepsLinesAndInterpolatedCode() {
        let source = #"""
            let a = "x // not a comment" // a comment
            let b = """
                two
                lines
                """
            let c = ##"raw "# still raw"## + "\(value + 1)"
            """#

        let code = ToolchainFloor.code(of: source)

        #expect(code.split(separator: "\n", omittingEmptySubsequences: false).count == 6,
                "Expected every line kept, so uses are reported on their own line")
        #expect(!code.contains("not a comment") && !code.contains("a comment") && !code.contains("two")
                    && !code.contains("still raw"),
                "Expected comments and string text blanked, got:\n\(code)")
        #expect(code.contains(#"\(value + 1)"#), "Expected an interpolation's code kept, got:\n\(code)")
    }

    @Test(arguments: [
        ("// swift-tools-version: 6.2\nlet package = Package(platforms: [.macOS(\"15.6\")])", "6.2", "15.6"),
        ("// swift-tools-version:5.9.1\nlet package = Package(platforms: [.macOS(.v14)])", "5.9.1", "14"),
        ("// swift-tools-version: 6.0\nlet package = Package(platforms: [.macOS(.v10_15), .iOS(.v17)])", "6.0", "10.15"),
    ])
    func declaredFloor_isReadFromTheToolsVersionLineAndThePlatforms(manifest: String, swift: String, macOS: String) {
        let floor = ToolchainFloor.declared(in: manifest)

        #expect(floor?.swift.description == swift && floor?.macOS.description == macOS,
                "Expected Swift \(swift) and macOS \(macOS), read \(String(describing: floor))")
    }
}

/// What the floor check looks for, and where.
enum ToolchainFloor {
    /// A version as `major.minor[.patch]`, compared numerically.
    struct Version: Comparable, CustomStringConvertible, Sendable {
        let components: [Int]

        init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
            components = parts.compactMap { $0 }
        }

        var description: String { components.map(String.init).joined(separator: ".") }

        static func < (lhs: Version, rhs: Version) -> Bool {
            let count = max(lhs.components.count, rhs.components.count)
            let padded = { (version: Version) in
                version.components + Array(repeating: 0, count: count - version.components.count)
            }
            return padded(lhs).lexicographicallyPrecedes(padded(rhs))
        }

        static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
    }

    /// A language feature or library API, the first Swift that compiles it and the first macOS that runs it.
    struct Feature: CustomStringConvertible, Sendable {
        let name: String
        let swift: Version?
        let macOS: Version?
        /// Where the feature comes from (a Swift Evolution or Swift Testing proposal).
        let source: String
        /// A regular expression over code whose comments and string text are blanked (`code(of:)`).
        let pattern: String

        init(_ name: String, swift: String? = nil, macOS: String? = nil, _ source: String, _ pattern: String) {
            self.name = name
            self.swift = swift.flatMap(Version.init)
            self.macOS = macOS.flatMap(Version.init)
            self.source = source
            self.pattern = pattern
        }

        var description: String { "\(name) (\(source))" }
    }

    /// The package's declared floor: the tools version and the macOS deployment target.
    struct Floor: Sendable {
        let swift: Version
        let macOS: Version

        /// Whether a use of `feature` that exceeds only the macOS floor runs only where an availability guard lets it:
        /// `@available(macOS X, *)` or `if #available(macOS X, *)` with X at least the feature's macOS. A language
        /// feature (a newer Swift) is never met this way: no guard makes an older compiler read it.
        func isMet(by feature: Feature, guardedBy guardVersion: Version?) -> Bool {
            guard feature.swift.map({ $0 <= swift }) ?? true, let needed = feature.macOS, let guardVersion else { return false }
            return guardVersion >= needed
        }

        /// Whether `feature` needs a newer Swift or a newer macOS than this floor.
        func isExceeded(by feature: Feature) -> Bool {
            (feature.swift.map { $0 > swift } ?? false) || (feature.macOS.map { $0 > macOS } ?? false)
        }
    }

    /// The features the check knows how to detect. Swift versions are those of each proposal's "Implemented (Swift
    /// x.y)" status; macOS versions those of the API's availability in Apple's SDK.
    static let features: [Feature] = [
        // Swift 6.1
        Feature("trailing comma in a list", swift: "6.1", "SE-0439", #",\s*(?:\)|else\b)"#),
        Feature("nonisolated type or extension", swift: "6.1", "SE-0449",
                #"\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|class|enum|extension|protocol|actor)\b"#),
        Feature("task group without of:", swift: "6.1", "SE-0442",
                #"\bwith(?:Throwing)?TaskGroup\s*(?:\{|\((?!\s*of\s*:))"#),
        Feature("TestScoping trait", swift: "6.1", "ST-0007", #"\bTestScoping\b"#),
        // Swift 6.2
        Feature("isolated deinit", swift: "6.2", "SE-0371", #"\bisolated\s+deinit\b"#),
        Feature("nonisolated(nonsending)", swift: "6.2", "SE-0461", #"\bnonisolated\s*\(\s*nonsending\s*\)"#),
        Feature("@concurrent", swift: "6.2", "SE-0461", #"@concurrent\b"#),
        Feature("InlineArray", swift: "6.2", macOS: "26.0", "SE-0453, SE-0483", #"\bInlineArray\b|\[\s*\d+\s+of\s+\w"#),
        Feature("Span", swift: "6.2", "SE-0447, SE-0467", #"\b(?:Mutable|Output)?(?:Raw)?Span\b|\bUTF8Span\b"#),
        Feature("Task.immediate", swift: "6.2", macOS: "26.0", "SE-0472",
                #"\bTask\s*\.\s*immediate(?:Detached)?\b|\baddImmediateTask(?:UnlessCancelled)?\b"#),
        // A backticked name holding a character no plain identifier may hold; the line's earlier backticks must pair.
        Feature("raw identifier", swift: "6.2", "SE-0451",
                #"(?m)^(?:[^`\n]*`[^`\n]*`)*?[^`\n]*`(?:[^`\n]*[^\w`\n][^`\n]*|\d[^`\n]*)`"#),
        Feature("isolated conformance", swift: "6.2", "SE-0470", #"[:,]\s*@MainActor\s+[A-Za-z_]"#),
        Feature("6.2 manifest setting", swift: "6.2", "SE-0466, SE-0480",
                #"\.(?:defaultIsolation|treatAllWarnings|treatWarning|strictMemorySafety)\s*\("#),
        Feature("Observations", swift: "6.2", macOS: "26.0", "SE-0475", #"\bObservations\s*[({<]"#),
        Feature("@abi", swift: "6.2", "SE-0476", #"@abi\s*\("#),
        Feature("task name", swift: "6.2", macOS: "26.0", "SE-0469",
                #"\b(?:Task(?:\s*\.\s*detached)?|add(?:Throwing)?Task(?:UnlessCancelled)?)\s*\(\s*name\s*:"#),
        Feature("exit test", swift: "6.2", "ST-0008", #"\bprocessExitsWith\s*:"#),
        Feature("test attachment", swift: "6.2", "ST-0009", #"\bAttachment\s*(?:\.\s*record\b|\()"#),
        Feature("interpolation default", swift: "6.2", "SE-0477", #"\\\([^()\n]*,\s*default\s*:"#),
        // Swift 6.3
        Feature("weak let", swift: "6.3", "SE-0481", #"\bweak\s+let\b"#),
        Feature("@c", swift: "6.3", "SE-0495", #"@c\b"#),
        Feature("module selector", swift: "6.3", "SE-0491", #"::"#),
        Feature("@specialized", swift: "6.3", "SE-0460", #"@specialized\s*\("#),
        Feature("@inline(always)", swift: "6.3", "SE-0496", #"@inline\s*\(\s*always\s*\)"#),
        Feature("@export", swift: "6.3", "SE-0497", #"@export\s*\("#),
        Feature("clock epoch", swift: "6.3", "SE-0473", #"\bsystemEpoch\b"#),
        Feature("test cancellation", swift: "6.3", "ST-0016", #"\bTest(?:\s*\.\s*Case)?\s*\.\s*cancel\s*\("#),
        Feature("image attachment", swift: "6.3", "ST-0014, ST-0017", #"\bAttachableAsImage\b"#),
        // Library APIs newer than the oldest macOS of the Swift 6 era (availability in Apple's SDK)
        Feature("Mutex or Atomic", macOS: "15.0", "SE-0433, SE-0410",
                #"\b(?:Mutex|Atomic|AtomicLazyReference)\s*[<(]"#),
        Feature("Int128", macOS: "15.0", "SE-0425", #"\bU?Int128\b"#),
        Feature("RangeSet", macOS: "15.0", "SE-0270", #"\bRangeSet\b"#),
        Feature("task executor preference", macOS: "15.0", "SE-0417",
                #"\bwithTaskExecutorPreference\b|\bexecutorPreference\s*:|\bTaskExecutor\b"#),
    ]

    /// One line of code per feature, as the matcher must find it.
    static let samples: [(feature: String, line: String)] = [
        ("trailing comma in a list", "let pair = (first: 1, second: 2,)"),
        ("trailing comma in a list", "guard let first, let second, else { return }"),
        ("nonisolated type or extension", "nonisolated public struct Snapshot {}"),
        ("task group without of:", "let sum = await withTaskGroup { group in 0 }"),
        ("TestScoping trait", "struct Fixture: TestTrait, TestScoping {}"),
        ("isolated deinit", "    isolated deinit { binding.unbind() }"),
        ("nonisolated(nonsending)", "nonisolated(nonsending) func load() async {}"),
        ("@concurrent", "@concurrent func decode() async {}"),
        ("InlineArray", "var slots: InlineArray<4, Int>"),
        ("InlineArray", "var slots: [4 of Int]"),
        ("Span", "func sum(_ values: Span<Int>) -> Int { 0 }"),
        ("Task.immediate", "Task.immediate { await refresh() }"),
        ("raw identifier", "@Test func `a like rolls back on failure`() {}"),
        ("raw identifier", "case `1st`"),
        ("isolated conformance", "extension ProfileView: @MainActor Rendering {}"),
        ("6.2 manifest setting", "swiftSettings: [.defaultIsolation(MainActor.self)]"),
        ("Observations", "let changes = Observations { model.count }"),
        ("@abi", "@abi(func oldName()) func newName() {}"),
        ("task name", #"Task(name: "refresh") { await refresh() }"#),
        ("exit test", "await #expect(processExitsWith: .failure) { fatalError() }"),
        ("test attachment", #"Attachment.record(report, named: "report.json")"#),
        ("interpolation default", #"print("likes: \(count, default: "none")")"#),
        ("weak let", "    weak let view: ProfileView?"),
        ("@c", "@c func archbench_entry() {}"),
        ("module selector", "let probe = BenchMeasurement::SpeedProbe.self"),
        ("@specialized", "@specialized(where T == Int) func sum<T>(_ values: [T]) {}"),
        ("@inline(always)", "@inline(always) func hot() {}"),
        ("@export", "@export(implementation) public func hot() {}"),
        ("clock epoch", "let epoch = SuspendingClock().systemEpoch"),
        ("test cancellation", "try Test.cancel()"),
        ("image attachment", "extension Chart: AttachableAsImage {}"),
        ("Mutex or Atomic", "let lock = Mutex(0)"),
        ("Int128", "let big: UInt128 = 1"),
        ("RangeSet", "let picked = RangeSet(0..<3)"),
        ("task executor preference", "await withTaskExecutorPreference(executor) {}"),
    ]

    /// The first Xcode whose Swift is each floor (Apple's Xcode system requirements), for the workflow's pinned job.
    static let firstXcode = ["6.2": "26.0"]

    /// Each feature with its compiled pattern (a pattern that does not compile is left out, and a test says so).
    static let expressions: [(Feature, NSRegularExpression)] = features.compactMap { feature in
        (try? NSRegularExpression(pattern: feature.pattern)).map { (feature, $0) }
    }

    /// Every use of a known feature in `source`, with its 1-based line, comments and string text ignored.
    static func uses(in source: String) -> [(line: Int, feature: Feature)] {
        let code = code(of: source) as NSString
        var lineStarts = [0]
        for offset in 0..<code.length where code.character(at: offset) == 0x0A { lineStarts.append(offset + 1) }
        func line(of offset: Int) -> Int {
            var low = 0, high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle }
            }
            return low + 1
        }
        return expressions.flatMap { feature, expression in
            expression.matches(in: code as String, range: NSRange(location: 0, length: code.length)).map { match in
                // A match may start on an earlier line (the raw-identifier pattern reads from the line's start):
                // report the line where it ends.
                (line(of: max(match.range.location, match.range.location + match.range.length - 1)), feature)
            }
        }.sorted { $0.line < $1.line }
    }

    /// `source` with every comment and the text of every string literal (plain, multi-line and raw) replaced by spaces,
    /// line breaks kept so lines keep their numbers, and the code inside each interpolation `\( … )` kept.
    static func code(of source: String) -> String {
        let bytes = Array(source.utf8)
        var code = bytes
        enum Context { case code(parentheses: Int), string(hashes: Int, multiline: Bool) }
        var contexts: [Context] = [.code(parentheses: 0)]
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func blank(_ range: Range<Int>) {
            for index in range.clamped(to: 0..<bytes.count) where bytes[index] != newline { code[index] = space }
        }
        func hashes(_ count: Int, at index: Int) -> Bool { (0..<count).allSatisfy { byte(index + $0) == hash } }

        var index = 0
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                let current = bytes[index]
                if current == slash, byte(index + 1) == slash {
                    var end = index
                    while end < bytes.count, bytes[end] != newline { end += 1 }
                    blank(index..<end)
                    index = end
                } else if current == slash, byte(index + 1) == star {
                    var depth = 0, end = index
                    repeat {
                        if byte(end) == slash, byte(end + 1) == star { depth += 1; end += 2 }
                        else if byte(end) == star, byte(end + 1) == slash { depth -= 1; end += 2 }
                        else { end += 1 }
                    } while depth > 0 && end < bytes.count
                    blank(index..<end)
                    index = end
                } else if current == hash || current == quote {
                    var end = index
                    while byte(end) == hash { end += 1 }
                    guard byte(end) == quote else {
                        index = max(end, index + 1)  // `#if`, `#expect`, …: not a string
                        continue
                    }
                    let multiline = byte(end + 1) == quote && byte(end + 2) == quote
                    contexts.append(.string(hashes: end - index, multiline: multiline))
                    index = end + (multiline ? 3 : 1)
                } else {
                    if current == open {
                        contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                    } else if current == close, parentheses == 0, contexts.count > 1 {
                        contexts.removeLast()  // the end of an interpolation
                    } else if current == close {
                        contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                    }
                    index += 1
                }
            case .string(let hashCount, let multiline):
                let current = bytes[index]
                if current == backslash, hashes(hashCount, at: index + 1) {
                    let escaped = index + 1 + hashCount
                    if byte(escaped) == open {
                        blank(index + 1..<escaped)  // `\#(`: keep `\(` and the code that follows
                        contexts.append(.code(parentheses: 0))
                    } else {
                        blank(index..<escaped + 1)
                    }
                    index = escaped + 1
                } else if current == quote, !multiline || (byte(index + 1) == quote && byte(index + 2) == quote),
                          hashes(hashCount, at: index + (multiline ? 3 : 1)) {
                    contexts.removeLast()
                    index += (multiline ? 3 : 1) + hashCount
                } else if current == newline, !multiline {
                    contexts.removeLast()  // an unterminated one-line string: resume code on the next line
                    index += 1
                } else {
                    blank(index..<index + 1)
                    index += 1
                }
            }
        }
        return String(decoding: code, as: UTF8.self)
    }

    /// The declared floor of a manifest's text: its `// swift-tools-version:` line and its `.macOS(…)` platform.
    static func declared(in manifest: String) -> Floor? {
        func capture(_ pattern: String) -> String? {
            let text = manifest as NSString
            guard let match = (try? NSRegularExpression(pattern: pattern))?
                .firstMatch(in: manifest, range: NSRange(location: 0, length: text.length)),
                  match.range(at: 1).location != NSNotFound
            else { return nil }
            return text.substring(with: match.range(at: 1))
        }
        guard let swift = capture(#"^//\s*swift-tools-version\s*:\s*(\d+(?:\.\d+){0,2})"#).flatMap(Version.init),
              let macOS = capture(#"\.macOS\(\s*(?:"|\.v)([\d._]+)"#).map({ $0.replacingOccurrences(of: "_", with: ".") })
                .flatMap(Version.init)
        else { return nil }
        return Floor(swift: swift, macOS: macOS)
    }

    /// The floor Package.swift declares.
    static func declared() throws -> Floor? {
        declared(in: try read("Package.swift"))
    }

    /// Every use of a known feature in the package (`swiftFiles(under:)`), by path relative to the package root, and
    /// how many files were read.
    static func usesInPackage() throws -> (files: Int, uses: [(path: String, line: Int, feature: Feature)]) {
        let root = PlatformBoundary.packageRoot
        let files = try swiftFiles(under: root)
        let found = try files.flatMap { path in
            uses(in: try String(contentsOfFile: path, encoding: .utf8))
                .map { (String(path.dropFirst(root.count + 1)), $0.line, $0.feature) }
        }
        return (files.count, found)
    }

    /// The macOS an availability guard names on line `line` of `relativePath` or on one of the three lines above it
    /// (`@available(macOS 26.0, *)` over a short helper, `if #available(macOS 26.0, *) {` over the guarded call); nil
    /// when none does.
    static func availabilityGuard(of line: Int, in relativePath: String) throws -> Version? {
        availabilityGuard(of: line, inCode: try read(relativePath))
    }

    static func availabilityGuard(of line: Int, inCode source: String) -> Version? {
        let lines = code(of: source).components(separatedBy: "\n")
        let window = lines[max(0, line - 4)..<min(lines.count, line)]
        return window.compactMap { text -> Version? in
            guard let match = text.firstMatch(of: /available\(\s*macOS\s+([0-9.]+)/) else { return nil }
            return Version(String(match.1))
        }.max()
    }

    /// The text of `relativePath` under the package root.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: PlatformBoundary.packageRoot + "/" + relativePath, encoding: .utf8)
    }

    /// The manifest and every Swift file of Sources/, Benchmarks/ and Tests/.
    static func swiftFiles(under root: String) throws -> [String] {
        var files = [root + "/Package.swift"]
        for folder in ["Sources", "Benchmarks", "Tests"] {
            let base = root + "/" + folder
            guard let enumerator = FileManager.default.enumerator(atPath: base) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                files.append(base + "/" + relative)
            }
        }
        return files.sorted()
    }
}
