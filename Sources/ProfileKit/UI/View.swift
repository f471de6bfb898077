// UI kit: the base view. Owns its subviews strongly; references its superview weakly (as UIKit does).
// Every shown property and every change to the tree is counted in `UIWork.total`.

/// A headless `UIView`: a node in the view tree with an accessibility identifier and a hidden flag.
///
/// Named as UIKit names it, without the prefix, like every type of the kit. `View` means two other things in the
/// columns, each an article's own word and kept for it: VIP's base class (article 000's `View`, a view controller),
/// which shadows this one inside VIP, where this one is written `ProfileKit.View`; and MVP's view protocols
/// (`BlogListView`…), the passive view's contract.
///
/// Nothing is drawn. Identifiers compose along the tree: a view's *path* is its ancestors' identifiers
/// joined with dots (views without an identifier are transparent), so a button `like` in cell `row.3`
/// of table `blogs` is found as `blogs.row.3.like`.
@MainActor
open class View {
    package private(set) var subviews: [View] = []
    /// `package` though only the kit reads it: internal, the whole-module optimiser drops its exclusivity checks and
    /// the release build then counts four more retains and releases in every scene's teardown.
    package private(set) weak var superview: View?
    package var accessibilityIdentifier: String?
    package var isHidden = false {
        didSet { UIWork.total.propertySets += 1 }
    }

    public init(identifier: String? = nil) {
        accessibilityIdentifier = identifier
    }

    /// Adds `view` on top of the subviews, moving it from its previous superview if needed.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        UIWork.total.viewTreeChanges += 1
    }

    package func removeFromSuperview() {
        guard let parent = superview else { return }
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
        }
        superview = nil
        UIWork.total.viewTreeChanges += 1
    }

    /// The text this view shows in a snapshot, or nil when it shows none (plain containers).
    package var snapshotText: String? { nil }
}

/// A headless `UILabel`.
@MainActor
public final class Label: View {
    public var text: String? {
        didSet { UIWork.total.propertySets += 1 }
    }

    package override var snapshotText: String? { text ?? "" }
}

/// A headless `UIImageView`: it shows an image by name.
@MainActor
package final class ImageView: View {
    package var imageName: String? {
        didSet { UIWork.total.propertySets += 1 }
    }

    package override var snapshotText: String? { "image(\(imageName ?? "none"))" }
}
