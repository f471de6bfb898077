// Pattern: the list of the architectures the repository builds the scene in. A plain value; owns nothing.

/// The architectures ArchBench compares. Tests, the bench and the docs iterate over `allCases`,
/// so a new pattern is one case here and one line in its composer lookup, `Pattern.composer`
/// (docs/ADD-AN-ARCHITECTURE.md). No pattern names it: the catalog is the rig's, not the lesson's.
public enum Pattern: String, CaseIterable, Sendable, Codable {
    case mvc, mvp, mvvm, viper, vip, store
    case mvvmObservation = "mvvm-observation"
    case mvvmAsync = "mvvm-async"

    /// The name as people write it, and its module's and folders' name: "MVC", "VIPER", "Store", "MVVMObservation",
    /// "MVVMAsync".
    public var displayName: String {
        switch self {
        case .store: "Store"
        case .mvvmObservation: "MVVMObservation"
        case .mvvmAsync: "MVVMAsync"
        default: rawValue.uppercased()
        }
    }

    /// Why this system cannot drive the pattern's scene, or nil when it can. A pattern with a reason is left out of the
    /// catalog here (`SceneSubject.all`: every suite, test and `bench` run), and the report and `--pattern` say why.
    public var unavailableHere: String? {
        guard self == .mvvmAsync else { return nil }
        if #available(macOS 26.0, iOS 26.0, *) { return nil }
        // Before macOS 26 its TaskBag falls back to `Task { }`, whose body waits in the main queue, which the rig cannot
        // run (docs/PLATFORMS.md): the column would half-work.
        return "Task.immediate needs macOS 26"
    }

    /// The patterns this system drives, in `allCases` order: all of them on Linux and from macOS 26.
    public static var availableHere: [Pattern] { allCases.filter { $0.unavailableHere == nil } }

    /// "mvvm-async: n/a on this system: Task.immediate needs macOS 26", for each pattern left out here; empty where none is.
    public static var leftOutHere: [String] {
        allCases.compactMap { pattern in pattern.unavailableHere.map { "\(pattern.rawValue): n/a on this system: \($0)" } }
    }
}
