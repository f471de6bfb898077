// Teaching: the `explain` regions of the docs — where one operation's instructions go, for one subject (a pattern
// page) or every subject side by side (COMPARISON.md) — from the call trees the command line counts. Caches the
// attributions of one run; owns nothing else.
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
        return words[1] == "all" ? CostAttribution.comparisonMarkdown(attributions) : attributions[0].markdown()
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
