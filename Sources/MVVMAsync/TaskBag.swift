// The tasks a view model or the blog store runs its requests in: started on the main actor, cancelled when their owner
// goes. Owns the running tasks' handles; each task references it weakly (to leave it when done) and its owner weakly.

/// A view model's running tasks, each one request awaited and its answer applied, all cancelled when the owner goes.
///
/// `start(_:)` runs the operation with `Task.immediate`: synchronously, on the main actor, up to its first `await`, so
/// the request is sent inside the tap, after the optimistic update the caller made, as docs/SCENE.md orders it ("update
/// its row now, before the request is sent"). A plain `Task { }` would send it one main-actor turn later: in between,
/// a second tap, a refresh or a teardown would see a like that is shown as pending but was never sent.
///
/// The owner holds this object; `isolated deinit` cancels every task still awaiting, so a screen closed or a scene torn
/// down ends its tasks at once (each awaited request throws `CancellationError`, and its late answer is dropped).
/// A task that finished leaves the collection, so a hundred refreshes keep no hundred handles.
@MainActor
final class TaskBag {
    private var running: [Int: Task<Void, Never>] = [:]
    /// Tasks that finished before `start` could store their handle (an answer given inline, `.immediate` scheduling).
    private var finishedEarly: Set<Int> = []
    private var nextID = 0

    /// Starts `operation` now, on the main actor; it must capture its owner weakly (this collection is the owner's).
    func start(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        let run: @MainActor () async -> Void = { [weak self] in
            await operation()
            self?.finish(id)
        }
        let task: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, *) {
            task = Task.immediate(operation: run)
        } else {
            // Before macOS 26 there is no Task.immediate: the request leaves one main-actor turn later (see above), and
            // the rig, which cannot run that turn under a test, leaves the column out there (docs/PLATFORMS.md).
            task = Task(operation: run)
        }
        if finishedEarly.remove(id) == nil { running[id] = task }
    }

    /// How many tasks still await their answer.
    var count: Int { running.count }

    private func finish(_ id: Int) {
        if running.removeValue(forKey: id) == nil { finishedEarly.insert(id) }
    }

    isolated deinit {
        for task in running.values { task.cancel() }
    }
}
