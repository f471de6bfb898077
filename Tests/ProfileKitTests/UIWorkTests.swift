// Specifications of the UI kit's own work counting: what counts as work, equal values included.
import ProfileKit
import Testing

@Suite struct UIWorkTests {
    @Test @MainActor func propertySets_countEvenWhenTheValueDoesNotChange() {
        let label = Label(), button = Button(), image = ImageView()
        let work = UIWork.measure {
            label.text = "same"
            label.text = "same"
            button.title = "♥ 1"
            button.isSelected = false
            button.isEnabled = true
            image.imageName = nil
            label.isHidden = false
        }
        #expect(work == UIWork(propertySets: 7), "Expected every set to count, found \(work)")
    }

    @Test @MainActor func viewTreeChanges_countAddsAndRemovesOfSubviews() {
        let parent = View(), child = View()
        let work = UIWork.measure {
            parent.addSubview(child)
            child.removeFromSuperview()
            child.removeFromSuperview()
        }
        #expect(work == UIWork(viewTreeChanges: 2), "Expected an add and a remove, and nothing for a view already out")
    }

    @Test @MainActor func reloadData_countsTheReloadAndOneDequeueAndConfigurationPerVisibleRow() {
        let (table, source) = makeTable(rows: 8)
        let work = UIWork.measure { table.reloadData() }
        #expect(work.reloads == 1 && work.cellsDequeued == 5 && work.cellsConfigured == 5,
                "Expected one reload and five rows configured, found \(work)")
        withExtendedLifetime(source) {}
    }

    @Test @MainActor func toasts_count() {
        let window = Window()
        #expect(UIWork.measure { window.showToast("Hi") } == UIWork(toasts: 1))
    }

    @Test @MainActor func total_sumsEveryKindOfWork() {
        let work = UIWork(propertySets: 1, cellsDequeued: 2, cellsConfigured: 3, reloads: 4, viewTreeChanges: 5, toasts: 6)
        #expect(work.total == 21)
        #expect(work.description == "1 property set, 2 cells dequeued, 3 cells configured, 4 reloads, 5 view tree changes, 6 toasts")
        #expect(UIWork().description == "none")
    }

    @Test @MainActor func didEndDisplaying_tellsTheDelegateWhichRowEachLeavingCellShowed() {
        let (table, source) = makeTable(rows: 8)
        table.reloadData()
        let firstCell = table.cellForRow(at: 0)

        table.scroll(toRow: 6)

        #expect(source.ended.map(\.row) == [0, 1], "Expected rows 0 and 1 to leave, found \(source.ended.map(\.row))")
        #expect(source.ended.first?.cell === firstCell, "Expected the cell that showed row 0")
        source.ended.removeAll()
        table.reloadData()
        #expect(source.ended.map(\.row) == [2, 3, 4, 5, 6], "Expected every visible row to end on a reload")
    }

    @Test @MainActor func blogDetailView_showBlog_setsItsFiveValuesOnce() {
        let detail = BlogDetailScreenView()
        let work = UIWork.measure {
            detail.showBlog(title: "T", summary: "S", likeTitle: "♥ 1", isLiked: true, shareText: "↗ 2")
        }
        #expect(work == UIWork(propertySets: 5), "Expected the five values of a blog, found \(work)")
    }

    @Test @MainActor func composeDraftView_savingAndError_setExactlyTheirStates() {
        let compose = ComposeDraftScreenView()
        let saving = UIWork.measure { compose.showSaving() }
        let error = UIWork.measure { compose.showError("Offline") }

        #expect(saving == UIWork(propertySets: 2), "Expected Save disabled and the error hidden, found \(saving)")
        #expect(error == UIWork(propertySets: 3), "Expected the message, the error shown and Save enabled, found \(error)")
        #expect(compose.saveButton.isEnabled, "Expected Save enabled again after a failure")
    }

    // MARK: Helpers

    @MainActor
    private final class Source: TableViewDataSource, TableViewDelegate {
        let rows: Int
        var ended: [(cell: TableViewCell, row: Int)] = []
        init(rows: Int) { self.rows = rows }
        func numberOfRows(in tableView: TableView) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: row)
        }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt row: Int) {
            ended.append((cell, row))
        }
    }

    @MainActor
    private func makeTable(rows: Int) -> (TableView, Source) {
        let table = TableView(), source = Source(rows: rows)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }
}
