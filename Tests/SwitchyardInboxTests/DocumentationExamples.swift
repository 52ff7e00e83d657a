// swift-format-ignore-file
// The listings of Docs/PendingLinks.md, line for line (GuideInStepTests checks it): formatted as
// the guide is, not by swift-format.
import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import SwitchyardOpenURL
import Testing

extension InboxTests {
    /// The Swift listings of Docs/PendingLinks.md that need no Apple framework, as written there.
    @Suite("Documentation examples")
    struct DocumentationExamples {
        enum Screen: Sendable, Equatable { case recipe(Int), profile, notes(Int) }

        static func makeRouter() throws -> Router<Screen> {
            // --- Guards in the route table
            let router = try Router<Screen> {
                Route("recipe.detail", "raycipe://recipes/:id(int)") { (id: Int) in .recipe(id) }
                Route("profile", "raycipe://profile", "https://raycipe.example.com/profile", to: .profile)
                    .requires("signedIn")
                Route("recipe.notes", "raycipe://recipes/:id(int)/notes") { (id: Int) in .notes(id) }
                    .requires("signedIn", "onboarded")
            }
            return router
        }

        @Test("guards in the route table, in code and in a routes file")
        func guards() throws {
            let router = try Self.makeRouter()
            let match = router.table.match("raycipe://recipes/2/notes").match!
            #expect(router.table.requirements(ofRoute: match.routeIndex) == ["signedIn", "onboarded"])

            let table = try RouteTable(routesFile: """
                recipe.detail  raycipe://recipes/:id(int)
                profile        raycipe://profile                requires=signedIn
                recipe.notes   raycipe://recipes/:id(int)/notes requires=signedIn,onboarded
                """, fileName: "app.routes")
            #expect(table.requirements(ofRoute: 1) == ["signedIn"])
        }

        @Test("cold start")
        func coldStart() async throws {
            let router = try Self.makeRouter()
            // --- Cold start
            let clock = ManualInboxClock()                 // an app leaves the default clock
            let inbox = Inbox(router: router, clock: clock)

            let first = inbox.open("raycipe://recipes/2")        // the URL callback, at launch
            // waiting raycipe://recipes/2 -> recipe.detail (arrival 1): the app is not ready to navigate yet
            clock.advance(by: .milliseconds(300))
            let second = inbox.open("raycipe://recipes/2")       // the same link as a user activity
            // duplicate raycipe://recipes/2 -> recipe.detail (arrival 1): the same URL arrived 0.3 seconds earlier, as arrival 1: counted once
            clock.advance(by: .milliseconds(900))
            let delivered = inbox.ready()                        // the first screen is up
            // delivered raycipe://recipes/2 -> recipe.detail (arrival 1)

            var screens: [Screen] = []
            for await link in inbox.deliveries {
                if let screen = link.destination { screens.append(screen) }   // .recipe(2): routed once, on arrival
                break
            }
            // ---
            #expect(eventLines(first) == ["waiting raycipe://recipes/2 -> recipe.detail (arrival 1): the app is not ready to navigate yet"])
            #expect(eventLines(second) == ["duplicate raycipe://recipes/2 -> recipe.detail (arrival 1): the same URL arrived 0.3 seconds earlier, as arrival 1: counted once"])
            #expect(eventLines(delivered) == ["delivered raycipe://recipes/2 -> recipe.detail (arrival 1)"])
            #expect(delivered.first?.link?.age == .milliseconds(1200))
            #expect(screens == [.recipe(2)])
        }

