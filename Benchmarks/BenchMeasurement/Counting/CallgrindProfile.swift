// CallgrindProfile: one callgrind output file, read for what ArchBench uses: the instructions of the dump and its
// call graph (who called whom, how often, from which instruction, at what inclusive cost; each function's source
// file). A plain value parsed from text; owns no file.
import Foundation

/// A callgrind output file (format version 1), as written by `valgrind --tool=callgrind`.
///
/// The call graph is what makes exact ARC counts possible: every call to `swift_retain`, `swift_release`,
/// `swift_bridgeObjectRetain`… is an edge with an exact count, including calls made inside libswiftCore that
/// no interposer sees. Names are kept as callgrind wrote them, minus its recursion suffix: `swift_release'2`
/// (a release made while a release was deallocating) is `swift_release`.
///
/// ```swift
/// let profile = try CallgrindProfile(text: String(contentsOfFile: "callgrind.out.1", encoding: .utf8))
/// let releases = profile.calls.filter { $0.callee == "swift_release" }.map(\.count).reduce(0, +)
/// ```
public struct CallgrindProfile: Sendable, Equatable {
    /// Every call from one instruction (or one function, without `--dump-instr=yes`) to one function.
    public struct Call: Sendable, Equatable, Hashable {
        /// The calling function.
        public var caller: String
        /// The ELF object the caller's code is in (`ob=`), e.g. `/usr/lib/swift/linux/libswiftCore.so`.
        public var callerObject: String
        /// The called function.
        public var callee: String
        /// The ELF object the callee's code is in (`cob=`, else the caller's).
        public var calleeObject: String
        /// The address of the call instruction in `callerObject`, when the profile has instruction positions.
        public var callSite: UInt64?
        /// How many times the call was made.
        public var count: Int
        /// Instructions executed from the call to its return, the callee's callees included, over all `count` calls:
        /// the first event of the call's cost line.
        public var inclusive: Int

        /// Creates a call.
        public init(caller: String, callerObject: String, callee: String, calleeObject: String,
                    callSite: UInt64?, count: Int, inclusive: Int = 0) {
            self.caller = caller
            self.callerObject = callerObject
            self.callee = callee
            self.calleeObject = calleeObject
            self.callSite = callSite
            self.count = count
            self.inclusive = inclusive
        }

        /// The calling function, as ``CallgrindProfile/files`` keys it.
        public var callerFunction: Function { Function(name: caller, object: callerObject) }
        /// The called function, as ``CallgrindProfile/files`` keys it.
        public var calleeFunction: Function { Function(name: callee, object: calleeObject) }
    }

    /// A function of the profile: its name (callgrind's, without the recursion suffix) and the ELF object its code is
    /// in, since one name can be defined in two objects.
    public struct Function: Sendable, Hashable {
        public var name: String
        public var object: String

        public init(name: String, object: String) {
            self.name = name
            self.object = object
        }
    }

    /// The first event's total for this dump (`summary:`, else `totals:`): instructions executed (Ir).
    public var instructions: Int?
    /// What triggered the dump, e.g. `--dump-after=…` or `Program termination`.
    public var trigger: String?
    /// The call graph's edges, in file order; repeated edges are kept apart.
    public var calls: [Call]
    /// The source file each function's debug information names (`fl=`, as the compiler wrote the path), `???` where
    /// it has none; inlined code from other files (`fi=`, `fe=`) stays the function's.
    public var files: [Function: String]

    /// Why a text is not a callgrind profile.
    public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
        /// One line naming the problem and the line number.
        public var description: String
    }

    /// Parses a profile.
    ///
    /// Understands name compression (`fn=(12) name`, then `fn=(12)`), relative positions (`+3`, `-2`, `*`),
    /// `positions: line`, `instr` or `instr line`, and the `calls=` line followed by its call-site line.
    /// - Throws: ``FormatError`` when the text has no `events:` line or a line cannot be read.
    public init(text: String) throws(FormatError) {
        var reader = Reader()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            do {
                try reader.read(line)
            } catch {
                throw FormatError(description: "callgrind profile line \(lineNumber): \(error.description)")
            }
        }
        guard reader.sawEvents else { throw FormatError(description: "not a callgrind profile: no events: line") }
        instructions = reader.summary ?? reader.totals
        trigger = reader.trigger
        calls = reader.calls
        files = reader.files
    }

    /// The function name without callgrind's recursion suffix (`swift_release'2` → `swift_release`).
    static func withoutRecursionSuffix(_ name: String) -> String {
        guard let quote = name.lastIndex(of: "'"), !name[name.index(after: quote)...].isEmpty,
              name[name.index(after: quote)...].allSatisfy(\.isNumber) else { return name }
        return String(name[..<quote])
    }
}

/// The parsing state: compression tables, the current function and object, the last positions.
private struct Reader {
    var sawEvents = false
    var summary: Int?, totals: Int?, trigger: String?
    var calls: [CallgrindProfile.Call] = []
    var files: [CallgrindProfile.Function: String] = [:]

