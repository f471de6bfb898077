// The SortBlogs module as its assembly wires it and the BlogList router presents it: the picked order travels back
// through the module output, and the module, which the assembly keeps none of, is freed once dismissed.
import ProfileKit
import SceneRig
import Testing
@testable import VIPERSortPicker

struct SortBlogsAssemblyTests {
    @Test @MainActor func pickedOrder_reachesTheModuleOutputAndTheModuleIsFreedOnceClosed() throws {
        let output = SortBlogsModuleOutputSpy()
        let root = ViewController(), window = Window()
        let navigation = NavigationController(rootViewController: root)
        window.makeKeyAndVisible(navigation)
        weak var module: ViewController?
        do {
            let sort = SortBlogsAssembly.makeModule(order: .newest, output: output)
            module = sort
            root.present(sort)
        }
        try #require(module != nil, "Expected the presented module alive")

        (module?.visibleView(at: ProfileID.Sort.title) as? Button)?.sendTap()

        #expect(output.pickedOrders == [.title], "Expected the order handed to the module output")
        #expect(navigation.presentedViewController == nil, "Expected the module to close itself")
        #expect(module == nil, "Expected the module freed once dismissed")
        withExtendedLifetime(window) {}
    }
}