        @Test("sign-in and sign-out")
        func signIn() throws {
            let router = try Self.makeRouter()
            let inbox = Inbox(router: router, clock: ManualInboxClock())
            inbox.ready()
            // --- Sign-in
            let tapped = inbox.open("raycipe://profile")
            // waiting raycipe://profile -> profile (arrival 1): needs signedIn
            let signedIn = inbox.grant("signedIn")          // the user has signed in
            // delivered raycipe://profile -> profile (arrival 1)

            let later = inbox.open("raycipe://recipes/9/notes")
            // waiting raycipe://recipes/9/notes -> recipe.notes (arrival 2): needs onboarded
            inbox.revoke("signedIn")                        // sign-out:
            let cleared = inbox.clear()                     // nothing waits for the next user
            // dropped raycipe://recipes/9/notes -> recipe.notes (arrival 2): cleared by the app
            // ---
            #expect(eventLines(tapped) == ["waiting raycipe://profile -> profile (arrival 1): needs signedIn"])
            #expect(eventLines(signedIn) == ["delivered raycipe://profile -> profile (arrival 1)"])
            #expect(eventLines(later) == ["waiting raycipe://recipes/9/notes -> recipe.notes (arrival 2): needs onboarded"])
            #expect(eventLines(cleared) == ["dropped raycipe://recipes/9/notes -> recipe.notes (arrival 2): cleared by the app"])
        }

        @Test("onboarding")
        func onboarding() throws {
            let router = try Self.makeRouter()
            let inbox = Inbox(router: router, clock: ManualInboxClock())
            // --- Onboarding
            // First launch: onboarding is on screen and must not be interrupted, so the app
            // does not call ready() yet. Two links arrive meanwhile.
            inbox.open("raycipe://recipes/7/notes")
            inbox.open("raycipe://recipes/7")
            let waiting = inbox.waiting.map { "\($0.link.url): \($0.reason)" }
            // raycipe://recipes/7/notes: the app is not ready to navigate yet; the route also needs signedIn, onboarded
            // raycipe://recipes/7: the app is not ready to navigate yet

            // Onboarding ends with sign-in; then the app can navigate.
            inbox.grant("signedIn")
            inbox.grant("onboarded")
            let delivered = inbox.ready()
            // delivered raycipe://recipes/7/notes -> recipe.notes (arrival 1)
            // delivered raycipe://recipes/7 -> recipe.detail (arrival 2)
            // ---
            #expect(waiting == [
                "raycipe://recipes/7/notes: the app is not ready to navigate yet; the route also needs signedIn, onboarded",
                "raycipe://recipes/7: the app is not ready to navigate yet",
            ])
            #expect(eventLines(delivered) == [
                "delivered raycipe://recipes/7/notes -> recipe.notes (arrival 1)",
                "delivered raycipe://recipes/7 -> recipe.detail (arrival 2)",
            ])
        }

        @Test("confidence")
        func confidence() throws {
            let router = try Self.makeRouter()
            let inbox = Inbox(router: router)
            inbox.ready()
            inbox.grant("signedIn")
            // --- Confidence
            // A dynamic link keeps its own confidence: this callback's match_type says weak.
            let events = inbox.open("com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fprofile&match_type=weak")
            let link = events.last!.link!
            let confidence = link.confidence         // .weak
            let screen = link.destination            // nil: below unique, nothing hands the screen over as safe
            let publicScreen = link.riskyDestination // .profile: the name says the risk; show nothing personal
            // ---
            #expect(confidence == .weak)
            #expect(screen == nil)
            #expect(publicScreen == .profile)
        }

        @Test("the inbox in the open-URL chain")
        func inTheChain() async throws {
            let router = try Self.makeRouter()
            let inbox = Inbox(router: router)
            // --- In the chain
            let chain = OpenURLChain(system: DryRunSystemOpener())
            let incoming = chain.root.child("incoming", handler: .inbox(inbox))

            let outcome = await incoming.open("raycipe://profile")
            // outcome.accepted == true (handled: waiting)
            // outcome.trace[0].note == "waiting raycipe://profile -> profile (arrival 1): the app is not ready to navigate yet; the route also needs signedIn"
            let refused = await incoming.open("raycipe://settings")
            // refused.accepted == false
            // refused.reason == "refused raycipe://settings: no-route: no route matches this URL"
            // ---
            #expect(outcome.accepted)
            #expect(outcome.trace[0].note == "waiting raycipe://profile -> profile (arrival 1): the app is not ready to navigate yet; the route also needs signedIn")
            #expect(!refused.accepted)
            #expect(refused.reason == "refused raycipe://settings: no-route: no route matches this URL")
        }
    }
}
