// swift-tools-version: 6.2
// ArchBench: one user-profile scene built once per architecture (MVC, MVP, MVVM, VIPER, VIP) on shared ground,
// and a harness that measures what each architecture costs. No package dependencies, by design.
import PackageDescription

/// The change catalog: each change request (docs/CHANGING.md) made in each column and the floor, one module each beside
/// the column, `Sources/<Column>/Changes/<Change>/`: links to the column's unchanged files, and the changed and new files
/// themselves. Compiled and tested like the columns (their tests: `Tests/Changes/<Module>Tests/`), measured by
/// `bench changes`, never part of the comparison. A new column makes every change (docs/ADD-AN-ARCHITECTURE.md).
let changeModules: [(name: String, path: String)] = ["Unlike", "LikesTotal", "SortPicker"].flatMap { change in
    ["MVC", "MVP", "MVVM", "VIPER", "VIP", "Store", "MVVMObservation", "MVVMAsync", "Floor"].map { column in
        (name: column + change, path: "Sources/\(column)/Changes/\(change)")
    }
}
/// The store column's classic traps (docs/patterns/Store.md, "The four classic costs"): each the store scene with the
/// smallest realistic mistake that falls into one, a module beside the column, `Sources/Store/Traps/<Trap>/`, made as a
/// change is (links to the column's unchanged files, the changed files themselves). Measured by `bench --suite traps`
/// against the careful store; never compared with the other columns.
let trapModules: [(name: String, path: String)] = ["WholeStateDedupe", "RenderEverySection", "ChildStorePerLevel", "DiffPerLike"].map { trap in
    (name: "Store" + trap, path: "Sources/Store/Traps/\(trap)")
}
let trapTargets: [Target] = trapModules.map { .target(name: $0.name, dependencies: ["ProfileKit"], path: $0.path) }
let changeTargets: [Target] = changeModules.map { .target(name: $0.name, dependencies: ["ProfileKit"], path: $0.path) }
/// A change's own tests, as its column's tests are written: the changed copies of the column's test files and the new
/// ones. Every pattern's change has them; the floor's have none (the conformance suite is the floor's specification).
let changeTestTargets: [Target] = changeModules.filter { !$0.name.hasPrefix("Floor") }.map { module in
    .testTarget(
        name: "\(module.name)Tests", dependencies: [.target(name: module.name), "ProfileKit", "SceneRig", "TestSupport"],
        path: "Tests/Changes/\(module.name)Tests")
}

