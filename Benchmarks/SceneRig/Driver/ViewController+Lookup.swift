// Finds a visible view of a view controller by its identifier path: how the driver reads the screen on top, and how a
// test reads one view controller it holds without a window. Holds nothing.
import ProfileKit

extension ViewController {
    /// The visible view at `path` (identifiers joined with dots, e.g. `blogs.row.3.like`), or nil.
    public func visibleView(at path: String) -> View? {
        SceneSnapshot.visibleViews(in: view).first { $0.path == path }?.view
    }

    /// The text the visible view at `path` shows in a snapshot, or nil when there is no such view.
    public func visibleText(at path: String) -> String? {
        visibleView(at: path)?.snapshotText
    }
}
