import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import Testing

extension InboxTests {
    /// Confidence: a dynamic link's match confidence travels with its destination through the
    /// inbox; below `unique` the destination is given only by the accessors that say the risk.
    @Suite("Confidence")
    struct ConfidenceTests {
        @Test("an ordinary link carries .default, and its destination is the app's to act on")
        func ordinaryLink() throws {
            let (inbox, _) = Fixture.readyInbox()
            let link = try #require(inbox.open("raycipe://home").first?.link)
            #expect(link.confidence == .default)
            #expect(!link.isDynamicLink)
            #expect(link.destination?.routeName == "home")
            #expect(link.match?.routeName == "home")
        }

        @Test("a long link arrives at unique: the deep link's destination, the dynamic link's URL")
        func longLink() throws {
            let (inbox, _) = Fixture.readyInbox()
            inbox.grant("signedIn")
            let url = Links.long("https://raycipe.example.com/cards/7")
            let link = try #require(inbox.open(url).last?.link)
            #expect(link.url == url)
            #expect(link.routedURL == "https://raycipe.example.com/cards/7")
            #expect(link.isDynamicLink)
            #expect(link.confidence == .unique)
            #expect(try link.destination?.parameter("id", as: Int.self) == 7)
        }

        static let callbacks: [Case<String, MatchConfidence>] = [
            Case("match_type=weak", "weak", .weak),
            Case("match_type=default", "default", .default),
            Case("match_type=unique, capped at default", "unique", .default),
            Case("match_type=none", "none", .none),
        ]

        @Test("below unique, through waiting, the guard, listing and delivery, only the risky accessors give the destination", arguments: callbacks)
        func belowUniqueThroughWaiting(_ c: Case<String, MatchConfidence>) async throws {
            let (inbox, _) = Fixture.inbox()
            let url = Links.callback("https://raycipe.example.com/cards/7", matchType: c.input)
            let arrived = try #require(inbox.open(url).last)
            #expect(arrived.kind == .waiting)
            #expect(arrived.link?.confidence == c.expected)
            #expect(arrived.link?.destination == nil)
            #expect(arrived.link?.match == nil)
            #expect(inbox.waiting.first?.link.destination == nil)
            inbox.ready()
            let delivered = inbox.grant("signedIn")
            #expect(delivered.map(\.kind) == [.delivered])
            let links = await inbox.readUnread()
            let link = try #require(links.first)
            #expect(link.confidence == c.expected)
            #expect(link.destination == nil)
            #expect(link.riskyDestination.routeName == "card")
            #expect(try link.riskyMatch.parameter("id", as: Int.self) == 7)
        }

        @Test("a dynamic link routed elsewhere arrives with its confidence")
        func routedElsewhere() throws {
            let router = try Router<String> {
                Route("card", "https://raycipe.example.com/cards/:id(int)") { (id: Int) in "card \(id)" }
            }
            let inbox = Inbox(router: router, clock: ManualInboxClock())
            inbox.ready()
            let url = Links.callback("https://raycipe.example.com/cards/7", matchType: "weak")
            guard case .dynamicLink(let routed) = router.resolveLink(url) else {
                Issue.record("not a dynamic link")
                return
            }
            let link = try #require(inbox.open(routed, url: url).last?.link)
            #expect(link.confidence == .weak)
            #expect(link.destination == nil)
            #expect(link.riskyDestination == "card 7")
        }
    }
}
