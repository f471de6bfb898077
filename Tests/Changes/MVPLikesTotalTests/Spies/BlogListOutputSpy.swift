// Test double: the container's presenter as the blogs presenter's output, recording the likes totals it was told.
// Owns its log.
@testable import MVPLikesTotal

/// Stands in for `ProfilePresenter` as `BlogListPresenterOutput`.
@MainActor
final class BlogListOutputSpy: BlogListPresenterOutput {
    /// The likes totals told, oldest first.
    private(set) var likesTotals: [Int] = []

    func blogListDidUpdateLikesTotal(_ total: Int) { likesTotals.append(total) }
}
