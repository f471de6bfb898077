// Specifications of how `bench trace` reads a frame's Swift symbol: type, member, and whether it is a step of the
// story (a method) or compiler glue.
import Testing

@testable import BenchTeaching

@Suite struct SwiftSymbolTests {
    @Test func method_isReadAsTypeAndMemberWithLabels() throws {
        let symbol = try #require(SwiftSymbol(mangled: "$s5VIPER18BlogListInteractorC04likeB02idySi_tF"),
                                  "Expected the runtime to demangle the symbol")

        #expect(symbol == SwiftSymbol(module: "VIPER", typeName: "BlogListInteractor", member: "likeBlog(id:)", kind: .method),
                "Expected VIPER.BlogListInteractor.likeBlog(id:), got \(symbol)")
    }

    @Test func methodTakingAnEntity_isAMethod() throws {
        let symbol = try #require(SwiftSymbol(mangled: "$s5VIPER17BlogListPresenterC014didStartLikingB0yy10ProfileKit0B0VF"))

        #expect(symbol.kind == .method && symbol.member == "didStartLikingBlog(_:)",
                "Expected a method didStartLikingBlog(_:), got \(symbol)")
    }
}
