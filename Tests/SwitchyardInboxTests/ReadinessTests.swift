import SwitchyardInbox
import Testing

extension InboxTests {
    /// Readiness: until the app says it can navigate, every link waits.
    @Suite("Readiness")
    struct ReadinessTests {
        @Test("cold start: every link waits until ready, then those whose conditions hold are delivered in arrival order")
        func coldStart() async {
            let (inbox, clock) = Fixture.inbox()
            #expect(inbox.isReady == false)
            #expect(eventLines(inbox.open("raycipe://recipes/2")) == ["waiting raycipe://recipes/2 -> detail (arrival 1): the app is not ready to navigate yet"])
            #expect(
                eventLines(inbox.open("raycipe://profile")) == [
                    "waiting raycipe://profile -> profile (arrival 2): the app is not ready to navigate yet; the route also needs signedIn"
                ])
            #expect(eventLines(inbox.open("raycipe://home")) == ["waiting raycipe://home -> home (arrival 3): the app is not ready to navigate yet"])
            clock.advance(by: .milliseconds(1500))
            #expect(
                eventLines(inbox.ready()) == [
                    "delivered raycipe://recipes/2 -> detail (arrival 1)",
                    "delivered raycipe://home -> home (arrival 3)",
                ])
            #expect(inbox.isReady)
            #expect(inbox.waitingLines == ["raycipe://profile: needs signedIn"])
            let links = await inbox.readUnread()
            #expect(links.map(\.age) == [.milliseconds(1500), .milliseconds(1500)])
        }

        @Test("a grant before ready delivers nothing; ready delivers what it unblocked")
        func grantBeforeReady() {
            let (inbox, _) = Fixture.inbox()
            inbox.open("raycipe://profile")
            #expect(inbox.grant("signedIn").isEmpty)
            #expect(inbox.waitingLines == ["raycipe://profile: the app is not ready to navigate yet"])
            #expect(eventLines(inbox.ready()) == ["delivered raycipe://profile -> profile (arrival 1)"])
        }

        @Test("pause makes every arriving link wait until ready again; ready twice delivers nothing more")
        func pause() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(inbox.pause().isEmpty)
            #expect(inbox.isReady == false)
            #expect(eventLines(inbox.open("raycipe://home")) == ["waiting raycipe://home -> home (arrival 1): the app is not ready to navigate yet"])
            #expect(eventLines(inbox.ready()) == ["delivered raycipe://home -> home (arrival 1)"])
            #expect(inbox.ready().isEmpty)
        }
    }
}
