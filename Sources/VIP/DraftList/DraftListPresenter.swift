// Presenter of the DraftList module: formats drafts into rows, and routes to a draft's detail and to the compose
// module. Owns its router (the base class's); references its view weakly.
import ProfileKit

/// Formats what the interactor hands over. New draft routes modally to the ComposeDraft module by identifier, with the
/// interactor's output as `userInfo`; a draft's detail is the shared screen, pushed as it is.
@MainActor
final class DraftListPresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: DraftListResponse.self, in: self) {
        case .drafts(let drafts):
            view?.display(viewModel: DraftListViewModel.rows(drafts.map {
                DisplayedDraft(id: $0.id, title: $0.title, edited: ProfileText.edited($0.editedAt))
            }))
        case .failure(let error):
            view?.display(viewModel: DraftListViewModel.error(ProfileText.sectionError(.drafts, error)))
        case .selected(let draft):
            router.push(DraftDetailViewController(draft: draft))
        case .composeDraft(let output):
            router.route(type: .modal(identifier: ModuleID.composeDraft.identifier), userInfo: output)
        }
    }
}
