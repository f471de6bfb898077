// The scene's user-facing strings and formats, shared so every pattern renders the same characters.
// Where each pattern *calls* these (controller, presenter, view model) is the pattern's business.
import Foundation

/// Every string the profile scene shows.
public enum ProfileText {
    /// Navigation titles.
    public static let profileTitle = "Profile"
    public static let blogDetailTitle = "Blog"
    package static let draftDetailTitle = "Draft"
    package static let refreshTitle = "Refresh"
    /// The drafts section's button and the title of the compose screen it opens.
    public static let newDraftTitle = "New draft"
    package static let saveTitle = "Save"
    package static let cancelTitle = "Cancel"
    /// What the compose screen's empty title field shows.
    package static let draftTitlePlaceholder = "Title"

    /// The toast for a tap on a blog that is liked or whose like is in flight.
    public static let alreadyLiked = "You already liked this blog"

    // The change catalog's texts (docs/CHANGING.md): only the columns that make a change show them.

    /// Unlike: the toast for a tap on a blog whose like is being taken back.
    public static let alreadyUnliked = "You already took your like back"

    /// Likes total: the header's total of the likes the listed blogs show, "♥ 1,205 on these blogs".
    package static func likesTotal(_ count: Int) -> String { "♥ \(grouped(count)) on these blogs" }

    /// Sort picker: the blogs section's button and the title of the screen it opens.
    package static let sortTitle = "Sort"
    public static let sortBlogsTitle = "Sort blogs"

    /// "@lin.wei"
    public static func handle(_ user: User) -> String { "@\(user.username)" }

    /// "12 blogs · 3 drafts · 1,204 likes"
    public static func summary(_ user: User) -> String {
        "\(counted(user.blogCount, "blog")) · \(counted(user.draftCount, "draft")) · \(counted(user.likeCount, "like"))"
    }

    /// The like button's title: "♥ 312". Its liked state is the button's `isSelected`.
    public static func likeTitle(_ count: Int) -> String { "♥ \(grouped(count))" }

    /// The share count: "↗ 48".
    public static func shareText(_ count: Int) -> String { "↗ \(grouped(count))" }

    /// A draft's edit line: "edited 2026-11-20" (UTC).
    public static func edited(_ date: Date) -> String { "edited \(isoDay(date))" }


    /// The error a section shows in place of its content.
    public static func sectionError(_ section: APIEndpoint, _ error: APIError) -> String {
        let what = switch section {
        case .user: "the profile"
        case .blogs: "blogs"
        case .drafts: "drafts"
        case .like: "the like"
        case .createDraft: "the draft"
        case .unlike: "the unlike"
        }
        return "Couldn't load \(what). \(error.message)"
    }

    /// 1204 → "1,204". Locale-independent, so snapshots are the same on every machine.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Civil date from days since 1970 (Howard Hinnant's algorithm): no formatter, no locale, no time zone.
    private static func isoDay(_ date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