    private var positionKinds = ["line"]
    private var lastPositions: [Int64] = [0]
    private var functionNames: [String: String] = [:], objectNames: [String: String] = [:], fileNames: [String: String] = [:]
    private var object = "", function = "", functionObject = "", file = ""
    private var callee: String?, calleeObject: String?
    /// Set by `calls=`: the next line is the call site, with inclusive costs.
    private var pendingCount: Int?
    /// Set by `jump=`/`jcnd=`: the next line is a source position only.
    private var expectsJumpSource = false

    mutating func read(_ line: Substring) throws(ParseProblem) {
        guard let first = line.first else { return }
        if first.isNumber || first == "+" || first == "-" || first == "*" {
            try readPositions(line)
            return
        }
        guard let separator = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else {
            if first == "#" { return }
            throw ParseProblem("unrecognised line \(String(line.prefix(60)).debugDescription)")
        }
        let key = line[..<separator], value = line[line.index(after: separator)...]
        switch (key, line[separator]) {
        case ("positions", ":"):
            positionKinds = value.split(separator: " ").map(String.init)
            lastPositions = Array(repeating: 0, count: positionKinds.count)
        case ("events", ":"): sawEvents = true
        case ("summary", ":"): summary = Self.firstNumber(value)
        case ("totals", ":"): totals = Self.firstNumber(value)
        case ("desc", ":"):
            if value.hasPrefix(" Trigger: ") { trigger = String(value.dropFirst(" Trigger: ".count)) }
        case ("ob", "="):
            object = try Self.name(value, table: &objectNames)
        case ("fn", "="):
            function = CallgrindProfile.withoutRecursionSuffix(try Self.name(value, table: &functionNames))
            functionObject = object
            let key = CallgrindProfile.Function(name: function, object: object)
            if files[key] == nil { files[key] = file }
        case ("fl", "="): file = try Self.name(value, table: &fileNames)
        // One table names every file: an id an inlined line or a callee defines (`fi=(9) a.swift`) can name a function's.
        case ("fi", "="), ("fe", "="), ("cfi", "="), ("cfl", "="): _ = try Self.name(value, table: &fileNames)
        case ("cob", "="): calleeObject = try Self.name(value, table: &objectNames)
        case ("cfn", "="): callee = CallgrindProfile.withoutRecursionSuffix(try Self.name(value, table: &functionNames))
        case ("calls", "="):
            guard let count = Self.firstNumber(value) else { throw ParseProblem("calls= without a count") }
            pendingCount = count
        case ("jump", "="), ("jcnd", "="): expectsJumpSource = true
        default: break  // version:, creator:, cmd:, part:, pid:, …
        }
    }

    private mutating func readPositions(_ line: Substring) throws(ParseProblem) {
        let fields = line.split(separator: " ")
        guard fields.count >= positionKinds.count else { throw ParseProblem("a cost line without its positions") }
        for index in positionKinds.indices {
            lastPositions[index] = try Self.position(fields[index], relativeTo: lastPositions[index])
        }
        if expectsJumpSource {
            expectsJumpSource = false
            return
        }
        guard let count = pendingCount else { return }
        guard let callee else { throw ParseProblem("calls= without a cfn= before it") }
        let site = positionKinds.firstIndex(of: "instr").map { UInt64(bitPattern: lastPositions[$0]) }
        let inclusive = fields.count > positionKinds.count ? Int(fields[positionKinds.count]) ?? 0 : 0
        calls.append(CallgrindProfile.Call(
            caller: function, callerObject: functionObject, callee: callee,
            calleeObject: calleeObject ?? functionObject, callSite: site, count: count, inclusive: inclusive))
        pendingCount = nil
        calleeObject = nil  // cob= applies to one call only
    }

    /// `(id) name` defines a compressed name, `(id)` uses it, `name` is uncompressed.
    private static func name(_ value: Substring, table: inout [String: String]) throws(ParseProblem) -> String {
        guard value.first == "(" else { return String(value) }
        guard let close = value.firstIndex(of: ")") else { throw ParseProblem("unclosed name id in \(value)") }
        let id = String(value[value.index(after: value.startIndex)..<close])
        let rest = value[value.index(after: close)...]
        if rest.isEmpty {
            guard let known = table[id] else { throw ParseProblem("name id (\(id)) used before it was defined") }
            return known
        }
        let name = String(rest.drop { $0 == " " })
        table[id] = name
        return name
    }

    /// An absolute position (decimal or 0x hex), or `+n`, `-n`, `*` relative to the last one.
    private static func position(_ field: Substring, relativeTo last: Int64) throws(ParseProblem) -> Int64 {
        if field == "*" { return last }
        if let sign = field.first, sign == "+" || sign == "-" {
            guard let offset = number(field.dropFirst()) else { throw ParseProblem("bad position \(field)") }
            return sign == "+" ? last &+ offset : last &- offset
        }
        guard let absolute = number(field) else { throw ParseProblem("bad position \(field)") }
        return absolute
    }

    private static func number(_ text: Substring) -> Int64? {
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Int64(bitPattern: $0) } }
        return Int64(text)
    }

    private static func firstNumber(_ text: Substring) -> Int? {
        text.split(separator: " ").first.flatMap { Int($0) }
    }
}

/// One line of a profile that cannot be read.
private struct ParseProblem: Error {
    let description: String
    init(_ description: String) { self.description = description }
}
