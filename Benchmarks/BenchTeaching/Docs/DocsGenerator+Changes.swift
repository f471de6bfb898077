// Teaching: the regions of docs/CHANGING.md generated from the change modules — `changes CHANGE` (what the change touched
// in each column, and what its operation costs to run) and `changes-diff CHANGE` (each column's diff). Reads the files
// and the reference run; owns nothing.
import BenchChanges
import SceneRig

extension DocsGenerator {
    /// `changes CHANGE` or `changes-diff CHANGE` (`words` with the verb): CHANGE is a change request's name
    /// (`unlike`, `likes-total`, `sort-picker`). The footprints are measured from the files under the root now; the
    /// costs come from the reference run, n/a (and said so) when it has no changes suite.
    func changesMarkdown(_ words: [String], directive: String, linkPrefix: String, page: String) throws(Failure) -> String {
        guard words.count == 2, let change = ChangeRequest(rawValue: words[1]) else {
            throw Failure(description: "bench docs: \(page): `\(directive)` needs one change: "
                + ChangeRequest.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var footprints: [ChangedScene: ChangeFootprint] = [:]
        for scene in change.scenes {
            do {
                footprints[scene] = try ChangeFootprint.measure(ChangeLayout(scene), root: root)
            } catch {
                throw Failure(description: "bench docs: \(page): `\(directive)`: \(error.description)")
            }
        }
        if words[0] == "changes-diff" {
            return ChangeTable(changes: [change], footprints: footprints, costs: .none("")).diffsMarkdown(of: change)
        }
        let costs = ChangeTable.Costs.from(try referenceRun().report,
                                           source: "[the reference run](\(linkPrefix)\(ReferenceRun.path))")
        return ChangeTable(changes: [change], footprints: footprints, costs: costs).markdown(of: change)
    }
}
