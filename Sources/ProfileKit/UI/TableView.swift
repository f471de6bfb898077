// UI kit: a single-section table with a reuse queue and a visible window. Owns its visible and queued
// cells; references its data source and delegate weakly (as UIKit does).

/// Supplies a table's rows. Held weakly by the table.
@MainActor
public protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Hears about row selection and cells leaving the screen. Held weakly by the table.
@MainActor
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
    /// `cell` stopped showing `row`: it was scrolled away or reloaded, and waits in the reuse queue. Optional,
    /// as in UIKit: a cell bound to its row (a presenter, a view model) unbinds here, not only when reused,
    /// because a queued cell may never be dequeued again.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int) {}
}

/// A headless, single-section `UITableView`.
///
/// Only the rows inside the visible window (`visibleRowCapacity` rows from `firstVisibleRow`) have cells;
/// rows scrolled out give their cell back to the reuse queue, and rows scrolled in get one from the data
/// source, which dequeues it. So a cell is *not* its row: code that keeps a cell past a scroll sees
/// another row's content — exactly the bug class UIKit has. Each visible cell's identifier is `row.N`.
///
/// Dequeues, configurations and reloads are counted in `UIWork.total`.
@MainActor
public final class TableView: View {
    /// Rows a table shows at once unless told otherwise: the "screen height" of every scene.
    package static let defaultVisibleRowCapacity = 5

    package weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?
    let visibleRowCapacity: Int
    package private(set) var numberOfRows = 0
    package private(set) var firstVisibleRow = 0
    /// The visible cells, in row order: `visibleCells[i]` shows row `firstVisibleRow + i`.
    package private(set) var visibleCells: [TableViewCell] = []

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reuseQueues: [String: [TableViewCell]] = [:]

    package init(identifier: String? = nil, visibleRowCapacity: Int = TableView.defaultVisibleRowCapacity) {
        self.visibleRowCapacity = max(1, visibleRowCapacity)
        super.init(identifier: identifier)
    }

    /// The rows that currently have cells.
    package var visibleRows: Range<Int> { firstVisibleRow..<(firstVisibleRow + visibleCells.count) }

    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// Returns a queued cell for `identifier`, or a new one of the registered class.
    public func dequeueReusableCell<Cell: TableViewCell>(
        withIdentifier identifier: String, for row: Int, as cellType: Cell.Type = Cell.self
    ) -> Cell {
        UIWork.total.cellsDequeued += 1
        if let cell = reuseQueues[identifier]?.popLast() {
            guard let typed = cell as? Cell else {
                preconditionFailure("Cell queued for '\(identifier)' is \(type(of: cell)), not \(Cell.self)")
            }
            typed.prepareForReuse()
            return typed
        }
        guard let registered = registrations[identifier] else {
            preconditionFailure("No cell class registered for reuse identifier '\(identifier)'")
        }
        guard let typed = registered.init(reuseIdentifier: identifier) as? Cell else {
            preconditionFailure("Cell class registered for '\(identifier)' is \(registered), not \(Cell.self)")
        }
        return typed
    }

    /// Asks the data source for the row count and every visible row again. Without a data source
    /// (it is held weakly and may be gone) the table is empty.
    package func reloadData() {
        UIWork.total.reloads += 1
        let shownRows = visibleRows
        numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        for (cell, row) in zip(visibleCells, shownRows) { enqueue(cell, leaving: row) }
        visibleCells.removeAll(keepingCapacity: true)
        for row in firstVisibleRow..<min(numberOfRows, firstVisibleRow + visibleRowCapacity) {
            visibleCells.append(configuredCell(at: row))
        }
    }

    /// Asks the data source again for the given rows; rows outside the visible window are skipped.
    package func reloadRows(at rows: [Int]) {
        UIWork.total.reloads += 1
        guard dataSource != nil else { return }
        for row in rows where visibleRows.contains(row) {
            let position = row - firstVisibleRow
            enqueue(visibleCells[position], leaving: row)
            visibleCells[position] = configuredCell(at: row)
        }
    }

    /// The cell showing `row`, or nil when the row is not visible.
    public func cellForRow(at row: Int) -> TableViewCell? {
        visibleRows.contains(row) ? visibleCells[row - firstVisibleRow] : nil
    }

    /// The row a visible cell shows, or nil when the cell is not visible (it may be queued for reuse).
    public func row(for cell: TableViewCell) -> Int? {
        visibleCells.firstIndex { $0 === cell }.map { firstVisibleRow + $0 }
    }

    /// Scrolls the least distance that makes `row` visible, reusing cells of the rows that leave the window.
    package func scroll(toRow row: Int) {
        UpdateCycle.event { scrollWindow(toRow: row) }
    }

    private func scrollWindow(toRow row: Int) {
        guard numberOfRows > 0, dataSource != nil else { return }
        let target = min(max(0, row), numberOfRows - 1)
        var first = firstVisibleRow
        if target < first { first = target }
        if target >= first + visibleRowCapacity { first = target - visibleRowCapacity + 1 }
        first = clampedFirstRow(first)
        guard first != firstVisibleRow else { return }

        let oldRows = visibleRows
        let newRows = first..<min(numberOfRows, first + visibleRowCapacity)
        var kept: [Int: TableViewCell] = [:]
        for (offset, cell) in visibleCells.enumerated() {
            let oldRow = oldRows.lowerBound + offset
            if newRows.contains(oldRow) { kept[oldRow] = cell } else { enqueue(cell, leaving: oldRow) }
        }
        firstVisibleRow = first
        visibleCells = newRows.map { kept[$0] ?? configuredCell(at: $0) }
    }

    /// Simulates the user selecting a row: tells the delegate, as a tap on a visible row would, as one event.
    package func selectRow(at row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        UpdateCycle.event { delegate?.tableView(self, didSelectRowAt: row) }
    }

    package override var snapshotText: String? { "\(numberOfRows) rows" }

    // MARK: Private

    private func configuredCell(at row: Int) -> TableViewCell {
        guard let dataSource else { preconditionFailure("TableView has rows but no data source") }
        UIWork.total.cellsConfigured += 1
        let cell = dataSource.tableView(self, cellForRowAt: row)
        cell.accessibilityIdentifier = "row.\(row)"
        addSubview(cell)
        return cell
    }

    private func enqueue(_ cell: TableViewCell, leaving row: Int) {
        cell.removeFromSuperview()
        reuseQueues[cell.reuseIdentifier, default: []].append(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, numberOfRows - visibleRowCapacity))
    }
}
