// UI kit: a reusable table row. Owns its content subviews; knows its table only through the view tree.

/// A headless `UITableViewCell`. Subclass it and override `prepareForReuse()` to drop per-row state.
@MainActor
open class TableViewCell: View {
    public let reuseIdentifier: String

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Called before the cell is handed out again for another row.
    open func prepareForReuse() {}
}
