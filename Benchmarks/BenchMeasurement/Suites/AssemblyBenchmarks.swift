// The assembly suite: building the module, building it up to its first render, and tearing it down.
// Each source owns the scenes of its current batch; they are released outside the timed region.
import ProfileKit
import SceneRig

/// `composer.makeScene` alone: the object graph, no view loaded.
@MainActor
final class BuildBatches: BatchSource {
    private let composer: any ProfileSceneComposer.Type
    private let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
    private var scenes: [ViewController?] = []
    let problem: String? = nil

    init(subject: SceneSubject) { composer = subject.composer }

    func prepare(_ requested: Int) -> PreparedBatch? {
        let count = min(requested, 100)
        scenes = Array(repeating: nil, count: count)
        let api = api, composer = composer
        return PreparedBatch(operationCount: count) { [self] in
            for index in 0..<count {
                scenes[index] = composer.makeScene(api: api, userID: 42)
            }
        }
    }

    func finish() {
        scenes = []
    }
}

/// Build, push, show: `viewDidLoad`, the three fetches (answered inline) and the first render.
@MainActor
final class FirstRenderBatches: BatchSource {
    private let composer: any ProfileSceneComposer.Type
    private let api: MockProfileAPI
    private var windows: [Window] = []
    private var expectedBlogFetches = 0
    private(set) var problem: String?

    convenience init(subject: SceneSubject) { self.init(composer: subject.composer, fixture: .standard) }

    /// The scene `composer` builds (a store trap's), answered from `fixture` (the traps suite's row counts).
    init(composer: any ProfileSceneComposer.Type, fixture: ProfileFixture) {
        self.composer = composer
        api = MockProfileAPI(fixture: fixture, scheduling: .immediate)
    }

    func prepare(_ requested: Int) -> PreparedBatch? {
        verify()
        windows.forEach { $0.tearDown() }
        let count = min(requested, 50)
        windows = (0..<count).map { _ in Window() }
        let navigators = (0..<count).map { _ in NavigationController() }
        expectedBlogFetches = api.requestCounts.blogs + count
        let api = api, composer = composer, windows = windows
        return PreparedBatch(operationCount: count) {
            for index in 0..<count {
                let scene = composer.makeScene(api: api, userID: 42)
                navigators[index].pushViewController(scene)
                windows[index].makeKeyAndVisible(navigators[index])
            }
        }
    }

    func finish() {
        verify()
        windows.forEach { $0.tearDown() }
        windows = []
    }

    private func verify() {
        if problem == nil, api.requestCounts.blogs != expectedBlogFetches {
            problem = "first render fetched blogs \(api.requestCounts.blogs) times, expected \(expectedBlogFetches)"
        }
    }
}

/// Tears down rendered scenes: the window drops its navigation stack and every object of the scene is freed.
@MainActor
final class TeardownBatches: BatchSource {
    private let composer: any ProfileSceneComposer.Type
    private let api = MockProfileAPI(fixture: .standard, scheduling: .immediate)
    private var windows: [Window] = []
    let problem: String? = nil

    init(subject: SceneSubject) { composer = subject.composer }

    func prepare(_ requested: Int) -> PreparedBatch? {
        let count = min(requested, 50)
        windows = (0..<count).map { _ in
            let window = Window(), navigator = NavigationController()
            navigator.pushViewController(composer.makeScene(api: api, userID: 42))
            window.makeKeyAndVisible(navigator)
            return window
        }
        let windows = windows
        return PreparedBatch(operationCount: count) {
            for window in windows { window.tearDown() }
        }
    }

    func finish() { windows = [] }
}
