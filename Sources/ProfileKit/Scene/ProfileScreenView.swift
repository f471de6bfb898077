// The profile screen's layout, shared by the scenes whose screen is one view controller: owns the refresh
// button, the header and both sections; references nothing. Which object answers the taps and feeds the
// tables is the pattern's business.

/// The layout of docs/SCENE.md: a refresh button, the header, the blogs section and the drafts section.
///
/// The drafts table already knows `DraftRowCell`; the blog cell is each pattern's own, registered by it.
///
/// ```swift
/// screen.blogsTable.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
/// screen.connectTables(to: self)
/// setView(screen)
/// ```
@MainActor
public final class ProfileScreenView: View {
    public let refreshButton = Button(identifier: ProfileID.refresh)
    public let header = ProfileHeaderView()
    public let blogs: TableSectionView
    public let drafts = TableSectionView.drafts()

    public var blogsTable: TableView { blogs.tableView }
    package var draftsTable: TableView { drafts.tableView }

    /// With `sortableBlogs` (the "sort picker" change, docs/CHANGING.md) the blogs section has its "Sort" button.
    public init(sortableBlogs: Bool = false) {
        blogs = TableSectionView.blogs(sortable: sortableBlogs)
        super.init()
        refreshButton.title = ProfileText.refreshTitle
        draftsTable.register(DraftRowCell.self, forCellReuseIdentifier: DraftRowCell.reuseIdentifier)
        for subview: View in [refreshButton, header, blogs, drafts] { addSubview(subview) }
    }

    /// Makes `owner` the data source and delegate of both tables (the tables hold it weakly).
    public func connectTables(to owner: some TableViewDataSource & TableViewDelegate) {
        for table in [blogsTable, draftsTable] {
            table.dataSource = owner
            table.delegate = owner
        }
    }
}
