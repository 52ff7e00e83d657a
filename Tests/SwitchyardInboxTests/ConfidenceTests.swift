import SwitchyardInbox
import SwitchyardLinks
import Testing

extension InboxTests {
    /// Confidence: a link decoded from a dynamic link keeps its match confidence through the
    /// inbox, so a handler can still refuse to reveal personal data below `unique`.
    @Suite("Confidence")
    struct ConfidenceTests {
        @Test("an ordinary link carries .default")
        func ordinaryLink() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(inbox.open("raycipe://home").first?.link?.confidence == .default)
        }

        @Test("the confidence a link arrives with is kept through waiting, listing and delivery", arguments: MatchConfidence.allCases)
        func keptThroughWaiting(_ confidence: MatchConfidence) async {
            let (inbox, _) = Fixture.inbox()
            #expect(inbox.open("raycipe://profile", confidence: confidence).first?.link?.confidence == confidence)
            #expect(inbox.waiting.first?.link.confidence == confidence)
            inbox.ready()
            let delivered = inbox.grant("signedIn")
            #expect(delivered.first?.link?.confidence == confidence)
            let links = await inbox.readUnread()
            #expect(links.map(\.confidence) == [confidence])
            #expect(links.first.map { $0.confidence >= .unique } == (confidence == .unique))
        }

        @Test("a duplicate does not replace the confidence of the arrival that counted")
        func duplicateKeepsFirst() {
            let (inbox, _) = Fixture.inbox()
            inbox.open("raycipe://profile", confidence: .weak)
            let duplicate = inbox.open("raycipe://profile", confidence: .unique)
            #expect(duplicate.map(\.kind) == [.duplicate])
            #expect(inbox.waiting.first?.link.confidence == .weak)
        }
    }
}
