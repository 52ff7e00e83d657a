import SwitchyardInbox
import Testing

extension InboxTests {
    /// The app can list, drop or clear what is waiting.
    @Suite("List, drop and clear")
    struct ListDropClearTests {
        @Test("the list shows what waits, in arrival order, with its age and what it waits for")
        func list() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://recipes/4/notes")
            clock.advance(by: .seconds(10))
            inbox.open("raycipe://profile")
            inbox.open("raycipe://recipes/4")
            clock.advance(by: .seconds(5))
            let waiting = inbox.waiting
            #expect(waiting.map(\.link.description) == ["raycipe://recipes/4/notes (notes, arrival 1)", "raycipe://profile (profile, arrival 2)"])
            #expect(waiting.map(\.link.age) == [.seconds(15), .seconds(5)])
            #expect(waiting.map(\.reason.description) == ["needs signedIn, onboarded", "needs signedIn"])
        }

        @Test("drop removes every waiting link with that URL, with a reason; a URL that does not wait changes nothing")
        func drop() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://profile")
            inbox.open("raycipe://welcome")
            clock.advance(by: .seconds(2))
            inbox.open("raycipe://profile")
            #expect(
                eventLines(inbox.drop("raycipe://profile")) == [
                    "dropped raycipe://profile -> profile (arrival 1): dropped by the app",
                    "dropped raycipe://profile -> profile (arrival 3): dropped by the app",
                ])
            #expect(inbox.drop("raycipe://profile").isEmpty)
            #expect(inbox.drop("raycipe://nowhere").isEmpty)
            #expect(inbox.waitingLines == ["raycipe://welcome: needs onboarded"])
        }

        @Test("clear on an empty inbox reports nothing")
        func clearEmpty() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(inbox.clear().isEmpty)
        }

        @Test("the list leaves out links past their age; the next call reports them")
        func listAfterAge() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://profile")
            clock.advance(by: .seconds(601))
            #expect(inbox.waiting.isEmpty)
            #expect(inbox.clear().map(\.kind) == [.expired])
        }
    }
}
