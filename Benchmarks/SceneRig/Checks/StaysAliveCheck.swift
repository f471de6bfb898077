// The stays-alive check: a scene must still work once its assembly has returned. Catches the opposite of a leak, an
// object nothing holds strongly, which dies at once. Owns the scene it builds only until it returns.
import LeakProbe
import ProfileKit

/// Builds a scene on an answering API and checks that every section showed its answer, and that a blog detail and the
/// compose screen answer a tap, which only a living presenter, view model, interactor or controller can make them do —
/// and, in a scene that makes a change, what the change adds: the header's likes total, the sort screen handing its
/// order back; when one did not, names the references that were already nil when the assembly returned — the objects that died
/// too early.
@MainActor
public enum StaysAliveCheck {
    /// What the check found.
    public struct Outcome: Equatable {
        /// Sections that never showed their answer: `header`, `blogs`, `drafts`, `likes total`, and the screens that
        /// never answered a tap: `blog detail`, `compose`, `sort screen`.
        public let deadSections: [String]
        /// `WeakBlogListViewOutput.presenter (BlogListPresenter)`: optional references into the scene's own module
        /// that were nil right after assembly.
        public let nilReferences: [String]

        /// Every section and screen answered.
        public var staysAlive: Bool { deadSections.isEmpty }

        /// One sentence for reports.
        public var description: String {
            guard !staysAlive else { return "every section answered: the scene stays alive" }
            let died = nilReferences.isEmpty ? "nothing visible to reflection was nil"
                : "nil right after assembly: \(nilReferences.joined(separator: ", "))"
            return "\(deadSections.joined(separator: ", ")) never answered; died at once (\(died))"
        }
    }

    /// Builds `composer`'s scene on an immediate API and checks it, as the type says; `change` is the change request
    /// the scene makes, if any.
    public static func run(composer: any ProfileSceneComposer.Type, change: ChangeRequest? = nil) -> Outcome {
        let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
        var nilReferences: [String] = []
        let driver = SceneDriver(api: api) { api, userID in
            let root = composer.makeScene(api: api, userID: userID)
            nilReferences = Self.nilReferences(under: root)
            return root
        }
        defer { driver.tearDown() }
        var dead: [String] = []
        if driver.text(at: "header.name") != api.serverUser.displayName { dead.append("header") }
        if driver.blogsTable?.numberOfRows != api.serverBlogs.count { dead.append("blogs") }
        if driver.draftsTable?.numberOfRows != api.serverDrafts.count { dead.append("drafts") }
        if change == .likesTotal,
           driver.text(at: "\(ProfileID.Header.container).\(ProfileID.Header.likes)")
            != ProfileText.likesTotal(api.serverBlogs.reduce(0) { $0 + $1.likeCount }) {
            dead.append("likes total")
        }
        // A screen opens from its section: checked only where that section lives.
        if !dead.contains("blogs"), !detailAnswers(driver) { dead.append("blog detail") }
        if !dead.contains("drafts"), !composeAnswers(driver) { dead.append("compose") }
        if change == .sortPicker, !dead.contains("blogs"), !sortAnswers(driver) { dead.append("sort screen") }
        return Outcome(deadSections: dead, nilReferences: dead.isEmpty ? [] : nilReferences)
    }

    /// A blog detail opened from the list likes its blog: only a living module shows the like.
    private static func detailAnswers(_ driver: SceneDriver) -> Bool {
        defer { driver.tapBack() }
        guard let row = driver.api.serverBlogs.firstIndex(where: { !$0.isLiked }),
              (try? driver.selectBlog(row: row)) != nil, (try? driver.tapDetailLike()) != nil else { return false }
        return (try? driver.detailLikeButton())?.isSelected == true
    }

    /// The compose screen saves and hands its draft back: only a living module closes and lists it.
    private static func composeAnswers(_ driver: SceneDriver) -> Bool {
        guard (try? driver.tapNewDraft()) != nil, (try? driver.typeDraftTitle("Alive?")) != nil,
              (try? driver.tapSaveDraft()) != nil else { return false }
        return driver.modalViewController == nil && driver.draftsTable?.numberOfRows == driver.api.serverDrafts.count
    }

    /// The sort screen hands the order picked back: only a living module closes and shows the blogs by title.
    private static func sortAnswers(_ driver: SceneDriver) -> Bool {
        guard (try? driver.tapSortBlogs()) != nil, (try? driver.pickSortOrder(.title)) != nil,
              (try? driver.scrollBlogs(toRow: 0)) != nil else { return false }
        let shown = driver.text(at: "\(ProfileID.blogRowPath(row: 0)).\(ProfileID.Blogs.title)")
        return driver.modalViewController == nil && shown == BlogOrder.title.arrange(driver.api.serverBlogs).first?.title
    }

    /// Optional stored properties, of the objects reachable from `root`, that are nil and whose type belongs to
    /// `root`'s module: a weak reference whose target is already gone reads as nil.
    private static func nilReferences(under root: AnyObject) -> [String] {
        let module = moduleName(of: type(of: root))
        let census = LeakProbe.census(roots: [root])
        var found: [String] = []
        for object in census.entries.compactMap(\.object) {
            for mirror in ReferenceWalker.mirrorChain(of: object) {
                for child in mirror.children {
                    let declared = String(reflecting: type(of: child.value))
                    guard let label = child.label, declared.hasPrefix("Swift.Optional<"),
                          Mirror(reflecting: child.value).children.isEmpty else { continue }
                    let wrapped = declared.dropFirst("Swift.Optional<".count).dropLast()
                    let typeName = wrapped.hasPrefix("any ") ? wrapped.dropFirst(4) : wrapped
                    guard typeName.hasPrefix(module + ".") else { continue }
                    found.append("\(LeakProbe.typeName(of: object)).\(label) (\(typeName.dropFirst(module.count + 1)))")
                }
            }
        }
        return found
    }

    private static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }
}
