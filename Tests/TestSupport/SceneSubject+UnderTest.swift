// Shared test helper: which subjects and change requests the conformance and random tests run, from the environment.
// Holds nothing.
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

extension ChangeRequest {
    /// Every change request, or those `ARCHBENCH_CHANGES` names (`unlike,sort-picker`); `none` runs none, so the
    /// suite checks the columns alone. Unknown names are ignored; none left means all.
    ///
    /// ```sh
    /// ARCHBENCH_CHANGES=unlike ARCHBENCH_SUBJECTS=floor,mvp swift test --filter ConformanceTests
    /// ```
    public static var underTest: [ChangeRequest] {
        underTest(ProcessInfo.processInfo.environment["ARCHBENCH_CHANGES"])
    }

    static func underTest(_ names: String?) -> [ChangeRequest] {
        if names == "none" { return [] }
        let chosen = (names ?? "").split(separator: ",").compactMap { ChangeRequest(rawValue: String($0)) }
        return chosen.isEmpty ? allCases : allCases.filter(chosen.contains)
    }
}
