// One benchmark as the catalog declares it: its suite, its name, the parameters it runs with, and how one subject's
// case of it is measured. Holds a factory only; cases are made on demand.
import BenchResults
import SceneRig

/// A benchmark of a suite, declared once in `BenchmarkCatalog.benchmarks`: where it stands there is where it is
/// reported.
///
/// ```swift
/// BenchmarkDeclaration(.assembly, "build") { subject, _ in .operations { BuildBatches(subject: subject) } }
/// ```
@MainActor
struct BenchmarkDeclaration {
    let suite: Suite
    let name: String
    /// One set per case of each subject, in the order reported (`[[:]]` for a benchmark without parameters).
    let parameterSets: [[String: Int]]
    /// The only subject it measures (the traps suite's: the store); nil for every chosen pattern and the floor.
    let onlySubject: SceneSubject?
    /// How the case for a subject with a set of parameters is measured.
    let measurement: @MainActor (SceneSubject, [String: Int]) -> BenchmarkCase.Measurement

    init(
        _ suite: Suite, _ name: String, parameters: [[String: Int]] = [[:]], only subject: SceneSubject? = nil,
        measurement: @escaping @MainActor (SceneSubject, [String: Int]) -> BenchmarkCase.Measurement
    ) {
        self.suite = suite
        self.name = name
        parameterSets = parameters
        onlySubject = subject
        self.measurement = measurement
    }

    /// Whether it measures `subject`.
    func measures(_ subject: SceneSubject) -> Bool { onlySubject.map { $0 == subject } ?? true }

    /// The case of this benchmark for `subject` with `parameters`.
    func makeCase(for subject: SceneSubject, parameters: [String: Int]) -> BenchmarkCase {
        BenchmarkCase(suite: suite, name: name, subject: subject, parameters: parameters,
                      measurement: measurement(subject, parameters))
    }
}
