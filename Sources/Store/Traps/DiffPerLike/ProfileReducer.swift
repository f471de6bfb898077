// The reducer, its like finding the blog by a linear search of the list (the O(N)-per-like trap). Holds the API and the
// user id (its environment); references nothing else, and no view.
import ProfileKit

/// What each action changes in `ProfileState`, and the effect it asks for (docs/SCENE.md, rule by rule).
///
/// It is the whole scene's logic in one place: the answers' order (`RequestSequence` per section), the server's copy
/// winning (`newerCopy`), the like's overlay and rollback, navigation as state, compose's output as an action. It reads
/// no view and calls the API only inside effects, so a test runs it with a mock API and no screen.
@MainActor
struct ProfileReducer {
    let api: any ProfileAPI
    let userID: Int

    func reduce(_ state: inout ProfileState, _ action: ProfileAction) -> Effect<ProfileAction> {
        switch action {
        case .viewLoaded, .refreshTapped:
            return load(&state)
        case .userAnswered(let ticket, let result):
            guard state.user.requests.admit(ticket) else { return .none }
            state.user.answer = .init(serial: state.nextSerial(), content: result.mapError { error(.user, $0) })
        case .blogsAnswered(let ticket, let result):
            guard state.blogs.requests.admit(ticket) else { return .none }
            if case .success(let fresh) = result {
                // A refresh merges through a dictionary made for it, once: the trap is the like's search, not this.
                let held = Dictionary(state.blogs.blogs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                state.blogs.blogs = fresh.map { blog in held[blog.id].map { $0.newerCopy(blog) } ?? blog }
            }
            state.blogs.answer = .init(serial: state.nextSerial(), content: result.failure.map { error(.blogs, $0) })
        case .draftsAnswered(let ticket, let result):
            guard state.drafts.requests.admit(ticket) else { return .none }
            if case .success(let fresh) = result { state.drafts.drafts = fresh }
            state.drafts.answer = .init(serial: state.nextSerial(), content: result.failure.map { error(.drafts, $0) })

        case .likeTapped(let blogID):
            return like(blogID: blogID, &state)
        case .likeAnswered(let blogID, let result):
            // Dropping the overlay is the whole rollback; a success keeps the newer server copy of a blog still held.
            state.blogs.pendingLikeIDs.remove(blogID)
            switch result {
            case .success(let serverBlog):
                if let row = state.blogs.blogs.firstIndex(where: { $0.id == blogID }) {
                    state.blogs.blogs[row] = state.blogs.blogs[row].newerCopy(serverBlog)
                }
            case .failure(let error):
                showToast(error.message, &state)
            }

        // The profile's views send these only while the profile is on top (`isOnTop`), so a pushed screen the state
        // still names is gone: its pop went unheard (no window, no appearance callbacks), and the opening replaces it.
        case .blogSelected(let row):
            guard state.destination?.isPushed != false, state.blogs.blogs.indices.contains(row) else { return .none }
            openDestination(.blogDetail(blogID: state.blogs.blogs[row].id), &state)
        case .draftSelected(let row):
            guard state.destination?.isPushed != false, state.drafts.drafts.indices.contains(row) else { return .none }
            openDestination(.draftDetail(state.drafts.drafts[row]), &state)
        case .profileAppeared:
            if state.destination?.isPushed == true { state.destination = nil }

        case .newDraftTapped:
            guard state.destination?.isPushed != false else { return .none }
            openDestination(.compose(.init()), &state)
        case .compose(let serial, let action):
            guard let destination = state.destination, destination.serial == serial,
                case .compose(var compose) = destination.screen
            else { return .none }  // a screen closed meanwhile: its draft shows at the next refresh
            let effect = reduce(&compose, action, serial: serial, closing: &state)
            if state.destination?.serial == serial { state.destination?.screen = .compose(compose) }
            return effect
        case .draftSaved(let draft):
            state.drafts.drafts.insert(draft, at: 0)
            state.drafts.requests.admitOwnChange()
            state.drafts.answer = .init(serial: state.nextSerial(), content: nil)
        }
        return .none
    }

    // MARK: Rules

    /// User, blogs, drafts, in that order, each numbered by its section.
    private func load(_ state: inout ProfileState) -> Effect<ProfileAction> {
        let (api, userID) = (api, userID)
        let user = state.user.requests.next(), blogs = state.blogs.requests.next(), drafts = state.drafts.requests.next()
        return .run { send in
            api.fetchUser(id: userID) { send(.userAnswered(ticket: user, $0)) }
            api.fetchBlogs(userID: userID) { send(.blogsAnswered(ticket: blogs, $0)) }
            api.fetchDrafts(userID: userID) { send(.draftsAnswered(ticket: drafts, $0)) }
        }
    }

    /// A blog liked (as shown) or with a like in flight is not liked again; one no longer held is not liked at all.
    private func like(blogID: Int, _ state: inout ProfileState) -> Effect<ProfileAction> {
        guard let row = state.blogs.blogs.firstIndex(where: { $0.id == blogID }) else { return .none }
        guard !state.blogs.blogs[row].isLiked, !state.blogs.pendingLikeIDs.contains(blogID) else {
            showToast(ProfileText.alreadyLiked, &state)
            return .none
        }
        state.blogs.pendingLikeIDs.insert(blogID)
        let api = api
        return .run { send in api.likeBlog(id: blogID) { send(.likeAnswered(blogID: blogID, $0)) } }
    }

    /// The compose screen's own rules; a success closes it and hands the draft on as an action.
    private func reduce(
        _ compose: inout ProfileState.Compose, _ action: ProfileAction.Compose, serial: Int,
        closing state: inout ProfileState
    ) -> Effect<ProfileAction> {
        switch action {
        case .titleChanged(let title):
            compose.title = title
        case .saveTapped:
            guard compose.phase != .saving else { return .none }
            compose.phase = .saving
            let (api, title) = (api, compose.title)
            return .run { send in api.createDraft(title: title) { send(.compose(serial: serial, .saveAnswered($0))) } }
        case .saveAnswered(.success(let draft)):
            state.destination = nil
            return .send(.draftSaved(draft))
        case .saveAnswered(.failure(let error)):
            compose.phase = .failed(message: error.message)
        case .cancelTapped:
            state.destination = nil
        }
        return .none
    }

    private func openDestination(_ screen: ProfileState.Destination.Screen, _ state: inout ProfileState) {
        state.destination = .init(serial: state.nextSerial(), screen: screen)
    }

    private func showToast(_ message: String, _ state: inout ProfileState) {
        state.toast = .init(serial: state.nextSerial(), message: message)
    }

    private func error(_ endpoint: APIEndpoint, _ error: APIError) -> ProfileState.SectionError {
        .init(message: ProfileText.sectionError(endpoint, error))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
