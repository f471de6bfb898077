// Teaching: the inline regions of the docs — one figure, one verdict or the reference run's name inside a sentence —
// found in a line and rewritten in place, the rest of the line untouched. Reads the generator's runs; owns nothing.
import BenchChanges
import BenchReports
import BenchResults
import BenchStatistics
import ProfileKit
import SceneRig

extension DocsGenerator {
    /// The directives written inline, `<!-- bench docs: DIRECTIVE -->TEXT<!-- end bench docs -->`:
    /// - `value RESULT METRIC`: one figure of one result. RESULT is the result's key in the report
    ///   (`dispatch/like/mvp`, `memory/scene-rows/mvc/rows=1000`); METRIC a metric's JSON key (`retains`, `liveObjects`,
    ///   `wallTime`, `instructions`…) or `versusFloor`, the ×floor ratio. An exact count comes from the counted run of the
    ///   code now (instructions, not counted there, from the reference run); a time or a ratio from the reference run.
    /// - `verdict SUBJECT OTHER GROUP`: how SUBJECT compares with OTHER on GROUP (`dispatch/like`) in the reference run:
    ///   `significantly cheaper than`, `significantly dearer than` or `not significantly different from` for a timed
    ///   benchmark (`ResultGroup.comparison(of:with:)`, the test behind ★); `cheaper than`, `dearer than` or `as cheap
    ///   as` for one ranked by an exact count.
    /// - `reference`: which run the page's figures come from, linked, with its command, commit, machine and day.
    /// - `loc NAME files|types|protocols|lines`: one figure of `bench loc` (NAME: a pattern, `floor` or `shared`).
    /// - `change CHANGE SUBJECT`: what a change request touched in one column, measured from its files as `bench changes`
    ///   measures it: `2 files, +46 −18` (files touched and added; lines added and removed).
    /// - `layouts varying|subjects`: which of the reference run's instruction counts differ from one address-space layout
    ///   to another: `30 of 183` operations, or by subject (`16 of MVVMObservation's, 12 of MVVMAsync's, 1 of Store's
    ///   and 1 of VIP's`). The block region `layout-table` lists them with their spread.
    static let inlineVerbs: Set = ["value", "verdict", "reference", "loc", "change", "layouts"]

    /// `layout-table`: every operation of `report` whose instructions differ from one address-space layout to another,
    /// the widest spread first: its layouts, mean, lowest and highest count, and standard deviation in percent of the
    /// mean.
    static func layoutTable(of report: BenchReport) -> String {
        let rows = report.results.compactMap { result -> (key: String, line: String, spread: Double)? in
            guard result.metrics.instructionsVaryWithLayout,
                  let counts = result.metrics.instructionsByLayout.flatMap(Statistics.init(samples:)) else { return nil }
            let deviation = 100 * counts.standardDeviation / counts.mean
            let line = "| \(result.benchmarkTitle) | \(result.subject) | \(counts.count) | "
                + "\(MetricFormatter.fixed(counts.mean, decimals: 0)) | \(MetricFormatter.fixed(counts.min, decimals: 0))–"
                + "\(MetricFormatter.fixed(counts.max, decimals: 0)) | \(MetricFormatter.fixed(deviation, decimals: deviation < 0.1 ? 3 : 2)) % |"
            return (result.key, line, deviation)
        }.sorted { $0.spread != $1.spread ? $0.spread > $1.spread : $0.key < $1.key }
        guard !rows.isEmpty else { return "No operation of the reference run counted differently in different layouts." }
        return (["| operation | subject | layouts | mean instructions | lowest–highest | standard deviation |",
                 "|---|---|---:|---:|---:|---:|"] + rows.map(\.line)).joined(separator: "\n")
    }

    /// Whether a directive's words name an inline kind: `loc` is a block table with at most a pattern, inline with a
    /// measure too.
    static func isInline(_ words: [String]) -> Bool {
        guard let verb = words.first, inlineVerbs.contains(verb) else { return false }
        return verb != "loc" || words.count > 2
    }

