// Test helper: finds a visible view by its accessibility path, as the driver does. Holds nothing.
import ProfileKit
import SceneRig

extension View {
    /// The visible descendant at `path` (identifiers joined with dots), or nil.
    @MainActor
    func descendant<Element: View>(at path: String, as type: Element.Type = Element.self) -> Element? {
        SceneSnapshot.visibleViews(in: self).first { $0.path == path }?.view as? Element
    }
}
