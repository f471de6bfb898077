// UI kit: a tappable control. Owns its action closures; a target–action target is held weakly (as UIKit does).

/// A headless `UIButton`. `sendTap()` plays the part of the user's finger.
///
/// ```swift
/// button.addTarget(self, action: BlogCell.likeTapped)   // target held weakly
/// button.addAction { [weak self] in self?.refresh() }   // closure owned by the button
/// ```
@MainActor
public final class Button: View {
    public var title: String? {
        didSet { UIWork.total.propertySets += 1 }
    }
    public var isSelected = false {
        didSet { UIWork.total.propertySets += 1 }
    }
    package var isEnabled = true {
        didSet { UIWork.total.propertySets += 1 }
    }
    private var actions: [@MainActor () -> Void] = []

    /// Adds a closure run on every tap. The button owns the closure: capture owners weakly.
    package func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// UIKit's target–action: the target is held weakly, so a cell can target its controller safely.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        actions.append { [weak target] in
            guard let target else { return }
            action(target)()
        }
    }

    /// Simulates a tap: runs the actions if the button is enabled and visible, as one event (`UpdateCycle`).
    package func sendTap() {
        guard isEnabled, !isHidden else { return }
        UpdateCycle.event {
            for action in actions { action() }
        }
    }

    package override var snapshotText: String? {
        (title ?? "") + (isSelected ? " [selected]" : "") + (isEnabled ? "" : " [disabled]")
    }
}
