// Shared test helper: which subjects the conformance and random tests run, from the environment. Holds nothing.
import Foundation
import SceneRig

extension SceneSubject {
    /// Every subject, or those `ARCHBENCH_SUBJECTS` names (`floor,mvp`): check one pattern against the floor
    /// while the others are being rewritten. Unknown names are ignored; none left means all.
    ///
    /// ```sh
    /// ARCHBENCH_SUBJECTS=floor,mvvm swift test --filter ConformanceTests
    /// ```
    public static var underTest: [SceneSubject] {
        underTest(ProcessInfo.processInfo.environment["ARCHBENCH_SUBJECTS"])
    }

    static func underTest(_ names: String?) -> [SceneSubject] {
        let chosen = (names ?? "").split(separator: ",").compactMap { SceneSubject(String($0)) }
        return chosen.isEmpty ? all : all.filter(chosen.contains)
    }
}