let package = Package(
    name: "ArchBench",
    // The toolchain floor is the tools version above: Swift 6.2, the first with `isolated deinit` (SE-0371, in
    // MVVM's BlogDetailViewModel); an older SwiftPM refuses this manifest with its own message. On a Mac, Swift 6.2
    // comes with Xcode 26.0, which needs macOS 15.6: the oldest system that can build the package, declared here as
    // its deployment target too, so the two cannot disagree. The code alone would run on macOS 14 (`MainActor
    // .assumeIsolated` and Observation need 14; a main-actor `isolated deinit` back-deploys). docs/PLATFORMS.md and
    // .github/workflows/bench.yml state the same floor; ToolchainFloorTests checks the code uses nothing newer.
    platforms: [.macOS("15.6")],
    products: [
        .library(name: "ProfileKit", targets: ["ProfileKit"]),
        .library(name: "SceneRig", targets: ["SceneRig"]),
        // Loaded with LD_PRELOAD by the bench's counting subprocess (Linux); never linked into timed code.
        .library(name: "ArchBenchCounters", type: .dynamic, targets: ["RuntimeCounters"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        // ── Sources/: the lesson. Nothing public here exists for measuring: what the rig reads is `package`. ─────────
        // Shared ground, exactly what a pattern imports: the entities, the API protocol and its errors, the headless UI
        // kit, the shared screens, texts and identifiers, the scene contract. What only the rig, the bench or the tests
        // read is `package`; PublicSurfaceTests checks that a pattern or the floor uses every public declaration.
        .target(name: "ProfileKit"),

        // The scene once per pattern, one module each; each exposes only its `ProfileComposer`.
        .target(name: "MVC", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        .target(name: "MVP", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        .target(name: "MVVM", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        .target(name: "VIPER", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        // VIPER as article 000 builds it: a one-way View → Interactor → Presenter cycle, modules made by a Binder registry.
        .target(name: "VIP", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        // A unidirectional store (TCA's shape, from scratch): one state, actions, a reducer, effects; views render slices.
        .target(name: "Store", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes", "Traps"]),
        // MVVM with @Observable view models read under the kit's observation tracking, in place of the hand-made binder.
        .target(name: "MVVMObservation", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),
        // MVVM whose requests are awaited in tasks on the main actor (async/await), cancelled with their view model.
        .target(name: "MVVMAsync", dependencies: ["ProfileKit"], exclude: ["Leaky", "Changes"]),

        // The classic ownership mistakes, one module each: its pattern's scene with one file changed by the mistake,
        // every other file a link to the correct scene's. Checked by `bench --variant leaky`; never compared.
        .target(name: "MVCStrongCellHandler", dependencies: ["ProfileKit"], path: "Sources/MVC/Leaky/StrongCellHandler"),
        .target(name: "MVPStrongView", dependencies: ["ProfileKit"], path: "Sources/MVP/Leaky/StrongView"),
        .target(name: "MVVMStrongBinding", dependencies: ["ProfileKit"], path: "Sources/MVVM/Leaky/StrongBinding"),
        .target(
            name: "MVVMStoreBindingNeverEnded", dependencies: ["ProfileKit"], path: "Sources/MVVM/Leaky/StoreBindingNeverEnded"),
        .target(name: "VIPERStrongView", dependencies: ["ProfileKit"], path: "Sources/VIPER/Leaky/StrongView"),
        .target(name: "VIPERAllWeak", dependencies: ["ProfileKit"], path: "Sources/VIPER/Leaky/AllWeak"),
        .target(name: "VIPERStrongRouter", dependencies: ["ProfileKit"], path: "Sources/VIPER/Leaky/StrongRouter"),
        .target(name: "VIPStrongRouter", dependencies: ["ProfileKit"], path: "Sources/VIP/Leaky/StrongRouter"),
        .target(name: "StoreStrongSubscription", dependencies: ["ProfileKit"], path: "Sources/Store/Leaky/StrongSubscription"),
        .target(
            name: "MVVMObservationStrongEventClosure", dependencies: ["ProfileKit"],
            path: "Sources/MVVMObservation/Leaky/StrongEventClosure"),
        .target(
            name: "MVVMAsyncStrongSelfTask", dependencies: ["ProfileKit"], path: "Sources/MVVMAsync/Leaky/StrongSelfTask"),

        // The floor: the scene with no architecture at all, the baseline every pattern is measured against.
        .target(name: "Floor", dependencies: ["ProfileKit"], exclude: ["Changes"]),

        // The change catalog (docs/CHANGING.md): each change request made in each column, one module each beside the
        // column, `Sources/<Column>/Changes/<Change>/`, as `changeTargets` below lists them.
        // The store's traps, one module each beside the column, `Sources/Store/Traps/<Trap>/`: `trapTargets` below.

        // ── Benchmarks/: the instrument. It depends on the lesson, never the other way. ──────────────────────────────
        // The scene rig, what the tests and the bench share: the driver and the snapshot, the mock server (fixtures,
        // faults, delivery), the catalog of subjects and leaky variants (the one place that names every column), and
        // the scene checks, each written once. ProfileKit ← the columns ← SceneRig ← {tests, the harness}.
        .target(
            name: "SceneRig",
            dependencies: [
                "ProfileKit", "LeakProbe", "BenchPlatform", "MVC", "MVP", "MVVM", "VIPER", "VIP", "Store", "MVVMObservation",
                "MVVMAsync", "Floor",
                "MVCStrongCellHandler", "MVPStrongView", "MVVMStrongBinding", "MVVMStoreBindingNeverEnded", "VIPERStrongView",
                "StoreStrongSubscription",
                "VIPERAllWeak", "VIPERStrongRouter", "VIPStrongRouter", "MVVMObservationStrongEventClosure",
                "MVVMAsyncStrongSelfTask",
            ] + changeModules.map { .target(name: $0.name) } + trapModules.map { .target(name: $0.name) },
            path: "Benchmarks/SceneRig"),
        // The platform layer: every call into libc, the dynamic loader, the kernel or the runtime's private entry
        // points, with a Linux and a Darwin side, and what each system can measure (Capabilities).
        // Its C half gives one portable signature where the two systems' C APIs, or Swift's import of them, differ.
        // DWARF 4 for both C targets: valgrind 3.19 cannot read clang 21's DWARF 5 and refuses a binary that carries it.
        .target(
            name: "CBenchPlatform", path: "Benchmarks/Platform/C",
            cSettings: [.unsafeFlags(["-gdwarf-4"], .when(platforms: [.linux]))]),
        .target(name: "BenchPlatform", dependencies: ["CBenchPlatform"], path: "Benchmarks/Platform/Swift"),
        // C interposers of swift_retain/release/allocObject and malloc: exact per-operation counts (Linux, ELF
        // symbol preemption; elsewhere nothing is compiled, so the readers are absent and counts read n/a).
        .target(
            name: "RuntimeCounters", path: "Benchmarks/Platform/Counters",
            cSettings: [.unsafeFlags(["-gdwarf-4"], .when(platforms: [.linux]))]),
        // The leak probe: finds by reflection every object under some roots, holds each weakly, and tells what survived
        // a teardown and which strong references keep it (reading the heap through the platform layer). Knows no scene.
        .target(name: "LeakProbe", dependencies: ["BenchPlatform"], path: "Benchmarks/LeakProbe"),
        // The harness, one module per job; the manifest holds its boundaries (ModuleBoundaryTests), and
        // docs/ARCHITECTURE.md draws them from here. Statistics: rank tests, Holm's correction, ratio intervals; pure.
        .target(name: "BenchStatistics", path: "Benchmarks/BenchStatistics"),
        // The results model: what a run measured (metadata, results, metrics, identities, the leaky variants'
        // findings) as plain values and their JSON dialect. What measuring writes and reports read.
        .target(name: "BenchResults", dependencies: ["SceneRig"], path: "Benchmarks/BenchResults"),
        // Measuring: the session and its passes, sampling, counting (interposed and callgrind), the suites that drive
        // a scene through its UI, the leaky variants' checks, the build it runs from. Renders nothing.
        .target(
            name: "BenchMeasurement",
            dependencies: ["BenchResults", "BenchStatistics", "SceneRig", "ProfileKit", "LeakProbe", "BenchPlatform"],
            path: "Benchmarks/BenchMeasurement"),
        // Reports: every format of a report, its charts, the comparison of two runs and the history of many. Reads
        // results; never reaches into a pass.
        .target(
            name: "BenchReports", dependencies: ["BenchResults", "BenchStatistics", "SceneRig", "BenchPlatform"],
            path: "Benchmarks/BenchReports"),
        // Change cost, read from the files: each change module compared with its column, file by file and line by line
        // (files, lines, roles, interfaces, tests, the files a reviewer reads), and the line diff the tests share. Runs
        // no scene and reads no report.
        .target(name: "BenchChanges", dependencies: ["SceneRig"], path: "Benchmarks/BenchChanges"),
        // Teaching: the ownership graph, the call trace, code size, the changes' table and diffs, and the generated docs
        // with their lint. Measures nothing: its counts come from a report.
        .target(
            name: "BenchTeaching",
            dependencies: ["BenchResults", "BenchReports", "BenchStatistics", "BenchChanges", "SceneRig", "ProfileKit",
                           "LeakProbe", "BenchPlatform"],
            path: "Benchmarks/BenchTeaching"),
        // The command line: the flags, declared once, and one file per command. The one module that sees all others.
        .target(
            name: "BenchCLI",
            dependencies: ["BenchMeasurement", "BenchReports", "BenchTeaching", "BenchChanges", "BenchResults",
                           "BenchStatistics", "SceneRig", "ProfileKit", "LeakProbe", "BenchPlatform"],
            path: "Benchmarks/BenchCLI"),
        // `swift run bench`: forwards its arguments to BenchCLI and exits with its status.
        .executableTarget(name: "bench", dependencies: ["BenchCLI"], path: "Benchmarks/bench"),

        // ── Tests/ ─────────────────────────────────────────────────────────────────────────────────────────────────
        // Test helpers shared by every test target, the test-only ones: scripts, the oracle, the random tester, Swift
        // Testing assertions around the rig's checks. The random tester draws from the statistics' seeded generator.
        .target(
            name: "TestSupport", dependencies: ["ProfileKit", "SceneRig", "LeakProbe", "BenchStatistics"],
            path: "Tests/TestSupport"),

        // Specifications of the shared kit: entities, UI kit, texts; and that it exposes only what a pattern uses.
        .testTarget(name: "ProfileKitTests", dependencies: ["ProfileKit", "SceneRig", "TestSupport"]),
        // Specifications of the rig: the mock server and its fixtures, the snapshot, the driver.
        .testTarget(name: "SceneRigTests", dependencies: ["SceneRig", "ProfileKit", "LeakProbe", "BenchPlatform", "TestSupport"]),
        // The same scripts against every pattern and the floor; every snapshot must agree. (BenchChanges: the line diff
        // the leaky variants' sources are checked with.)
        .testTarget(name: "ConformanceTests", dependencies: ["ProfileKit", "SceneRig", "TestSupport", "BenchChanges"]),
        // Each pattern's own tests, one file per role: what its roles let you test (the scene's ownership: ConformanceTests).
        .testTarget(name: "MVCTests", dependencies: ["MVC", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "VIPTests", dependencies: ["VIP", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "MVVMObservationTests", dependencies: ["MVVMObservation", "ProfileKit", "SceneRig", "TestSupport"]),
        .testTarget(name: "MVVMAsyncTests", dependencies: ["MVVMAsync", "ProfileKit", "SceneRig", "BenchPlatform", "TestSupport"]),
        // The harness's own specifications, one target per module; each may also run `bench` end to end (BenchCLI).
        // Made-up reports and scratch directories they share: a library, never copied between them.
        .target(
            name: "BenchTestSupport", dependencies: ["BenchResults", "BenchStatistics", "SceneRig", "ProfileKit"],
            path: "Tests/BenchTestSupport"),
        .testTarget(name: "BenchStatisticsTests", dependencies: ["BenchStatistics", "BenchResults", "BenchTestSupport"]),
        .testTarget(
            name: "BenchReportsTests",
            dependencies: ["BenchReports", "BenchResults", "BenchStatistics", "BenchCLI", "BenchPlatform", "SceneRig",
                           "ProfileKit", "BenchTestSupport", "TestSupport"]),
        // The counters are linked into the test executable (and exported, on ELF) so tests can read them; a Mach-O
        // executable exports its global symbols already.
        .testTarget(
            name: "BenchMeasurementTests",
            dependencies: ["BenchMeasurement", "BenchResults", "BenchStatistics", "BenchReports", "BenchCLI", "BenchPlatform",
                           "LeakProbe", "SceneRig", "ProfileKit", "RuntimeCounters", "TestSupport", "StoreChildStorePerLevel"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        .testTarget(
            name: "BenchTeachingTests",
            dependencies: ["BenchTeaching", "BenchReports", "BenchResults", "BenchChanges", "BenchCLI", "BenchPlatform",
                           "LeakProbe", "SceneRig", "ProfileKit", "BenchTestSupport", "TestSupport"]),
        .testTarget(name: "BenchChangesTests", dependencies: ["BenchChanges", "SceneRig", "BenchTestSupport"]),
        .testTarget(
            name: "BenchCLITests",
            dependencies: ["BenchCLI", "BenchMeasurement", "BenchReports", "BenchTeaching", "BenchChanges", "BenchResults",
                           "BenchPlatform", "SceneRig", "ProfileKit", "BenchTestSupport", "TestSupport"]),
        .testTarget(name: "BenchPlatformTests", dependencies: ["BenchPlatform", "BenchMeasurement"]),
        .testTarget(name: "LeakProbeTests", dependencies: ["LeakProbe", "BenchPlatform", "ProfileKit", "SceneRig", "TestSupport"]),
        // The package's own rules, read from its files: the toolchain floor, the platform boundary, the module
        // boundaries the manifest declares and docs/ARCHITECTURE.md draws.
        .testTarget(name: "PackageTests", dependencies: ["BenchTeaching", "BenchPlatform"]),
    ] + changeTargets + changeTestTargets + trapTargets,
    swiftLanguageModes: [.v6]
)