    /// `line` with the text of each inline region regenerated; everything outside the regions is kept byte for byte.
    /// A marker inside a code span (after an odd number of backticks) is quoted syntax and left alone; a region that
    /// opens the line (after indentation or a list marker) is refused, since Markdown reads such a line as raw HTML.
    func regenerateInline(_ line: String, linkPrefix: String, page: String) throws(Failure) -> String {
        var output = ""
        var rest = line[...]
        while let start = rest.range(of: Self.regionStart) {
            output += rest[..<start.lowerBound]
            guard output.count(where: { $0 == "`" }) % 2 == 0 else {
                output += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            // A line whose text opens with `<!--` is an HTML block to Markdown: its prose would be shown raw.
            guard output.contains(where: { !" \t-*+>0123456789.)".contains($0) }) else {
                throw Failure(description: "bench docs: \(page): an inline region opens the line `\(line.prefix(60))…`; "
                    + "Markdown would show that line as raw HTML: start the line with a word")
            }
            guard let close = rest[start.upperBound...].range(of: "-->") else {
                throw Failure(description: "bench docs: \(page): a `\(Self.regionStart)` marker without its -->")
            }
            let directive = rest[start.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let end = rest[close.upperBound...].range(of: Self.regionEnd) else {
                throw Failure(description: "bench docs: \(page): inline `\(directive)` has no \(Self.regionEnd) on its line")
            }
            output += rest[start.lowerBound..<close.upperBound]
            output += try inlineContent(of: directive, linkPrefix: linkPrefix, page: page)
            output += Self.regionEnd
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    private func inlineContent(of directive: String, linkPrefix: String, page: String) throws(Failure) -> String {
        let words = directive.split(separator: " ").map(String.init)
        func refuse(_ reason: String) -> Failure {
            Failure(description: "bench docs: \(page): `\(directive)`: \(reason)")
        }
        switch words.first {
        case "value"?:
            guard words.count == 3 else { throw refuse("needs a result and a metric, e.g. value dispatch/like/mvp retains") }
            return try value(of: words[2], in: words[1], directive: directive, page: page)
        case "verdict"?:
            guard words.count == 4, let subject = SceneSubject(words[1]), let other = SceneSubject(words[2]) else {
                throw refuse("needs two of \(SceneSubject.all.map(\.description).joined(separator: ", ")) and a group, "
                    + "e.g. verdict mvp mvc dispatch/like")
            }
            return try cited(directive, page: page) { run throws(Failure) in
                let group = try run.group(words[3])
                guard let comparison = group.comparison(of: subject, with: other) else {
                    throw Failure(description: "no verdict: \(subject) and \(other) are not both ranked there "
                        + "(unmeasured, unequal UI work, or nothing comparable)")
                }
                return Self.words(for: comparison)
            }
        case "reference"?:
            guard words.count == 1 else { throw refuse("takes no argument") }
            return try referenceRun().caption(linkPrefix: linkPrefix)
        case "loc"?:
            let measures: [String: KeyPath<CodeSize, Int>] = ["files": \.files, "types": \.types, "protocols": \.protocols,
                                                              "lines": \.lines]
            guard words.count == 3, let module = CodeSize.modules.first(where: { $0.name == words[1] }),
                  let measure = measures[words[2]] else {
                throw refuse("needs one of \(CodeSize.modules.map(\.name).joined(separator: ", ")) and one of "
                    + "\(measures.keys.sorted().joined(separator: ", ")), e.g. loc viper files")
            }
            guard let size = CodeSize.measure(name: module.name, directory: module.directory, root: root) else {
                throw refuse("no Sources/\(module.directory)")
            }
            return String(size[keyPath: measure])
        case "layouts"?:
            let results = try referenceRun().report.results.filter { $0.metrics[.instructions] != nil }
            let varying = results.filter(\.metrics.instructionsVaryWithLayout)
            switch (words.count, words.dropFirst().first) {
            case (2, "varying"?): return "\(varying.count) of \(results.count)"
            case (2, "subjects"?):
                let counts = SceneSubject.all.compactMap { subject -> String? in
                    let count = varying.filter { $0.subject == subject }.count
                    return count == 0 ? nil : "\(count) of \(subject == .floor ? "the floor" : subject.moduleName)'s"
                }.sorted { Int($0.prefix { $0.isNumber }) ?? 0 > Int($1.prefix { $0.isNumber }) ?? 0 }
                guard !counts.isEmpty else { return "none" }
                return counts.count == 1 ? counts[0] : counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1]
            default:
                throw refuse("needs varying or subjects, e.g. layouts varying")
            }
        case "change"?:
            guard words.count == 3, let change = ChangeRequest(rawValue: words[1]), let subject = SceneSubject(words[2]) else {
                throw refuse("needs a change (\(ChangeRequest.allCases.map(\.rawValue).joined(separator: ", "))) and a "
                    + "subject, e.g. change unlike mvp")
            }
            let footprint: ChangeFootprint
            do {
                footprint = try ChangeFootprint.measure(ChangeLayout(ChangedScene(subject: subject, change: change)), root: root)
            } catch {
                throw refuse(error.description)
            }
            let files = footprint.filesTouched.count + footprint.filesAdded.count + footprint.filesRemoved.count
            return "\(files) file\(files == 1 ? "" : "s"), +\(footprint.linesAdded) −\(footprint.linesRemoved)"
        default:
            throw refuse("not an inline directive; inline: \(Self.inlineVerbs.sorted().joined(separator: ", "))")
        }
    }

    /// One figure: `27`, `51.2`, `767 ns`, `12651`, `0.75×`.
    private func value(of name: String, in key: String, directive: String, page: String) throws(Failure) -> String {
        if name == "versusFloor" {
            return try cited(directive, page: page) { run throws(Failure) in
                MetricFormatter.ratio(try run.row(key).ratioToFloor)
            }
        }
        guard let metric = Metric(key: name) else {
            throw Failure(description: "bench docs: \(page): `\(directive)`: unknown metric \(name); expected versusFloor or "
                + Metric.allCases.map(\.key).joined(separator: ", "))
        }
        if metric.comparison == .exact, metric != .instructions {
            guard let result = try counted().results.first(where: { $0.key == key }) else {
                throw Failure(description: "bench docs: \(page): `\(directive)`: the code measures no result \(key)")
            }
            guard let count = result.metrics[metric] else {
                throw Failure(description: "bench docs: \(page): `\(directive)`: \(name) of \(key) was not measured")
            }
            return ReferenceRun.figure(count, of: metric)
        }
        return try cited(directive, page: page) { run throws(Failure) in
            guard let figure = try run.row(key).result.metrics[metric] else {
                throw Failure(description: "\(name) of \(key) is n/a in the reference run")
            }
            return ReferenceRun.figure(figure, of: metric)
        }
    }

    /// The words a verdict renders: "significantly" only where the test says so.
    static func words(for comparison: ResultGroup.PairComparison) -> String {
        let timed = comparison.timing != nil
        switch comparison.verdict {
        case .cheaper: return timed ? "significantly cheaper than" : "cheaper than"
        case .dearer: return timed ? "significantly dearer than" : "dearer than"
        case .notSignificant: return "not significantly different from"
        case .equal: return "as cheap as"
        }
    }
}
