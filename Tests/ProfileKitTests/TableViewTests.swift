// Specification of the headless table view: visible window, reuse queue, targeted reloads, weak links.
import ProfileKit
import Testing

@Suite struct TableViewTests {
    @Test @MainActor func reloadData_configuresOnlyTheVisibleWindow() {
        let (table, source) = makeSUT(rows: 100)
        #expect(table.numberOfRows == 100 && table.visibleRows == 0..<5)
        #expect(source.configuredRows == [0, 1, 2, 3, 4], "Expected only visible rows to be asked for")
    }

    @Test @MainActor func scroll_reusesCellsOfRowsThatLeftTheWindow() {
        let (table, source) = makeSUT(rows: 100)
        table.scroll(toRow: 50)
        #expect(table.visibleRows == 46..<51)
        #expect(source.createdCells == 5, "Expected the five cells to be reused, not new ones made")
    }

    @Test @MainActor func scroll_toAVisibleRow_changesNothing() {
        let (table, source) = makeSUT(rows: 100)
        source.configuredRows.removeAll()
        table.scroll(toRow: 3)
        #expect(table.firstVisibleRow == 0 && source.configuredRows.isEmpty)
    }

    @Test @MainActor func visibleCells_areIdentifiedByTheirRow() {
        let (table, source) = makeSUT(rows: 100)
        defer { withExtendedLifetime(source) {} }
        table.scroll(toRow: 20)
        #expect(table.visibleCells.map(\.accessibilityIdentifier) == (16...20).map { "row.\($0)" })
    }

    @Test @MainActor func reloadRows_reconfiguresOnlyVisibleRequestedRows() {
        let (table, source) = makeSUT(rows: 100)
        source.configuredRows.removeAll()
        table.reloadRows(at: [2, 60])
        #expect(source.configuredRows == [2])
    }

    @Test @MainActor func rowForCell_isNilOnceTheCellShowsAnotherRow() throws {
        let (table, source) = makeSUT(rows: 100)
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: 0))
        table.scroll(toRow: 99)
        #expect(table.row(for: cell) != 0, "Expected the cell of row 0 to be queued or reused for another row")
    }

    @Test @MainActor func reloadData_withFewerRows_clampsTheWindow() {
        let (table, source) = makeSUT(rows: 100)
        table.scroll(toRow: 99)
        source.rowCount = 3
        table.reloadData()
        #expect(table.visibleRows == 0..<3)
    }

    @Test @MainActor func selectRow_tellsTheDelegate() {
        let (table, source) = makeSUT(rows: 10)
        table.selectRow(at: 7)
        table.selectRow(at: 70)
        #expect(source.selectedRows == [7], "Expected out-of-range selections to be ignored")
    }

    @Test @MainActor func table_holdsItsDataSourceWeakly() {
        let table = TableView()
        do {
            let source = StubSource(rows: 1)
            table.dataSource = source
        }
        #expect(table.dataSource == nil)
    }

    @Test @MainActor func tableWhoseDataSourceIsGone_scrollsAndReloadsAsEmpty() {
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        do {
            let source = StubSource(rows: 50)
            table.dataSource = source
            table.reloadData()
        }
        table.scroll(toRow: 40)
        table.reloadRows(at: [0])
        table.reloadData()
        #expect(table.numberOfRows == 0 && table.visibleCells.isEmpty)
    }

    // MARK: Helpers

    @MainActor
    private func makeSUT(rows: Int) -> (TableView, StubSource) {
        let table = TableView(identifier: "list")
        let source = StubSource(rows: rows)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        return (table, source)
    }
}

@MainActor
private final class StubSource: TableViewDataSource, TableViewDelegate {
    var rowCount: Int
    var configuredRows: [Int] = []
    var selectedRows: [Int] = []
    private var seenCells = Set<ObjectIdentifier>()
    var createdCells: Int { seenCells.count }

    init(rows: Int) { rowCount = rows }

    func numberOfRows(in tableView: TableView) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        configuredRows.append(row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: row, as: TableViewCell.self)
        seenCells.insert(ObjectIdentifier(cell))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selectedRows.append(row) }
}
