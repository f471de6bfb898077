// Teaching: the `explain` regions of the docs — where one operation's instructions go, for one subject (a pattern
// page) or every subject side by side (COMPARISON.md) — from the call trees the command line counts, with what layout
// alone moves in them kept as written. Caches the attributions of one run; owns nothing else.
import BenchResults
import Foundation
import SceneRig

extension DocsGenerator {
    /// The benchmarks the docs explain: counted together the first time any `explain` region needs one.
    static let explainedBenchmarks = [("dispatch", "like"), ("assembly", "build")]

    /// `explain BENCHMARK SUBJECT` (a pattern page's folded table) or `explain BENCHMARK all` (COMPARISON.md's shares per
    /// subject); BENCHMARK is `like` or `build`.
    func explained(_ words: [String], directive: String, page: String) throws(Failure) -> String {
        guard words.count == 2, let (suite, benchmark) = Self.explainedBenchmarks.first(where: { $0.1 == words[0] }) else {
            throw Failure(description: "bench docs: \(page): `\(directive)` needs "
                + Self.explainedBenchmarks.map(\.1).joined(separator: " or ") + ", then a subject or all")
        }
        let subjects: [SceneSubject]
        if words[1] == "all" {
            subjects = SceneSubject.all
        } else if let subject = SceneSubject(words[1]) {
            subjects = [subject]
        } else {
            throw Failure(description: "bench docs: \(page): `\(directive)` needs "
                + SceneSubject.all.map(\.description).joined(separator: ", ") + " or all")
        }
        let attributions = try subjects.map { subject throws(Failure) in
            try attribution(of: "\(suite)/\(benchmark)/\(subject)", subject: subject)
        }
        guard words[1] != "all" else { return CostAttribution.comparisonMarkdown(attributions) }
        guard let spread = try layoutSpread(of: "\(suite)/\(benchmark)/\(subjects[0])") else { return attributions[0].markdown() }
        return Self.withLayoutNote(attributions[0].markdown(), benchmark: benchmark, spread: spread)
    }

    /// The instructions of one case in every layout of the reference run, when they differ from one layout to another
    /// (`Metrics.instructionsByLayout`); nil when they are the same in each, or were counted in one.
    func layoutSpread(of id: String) throws(Failure) -> ClosedRange<Double>? {
        let result = try referenceRun().report.results.first { $0.key == id }
        guard let metrics = result?.metrics, metrics.instructionsVaryWithLayout,
              let samples = metrics.instructionsByLayout, let low = samples.min(), let high = samples.max() else { return nil }
        return low...high
    }

    /// A pattern page's table with a last line saying that its figures are one layout's, and how far layout moves them.
    static func withLayoutNote(_ markdown: String, benchmark: String, spread: ClosedRange<Double>) -> String {
        let note = "This \(benchmark)'s instructions differ from one address-space layout to another (hash tables keyed by "
            + "addresses): \(MetricFormatter.fixed(spread.lowerBound, decimals: 0))–\(MetricFormatter.fixed(spread.upperBound, decimals: 0)) "
            + "over the reference run's layouts. The table is one layout's; `bench docs` keeps it while a new count differs "
            + "from it by no more than that range."
        guard let end = markdown.range(of: "</details>", options: .backwards) else { return markdown + "\n\n" + note }
        return markdown[..<end.lowerBound] + "\n" + note + "\n" + markdown[end.lowerBound...]
    }

    /// Whether an `explain` region as the page has it still describes the code: it differs from the one counted now only
    /// in instruction figures, by no more than the reference run's layouts spread that case's instructions (retains,
    /// releases and the text exactly alike). Then the page keeps it, so that a change elsewhere in the binary, which
    /// moves where things lie and with it such a count, does not make the docs stale.
    func keepsExisting(_ existing: String, over regenerated: String, directive: String) throws(Failure) -> Bool {
        let words = directive.split(separator: " ").map(String.init)
        guard existing != regenerated, words.first == "explain", words.count == 3,
              let (suite, benchmark) = Self.explainedBenchmarks.first(where: { $0.1 == words[1] }) else { return false }
        let subjects = words[2] == "all" ? SceneSubject.all : SceneSubject(words[2]).map { [$0] } ?? []
        var spreads: [String: Double] = [:]
        for subject in subjects {
            spreads[CostAttribution.rowTitle(of: subject)] = try layoutSpread(of: "\(suite)/\(benchmark)/\(subject)")
                .map { $0.upperBound - $0.lowerBound }
        }
        let single = words[2] == "all" ? nil : spreads.values.first
        return ExplainRegionTolerance.agrees(existing, regenerated, allowing: { row in single ?? spreads[row] ?? nil })
    }

    /// The attribution of one case; the first one asked counts every case of ``explainedBenchmarks`` in one run.
    private func attribution(of id: String, subject: SceneSubject) throws(Failure) -> CostAttribution {
        if let known = cachedAttributions[id] { return known }
        let cases = Self.explainedBenchmarks.flatMap { suite, benchmark in
            SceneSubject.all.map { (id: "\(suite)/\(benchmark)/\($0)", subject: $0) }
        }
        for attribution in try attribute(cases).get() { cachedAttributions[attribution.caseID] = attribution }
        guard let counted = cachedAttributions[id] else {
            throw Failure(description: "bench docs: \(id) was not counted")
        }
        return counted
    }
}
