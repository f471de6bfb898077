// Specifications of the lexical reading of Swift that the change measurement relies on: what is code, and which
// declarations other files can name.
import Testing

@testable import BenchChanges

@Suite struct SwiftCodeTests {
    @Test func comments_andTheTextOfStrings_areLeftOut_interpolationsKept() {
        let code = SwiftCode(#"""
            let a = "b // not a comment" // a comment
            /* a /* nested */ block */ let c = "\(d.e) and \("f")"
            let g = #"raw "quoted" \(h)"#
            let i = """
                multi \(j)
                """
            """#)

        #expect(code.identifiers == ["let", "a", "c", "d", "e", "g", "i", "j"],
                "Expected only the code's words, interpolations included, got \(code.identifiers.sorted())")
        #expect(code.stripped.split(separator: "\n", omittingEmptySubsequences: false).count == 6,
                "Expected every line break kept, got:\n\(code.stripped)")
    }

    @Test func declarations_areTheTopLevelAndTheMembers_notAFunctionsLocals() {
        let declarations = SwiftDeclaration.all(in: SwiftCode("""
            @MainActor
            protocol BlogListView: AnyObject {
                func show(_ blogs: [Blog])
                var isLoading: Bool { get }
            }

            final class BlogListPresenter {
                weak var view: (any BlogListView)?
                private var rows = [Int]()
                private(set) var count = 0

                func didTapLike(at row: Int,
                                animated: Bool) -> Bool {
                    let local = row
                    return local > 0
                }

                private enum State { case idle, loading(Int) }
            }
            """))

        #expect(declarations.map(\.qualifiedName) == [
            "BlogListView", "BlogListView.show", "BlogListView.isLoading", "BlogListPresenter", "BlogListPresenter.view",
            "BlogListPresenter.rows", "BlogListPresenter.count", "BlogListPresenter.didTapLike", "BlogListPresenter.State",
            "BlogListPresenter.State.idle", "BlogListPresenter.State.loading",
        ], "Expected the members in order and no local, got \(declarations.map(\.qualifiedName))")
        let byName = Dictionary(declarations.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["BlogListPresenter.didTapLike"]?.head == "func didTapLike ( at row : Int , animated : Bool ) -> Bool",
                "Expected a head wrapped over two lines read whole, got \(String(describing: byName["BlogListPresenter.didTapLike"]?.head))")
        #expect(byName["BlogListView"]?.head == "@MainActor protocol BlogListView : AnyObject",
                "Expected the attribute on the line above in the head")
        #expect(byName["BlogListPresenter.rows"]?.head == "private var rows",
                "Expected a stored property's head to stop before its value")
        #expect(byName["BlogListPresenter.rows"]?.isFilePrivate == true && byName["BlogListPresenter.count"]?.isFilePrivate == false,
                "Expected `private` to hide a member and `private(set)` not to")
        #expect(byName["BlogListPresenter.State.idle"]?.isFilePrivate == true, "Expected a private type's members hidden too")
        #expect(byName["BlogListView"]?.body?.contains("func show") == true, "Expected a protocol's body recorded")
    }

    @Test func testsAndPublicDeclarations_areRecognised() {
        let declarations = SwiftDeclaration.all(in: SwiftCode("""
            @Suite struct ProfileTests {
                @Test(arguments: [1, 2])
                func like_sendsOneRequest(_ row: Int) {}
                func helper() {}
            }
            public enum ProfileComposer {
                public static func makeScene() {}
                public private(set) var x = 1
                open class func make() {}
            }
            """))
        let tests = declarations.filter(\.isTest).map(\.qualifiedName)
        let publics = declarations.filter(\.isPublic).map(\.qualifiedName)

        #expect(tests == ["ProfileTests.like_sendsOneRequest"], "Expected the one @Test function, got \(tests)")
        #expect(publics == ["ProfileComposer", "ProfileComposer.makeScene", "ProfileComposer.x", "ProfileComposer.make"],
                "Expected public and open declarations, `class func` a function, got \(publics)")
    }
}
