// Article 000's Unity: the three class types of one module, to be registered under an identifier and made together
// by the Binder. A value of metatypes; owns nothing, references nothing.

/// The view, interactor and presenter classes that make one module.
///
/// The article builds a Unity from an array literal of `AnyClass` and checks the three casts at run time
/// (`[OneView.self, OneInteractor.self, OnePresenter.self]`); these labelled arguments take the same triple and let the
/// compiler check that each is a subclass of its layer.
struct Unity {
    let viewType: View.Type
    let interactorType: Interactor.Type
    let presenterType: Presenter.Type

    init(view: View.Type, interactor: Interactor.Type, presenter: Presenter.Type) {
        viewType = view
        interactorType = interactor
        presenterType = presenter
    }
}
