// Test helpers shared by the MVVM specifications: a recorder for published values and events, and view
// lookup by accessibility path. Holds what it records strongly; holds no view.
@testable import MVVM
import ProfileKit

/// Records every value an observer or an event closure hands it, in order.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    var last: Value? { values.last }

    func record(_ value: Value) {
        values.append(value)
    }
}

extension View {
    /// The visible descendant at `path` (identifiers joined with dots, as the driver composes them).
    @MainActor
    func descendant<Element: View>(at path: String, as type: Element.Type = Element.self) -> Element? {
        SceneSnapshot.visibleViews(in: self).first { $0.path == path }?.view as? Element
    }
}
