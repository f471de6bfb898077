// Specifications of the tools behind the docs: code size, call traces, source excerpts and the generated regions.
import Foundation
import ProfileKit
import Testing

@testable import BenchPlatform
@testable import BenchReports
@testable import BenchTeaching
@testable import SceneRig

@Suite struct TeachingToolsTests {
    @Test func codeSize_countsTypesProtocolsAndCodeLines_notCommentsOrMembers() {
        var size = CodeSize(name: "sample")
        size.add(source: """
            // A file header.
            import ProfileKit

            /// A doc comment.
            protocol Shows: AnyObject { func show() }
            final class Presenter {
                class func make() -> Presenter { Presenter() }
                /* a block
                   comment */
                private enum State { case idle }
            }
            """)

        #expect(size == CodeSize(name: "sample", files: 1, types: 2, protocols: 1, lines: 6),
                "Expected 2 types (class, enum; not `class func`), 1 protocol, 6 code lines, got \(size)")
    }

    @Test func codeSize_ofAMissingDirectory_isAbsentNotZero() {
        let size = CodeSize.measure(name: "mvc", directory: "MVC", root: "/nonexistent-archbench-root")

        #expect(size == nil, "Expected no size for a directory that does not exist, got \(String(describing: size))")
    }

    @Test func codeSize_ofAColumn_countsItsSceneOnly_notItsLeakyVariantsNorItsChanges() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("codesize-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Sources/MVC", "Sources/MVC/Leaky/Strong", "Sources/MVC/Changes/Unlike"] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try "final class Role {}\n".write(to: directory.appendingPathComponent("Role.swift"), atomically: true, encoding: .utf8)
        }

        let size = CodeSize.measure(name: "mvc", directory: "MVC", root: root.path)

        #expect(size == CodeSize(name: "mvc", files: 1, types: 1, protocols: 0, lines: 1),
                "Expected only Sources/MVC's own file counted, not Leaky/ nor Changes/, got \(String(describing: size))")
    }

    @Test func callTrace_namesCallerAndCallee_andDrawsClosureCallsDashed() {
        let tap = SwiftSymbol(module: "VIPER", typeName: "BlogCell", member: "didTapLikeButton()", kind: .method)
        let presenter = SwiftSymbol(module: "VIPER", typeName: "BlogListPresenter", member: "didTapLike(at:)", kind: .method)
        let interactor = SwiftSymbol(module: "VIPER", typeName: "BlogListInteractor", member: "likeBlog(id:)", kind: .method)
        let completion = SwiftSymbol(module: "VIPER", typeName: "BlogListInteractor", member: "likeBlog(id:)", kind: .closure)
        let answer = SwiftSymbol(module: "VIPER", typeName: "BlogListInteractor", member: "didAnswerLike(_:)", kind: .method)
        let trace = CallTrace(stops: [[tap], [presenter, tap], [interactor, nil, presenter], [answer, completion, interactor]]) {
            $0.module == "VIPER"
        }

        #expect(trace.mermaid().contains("User->>BlogCell: didTapLikeButton()"), "Expected the tap from the user")
        #expect(trace.mermaid().contains("BlogListPresenter->>BlogListInteractor: likeBlog(id:)"),
                "Expected the caller found above a frame that is not Swift, got \(trace.mermaid())")
        #expect(trace.mermaid().contains("BlogListInteractor-->>BlogListInteractor: didAnswerLike(_:)"),
                "Expected a call from a closure dashed, got \(trace.mermaid())")
    }

    /// A module-level function (VIP's `expect(_:as:in:)`) has no type to be a participant: an empty name drew a
    /// participant without a name.
    // `bench docs` captures a page's traces together before it regenerates the page.
    @Test @MainActor func traceRequests_ofAPage_areItsTraceRegions_eachOnce_inOrder() {
        let page = """
            <!-- bench docs: trace like mvp -->
            <!-- end bench docs -->
            <!-- bench docs: graph mvp -->
            <!-- end bench docs -->
            <!-- bench docs: trace navigate floor -->
            <!-- end bench docs -->
            <!-- bench docs: trace like mvp -->
            <!-- end bench docs -->
            <!-- bench docs: trace fly mvp -->
            <!-- end bench docs -->
            """

        #expect(DocsGenerator.traceRequests(in: page) == [.init(.like, of: .pattern(.mvp)), .init(.navigate, of: .floor)],
                "Expected MVP's like, then the floor's navigation: the repeat once, the graph and the unknown action left out")
    }

    @Test func callTrace_drawsAFreeFunctionAsItsCallersOwnStep() {
        let refresh = SwiftSymbol(module: "VIP", typeName: "BlogListInteractor", member: "refresh(request:)", kind: .method)
        let cast = SwiftSymbol(module: "VIP", typeName: "", member: "expect(_:as:in:)", kind: .method)
        let like = SwiftSymbol(module: "VIP", typeName: "BlogsWorker", member: "likeBlog(id:)", kind: .method)
        let trace = CallTrace(stops: [[refresh], [cast, refresh], [like, cast, refresh]]) { $0.module == "VIP" }

        #expect(trace.mermaid().contains("BlogListInteractor->>BlogListInteractor: expect(_:as:in:)"),
                "Expected the free function as the interactor's own step, got \(trace.mermaid())")
        #expect(trace.mermaid().contains("BlogListInteractor->>BlogsWorker: likeBlog(id:)"),
                "Expected a call made inside the free function drawn from its caller, got \(trace.mermaid())")
        #expect(!trace.mermaid().contains("participant \n"), "Expected no participant without a name")
    }

    @Test func swiftSymbol_closure_namesItsEnclosingMethod() throws {
        let symbol = try #require(SwiftSymbol(
            demangled: "closure #1 (Swift.Result<ProfileKit.Blog, ProfileKit.APIError>) -> () in VIPER.BlogListInteractor.likeBlog(id: Swift.Int) -> ()"))

        #expect(symbol == SwiftSymbol(module: "VIPER", typeName: "BlogListInteractor", member: "likeBlog(id:)", kind: .closure),
                "Expected the closure of likeBlog(id:), got \(symbol)")
    }

    @Test func sourceExcerpt_takesTheDocCommentThroughTheClosingBrace() throws {
        let root = try temporaryPackage(file: "Sources/A.swift", contents: """
            struct A {
                /// Says hello.
                func hello() {
                    if true { print("hi") }
                }

                func other() {}
            }
            """)
        let excerpt = try SourceExcerpt(file: "Sources/A.swift", symbol: "func hello()", root: root)

        #expect(excerpt.lines == ["/// Says hello.", "func hello() {", "    if true { print(\"hi\") }", "}"],
                "Expected the declaration, unindented, got \(excerpt.lines)")
        #expect((excerpt.firstLine, excerpt.lastLine) == (2, 5), "Expected lines 2–5, got \(excerpt.firstLine)–\(excerpt.lastLine)")
    }

    @Test @MainActor func docsGenerator_rewritesOnlyTheGeneratedRegions() throws {
        let root = try temporaryPackage(file: "Sources/A.swift", contents: "func hello() {\n}\n")
        let page = """
            # Title
            Prose stays.
            <!-- bench docs: excerpt Sources/A.swift func hello() -->
            stale text
            <!-- end bench docs -->
            More prose.
            """

        let regenerated = try makeGenerator(root: root).regenerate(page, path: "docs/PAGE.md")

        #expect(regenerated == """
            # Title
            Prose stays.
            <!-- bench docs: excerpt Sources/A.swift func hello() -->
            ```swift
            func hello() {
            }
            ```
            <sub>[Sources/A.swift, lines 1–2](../Sources/A.swift#L1-L2)</sub>
            <!-- end bench docs -->
            More prose.
            """, "Expected the region regenerated and the prose untouched, got \(regenerated)")
    }

    @Test @MainActor func docsGenerator_regionWithoutItsEnd_isAnError() throws {
        let page = "<!-- bench docs: loc -->\nno end marker\n"

        #expect(throws: DocsGenerator.Failure.self, "Expected a missing end marker refused") {
            try makeGenerator(root: "/nonexistent").regenerate(page, path: "docs/PAGE.md")
        }
    }

    @Test @MainActor func docsGenerator_unknownDirective_isAnError() {
        #expect(throws: DocsGenerator.Failure.self, "Expected an unknown directive refused") {
            try makeGenerator(root: "/nonexistent").regenerate("<!-- bench docs: chart mvc -->\n<!-- end bench docs -->",
                                                                path: "docs/PAGE.md")
        }
    }

    // MARK: Helpers

    @MainActor
    private func makeGenerator(root: String) -> DocsGenerator {
        DocsGenerator(root: root, report: { .failure(.init(description: "no report in tests")) },
                      reference: { .failure(.init(description: "no reference run in tests")) },
                      trace: { _, _ in .failure(.init(description: "no gdb in tests")) },
                      leakyFindings: { [] })
    }

    /// A directory holding one file, standing for the package root.
    private func temporaryPackage(file: String, contents: String) throws -> String {
        let root = NSTemporaryDirectory() + "archbench-teaching-\(UUID().uuidString)"
        let url = URL(fileURLWithPath: root).appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return root
    }
}
