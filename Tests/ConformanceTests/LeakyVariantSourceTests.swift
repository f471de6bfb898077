// Specifications of the leaky variants' sources, read from the repository: each variant is its pattern's scene, file
// for file, except one file, and that file differs from the correct one by its mistake and nothing else. Holds nothing.
import BenchChanges
import Foundation
import SceneRig
import Testing

@Suite struct LeakyVariantSourceTests {
    @Test(arguments: LeakyVariant.allCases)
    func variant_hasEveryFileOfTheCorrectScene_andEachButTheMistakenOneIsALinkToIt(_ variant: LeakyVariant) throws {
        let mistake = try #require(Self.mistakes[variant], "Expected the mistake of \(variant.rawValue) stated below")
        let correct = RepositoryFiles.root.appending(path: "Sources/\(variant.pattern.displayName)")
        let planted = correct.appending(path: "Leaky/\(mistake.directory)")

        let correctFiles = try RepositoryFiles.swiftFiles(under: correct, skipping: ["Leaky", "Changes", "Traps"])
        let variantFiles = try RepositoryFiles.swiftFiles(under: planted)
        let notLinks = variantFiles.filter { path in
            planted.appending(path: path).resolvingSymlinksInPath() != correct.appending(path: path).resolvingSymlinksInPath()
        }

        #expect(variantFiles == correctFiles, "Expected the files of the correct scene, no more, no fewer, in \(planted.path)")
        #expect(notLinks == [mistake.file], "Expected every file but \(mistake.file) to link to the correct scene's, got \(notLinks)")
    }

    @Test(arguments: LeakyVariant.allCases)
    func mistakenFile_differsFromTheCorrectOne_byExactlyTheStatedLines(_ variant: LeakyVariant) throws {
        let mistake = try #require(Self.mistakes[variant], "Expected the mistake of \(variant.rawValue) stated below")
        let correct = RepositoryFiles.root.appending(path: "Sources/\(variant.pattern.displayName)/\(mistake.file)")
        let planted = RepositoryFiles.root.appending(path: "Sources/\(variant.pattern.displayName)/Leaky/\(mistake.directory)/\(mistake.file)")

        let diff = LineDiff(from: try Self.codeLines(of: correct), to: try Self.codeLines(of: planted))

        #expect(diff.removed == mistake.correctLines && diff.added == mistake.mistakenLines,
                """
                Expected \(mistake.file) of \(variant.rawValue) to differ from the correct one by its mistake alone \
                (\(mistake.correctLines.count) lines), got −\(diff.removed) +\(diff.added)
                """)
    }
}

// MARK: - Helpers

extension LeakyVariantSourceTests {
    /// Where a variant is planted, and the lines that make its mistake: the correct ones, and what replaced them.
    struct Mistake {
        /// Below `Sources/<Pattern>/Leaky/`.
        let directory: String
        /// The one file that differs, from the pattern's folder.
        let file: String
        let correctLines: [String]
        let mistakenLines: [String]
    }

