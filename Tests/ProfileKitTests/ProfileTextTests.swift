// Specification of the scene's strings: locale-independent numbers and dates.
import Foundation
import ProfileKit
import Testing

@Suite struct ProfileTextTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (1_204, "1,204"), (1_234_567, "1,234,567"), (-4_500, "-4,500")])
    func grouped_insertsThousandsSeparators(value: Int, expected: String) {
        #expect(ProfileText.grouped(value) == expected)
    }

    @Test func summary_pluralisesEachCount() {
        let user = User(id: 1, username: "u", displayName: "U", avatarName: "a", blogCount: 1, draftCount: 0, likeCount: 2)
        #expect(ProfileText.summary(user) == "1 blog · 0 drafts · 2 likes")
    }

    @Test(arguments: [(0.0, "edited 1970-01-01"), (1_763_596_800, "edited 2025-11-20"), (951_782_400, "edited 2000-02-29")])
    func edited_formatsTheUTCDay(seconds: Double, expected: String) {
        #expect(ProfileText.edited(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
