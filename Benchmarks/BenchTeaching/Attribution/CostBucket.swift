// Teaching: where a frame of a call tree belongs — one of the scene's roles (the pattern's own file naming it), its
// protocol witnesses, the UI kit, the mock server, the harness, the standard library, the runtime, libc, Foundation.
// A plain value and the rules that assign it; owns nothing.
import BenchResults
import SceneRig

/// A row of `bench explain`: the part of the program an instruction is booked to.
///
/// The scene's own code is split by **role**, and a role is the source file its function is in (`BlogCellPresenter`,
/// `ProfileAssembly`): each column names its roles by its files, one main type per file, so the file is the role the
/// column itself declares. Everything under the scene is split by **layer**.
package enum CostBucket: Hashable, Sendable, Comparable {
    /// A function of the pattern's module, by the file that declares it (its stem: `BlogCellPresenter`).
    case role(String)
    /// The pattern's protocol witness thunks (mangled `…TW`): the hop from a call through a protocol to the conforming
    /// type's method. A row of its own, so the cost of calling through protocols shows, whichever role conforms.
    case witnesses
    /// The pattern's code that no file or type of its own names (compiler glue whose type is not a role's).
    case patternGlue
    /// The UI kit every pattern imports (Sources/ProfileKit).
    case kit
    /// The scene rig's mock server and driver (Benchmarks/SceneRig).
    case server
    /// The harness: the batch loop and the counted region (the other modules under Benchmarks/).
    case harness
    /// The standard library's Swift code: libswiftCore's and its siblings' mangled functions, and its generics
    /// specialised into the bench.
    case standardLibrary
    /// The Swift runtime: its C and C++ entry points (`swift_retain`, `swift_allocObject`, `swift_beginAccess`, …).
    case runtime
    /// The allocator and the C library (libc, the dynamic loader).
    case libc
    /// Foundation.
    case foundation
    /// What none of the above names: code without a symbol, another module.
    case other

    /// What a row is called: the role's name, or the layer's.
    package var name: String {
        switch self {
        case .role(let role): role
        case .witnesses: "protocol witnesses"
        case .patternGlue: "compiler glue"
        case .kit: "UI kit (ProfileKit)"
        case .server: "mock server (SceneRig)"
        case .harness: "harness (batch loop)"
        case .standardLibrary: "standard library"
        case .runtime: "Swift runtime"
        case .libc: "allocator and libc"
        case .foundation: "Foundation"
        case .other: "other"
        }
    }

    /// `role`, `witnesses`, `glue`, `kit`, …: the JSON's kind of row.
    package var kind: String {
        switch self {
        case .role: "role"
        case .witnesses: "witnesses"
        case .patternGlue: "glue"
        case .kit: "kit"
        case .server: "server"
        case .harness: "harness"
        case .standardLibrary: "standardLibrary"
        case .runtime: "runtime"
        case .libc: "libc"
        case .foundation: "foundation"
        case .other: "other"
        }
    }

    /// Whether the row is the pattern's own code: a role, its witnesses or its glue.
    package var isPatternCode: Bool {
        switch self {
        case .role, .witnesses, .patternGlue: true
        default: false
        }
    }

    /// Roles by name, then the layers in the order the tables list them.
    package static func < (left: CostBucket, right: CostBucket) -> Bool {
        switch (left, right) {
        case (.role(let first), .role(let second)): first < second
        default: left.order < right.order
        }
    }

    private var order: Int {
        switch self {
        case .role: 0
        case .witnesses: 1
        case .patternGlue: 2
        case .kit: 3
        case .server: 4
        case .standardLibrary: 5
        case .runtime: 6
        case .libc: 7
        case .foundation: 8
        case .harness: 9
        case .other: 10
        }
    }
}

extension CostBucket {
    /// The bucket of `frame` in a call tree of `subject`'s scene.
    ///
    /// In this order: the object the code is in (the runtime and standard library, libc and the loader, Foundation);
    /// then the function's source file when it is one of ours (`Sources/<Module>/`, the kit, `Benchmarks/`); then the
    /// module its mangled name begins with. The file decides before the name because a pattern's extension of a kit type
    /// (`$s10ProfileKit…3MVPE…`) is the pattern's code — except for the compiler's outlined copies and destroys of a
    /// value (`…WOh`), which take the file of the first code that needed them, whichever pattern's that was, and so go
    /// by the type's module. A function of the pattern's module with no file of its own goes to the role its type is
    /// named for, when `roles` has it.
    ///
    /// - Parameter roles: The roles of the pattern (its files' stems), for compiler glue named for a type.
    package static func of(_ frame: CallTree.Frame, subject: SceneSubject, roles: Set<String>) -> CostBucket {
        let name = frame.function, object = frame.object.split(separator: "/").last.map(String.init) ?? frame.object
        let mangled = SwiftMangledName(name)
        if object.hasPrefix("libswift") { return mangled == nil ? .runtime : .standardLibrary }
        if object.hasPrefix("libc.") || object.hasPrefix("ld-linux") || object.hasPrefix("libm.") { return .libc }
        if object.contains("Foundation") { return .foundation }
        guard let mangled else {
            if ["swift_", "_swift_", "__swift_"].contains(where: name.hasPrefix) { return .runtime }
            return byFile(frame.file, subject: subject, isWitness: false) ?? .other
        }
        if !mangled.isOutlinedValueOperation,
           let bucket = byFile(frame.file, subject: subject, isWitness: mangled.isWitnessThunk) {
            return bucket
        }
        switch mangled.module {
        case subject.moduleName:
            if mangled.isWitnessThunk { return .witnesses }
            return mangled.firstTypeName.flatMap { roles.contains($0) ? CostBucket.role($0) : nil } ?? .patternGlue
        case "ProfileKit": return .kit
        case "SceneRig": return .server
        case "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation": return .standardLibrary
        case "Foundation", "FoundationEssentials", "FoundationInternationalization": return .foundation
        case let module? where module == "bench" || module.hasPrefix("Bench"): return .harness
        default: return .other
        }
    }

    /// The bucket a source file of ours gives, nil for any other file (`<compiler-generated>`, `???`, the toolchain's).
    private static func byFile(_ file: String, subject: SceneSubject, isWitness: Bool) -> CostBucket? {
        if let role = role(ofFile: file, subject: subject) { return isWitness ? .witnesses : .role(role) }
        if file.contains("/Sources/ProfileKit/") { return .kit }
        if file.contains("/Benchmarks/SceneRig/") { return .server }
        if file.contains("/Benchmarks/") { return .harness }
        return nil
    }

    /// The role a path under `Sources/<subject's module>/` names (its file's stem); nil for any other path, the planted
    /// mistakes under `Leaky/` included (they are other modules).
    package static func role(ofFile path: String, subject: SceneSubject) -> String? {
        let directory = "/Sources/\(subject.moduleName)/"
        guard let start = path.range(of: directory), path.hasSuffix(".swift"),
              !path[start.upperBound...].hasPrefix("Leaky/") else { return nil }
        return path.split(separator: "/").last.map { String($0.dropLast(".swift".count)) }
    }
}

extension SceneSubject {
    /// The module, and directory under Sources/, of the subject's scene: `MVP`, `VIPER`, `Floor`.
    package var moduleName: String {
        switch self {
        case .pattern(let pattern): pattern.displayName
        case .floor: "Floor"
        }
    }
}
