// The sort screen's view (the "sort picker" change, docs/CHANGING.md), shared by every column that makes the change:
// owns one button per order and Cancel; references nothing. Who hears its buttons is the column's business.

/// One button per `BlogOrder`, the current one selected, and Cancel.
///
/// ```swift
/// sortView.showSelected(.newest)                 // once, when the screen's view loads
/// sortView.orderButtons[.title]?.addTarget(…)    // picking an order hands it back to the blogs section
/// ```
@MainActor
public final class SortBlogsScreenView: View {
    /// The button of each order, in `BlogOrder.allCases` order.
    public let orderButtons: [(order: BlogOrder, button: Button)]
    public let cancelButton = Button(identifier: ProfileID.Sort.cancel)

    public override init(identifier: String? = nil) {
        orderButtons = BlogOrder.allCases.map { order in
            let button = Button(identifier: order == .newest ? ProfileID.Sort.newest : ProfileID.Sort.title)
            button.title = order.buttonTitle
            return (order, button)
        }
        super.init(identifier: identifier)
        cancelButton.title = ProfileText.cancelTitle
        for (_, button) in orderButtons { addSubview(button) }
        addSubview(cancelButton)
    }

    /// Marks `order`'s button selected and the others not: what the screen shows once, when its view loads.
    public func showSelected(_ order: BlogOrder) {
        for (candidate, button) in orderButtons { button.isSelected = candidate == order }
    }
}
