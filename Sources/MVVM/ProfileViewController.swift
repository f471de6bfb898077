// View (MVVM's V): the profile screen. Owns its view model strongly and its subviews; binds to the view
// model with observers that capture it weakly; turns the view model's open… events into pushes on its
// navigation controller, which it references weakly (as UIKit does). Data source and delegate of both tables.

import ProfileKit

/// The profile screen: renders what its view model publishes and forwards the user's taps to it.
@MainActor
final class ProfileViewController: ViewController {
    /// Internal so tests can reach the view model behind a scene.
    let viewModel: ProfileViewModel

    private lazy var screen = ProfileScreenView()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init()
        title = ProfileText.profileTitle
    }

    override func loadView() {
        screen.blogsTable.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        screen.connectTables(to: self)
        setView(screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
        viewModel.loadProfile()
    }

    // MARK: Binding

    private func bindViewModel() {
        // The refresh button is bound straight to the view model's command (a target is held weakly).
        screen.refreshButton.addTarget(viewModel, action: ProfileViewModel.loadProfile)
        viewModel.header.bind { [weak self] state in
            self?.screen.header.render(state)
        }
        viewModel.blogsSection.bind { [weak self] state in
            guard let self else { return }
            render(state, in: screen.blogs)
        }
        viewModel.draftsSection.bind { [weak self] state in
            guard let self else { return }
            render(state, in: screen.drafts)
        }
        viewModel.onToast = { [weak self] message in self?.showToast(message) }
        viewModel.onOpenBlog = { [weak self] blog in self?.openBlog(blog) }
        viewModel.onOpenDraft = { [weak self] draft in self?.openDraft(draft) }
    }

    private func render(_ state: SectionState, in section: TableSectionView) {
        switch state {
        case .rows: section.showTable()
        case .error(let message): section.showError(message)
        }
    }

    // MARK: Navigation

    private func openBlog(_ blog: Blog) {
        navigationController?.pushViewController(BlogDetailViewController(blog: blog))
    }

    private func openDraft(_ draft: Draft) {
        navigationController?.pushViewController(DraftDetailViewController(draft: draft))
    }
}

// MARK: - Tables

extension ProfileViewController: TableViewDataSource, TableViewDelegate {
    func numberOfRows(in tableView: TableView) -> Int {
        tableView === screen.blogsTable ? viewModel.numberOfBlogs : viewModel.numberOfDrafts
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        if tableView === screen.blogsTable {
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: row, as: BlogCell.self)
            cell.bind(to: viewModel.blogCellViewModel(at: row))
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftRowCell.reuseIdentifier, for: row, as: DraftRowCell.self)
        cell.configure(with: viewModel.draftCellViewModel(at: row))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        if tableView === screen.blogsTable {
            viewModel.didSelectBlog(at: row)
        } else {
            viewModel.didSelectDraft(at: row)
        }
    }
}
