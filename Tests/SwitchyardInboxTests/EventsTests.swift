import Switchyard
import SwitchyardInbox
import Testing

extension InboxTests {
    /// Events, not state: each arrival is delivered as one event, and a URL with no route is
    /// refused with its reason.
    @Suite("Events")
    struct EventsTests {
        @Test("two taps of one link minutes apart are delivered twice")
        func twoTapsMinutesApart() async {
            let (inbox, clock) = Fixture.readyInbox()
            #expect(eventLines(inbox.open("raycipe://recipes/2")) == ["delivered raycipe://recipes/2 -> detail (arrival 1)"])
            clock.advance(by: .seconds(180))
            #expect(eventLines(inbox.open("raycipe://recipes/2")) == ["delivered raycipe://recipes/2 -> detail (arrival 2)"])
            let links = await inbox.readUnread()
            #expect(links.map(\.description) == ["raycipe://recipes/2 (detail, arrival 1)", "raycipe://recipes/2 (detail, arrival 2)"])
            #expect(inbox.unread.isEmpty)
        }

        @Test("a link whose route needs nothing is delivered at once, with its route and parameters")
        func deliveredAtOnce() async throws {
            let (inbox, _) = Fixture.readyInbox()
            let events = inbox.open("https://raycipe.example.com/share?recipeID=7")
            #expect(events.count == 1)
            let event = try #require(events.first)
            #expect(event.kind == .delivered)
            #expect(event.reason == nil)
            let link = try #require(event.link)
            #expect(link.routeName == "share")
            #expect(try link.match?.parameter("recipeID", as: Int.self) == 7)
            #expect(link.requirements == [])
            #expect(link.age == .zero)
            #expect(link.arrival == 1)
            let read = await inbox.readUnread()
            #expect(read.map(\.url) == ["https://raycipe.example.com/share?recipeID=7"])
        }

        static let refusals: [Case<String, String>] = [
            Case("no route", "raycipe://settings", "refused raycipe://settings: no-route: no route matches this URL"),
            Case("unknown source", "https://evil.example/recipes/2", "refused https://evil.example/recipes/2: no-route: no route matches this URL"),
            Case("dot segment", "raycipe://recipes/%2e%2e", "refused raycipe://recipes/%2e%2e: dot-segment: a path segment is . or .., or decodes to text with such a part"),
            Case("malformed", "raycipe://recipes/%zz", "refused raycipe://recipes/%zz: malformed: bad percent-encoding in the path (% must be followed by two hex digits)"),
        ]

        @Test("a URL with no route is refused with the reason, ready or not, and never waits", arguments: refusals)
        func refused(_ c: Case<String, String>) {
            let (inbox, _) = Fixture.inbox()
            #expect(eventLines(inbox.open(c.input)) == [c.expected])
            inbox.ready()
            #expect(eventLines(inbox.open(c.input)) == [c.expected])
            #expect(inbox.waiting.isEmpty)
            #expect(inbox.unread.isEmpty)
        }

        @Test("each event names its kind; CaseIterable lists the six documented kinds and the warning")
        func kinds() {
            #expect(InboxEvent<RouteMatch>.Kind.allCases.map(\.rawValue) == ["delivered", "waiting", "duplicate", "expired", "dropped", "refused", "unusedCondition"])
        }
    }
}
