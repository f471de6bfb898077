// The UserInfo interactor alone between spies: it hands over each admitted answer, and the likes total of the shared
// blogs worker at each change of the blogs.
import ProfileKit
import SceneRig
import TestSupport
import Testing
@testable import VIPLikesTotal

struct UserInfoInteractorTests {
    @Test @MainActor func interactor_handsTheUserToThePresenterOnceItArrives() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)

            module.interactor.refresh(request: UserInfoRequest.load)
            #expect(module.presenter.responses.isEmpty, "Expected nothing before the answer")
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the server's user handed over once")
        }
    }

    @Test @MainActor func interactor_handsAFailureOverAsTheError() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)

            module.interactor.refresh(request: UserInfoRequest.load)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.failure(.offline)], "Expected the error")
        }
    }

    @Test @MainActor func interactor_ignoresAnOlderAnswerDeliveredAfterANewerOne() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
            module.api.injectFault(.error(.offline), on: .user)
            module.interactor.refresh(request: UserInfoRequest.load)
            module.interactor.refresh(request: UserInfoRequest.load)

            _ = module.api.deliverPendingResponse(at: 1)
            _ = module.api.deliverPendingResponse(at: 0)

            #expect(module.presenter.received(UserInfoResponse.self) == [.user(module.api.serverUser)],
                    "Expected the older failure ignored once the newer user was handed over")
        }
    }

    @Test @MainActor func interactor_handsTheLikesTotalOverOnceEachTimeTheBlogsAreLoaded() throws {
        try expectNoLeaks { tracker in
            let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)

            module.worker.loadBlogs()
            #expect(module.presenter.responses.isEmpty, "Expected no total before the blogs answer")
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.likesTotal(total)], "Expected the total once")
        }
    }

    @Test @MainActor func interactor_handsTheLikesTotalOverOnceForALikeSentAndOnceForItsAnswer() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.api.injectFault(.error(.offline), on: .like)

            _ = module.worker.likeBlog(id: 101)
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.received(UserInfoResponse.self) == [.likesTotal(total + 1), .likesTotal(total)],
                    "Expected the total with the like in flight, then without it once the like failed")
        }
    }

    @Test @MainActor func interactor_afterAFailedBlogsAnswer_handsNoTotalOver() throws {
        try expectNoLeaks { tracker in
            let module = try makeLoadedInteractorModule(tracker: tracker)
            module.api.injectFault(.error(.offline), on: .blogs)

            module.worker.loadBlogs()
            module.api.deliverAllPendingResponses()

            #expect(module.presenter.responses.isEmpty, "Expected the total left as it is")
        }
    }
}

// MARK: - Helpers

/// The likes of the standard blogs.
private let total = ProfileFixture.standard.blogs.map(\.likeCount).reduce(0, +)

/// The UserInfo interactor on a worker holding the standard blogs, its spy presenter's record emptied.
@MainActor
private func makeLoadedInteractorModule(
    tracker: LeakTracker
) throws -> ModuleUnderTest<ViewSpy, UserInfoInteractor, PresenterSpy> {
    let module = try ModuleUnderTest(ViewSpy.self, UserInfoInteractor.self, PresenterSpy.self, tracker: tracker)
    module.worker.loadBlogs()
    module.api.deliverAllPendingResponses()
    module.presenter.removeAllResponses()
    return module
}
