// UI kit: an editable line of text. Owns its editing actions (closures, or targets held weakly as UIKit does).

/// A headless `UITextField`. `type(_:)` plays the part of the user's keyboard: it replaces the text and tells the
/// editing actions, as UIKit's `.editingChanged` does. Setting `text` from code tells nobody, as in UIKit.
///
/// ```swift
/// field.addTarget(self, action: ComposeDraftViewController.titleDidChange)   // target held weakly
/// field.type("Notes on weak self")                                             // the user types
/// ```
@MainActor
public final class TextField: View {
    /// The text shown. A set counts as UI work whoever makes it: the user typing or the code.
    public var text = "" {
        didSet { UIWork.total.propertySets += 1 }
    }
    /// Shown in a snapshot while the text is empty.
    package var placeholder: String?
    private var editingActions: [@MainActor () -> Void] = []

    /// Adds a closure run after every edit by the user. The field owns the closure: capture owners weakly.
    package func addEditingAction(_ action: @escaping @MainActor () -> Void) {
        editingActions.append(action)
    }

    /// UIKit's target–action for `.editingChanged`: the target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        editingActions.append { [weak target] in
            guard let target else { return }
            action(target)()
        }
    }

    /// Simulates the user typing: the field now shows `newText`, then every editing action runs. Ignored when the
    /// field is hidden.
    package func type(_ newText: String) {
        guard !isHidden else { return }
        UpdateCycle.event {
            text = newText
            for action in editingActions { action() }
        }
    }

    package override var snapshotText: String? { text.isEmpty ? "[\(placeholder ?? "")]" : text }
}
