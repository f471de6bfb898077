// The ComposeDraft presenter alone, between spies: one save at a time, the draft handed to the module output and the
// module closed on success, the error shown on failure, Cancel closing.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPER

struct ComposeDraftPresenterTests {
    @Test @MainActor func didTapSave_showsSavingAndAsksTheInteractorOnce() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(tracker: tracker)

            sut.didTapSave(title: "Routers")
            sut.didTapSave(title: "Routers")

            #expect(spies.view.messages == [.showSaving], "Expected the saving state once")
            #expect(spies.interactor.titles == ["Routers"], "Expected one save for two taps")
        }
    }

    @Test @MainActor func didCreateDraft_handsItToTheModuleOutputAndCloses() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(tracker: tracker)
            let draft = Draft(id: 904, title: "Routers", editedAt: MockProfileAPI.defaultServerNow)
            sut.didTapSave(title: "Routers")

            sut.didCreateDraft(draft)

            #expect(spies.output.createdDrafts == [draft] && spies.router.closeCount == 1,
                    "Expected the draft handed back and the module closed")
        }
    }

    @Test @MainActor func didFailToCreateDraft_showsTheErrorAndAllowsARetry() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(tracker: tracker)
            sut.didTapSave(title: "Retry")

            sut.didFailToCreateDraft(.offline)
            sut.didTapSave(title: "Retry")

            #expect(spies.view.messages == [.showSaving, .showError(APIError.offline.message), .showSaving],
                    "Expected the error, then a second save")
            #expect(spies.router.closeCount == 0 && spies.output.createdDrafts.isEmpty, "Expected the module kept open")
        }
    }

    @Test @MainActor func didTapCancel_closesTheModule() {
        expectNoLeaks { tracker in
            let (sut, spies) = makeSUT(tracker: tracker)

            sut.didTapCancel()

            #expect(spies.router.closeCount == 1 && spies.interactor.titles.isEmpty, "Expected the module closed, nothing sent")
        }
    }

    /// Fails if the presenter held its module output strongly: the DraftList presenter would be kept by its child.
    @Test @MainActor func presenter_doesNotKeepItsModuleOutputAlive() {
        weak var releasedOutput: ComposeDraftModuleOutputSpy?
        let sut: ComposeDraftPresenter = {
            let output = ComposeDraftModuleOutputSpy()
            releasedOutput = output
            return ComposeDraftPresenter(
                interactor: ComposeDraftInteractorSpy(), router: ComposeDraftRouterSpy(), moduleOutput: output)
        }()

        #expect(releasedOutput == nil, "Expected the module output referenced weakly")
        sut.didCreateDraft(Draft(id: 1, title: "Nobody hears", editedAt: MockProfileAPI.defaultServerNow))
    }
}

// MARK: - Helpers

private struct Spies {
    let view: ComposeDraftViewSpy
    let interactor: ComposeDraftInteractorSpy
    let router: ComposeDraftRouterSpy
    let output: ComposeDraftModuleOutputSpy
}

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ComposeDraftPresenter, spies: Spies) {
    let spies = Spies(view: ComposeDraftViewSpy(), interactor: ComposeDraftInteractorSpy(), router: ComposeDraftRouterSpy(),
                      output: ComposeDraftModuleOutputSpy())
    let sut = ComposeDraftPresenter(interactor: spies.interactor, router: spies.router, moduleOutput: spies.output)
    sut.view = spies.view
    tracker.track(sut, as: "ComposeDraftPresenter", sourceLocation: sourceLocation)
    return (sut, spies)
}
