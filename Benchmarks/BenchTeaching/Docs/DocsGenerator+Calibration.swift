// Teaching: the `calibration` region of docs/METHODOLOGY.md — the instruction gate's calibration record, as
// `.ci/calibrate-instructions` committed it (docs/data/instruction-calibration.json). Reads the file; owns nothing.
import Foundation

extension DocsGenerator {
    /// The record `.ci/calibrate-instructions` writes: per condition, how many runs went as they must.
    struct CalibrationRecord: Decodable {
        struct Condition: Decodable {
            var condition: String
            var runs: Int
            var asExpected: Int
            var achievedPercent: [Double]
            var outcomes: [String: Int]
        }

        var commit: String
        var toolchain: String
        var runsPerCondition: Int
        var likeInstructionsUnchanged: Double
        var likeInstructionsPlantAtZero: Double
        var plantedIn: String
        var conditions: [Condition]
    }

    /// The path of the record, from the package root.
    static let calibrationRecordPath = "docs/data/instruction-calibration.json"

    /// A table of the record: each condition, the change planted, the runs that went as they must and what the gate said.
    func calibrationMarkdown(page: String) throws(Failure) -> String {
        let path = root + "/" + Self.calibrationRecordPath
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "bench docs: \(page): no calibration record at \(Self.calibrationRecordPath) "
                + "(run .ci/calibrate-instructions)")
        }
        let record: CalibrationRecord
        do {
            record = try JSONDecoder().decode(CalibrationRecord.self, from: data)
        } catch {
            throw Failure(description: "bench docs: \(page): \(Self.calibrationRecordPath) is not a calibration record: \(error)")
        }
        let rows = record.conditions.map { condition -> String in
            let planted = condition.condition == "unchanged" ? "none"
                : condition.achievedPercent.map { String(format: "+%.3f %%", $0) }.joined(separator: ", ")
            let outcomes = condition.outcomes.sorted { $0.key < $1.key }
                .map { "`\($0.key)` in \($0.value) runs" }.joined(separator: "; ")
            return "| \(condition.condition) | \(planted) | \(condition.asExpected) of \(condition.runs) | \(outcomes) |"
        }
        let unchangedLike = String(format: "%.1f", record.likeInstructionsUnchanged)
        let zeroLike = String(format: "%.1f", record.likeInstructionsPlantAtZero)
        return (["| condition | change in `\(record.plantedIn)` | runs as they must be | what the gate said |",
                 "| --- | --- | --- | --- |"] + rows + [
                    "",
                    "Commit \(record.commit.prefix(7)), \(record.toolchain); \(record.runsPerCondition) runs per condition; "
                        + "the like: \(unchangedLike) instructions unchanged, \(zeroLike) with the plant at 0 iterations "
                        + "(arming and the call). Unchanged runs must exit 0 naming nothing; planted ones exit 3 naming "
                        + "`\(record.plantedIn):instructions` alone.",
                 ]).joined(separator: "\n")
    }
}
