// Renders what the user sees (navigation stack, toasts, identified views of the top screen) as text.
// Reads the view tree; holds nothing.

/// A text rendering of the visible UI, identical for identical screens whatever the architecture.
///
/// ```text
/// nav: Profile > Blog
/// toast: You already liked this blog
/// detail.title: Retain cycles, explained 🔁
/// ```
/// Lines after the toasts are `path: text` for every visible view with an identifier and a text,
/// in natural path order (`row.2` before `row.10`), so the order of `addSubview` calls does not matter.
public enum SceneSnapshot {
    @MainActor
    public static func render(_ window: Window) -> String {
        guard let navigation = window.rootViewController else { return "nav: (none)" }
        var lines = ["nav: " + navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: " > ")]
        lines += window.toasts.map { "toast: \($0)" }
        if let top = navigation.topViewController, top.isViewLoaded {
            lines += visibleTexts(in: top.view)
                .sorted { naturalOrder($0.path, $1.path) }
                .map { "\($0.path): \($0.text)" }
        }
        return lines.joined(separator: "\n")
    }

    /// Every visible view with an identifier, with its composed path. Hidden subtrees are skipped.
    @MainActor
    public static func visibleViews(in root: View) -> [(path: String, view: View)] {
        var result: [(path: String, view: View)] = []
        func visit(_ view: View, prefix: String) {
            guard !view.isHidden else { return }
            var path = prefix
            if let identifier = view.accessibilityIdentifier {
                path = prefix.isEmpty ? identifier : prefix + "." + identifier
                result.append((path, view))
            }
            for subview in view.subviews { visit(subview, prefix: path) }
        }
        visit(root, prefix: "")
        return result
    }

    @MainActor
    private static func visibleTexts(in root: View) -> [(path: String, text: String)] {
        visibleViews(in: root).compactMap { entry in entry.view.snapshotText.map { (entry.path, $0) } }
    }

    /// Compares dot-separated paths component by component, numbers numerically.
    static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: "."), right = rhs.split(separator: ".")
        for (a, b) in zip(left, right) where a != b {
            if let x = Int(a), let y = Int(b) { return x < y }
            return a < b
        }
        return left.count < right.count
    }
}
