// Which column each pattern is best read beside: the catalog's one list of nearest relatives, which the report's
// relative lines follow. A plain value; owns nothing.

extension Pattern {
    /// The subjects this pattern is best read beside: the column it varies by one mechanism, or the one a team would
    /// weigh it against, so that the report can set the two side by side (`vip beside viper, its nearest relative: …`)
    /// as it sets every pattern beside the floor (×floor).
    /// Empty for a pattern that is nobody's variation; never the pattern itself, never the floor (×floor already
    /// compares every pattern with it). A new pattern says here whom it varies, or `[]`
    /// (docs/ADD-AN-ARCHITECTURE.md, step 3).
    public var nearestRelatives: [SceneSubject] {
        switch self {
        case .mvc, .mvp, .mvvm, .viper: []
        // VIP is VIPER as the first source article builds it: a one-way cycle, modules made by a registry.
        case .vip: [.pattern(.viper)]
        // The store is what a team weighs against view models bound one screen at a time (issue 24); the floor is ×floor.
        case .store: [.pattern(.mvvm)]
        // MVVM with Observation in place of the hand-made binder: same roles, so the difference is the binding.
        case .mvvmObservation: [.pattern(.mvvm)]
        // MVVM whose commands run in tasks on the main actor in place of completion handlers: the difference is the hops.
        case .mvvmAsync: [.pattern(.mvvm)]
        }
    }
}
