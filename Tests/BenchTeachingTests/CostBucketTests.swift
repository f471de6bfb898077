// Specifications of which row of `bench explain` a function's instructions are booked to: a role by the pattern's file
// that declares it, the pattern's protocol witnesses apart, the runtime's entry points apart from the standard
// library's Swift code, the kit, the mock server, the harness, libc, and the compiler's outlined copies by their
// type's module whichever file they were emitted from.
import Testing

@testable import BenchResults
@testable import BenchTeaching
@testable import SceneRig

@Suite struct CostBucketTests {
    @Test func aFunctionInAPatternsFile_isTheRoleTheFileNames() {
        let found = bucket("$s3MVP17BlogCellPresenterC10didTapLikeyyF", file: "/repo/Sources/MVP/BlogCellPresenter.swift")

        #expect(found == .role("BlogCellPresenter"), "Expected the file's stem as the role, got \(found)")
    }

    @Test func aFunctionInASubfolderOfThePattern_isTheRoleItsFileNames() {
        let assembly = bucket("$s5VIPER15ProfileAssemblyC5buildyyF", file: "/repo/Sources/VIPER/ProfileAssembly.swift",
                              subject: .pattern(.viper))
        let nested = bucket("$s5VIPER18BlogListInteractorC4likeyyF", file: "/repo/Sources/VIPER/BlogList/BlogListInteractor.swift",
                            subject: .pattern(.viper))

        #expect(assembly == .role("ProfileAssembly") && nested == .role("BlogListInteractor"),
                "Expected the file's stem wherever it sits under Sources/VIPER, got \(assembly) and \(nested)")
    }

    @Test func aPlantedMistakeUnderLeaky_isNoRoleOfThePattern() {
        #expect(CostBucket.role(ofFile: "/repo/Sources/MVP/Leaky/StrongView/BlogListPresenter.swift", subject: .pattern(.mvp))
                    == nil, "Expected Leaky/, another module, to be no role of MVP")
    }

    @Test func anotherSubjectsFile_isNoRoleOfThisOne() {
        #expect(CostBucket.role(ofFile: "/repo/Sources/MVC/BlogListViewController.swift", subject: .pattern(.mvp)) == nil,
                "Expected MVC's file to be no role of MVP")
    }

    @Test func theFloorsFiles_areItsRoles() {
        let found = bucket("$s5Floor0A14ViewControllerC4likeyyF", file: "/repo/Sources/Floor/FloorViewController.swift",
                            subject: .floor)

        #expect(found == .role("FloorViewController"), "Expected the floor's file as its role, got \(found)")
    }

    @Test func compilerGlueOfAPatternsType_isTheRoleNamedForTheType() {
        let known = bucket("$s3MVP17BlogCellPresenterCMa", file: "//<compiler-generated>", roles: ["BlogCellPresenter"])
        let unknown = bucket("$s3MVP17BlogCellPresenterCMa", file: "//<compiler-generated>")

        #expect(known == .role("BlogCellPresenter"), "Expected the type metadata accessor booked to its type's role")
        #expect(unknown == .patternGlue, "Expected glue of a type no role is named for to be the pattern's glue")
    }

    @Test func aPatternsProtocolWitnessThunk_isAWitness_whateverItsFile() {
        let generated = bucket("$s3MVP17BlogCellPresenterCAA0bC6OutputA2aDP4likeyyFTW", file: "//<compiler-generated>")
        let inFile = bucket("$s3MVP22BlogListViewControllerCAA0bC4ViewA2aDP4showyyFTW",
                            file: "/repo/Sources/MVP/BlogListViewController.swift")
        let merged = bucket("$s3MVP22BlogListViewControllerCAA0bC4ViewA2aDP4showyyFTWTm", file: "???")

        #expect([generated, inFile, merged] == [.witnesses, .witnesses, .witnesses],
                "Expected every TW thunk of the pattern in the witnesses row, got \([generated, inFile, merged])")
    }

    @Test func anotherModulesWitnessThunk_staysWithItsModule() {
        let found = bucket("$s8SceneRig14MockProfileAPIC0D3Kit0dE0AadEP8likeBlogyyFTW", file: "//<compiler-generated>")

        #expect(found == .server, "Expected the mock server's witness in the mock server's row, got \(found)")
    }

    @Test func theRuntimesEntryPoints_areTheRuntime_itsSwiftCode_theStandardLibrary() {
        let core = "/usr/lib/swift/linux/libswiftCore.so"

        #expect(bucket("swift_retain", object: core) == .runtime, "Expected swift_retain in the runtime")
        #expect(bucket("swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::incrementSlow", object: core)
                    == .runtime, "Expected the runtime's C++ in the runtime")
        #expect(bucket("$sSS6appendyySSF", object: core) == .standardLibrary, "Expected String.append in the standard library")
        #expect(bucket("$sScM6sharedScMvgZ", object: "/usr/lib/swift/linux/libswift_Concurrency.so") == .standardLibrary,
                "Expected MainActor.shared, Swift code, in the standard library")
        #expect(bucket("swift_task_isCurrentExecutorWithFlags", object: "/usr/lib/swift/linux/libswift_Concurrency.so")
                    == .runtime, "Expected the concurrency runtime's entry point in the runtime")
    }

    @Test func theStandardLibrarysGenericsSpecialisedIntoTheBench_areTheStandardLibrary() {
        let found = bucket("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketVSi_Tg5", file: "//<compiler-generated>")

        #expect(found == .standardLibrary, "Expected a specialised Dictionary lookup in the standard library, got \(found)")
    }

    @Test func aRuntimeHelperTheCompilerEmitsIntoTheBench_isTheRuntime() {
        #expect(bucket("__swift_instantiateConcreteTypeFromMangledName", file: "//<compiler-generated>") == .runtime,
                "Expected the compiler's runtime helper in the runtime")
    }

    @Test func anOutlinedCopyOfAKitValue_isTheKits_evenInAnotherSubjectsFile() {
        let inFloor = bucket("$s10ProfileKit4BlogVWOh", file: "/repo/Sources/Floor/FloorViewController.swift")
        let inPattern = bucket("$s10ProfileKit4BlogVWOc", file: "/repo/Sources/MVP/BlogCell.swift")

        #expect(inFloor == .kit && inPattern == .kit,
                "Expected the linker's one copy booked by the type's module, not by the file it came from")
    }

    @Test func theKitTheServerAndTheHarness_areTheirLayers() {
        #expect(bucket("$s10ProfileKit6ButtonC7sendTapyyF", file: "/repo/Sources/ProfileKit/UI/Button.swift") == .kit,
                "Expected the kit")
        #expect(bucket("$s8SceneRig14MockProfileAPIC8likeBlogyyF", file: "/repo/Benchmarks/SceneRig/Server/MockProfileAPI.swift")
                    == .server, "Expected the mock server")
        #expect(bucket("$s16BenchMeasurement18LikeSuccessBatchesC12prepareBatchyyF",
                       file: "/repo/Benchmarks/BenchMeasurement/Suites/DispatchBenchmarks.swift") == .harness,
                "Expected the batch loop in the harness")
    }

    @Test func libcAndTheLoader_areTheAllocatorAndLibc() {
        #expect(bucket("malloc", object: "/usr/lib/x86_64-linux-gnu/libc.so.6") == .libc, "Expected malloc in libc")
        #expect(bucket("__tls_get_addr", object: "/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2") == .libc,
                "Expected the loader's TLS lookup with libc")
    }

    @Test func codeWithoutASymbol_isOther() {
        #expect(bucket("0x0000000000233ef0", file: "//<compiler-generated>") == .other, "Expected an unnamed function in other")
    }

    // MARK: Helpers

    private func bucket(
        _ function: String, file: String = "???", object: String = "/repo/.build/release/bench",
        subject: SceneSubject = .pattern(.mvp), roles: Set<String> = []
    ) -> CostBucket {
        CostBucket.of(CallTree.Frame(function: function, object: object, file: file, parent: nil, calls: 1, inclusive: 1,
                                     exclusive: 1), subject: subject, roles: roles)
    }
}
