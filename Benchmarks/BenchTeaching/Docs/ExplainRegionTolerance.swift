// Teaching: whether two renderings of an `explain` region differ only as a count that depends on the address-space
// layout may differ: instruction figures within a case's layout spread, everything else alike. Pure; owns nothing.
import Foundation

/// Compares an `explain` region as a page has it with the one counted now, figure by figure.
///
/// The region's instruction figures are one layout's; for a case whose count depends on layout (the reference run
/// counted it differently in different layouts) they may differ by up to that case's spread (highest minus lowest
/// count), and its shares by that spread over its total. Retains, releases, row names and prose must be equal, and so
/// must everything of a case that does not depend on layout.
///
/// ```swift
/// ExplainRegionTolerance.agrees(page, now, allowing: { row in row == "MVVMAsync" ? 630 : nil })
/// ```
enum ExplainRegionTolerance {
    /// Whether `existing` and `regenerated` agree but for instruction figures within `allowing(row)`: the spread allowed
    /// for a table row named `row` (COMPARISON.md's first cell), or for every line when the allowance ignores the row
    /// (a pattern page's table, one case); nil allows nothing.
    static func agrees(_ existing: String, _ regenerated: String, allowing: (String) -> Double?) -> Bool {
        let old = existing.components(separatedBy: "\n"), new = regenerated.components(separatedBy: "\n")
        guard old.count == new.count else { return false }
        var columns: [String] = [], total: Double?
        for (before, after) in zip(old, new) {
            if isHeader(after) { columns = cells(of: after) }
            if let summary = summaryTotal(after) { total = summary }
            guard before != after else { continue }
            let row = cells(of: after).first ?? ""
            guard let spread = allowing(row), spread > 0 else { return false }
            if before.hasPrefix("| ") {
                guard tableRow(before, after, columns: columns, spread: spread, total: total) else { return false }
            } else {
                guard summaryLine(before, after, spread: spread) else { return false }
            }
        }
        return true
    }

    /// A table's header row: its cells name instructions.
    private static func isHeader(_ line: String) -> Bool {
        line.contains("instructions |") && !line.contains("---")
    }

    /// The cells of a Markdown table row, trimmed.
    private static func cells(of line: String) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Two rows of one table: a cell under a header naming instructions or `inclusive` within `spread`, a share
    /// (`12.3 %`) within `spread` over the row's total (plus its rounding), every other cell equal.
    private static func tableRow(_ before: String, _ after: String, columns: [String], spread: Double, total: Double?) -> Bool {
        let old = cells(of: before), new = cells(of: after)
        guard old.count == new.count, old.count == columns.count, old.first == new.first else { return false }
        let rowTotal = columns.firstIndex(of: "instructions").flatMap { Double(new[$0]) } ?? total
        for index in old.indices where old[index] != new[index] {
            let title = columns[index]
            if old[index].hasSuffix(" %"), new[index].hasSuffix(" %"), let rowTotal, rowTotal > 0,
               let a = Double(old[index].dropLast(2)), let b = Double(new[index].dropLast(2)) {
                guard abs(a - b) <= 100 * spread / rowTotal + 0.1 else { return false }
            } else if title.contains("instructions") || title == "inclusive",
                      let a = Double(old[index]), let b = Double(new[index]) {
                guard abs(a - b) <= spread + 0.5 else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// The total of a pattern page's summary line (`… goes: 41022 instructions, …`), if `line` is one.
    private static func summaryTotal(_ line: String) -> Double? {
        guard let range = line.range(of: #"goes: [0-9.]+ instructions"#, options: .regularExpression) else { return nil }
        return Double(line[range].dropFirst("goes: ".count).dropLast(" instructions".count))
    }

    /// Two summary lines: the instruction total within `spread`, the rest equal.
    private static func summaryLine(_ before: String, _ after: String, spread: Double) -> Bool {
        guard let a = summaryTotal(before), let b = summaryTotal(after), abs(a - b) <= spread + 0.5 else { return false }
        let pattern = #"goes: [0-9.]+ instructions"#
        return before.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
            == after.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
}
