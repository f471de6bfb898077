// Test double of the sort module's output (the blogs interactor, in the scene): records each order it is handed.
// Holds nothing of any module.
import ProfileKit
@testable import VIPSortPicker

/// A sort output that keeps nothing.
@MainActor
final class SortOutputSpy: SortBlogsOutput {
    private(set) var picked: [BlogOrder] = []
    func sortBlogs(didPick order: BlogOrder) { picked.append(order) }
}
