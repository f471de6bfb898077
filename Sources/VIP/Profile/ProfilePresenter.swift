// Presenter of the container module: embeds the three section modules through its router, and tells its view to
// reload them. Owns its router (the base class's); references its view weakly.

/// On load, routes each section into the container by identifier, in the scene's order — user, blogs, drafts — and
/// each section loads as it is embedded; on refresh, tells the view to reload them.
@MainActor
final class ProfilePresenter: Presenter {
    override func present(response: any Response) {
        switch expect(response, as: ProfileResponse.self, in: self) {
        case .load:
            for section in [ModuleID.userInfo, .blogList, .draftList] {
                router.route(type: .embed(identifier: section.identifier), userInfo: nil)
            }
        case .refresh:
            view?.display(viewModel: ProfileViewModel.reloadSections)
        }
    }
}
