import SwitchyardInbox
import Testing

extension InboxTests {
    /// Expiry and bounds: a waiting link older than the maximum age (default ten minutes) is
    /// dropped with a reason; the inbox holds at most a bounded number (default 16) and drops
    /// the oldest with a reason when full.
    @Suite("Expiry and bounds")
    struct ExpiryAndBoundTests {
        @Test("a waiting link older than ten minutes expires with a reason and is never delivered")
        func expiry() async {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://profile")
            clock.advance(to: .seconds(600))
            #expect(inbox.expire().isEmpty, "ten minutes exactly is not older than ten minutes")
            clock.advance(to: .milliseconds(600_001))
            #expect(
                eventLines(inbox.expire()) == [
                    "expired raycipe://profile -> profile (arrival 1): waited 600.001 seconds, longer than the maximum age of 600 seconds"
                ])
            #expect(inbox.grant("signedIn").isEmpty)
            #expect(inbox.unread.isEmpty)
        }

        @Test("the next call reports an expiry before its own event")
        func reportedByNextCall() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://profile")
            clock.advance(by: .seconds(700))
            #expect(
                eventLines(inbox.open("raycipe://home")) == [
                    "expired raycipe://profile -> profile (arrival 1): waited 700 seconds, longer than the maximum age of 600 seconds",
                    "delivered raycipe://home -> home (arrival 2)",
                ])
        }

        @Test("a grant after the age has passed reports the expiry, not a delivery")
        func grantAfterAge() {
            let (inbox, clock) = Fixture.readyInbox(InboxConfiguration(maximumAge: .seconds(30)))
            inbox.open("raycipe://profile")
            clock.advance(by: .seconds(31))
            #expect(
                eventLines(inbox.grant("signedIn")) == [
                    "expired raycipe://profile -> profile (arrival 1): waited 31 seconds, longer than the maximum age of 30 seconds"
                ])
        }

        @Test("only the links past their age expire; the others keep their order")
        func partialExpiry() {
            let (inbox, clock) = Fixture.readyInbox(InboxConfiguration(maximumAge: .seconds(60)))
            inbox.open("raycipe://profile")
            clock.advance(to: .seconds(30))
            inbox.open("raycipe://welcome")
            inbox.open("raycipe://recipes/1/notes")
            clock.advance(to: .seconds(61))
            #expect(inbox.expire().map(\.url) == ["raycipe://profile"])
            #expect(inbox.waiting.map(\.link.url) == ["raycipe://welcome", "raycipe://recipes/1/notes"])
        }

        @Test("the bound: when 16 links wait, the next drops the oldest with a reason")
        func bound() async {
            let (inbox, _) = Fixture.inbox()
            for id in 1...16 {
                #expect(inbox.open("raycipe://recipes/\(id)").map(\.kind) == [.waiting])
            }
            #expect(
                eventLines(inbox.open("raycipe://recipes/17")) == [
                    "dropped raycipe://recipes/1 -> detail (arrival 1): the inbox holds at most 16 waiting links: the oldest makes room",
                    "waiting raycipe://recipes/17 -> detail (arrival 17): the app is not ready to navigate yet",
                ])
            #expect(inbox.waiting.count == 16)
            #expect(inbox.ready().compactMap(\.link?.arrival) == Array(2...17))
        }

        @Test("a capacity of one keeps the newest")
        func capacityOne() {
            let (inbox, _) = Fixture.inbox(InboxConfiguration(capacity: 1))
            inbox.open("raycipe://home")
            #expect(
                eventLines(inbox.open("raycipe://profile")) == [
                    "dropped raycipe://home -> home (arrival 1): the inbox holds at most 1 waiting link: the oldest makes room",
                    "waiting raycipe://profile -> profile (arrival 2): the app is not ready to navigate yet; the route also needs signedIn",
                ])
        }

        @Test("links delivered at once take no room in the inbox")
        func deliveredTakeNoRoom() {
            let (inbox, _) = Fixture.readyInbox(InboxConfiguration(capacity: 2))
            inbox.open("raycipe://profile")
            for id in 1...20 { inbox.open("raycipe://recipes/\(id)") }
            #expect(inbox.open("raycipe://welcome").map(\.kind) == [.waiting])
            #expect(inbox.waiting.map(\.link.url) == ["raycipe://profile", "raycipe://welcome"])
        }
    }
}
