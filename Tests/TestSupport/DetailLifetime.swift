// Shared test helper: opens a blog's detail, closes it, and names the objects of its module still alive while the
// scene lives on. Holds every object of the module weakly.
import ProfileKit
import SceneRig

/// What stays alive of a blog detail module after Back, the scene still on screen.
///
/// ```swift
/// let survivors = try DetailLifetime.survivorsAfterBack(driver, row: 0) { detail in
///     [(detail, "BlogDetailViewController"), ((detail as? BlogDetailViewController)?.presenter, "BlogDetailPresenter")]
/// }
/// #expect(survivors.isEmpty, "Expected the detail module freed on Back, found \(survivors)")
/// ```
@MainActor
public enum DetailLifetime {
    private struct Entry {
        weak var object: AnyObject?
        let role: String
    }

    /// Selects blog `row`, asks `roles` for the module's objects (from its view controller, on top), likes the blog on
    /// the detail (so a request and a change have passed through the module), goes back and delivers every answer.
    /// Returns the roles still alive; a role `roles` could not find is reported as missing.
    public static func survivorsAfterBack(
        _ driver: SceneDriver, row: Int, roles: (ViewController) -> [(AnyObject?, String)]
    ) throws -> [String] {
        try driver.selectBlog(row: row)
        // Only weak references outlive this closure: the check must not keep alive what it checks.
        let (entries, missing): ([Entry], [String]) = {
            guard let detail = driver.topViewController else { return ([], ["(no detail on top)"]) }
            let found = roles(detail)
            return (found.map { Entry(object: $0.0, role: $0.1) }, found.filter { $0.0 == nil }.map { "\($0.1) (not found)" })
        }()
        try driver.tapDetailLike()
        driver.tapBack()
        driver.deliverAllResponses()
        return missing + entries.filter { $0.object != nil }.map(\.role)
    }
}