    /// The size of each lesson, stated: a learner can read the difference in these few lines.
    static let mistakes: [LeakyVariant: Mistake] = [
        .mvcStrongCellHandler: Mistake(
            directory: "StrongCellHandler", file: "BlogListViewController.swift",
            correctLines: [
                "cell.didTapLike = { [weak self, blogID = blogs[row].id] in",
                "self?.didTapLike(blogID: blogID)",
            ],
            mistakenLines: [
                "cell.didTapLike = { [blogID = blogs[row].id] in   // the mistake: `self` captured strongly, no `[weak self]`",
                "self.didTapLike(blogID: blogID)",
            ]),
        .mvvmObservationStrongEventClosure: Mistake(
            directory: "StrongEventClosure", file: "BlogListViewController.swift",
            correctLines: ["viewModel.onEvent = { [weak self] event in self?.handle(event) }"],
            mistakenLines: [
                "viewModel.onEvent = { event in self.handle(event) }   // the mistake: `self` captured strongly, no `[weak self]`",
            ]),
        .mvpStrongView: Mistake(
            directory: "StrongView", file: "BlogListPresenter.swift",
            correctLines: ["weak var view: (any BlogListView)?"],
            mistakenLines: ["var view: (any BlogListView)?   // the mistake: no `weak`"]),
        .mvvmStrongBinding: Mistake(
            directory: "StrongBinding", file: "BlogListViewController.swift",
            correctLines: [
                "viewModel.state.bind { [weak self] state in",
                "guard let self, let state else { return }",
                "section.render(state)",
            ],
            mistakenLines: [
                "viewModel.state.bind { state in   // the mistake: `self` captured strongly, no `[weak self]`",
                "guard let state else { return }",
                "self.section.render(state)",
            ]),
        .storeStrongSubscription: Mistake(
            directory: "StrongSubscription", file: "BlogListViewController.swift",
            correctLines: ["[weak self] answer in", "guard let self, let answer else { return }"],
            mistakenLines: [
                "[self] answer in   // the mistake: `self` captured strongly, `[self]` for `[weak self]`",
                "guard let answer else { return }",
            ]),
        .viperStrongView: Mistake(
            directory: "StrongView", file: "BlogList/BlogListPresenter.swift",
            correctLines: ["weak var view: (any BlogListViewInput)?"],
            mistakenLines: ["var view: (any BlogListViewInput)?   // the mistake: no `weak`"]),
        .viperAllWeak: Mistake(
            directory: "AllWeak", file: "BlogList/BlogListViewController.swift",
            correctLines: [
                "let output: any BlogListViewOutput",
                "output.numberOfBlogs",
                "cell.show(output.blog(at: row))",
                "output.didSelectBlog(at: row)",
                "output.didTapLike(at: row)",
            ],
            mistakenLines: [
                "weak var output: (any BlogListViewOutput)?   // the mistake: the module's one strong link made weak",
                "output?.numberOfBlogs ?? 0",
                "if let blog = output?.blog(at: row) { cell.show(blog) }",
                "output?.didSelectBlog(at: row)",
                "output?.didTapLike(at: row)",
            ]),
        .mvvmStoreBindingNeverEnded: Mistake(
            directory: "StoreBindingNeverEnded", file: "BlogDetailViewModel.swift",
            correctLines: ["isolated deinit {", "storeBinding?.unbind()", "}"],
            mistakenLines: ["// The mistake: no `isolated deinit { storeBinding?.unbind() }` — the binding is never ended."]),
        .viperStrongRouter: Mistake(
            directory: "StrongRouter", file: "DraftList/DraftListRouter.swift",
            correctLines: [],
            mistakenLines: [
                "private var presenter: (any ComposeDraftModuleOutput)?",
                "presenter = output   // the mistake: the router keeps its presenter, which keeps the router",
            ]),
        .vipStrongRouter: Mistake(
            directory: "StrongRouter", file: "Core/Router.swift",
            correctLines: ["private(set) weak var presenter: Presenter?"],
            mistakenLines: [
                "let presenter: Presenter?   // the mistake: article 000's own — the router keeps its presenter, which keeps the router",
            ]),
        .mvvmAsyncStrongSelfTask: Mistake(
            directory: "StrongSelfTask", file: "ComposeDraftViewModel.swift",
            correctLines: [
                "tasks.start { [weak self, api, title] in",
                "self?.didSave(.success(draft))",
                "self?.didSave(.failure(error))",
            ],
            mistakenLines: [
                "tasks.start { [api, title] in  // the mistake: the task captures its view model strongly",
                "self.didSave(.success(draft))",
                "self.didSave(.failure(error))",
            ]),
    ]

    /// The file's lines after its opening comment (a variant says there what it is), each trimmed.
    static func codeLines(of file: URL) throws -> [String] {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return lines.drop { $0.hasPrefix("//") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
