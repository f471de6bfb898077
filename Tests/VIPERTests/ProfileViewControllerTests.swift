// The container view alone, with plain section view controllers and a spy presenter: it embeds the sections in
// order below the refresh button, then reports its load; the refresh button reports its tap.
import ProfileKit
import TestSupport
import Testing
@testable import VIPER

struct ProfileViewControllerTests {
    @Test @MainActor func viewDidLoad_embedsHeaderBlogsAndDraftsInOrderThenReportsTheLoad() {
        expectNoLeaks { tracker in
            let (sut, output, sections) = makeSUT(tracker: tracker)

            sut.loadViewIfNeeded()

            #expect(sut.children.map(ObjectIdentifier.init) == sections.map(ObjectIdentifier.init),
                    "Expected the header, blogs and drafts embedded, in that order")
            #expect(sut.view.subviews.dropFirst().map(ObjectIdentifier.init) == sections.map { ObjectIdentifier($0.view) },
                    "Expected their views below the refresh button, in that order")
            #expect(output.messages == [.didLoadView(embeddedChildren: 3)], "Expected the load reported once embedded")
            #expect(sut.title == ProfileText.profileTitle, "Expected the profile's title")
        }
    }

    @Test @MainActor func refreshButton_reportsTheTap() throws {
        try expectNoLeaks { tracker in
            let (sut, output, _) = makeSUT(tracker: tracker)
            sut.loadViewIfNeeded()

            let refresh = try #require(sut.visibleView(at: ProfileID.refresh) as? Button)
            refresh.sendTap()

            #expect(output.messages.last == .didTapRefresh, "Expected the refresh reported")
        }
    }
}

// MARK: - Helpers

@MainActor
private func makeSUT(
    tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ProfileViewController, output: ProfileViewOutputSpy, sections: [ViewController]) {
    let output = ProfileViewOutputSpy()
    let sections = [ViewController(), ViewController(), ViewController()]
    let sut = ProfileViewController(output: output, userInfo: sections[0], blogList: sections[1], draftList: sections[2])
    output.view = sut
    tracker.track(sut, as: "ProfileViewController", sourceLocation: sourceLocation)
    tracker.track(output, as: "ProfileViewOutputSpy", sourceLocation: sourceLocation)
    for section in sections { tracker.track(section, as: "section ViewController", sourceLocation: sourceLocation) }
    return (sut, output, sections)
}
