// Renders what the user sees (navigation stack, modal, toasts, identified views of the top screen) as text.
// Reads the view tree; holds nothing.
import ProfileKit

/// A text rendering of the visible UI, identical for identical screens whatever the architecture.
///
/// ```text
/// nav: Profile > Blog
/// toast: You already liked this blog
/// detail.title: Retain cycles, explained 🔁
/// ```
/// A modal over the stack adds `modal: <its title>` after the `nav` line, and its views are the ones listed.
/// Lines after the toasts are `path: text` for every visible view with an identifier and a text,
/// in natural path order (`row.2` before `row.10`), so the order of `addSubview` calls does not matter.
public enum SceneSnapshot {
    @MainActor
    package static func render(_ window: Window) -> String {
        guard let navigation = window.rootViewController else { return "nav: (none)" }
        var lines = ["nav: " + navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: " > ")]
        if let modal = navigation.presentedViewController { lines.append("modal: \(modal.title ?? "?")") }
        lines += window.toasts.map { "toast: \($0)" }
        if let top = topScreen(of: navigation), top.isViewLoaded {
            // Each path is split once, not on every comparison of the sort.
            lines += visibleTexts(in: top.view)
                .map { (key: NaturalKey($0.path), line: "\($0.path): \($0.text)") }
                .sorted { $0.key < $1.key }
                .map(\.line)
        }
        return lines.joined(separator: "\n")
    }

    /// The screen the user sees: the modal if one is shown, else the top of the navigation stack.
    @MainActor
    public static func topScreen(of navigation: NavigationController) -> ViewController? {
        navigation.presentedViewController ?? navigation.topViewController
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

    /// A path as one sortable string, built once: numeric components zero-padded so that plain
    /// comparison puts `row.2` before `row.10`, and a separator below every printable character so that
    /// `blogs` sorts before `blogs.error`.
    private struct NaturalKey: Comparable {
        let key: String

        init(_ path: String) {
            key = path.split(separator: ".").map { component in
                guard let number = Int(component), number >= 0 else { return String(component) }
                let digits = String(number)
                return String(repeating: "0", count: max(0, 19 - digits.count)) + digits
            }.joined(separator: "\u{1}")
        }

        static func < (lhs: NaturalKey, rhs: NaturalKey) -> Bool { lhs.key < rhs.key }
    }
}
