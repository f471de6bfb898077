// The acceptance script of the "sort picker" change (docs/CHANGING.md, 3): a sort screen, presented from the blogs
// section, hands the order picked back to it, and the list keeps it through every refresh. Every script runs on the
// change made in every column, each compared with the change's floor after every step; screens and UI work must agree.
// What the sort screen frees, closed or torn down, is SceneOwnershipConformanceTests'. Each script owns its drivers only
// while it runs.
import ProfileKit
import SceneRig
import TestSupport
import Testing

/// "As a reader, I pick the order of the blogs on a sort screen — newest first, or by title — and the list keeps it
/// through every refresh." By title, the standard fixture's first rows are blogs 109, 103, 111, 107 and 108; newest
/// first (the server's order), 101, 102 and 103.
@Suite struct SortPickerConformanceTests {
    static let byTitle = [
        "blogs.row.0.title: Bindings without a framework", "blogs.row.1.title: Café-driven development ☕️",
        "blogs.row.2.title: Child view controllers 👶", "blogs.row.3.title: Optimistic UI with rollback",
        "blogs.row.4.title: Passive views in MVP",
    ]
    static let newestFirst = [
        "blogs.row.0.title: 深入分析 MVC、MVP、MVVM、VIPER", "blogs.row.1.title: Retain cycles, explained 🔁",
        "blogs.row.2.title: Café-driven development ☕️",
    ]

    // MARK: The button and the screen

    @Test @MainActor func sortButton_isShownBesideTheBlogsInEveryState() {
        ConformanceScript("the Sort button", arrange: { $0.injectFault(.error(.offline), on: .blogs) }, steps: [
            ScriptStep("before any response", expect: ["blogs.sort: Sort", "blogs: 0 rows"]) { _ in },
            ScriptStep("the blogs fail", expect: [
                "blogs.sort: Sort", "blogs.error: \(ProfileText.sectionError(.blogs, .offline))",
            ]) { $0.deliverAllResponses() },
            ScriptStep("a refresh succeeds", expect: ["blogs.sort: Sort", "blogs: 12 rows"]) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func tapSort_presentsTheSortScreenWithNewestSelected() {
        ConformanceScript("open the sort screen", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap Sort", expect: [
                "nav: Profile", "modal: Sort blogs", "sort.newest: Newest first [selected]", "sort.title: By title",
                "sort.cancel: Cancel",
            ]) {
                try $0.tapSortBlogs()
                #expect($0.api.requestCounts.total == 3, "Expected the sort screen to send no request")
            },
        ]).run(on: .sortPicker)
    }

    // MARK: Picking an order

