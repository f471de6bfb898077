// View model of the profile screen: header and section state, the row view models, loading, refresh and
// selection. Owns its Observable boxes and its row view models; references the API strongly; knows no view.
// Its event closures are set by the view, which captures itself weakly in them.

import ProfileKit

/// The profile screen's state and behaviour, testable without any view: call the inputs, observe the values.
@MainActor
final class ProfileViewModel {
    // MARK: State the view binds to

    let header = Observable(HeaderState.empty)
    let blogsSection = Observable(SectionState.rows)
    let draftsSection = Observable(SectionState.rows)

    // MARK: Events the view handles
    // Closures, not Observables: an event happens once and must not replay when someone binds.

    /// A message to show briefly (already-liked, a failed like).
    var onToast: (@MainActor (String) -> Void)?
    /// Navigation to a blog's detail, with the blog as shown.
    var onOpenBlog: (@MainActor (Blog) -> Void)?
    /// Navigation to a draft's detail.
    var onOpenDraft: (@MainActor (Draft) -> Void)?

    private let api: any ProfileAPI
    private let userID: Int
    private var blogRows: [BlogCellViewModel] = []
    private var drafts: [Draft] = []
    /// One closure shared by every row, holding this view model weakly: rows never keep their list alive.
    private lazy var relayToast: @MainActor (String) -> Void = { [weak self] message in
        self?.onToast?(message)
    }

    init(api: any ProfileAPI, userID: Int) {
        self.api = api
        self.userID = userID
    }

    // MARK: Rows (kept on a section error, not shown)

    var numberOfBlogs: Int { blogRows.count }
    func blogCellViewModel(at row: Int) -> BlogCellViewModel { blogRows[row] }

    var numberOfDrafts: Int { drafts.count }
    func draftCellViewModel(at row: Int) -> DraftCellViewModel { DraftCellViewModel(draft: drafts[row]) }

    // MARK: Inputs

    /// Loads (or reloads) the user, the blogs and the drafts, in that order.
    func loadProfile() {
        api.fetchUser(id: userID) { [weak self] result in self?.didLoadUser(result) }
        api.fetchBlogs(userID: userID) { [weak self] result in self?.didLoadBlogs(result) }
        api.fetchDrafts(userID: userID) { [weak self] result in self?.didLoadDrafts(result) }
    }

    func didSelectBlog(at row: Int) {
        guard blogRows.indices.contains(row) else { return }
        onOpenBlog?(blogRows[row].blog)
    }

    func didSelectDraft(at row: Int) {
        guard drafts.indices.contains(row) else { return }
        onOpenDraft?(drafts[row])
    }

    // MARK: Responses (each changes its own section only)

    private func didLoadUser(_ result: Result<User, APIError>) {
        switch result {
        case .success(let user): header.value = HeaderState(user: user)
        case .failure(let error): header.value = HeaderState(error: error)
        }
    }

    private func didLoadBlogs(_ result: Result<[Blog], APIError>) {
        switch result {
        case .success(let blogs):
            blogRows = rows(showing: blogs)
            blogsSection.value = .rows
        case .failure(let error):
            blogsSection.value = .error(message: ProfileText.sectionError(.blogs, error))
        }
    }

    private func didLoadDrafts(_ result: Result<[Draft], APIError>) {
        switch result {
        case .success(let drafts):
            self.drafts = drafts
            draftsSection.value = .rows
        case .failure(let error):
            draftsSection.value = .error(message: ProfileText.sectionError(.drafts, error))
        }
    }

    /// Keeps the row view model of every blog still listed (a like in flight lives there), makes the others.
    private func rows(showing blogs: [Blog]) -> [BlogCellViewModel] {
        var previousRows = Dictionary(blogRows.map { ($0.blog.id, $0) }, uniquingKeysWith: { first, _ in first })
        return blogs.map { blog in
            guard let row = previousRows.removeValue(forKey: blog.id) else {
                return BlogCellViewModel(blog: blog, api: api, showToast: relayToast)
            }
            row.update(with: blog)
            return row
        }
    }
}
