// Assembly (builder) of the scene: creates every module's View, Presenter, Interactor and Router and wires them —
// the only place that knows the concrete types. Keeps none of them: the container view controller owns the scene.
import ProfileKit

/// Builds the container module `Profile` and the three section modules it embeds.
///
/// Strong links are initializer arguments, so forgetting one does not compile. The weak back-references cannot
/// be (each points at an object built after its holder) and are set here, and only here; `ProfileAssemblyTests`
/// checks each of them.
///
/// ```text
/// strong:  ProfileViewController → ProfilePresenter
///                                → UserInfo/BlogList/DraftListViewController (and its children list)
///          <Section>ViewController → <Section>Presenter → <Section>Interactor → API
///                                                     → <Section>Router           (BlogList, DraftList)
///          BlogListInteractor, BlogListRouter → BlogsDataManager → API   (the BlogList interactor's API)
/// weak:    ProfilePresenter ⇢ each section presenter (as its module input)
///          <Section>Presenter ⇢ its view controller,  <Section>Interactor ⇢ its presenter,
///          <Section>Router ⇢ its view controller,  BlogsDataManager ⇢ its interactors (outputs)
///          BlogsDataManager ⇢ UserInfoInteractor (its likes total output)
/// ```
@MainActor
enum ProfileAssembly {
    /// A section module as the container sees it: the view controller to embed, and the module input to tell.
    typealias Module<Input> = (viewController: ViewController, input: Input)

    static func makeModule(api: any ProfileAPI, userID: Int) -> ProfileViewController {
        let blogs = BlogsDataManager(api: api, userID: userID)
        let userInfo = makeUserInfoModule(api: api, userID: userID, blogs: blogs)
        let blogList = makeBlogListModule(dataManager: blogs)
        let draftList = makeDraftListModule(api: api, userID: userID)
        let presenter = ProfilePresenter()
        let view = ProfileViewController(
            output: presenter, userInfo: userInfo.viewController, blogList: blogList.viewController,
            draftList: draftList.viewController)

        presenter.userInfo = userInfo.input
        presenter.blogList = blogList.input
        presenter.draftList = draftList.input
        return view
    }

    /// The header shows the likes total of `blogs`, the data manager the BlogList module is built on.
    static func makeUserInfoModule(
        api: any ProfileAPI, userID: Int, blogs: BlogsDataManager
    ) -> Module<any UserInfoModuleInput> {
        let interactor = UserInfoInteractor(api: api, userID: userID)
        let presenter = UserInfoPresenter(interactor: interactor)
        let view = UserInfoViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        blogs.likesTotalOutput = interactor
        return (view, presenter)
    }

    static func makeBlogListModule(dataManager: BlogsDataManager) -> Module<any BlogListModuleInput> {
        let interactor = BlogListInteractor(dataManager: dataManager)
        let router = BlogListRouter(dataManager: dataManager)
        let presenter = BlogListPresenter(interactor: interactor, router: router)
        let view = BlogListViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        dataManager.addOutput(interactor)
        return (view, presenter)
    }

    static func makeDraftListModule(api: any ProfileAPI, userID: Int) -> Module<any DraftListModuleInput> {
        let interactor = DraftListInteractor(api: api, userID: userID)
        let router = DraftListRouter(api: api)
        let presenter = DraftListPresenter(interactor: interactor, router: router)
        let view = DraftListViewController(output: presenter)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return (view, presenter)
    }
}