    @Test @MainActor func pickByTitle_arrangesTheRowsAndRendersOnce() {
        ConformanceScript("pick by title", steps: [
            ScriptStep("load", expect: Self.newestFirst) { $0.deliverAllResponses() },
            ScriptStep("tap Sort, pick By title", expect: ["nav: Profile", "blogs: 12 rows"] + Self.byTitle,
                       absent: ["modal: Sort blogs"]) { driver in
                try driver.tapSortBlogs()
                let work = try UIWork.measure { try driver.pickSortOrder(.title) }
                #expect(work.reloads == 1, "Expected the picked order rendered with one reload, found \(work)")
                #expect(driver.api.requestCounts.total == 3, "Expected a new order to send no request")
            },
            ScriptStep("the last rows too", expect: [
                "blogs.row.10.title: مرحبا بالعالم — hello, world", "blogs.row.11.title: 深入分析 MVC、MVP、MVVM、VIPER",
            ]) { try $0.scrollBlogs(toRow: 11) },
            ScriptStep("tap Sort again", expect: [
                "modal: Sort blogs", "sort.title: By title [selected]", "sort.newest: Newest first",
            ]) { try $0.tapSortBlogs() },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func pickNewestAfterTitle_restoresTheServersOrder() {
        ConformanceScript("back to newest first", steps: [
            ScriptStep("load, pick By title", expect: Self.byTitle) {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("tap Sort, pick Newest first", expect: Self.newestFirst, absent: ["modal: Sort blogs"]) {
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.newest)
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func pickTheShownOrder_closesAndRendersNothing() {
        ConformanceScript("pick the same order", steps: [
            ScriptStep("load, tap Sort") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
            },
            ScriptStep("pick Newest first, the order shown", expect: ["nav: Profile"] + Self.newestFirst,
                       absent: ["modal: Sort blogs"]) { driver in
                let work = try UIWork.measure { try driver.pickSortOrder(.newest) }
                #expect(work.reloads == 0 && work.cellsConfigured == 0 && work.propertySets == 0,
                        "Expected the order shown picked again to render nothing, found \(work)")
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func cancel_closesTheScreenAndKeepsTheOrder() {
        ConformanceScript("cancel", steps: [
            ScriptStep("load, pick By title") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("tap Sort, then Cancel", expect: ["nav: Profile"] + Self.byTitle,
                       absent: ["modal: Sort blogs"]) { driver in
                try driver.tapSortBlogs()
                let work = try UIWork.measure { try driver.tapCancelSort() }
                #expect(work.reloads == 0 && work.cellsConfigured == 0 && work.propertySets == 0,
                        "Expected Cancel to render nothing, found \(work)")
            },
            ScriptStep("tap Sort", expect: ["sort.title: By title [selected]"]) { try $0.tapSortBlogs() },
        ]).run(on: .sortPicker)
    }

    /// The table is not shown while the blogs section shows its error: the order is kept, and shown by the next answer.
    @Test @MainActor func pickWhileTheBlogsShowAnError_rendersNothingUntilTheNextAnswer() {
        let error = ProfileText.sectionError(.blogs, .offline)
        ConformanceScript("pick under an error", steps: [
            ScriptStep("load, a refresh whose blogs fail", expect: ["blogs.error: \(error)"]) {
                $0.deliverAllResponses()
                $0.api.injectFault(.error(.offline), on: .blogs)
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
            ScriptStep("tap Sort, pick By title", expect: ["blogs.error: \(error)"], absent: ["blogs: 12 rows"]) { driver in
                try driver.tapSortBlogs()
                let work = try UIWork.measure { try driver.pickSortOrder(.title) }
                #expect(work.reloads == 0, "Expected no reload while the blogs show their error, found \(work)")
            },
            ScriptStep("a refresh succeeds", expect: ["blogs: 12 rows"] + Self.byTitle) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .sortPicker)
    }

    /// The hidden table's cells stay laid out for the old order: a like answered meanwhile updates none of them, and
    /// the next answer that succeeds lays them out again.
    @Test @MainActor func likeAnsweredAfterAPickUnderTheError_updatesNoCellUntilTheNextAnswer() {
        let error = ProfileText.sectionError(.blogs, .offline)
        ConformanceScript("a like's rollback after a pick under an error", steps: [
            ScriptStep("load, like row 0 (it will fail), a refresh whose blogs fail", expect: ["blogs.error: \(error)"]) {
                $0.deliverAllResponses()
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 0)
                $0.api.injectFault(.error(.offline), on: .blogs)
                try $0.tapRefresh()
                while $0.pendingRequests.count > 1 { $0.deliverResponse(at: 1) }
            },
            ScriptStep("tap Sort, pick By title") {
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("the like fails", expect: ["toast: \(APIError.offline.message)"]) { driver in
                #expect(driver.pendingRequests.map(\.description) == ["like(101)"], "Expected only the like in flight")
                let work = UIWork.measure { driver.deliverAllResponses() }
                #expect(work.propertySets == 0, "Expected no cell of the hidden table updated, found \(work)")
            },
            ScriptStep("a refresh succeeds", expect: ["blogs: 12 rows"] + Self.byTitle) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .sortPicker)
    }

    /// Blog 103 moves from row 2 to row 1, both with cells: a column that configures the cell at the blog's new row
    /// would put 103's rollback on the hidden cell laid out for blog 102.
    @Test @MainActor func likeAnsweredAfterAPickUnderTheError_updatesNeitherItsOldNorItsNewRowsCell() {
        let error = ProfileText.sectionError(.blogs, .offline)
        ConformanceScript("a like's rollback after a pick under an error moves its row", steps: [
            ScriptStep("load, like row 2 (it will fail), a refresh whose blogs fail",
                       expect: ["blogs.error: \(error)"]) {
                $0.deliverAllResponses()
                $0.api.injectFault(.error(.offline), on: .like)
                try $0.tapLike(blogRow: 2)
                $0.api.injectFault(.error(.offline), on: .blogs)
                try $0.tapRefresh()
                while $0.pendingRequests.count > 1 { $0.deliverResponse(at: 1) }
            },
            ScriptStep("tap Sort, pick By title") {
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("the like fails", expect: ["toast: \(APIError.offline.message)"]) { driver in
                #expect(driver.pendingRequests.map(\.description) == ["like(103)"], "Expected only the like in flight")
                let work = UIWork.measure { driver.deliverAllResponses() }
                #expect(work.propertySets == 0, "Expected no cell of the hidden table updated, found \(work)")
            },
            ScriptStep("a refresh succeeds", expect: ["blogs: 12 rows"] + Self.byTitle) {
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func pickBeforeTheBlogsAnswer_arrangesTheirAnswer() {
        ConformanceScript("pick before the blogs answer", steps: [
            ScriptStep("tap Sort, pick By title", expect: ["nav: Profile", "blogs: 0 rows"],
                       absent: ["modal: Sort blogs"]) { driver in
                try driver.tapSortBlogs()
                let work = try UIWork.measure { try driver.pickSortOrder(.title) }
                #expect(work.reloads == 1, "Expected the empty table shown once in the order picked, found \(work)")
            },
            ScriptStep("the blogs answer", expect: ["blogs: 12 rows"] + Self.byTitle) { $0.deliverAllResponses() },
        ]).run(on: .sortPicker)
    }

    // MARK: Kept through everything

    @Test @MainActor func refresh_keepsThePickedOrder() {
        let added = Blog(id: 777, title: "Added by another client", summary: "Fresh.", likeCount: 3)
        ConformanceScript("refresh keeps the order", steps: [
            ScriptStep("load, pick By title", expect: Self.byTitle) {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("others add a blog and rename one; refresh", expect: [
                "blogs: 13 rows", "blogs.row.0.title: Aardvarks first", "blogs.row.1.title: Added by another client",
                "blogs.row.2.title: Bindings without a framework",
            ]) {
                $0.api.insertServerBlog(added, at: 0)
                $0.api.updateServerBlog(id: 103) { $0.title = "Aardvarks first" }
                try $0.tapRefresh()
                $0.deliverAllResponses()
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func likeAfterSorting_updatesTheRowAsShownAndNeverMovesIt() {
        ConformanceScript("like after sorting", steps: [
            ScriptStep("load, pick By title") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("renamed elsewhere; like row 0", expect: [
                "blogs.row.0.title: Bindings without a framework", "blogs.row.0.like: ♥ 65 [selected]",
            ]) {
                $0.api.updateServerBlog(id: 109) { $0.title = "Zebras last" }
                try $0.tapLike(blogRow: 0)
                #expect($0.pendingRequests.map(\.description) == ["like(109)"], "Expected the like of the blog shown on row 0")
            },
            ScriptStep("the server's copy arrives", expect: [
                "blogs.row.0.title: Zebras last", "blogs.row.0.like: ♥ 65 [selected]",
                "blogs.row.1.title: Café-driven development ☕️",
            ]) { $0.deliverAllResponses() },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func selectAfterSorting_opensTheBlogOfTheRowAsShown() {
        ConformanceScript("select after sorting", steps: [
            ScriptStep("load, pick By title") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
                try $0.pickSortOrder(.title)
            },
            ScriptStep("select row 5", expect: [
                "nav: Profile > Blog", "detail.title: Retain cycles, explained 🔁", "detail.like: ♥ 198 [selected]",
            ]) { try $0.selectBlog(row: 5) },
            ScriptStep("back", expect: ["nav: Profile", "blogs.row.5.title: Retain cycles, explained 🔁"]) { $0.tapBack() },
        ]).run(on: .sortPicker)
    }

    // MARK: Repeated input

    @Test @MainActor func sortTappedTwice_presentsOneScreenWhosePickArranges() {
        ConformanceScript("Sort twice", steps: [
            ScriptStep("load") { $0.deliverAllResponses() },
            ScriptStep("tap Sort twice in one event; cancelled, once", expect: ["nav: Profile", "modal: Sort blogs"]) { driver in
                let sort = try driver.element(ProfileID.Blogs.sort, as: Button.self)
                let twice = UIWork.measure {
                    sort.sendTap()
                    sort.sendTap()
                }
                try driver.tapCancelSort()
                let once = try UIWork.measure { try driver.tapSortBlogs() }
                #expect(twice == once, "Expected a second tap to build no second screen: twice \(twice), once \(once)")
            },
            ScriptStep("pick By title", expect: ["nav: Profile"] + Self.byTitle, absent: ["modal: Sort blogs"]) {
                try $0.pickSortOrder(.title)
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func anOrderTappedTwice_closesTheScreenOnceAndArrangesOnce() {
        ConformanceScript("By title twice", steps: [
            ScriptStep("load, tap Sort") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
            },
            ScriptStep("tap By title twice in one event", expect: ["nav: Profile"] + Self.byTitle,
                       absent: ["modal: Sort blogs"]) { driver in
                let byTitle = try driver.sortOrderButton(.title)
                let work = UIWork.measure {
                    byTitle.sendTap()
                    byTitle.sendTap()
                }
                #expect(work.reloads == 1, "Expected one render for two taps, found \(work)")
            },
        ]).run(on: .sortPicker)
    }

    @Test @MainActor func cancelTappedTwice_closesTheScreenOnceAndSortOpensAFreshOne() {
        ConformanceScript("Cancel twice", steps: [
            ScriptStep("load, tap Sort") {
                $0.deliverAllResponses()
                try $0.tapSortBlogs()
            },
            ScriptStep("tap Cancel twice in one event", expect: ["nav: Profile"] + Self.newestFirst,
                       absent: ["modal: Sort blogs"]) {
                let cancel = try $0.element(ProfileID.Sort.cancel, as: Button.self)
                cancel.sendTap()
                cancel.sendTap()
            },
            ScriptStep("tap Sort", expect: ["modal: Sort blogs", "sort.newest: Newest first [selected]"]) {
                try $0.tapSortBlogs()
            },
        ]).run(on: .sortPicker)
    }
}
