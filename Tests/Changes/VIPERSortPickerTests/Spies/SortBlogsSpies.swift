// Test doubles of the SortBlogs module's roles around its presenter: view, router and module output, each recording
// what it was told. Hold nothing of the module.
import ProfileKit
@testable import VIPERSortPicker

@MainActor
final class SortBlogsViewSpy: SortBlogsViewInput {
    private(set) var selectedOrders: [BlogOrder] = []
    func showSelected(_ order: BlogOrder) { selectedOrders.append(order) }
}

@MainActor
final class SortBlogsRouterSpy: SortBlogsRouterInput {
    private(set) var closeCount = 0
    func close() { closeCount += 1 }
}

@MainActor
final class SortBlogsModuleOutputSpy: SortBlogsModuleOutput {
    private(set) var pickedOrders: [BlogOrder] = []
    func sortBlogsModuleDidPick(_ order: BlogOrder) { pickedOrders.append(order) }
}
