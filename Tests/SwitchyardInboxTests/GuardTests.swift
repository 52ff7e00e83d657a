import SwitchyardInbox
import Testing

extension InboxTests {
    /// Guards: a link whose route needs a condition that does not hold waits; when the app
    /// reports it as met, waiting links are delivered in arrival order, each exactly once.
    @Suite("Guards")
    struct GuardTests {
        @Test("a link before sign-in is delivered after grant signedIn")
        func beforeSignIn() async {
            let (inbox, clock) = Fixture.readyInbox()
            #expect(eventLines(inbox.open("raycipe://profile")) == ["waiting raycipe://profile -> profile (arrival 1): needs signedIn"])
            #expect(inbox.unread.isEmpty)
            clock.advance(by: .seconds(42))
            let events = inbox.grant("signedIn")
            #expect(eventLines(events) == ["delivered raycipe://profile -> profile (arrival 1)"])
            #expect(events.first?.link?.age == .seconds(42))
            #expect(inbox.waiting.isEmpty)
            let links = await inbox.readUnread()
            #expect(links.map(\.url) == ["raycipe://profile"])
            #expect(links.first?.requirements == ["signedIn"])
        }

        @Test("waiting links are delivered in arrival order as their conditions are met, each once")
        func arrivalOrder() async {
            let (inbox, _) = Fixture.readyInbox()
            inbox.open("raycipe://recipes/1/notes")
            inbox.open("raycipe://profile")
            inbox.open("raycipe://welcome")
            inbox.open("raycipe://recipes/2/notes")
            #expect(eventLines(inbox.grant("signedIn")) == ["delivered raycipe://profile -> profile (arrival 2)"])
            #expect(
                eventLines(inbox.grant("onboarded")) == [
                    "delivered raycipe://recipes/1/notes -> notes (arrival 1)",
                    "delivered raycipe://welcome -> welcome (arrival 3)",
                    "delivered raycipe://recipes/2/notes -> notes (arrival 4)",
                ])
            #expect(inbox.grant("onboarded").isEmpty, "a condition granted again delivers nothing more")
            #expect(inbox.grant("signedIn").isEmpty)
            let links = await inbox.readUnread()
            #expect(links.map(\.arrival) == [2, 1, 3, 4])
        }

        @Test("the reason names the conditions still unmet, in the route's order")
        func unmetConditions() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(eventLines(inbox.open("raycipe://recipes/3/notes")) == ["waiting raycipe://recipes/3/notes -> notes (arrival 1): needs signedIn, onboarded"])
            #expect(inbox.grant("onboarded").isEmpty)
            #expect(inbox.waitingLines == ["raycipe://recipes/3/notes: needs signedIn"])
            #expect(inbox.conditions == ["onboarded"])
        }

        @Test("a condition met before the link arrives lets it through at once; a name no route requires is reported")
        func metBefore() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(inbox.grant("signedIn").isEmpty)
            #expect(eventLines(inbox.grant("signedin")) == ["unusedCondition: no route requires the condition 'signedin' (the routes require signedIn, onboarded)"])
            #expect(eventLines(inbox.revoke("beta")) == ["unusedCondition: no route requires the condition 'beta' (the routes require signedIn, onboarded)"])
            #expect(eventLines(inbox.open("raycipe://profile")) == ["delivered raycipe://profile -> profile (arrival 1)"])
        }

        @Test("sign-out: revoke keeps what waits, clear drops it with a reason, nothing is delivered later")
        func signOut() async {
            let (inbox, _) = Fixture.readyInbox()
            inbox.grant("signedIn")
            inbox.open("raycipe://recipes/5/notes")
            #expect(inbox.revoke("signedIn").isEmpty)
            #expect(inbox.waitingLines == ["raycipe://recipes/5/notes: needs signedIn, onboarded"])
            inbox.open("raycipe://profile")
            #expect(
                eventLines(inbox.clear()) == [
                    "dropped raycipe://recipes/5/notes -> notes (arrival 1): cleared by the app",
                    "dropped raycipe://profile -> profile (arrival 2): cleared by the app",
                ])
            #expect(inbox.waiting.isEmpty)
            #expect(inbox.grant("signedIn").isEmpty)
            #expect(inbox.grant("onboarded").isEmpty)
            #expect(inbox.unread.isEmpty)
        }

        @Test("after revoke, a new link to a guarded route waits again")
        func revokeThenArrive() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.grant("signedIn")
            #expect(eventLines(inbox.open("raycipe://profile")) == ["delivered raycipe://profile -> profile (arrival 1)"])
            inbox.revoke("signedIn")
            clock.advance(by: .seconds(30))
            #expect(eventLines(inbox.open("raycipe://profile")) == ["waiting raycipe://profile -> profile (arrival 2): needs signedIn"])
        }
    }
}
