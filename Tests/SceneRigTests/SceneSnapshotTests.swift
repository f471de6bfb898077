// Specification of the text snapshot every conformance script compares: composed paths, hidden subtrees skipped, rows
// in numeric order.
import ProfileKit
import SceneRig
import Testing

@Suite struct SceneSnapshotTests {
    @Test @MainActor func snapshot_composesIdentifiersAndSkipsHiddenViews() {
        let root = View(), section = View(identifier: "blogs"), label = Label(identifier: "title")
        let hidden = Label(identifier: "error")
        label.text = "Hello"
        hidden.isHidden = true
        section.addSubview(label)
        section.addSubview(hidden)
        root.addSubview(section)
        let paths = SceneSnapshot.visibleViews(in: root).map(\.path)
        #expect(paths == ["blogs", "blogs.title"])
    }

    @Test @MainActor func snapshot_ordersRowsNumerically() {
        let controller = ViewController()
        controller.title = "Spy"
        for row in [10, 2, 1] {
            let label = Label(identifier: "row.\(row)")
            label.text = "\(row)"
            controller.view.addSubview(label)
        }
        let window = Window()
        window.makeKeyAndVisible(NavigationController(rootViewController: controller))
        #expect(SceneSnapshot.render(window) == "nav: Spy\nrow.1: 1\nrow.2: 2\nrow.10: 10")
    }
}
