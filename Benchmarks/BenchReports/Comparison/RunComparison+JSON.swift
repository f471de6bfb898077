// The comparison as JSON for scripts: both runs' metadata, the environment differences, the counts per verdict and
// every entry with its timing test. Pure.
import BenchResults
import Foundation

extension RunComparison: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, schema, old, new, environmentDifferences, verdicts, entries
    }

    /// `{"kind": "comparison", "schema": 1, "old": {metadata}, "new": {metadata}, "environmentDifferences": [],
    /// "verdicts": {"regression": 1, …}, "entries": [{"key", "suite", "benchmark", "pattern", "parameters",
    /// "metric", "old", "new", "delta", "percent", "threshold", "verdict", "basis", "driftMargin", "timing", "layouts",
    /// "missingReason"}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("comparison", forKey: .kind)
        try container.encode(BenchReport.currentSchema, forKey: .schema)
        try container.encode(oldMetadata, forKey: .old)
        try container.encode(newMetadata, forKey: .new)
        try container.encode(environmentDifferences, forKey: .environmentDifferences)
        try container.encode(Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0.rawValue, entries($0).count) }),
                             forKey: .verdicts)
        try container.encode(entries, forKey: .entries)
    }

    /// The comparison as pretty-printed JSON with sorted keys, ending with a newline.
    public func jsonText() throws -> String {
        return try BenchJSON.text(self)
    }
}

extension RunComparison.Entry: Encodable {
    private enum CodingKeys: String, CodingKey {
        case key, metric, old, new, delta, percent, threshold, verdict, basis, driftMargin, timing, layouts, missingReason
    }

    private enum LayoutKeys: String, CodingKey {
        case oldMean, newMean, standardError, score, oldLayouts, newLayouts, significant
    }

    public func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identity.key, forKey: .key)
        try container.encode(metric, forKey: .metric)
        try container.encodeOrNull(old, forKey: .old)
        try container.encodeOrNull(new, forKey: .new)
        try container.encodeOrNull(delta, forKey: .delta)
        try container.encodeOrNull(percent, forKey: .percent)
        try container.encodeOrNull(threshold, forKey: .threshold)
        try container.encode(verdict, forKey: .verdict)
        try container.encodeOrNull(timing.map { _ in isRelativeToFloor ? "ratio to floor" : "time" }, forKey: .basis)
        try container.encodeOrNull(driftMargin, forKey: .driftMargin)
        try container.encodeOrNull(timing, forKey: .timing)
        if let layouts {
            var test = container.nestedContainer(keyedBy: LayoutKeys.self, forKey: .layouts)
            try test.encode(layouts.oldMean, forKey: .oldMean)
            try test.encode(layouts.newMean, forKey: .newMean)
            try test.encode(layouts.standardError, forKey: .standardError)
            try test.encodeOrNull(layouts.score.isFinite ? layouts.score : nil, forKey: .score)
            try test.encode(layouts.oldLayouts, forKey: .oldLayouts)
            try test.encode(layouts.newLayouts, forKey: .newLayouts)
            try test.encode(layouts.isSignificant, forKey: .significant)
        } else {
            try container.encodeNil(forKey: .layouts)
        }
        try container.encodeOrNull(missingReason, forKey: .missingReason)
    }
}

extension RunComparison {
    /// The comparison as RFC 4180 CSV: one row per entry.
    ///
    /// ```text
    /// suite,benchmark,pattern,parameters,metric,old,new,delta,percent,verdict
    /// dispatch,like,mvc,,retains,33,34,1,3.0303030303030303,regression
    /// ```
    public func csvText() -> String {
        let header = ["suite", "benchmark", "pattern", "parameters", "metric", "old", "new", "delta", "percent", "verdict"]
        let rows = entries.map { entry in
            entry.csvFields + [entry.metric.key, BenchReport.csvNumber(entry.old), BenchReport.csvNumber(entry.new),
                               BenchReport.csvNumber(entry.delta), BenchReport.csvNumber(entry.percent), entry.verdict.rawValue]
        }
        return ([header] + rows).map { $0.map(BenchReport.csvField).joined(separator: ",") + "\r\n" }.joined()
    }

    /// The comparison in `format`.
    public func rendered(as format: OutputFormat, oldLabel: String, newLabel: String) throws -> String {
        switch format {
        case .table: tableText(oldLabel: oldLabel, newLabel: newLabel)
        case .json: try jsonText()
        case .markdown: markdownText(oldLabel: oldLabel, newLabel: newLabel)
        case .csv: csvText()
        case .svg, .html:
            throw UsageError("--format \(format.rawValue) draws a report or a history, not a comparison: "
                + "use table, json, markdown or csv")
        }
    }
}
