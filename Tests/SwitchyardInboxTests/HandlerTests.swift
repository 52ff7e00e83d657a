import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import SwitchyardOpenURL
import Testing

extension InboxTests {
    /// The inbox as an open-URL handler: `handled` for a link it accepted (delivered or
    /// waiting), `discarded` with the reason for one it refused; the trace says which.
    @Suite("Open-URL handler")
    struct HandlerTests {
        static func scope(
            _ inbox: Inbox<RouteMatch>, system: any SystemOpener = DryRunSystemOpener(), forwardingNoRoute: Bool = false,
            resolver: (any ShortLinkResolver)? = nil
        ) -> OpenURLScope {
            OpenURLChain(system: system).root
                .child("incoming", handler: .inbox(inbox, resolver: resolver, forwardingNoRoute: forwardingNoRoute))
        }

        @Test("a waiting link is handled; the note says it waits and why")
        func waiting() async {
            let (inbox, _) = Fixture.inbox()
            let outcome = await Self.scope(inbox).open("raycipe://recipes/2")
            #expect(outcome.accepted)
            #expect(outcome.decidedBy == "inbox")
            #expect(outcome.reason == nil)
            #expect(outcome.trace.map(\.note) == ["waiting raycipe://recipes/2 -> detail (arrival 1): the app is not ready to navigate yet"])
        }

        @Test("a delivered link is handled; a duplicate too, and the note says so")
        func deliveredAndDuplicate() async {
            let (inbox, _) = Fixture.readyInbox()
            let scope = Self.scope(inbox)
            let first = await scope.open("raycipe://recipes/2")
            #expect(first.accepted)
            #expect(first.trace.map(\.note) == ["delivered raycipe://recipes/2 -> detail (arrival 1)"])
            let second = await scope.open("raycipe://recipes/2")
            #expect(second.accepted)
            #expect(second.trace.map(\.note) == ["duplicate raycipe://recipes/2 -> detail (arrival 1): the same URL arrived 0 seconds earlier, as arrival 1: counted once"])
            #expect(inbox.unread.count == 1)
        }

        @Test("a refused link is discarded with the reason, and never reaches the system opener")
        func refused() async {
            let (inbox, _) = Fixture.readyInbox()
            let system = RecordingSystemOpener()
            let outcome = await Self.scope(inbox, system: system).open("https://evil.example/")
            #expect(!outcome.accepted)
            #expect(outcome.decidedBy == "inbox")
            #expect(outcome.reason == "refused https://evil.example/: no-route: no route matches this URL")
            #expect(outcome.trace.map(\.result) == [.discarded])
            #expect(await system.opened == [])
        }

        @Test("forwardingNoRoute passes a no-route URL on; a malformed one is still discarded")
        func forwarding() async {
            let (inbox, _) = Fixture.readyInbox()
            let system = RecordingSystemOpener()
            let scope = Self.scope(inbox, system: system, forwardingNoRoute: true)
            let web = await scope.open("https://example.com/")
            #expect(web.accepted)
            #expect(web.decidedBy == "system:recording")
            #expect(web.trace.map(\.result) == [.forward, .handled])
            let bad = await scope.open("raycipe://recipes/%zz")
            #expect(!bad.accepted)
            #expect(bad.decidedBy == "inbox")
            #expect(await system.opened == ["https://example.com/"])
        }

        @Test("the note names what else the arrival caused")
        func otherEvents() async {
            let (inbox, _) = Fixture.inbox(InboxConfiguration(capacity: 1))
            inbox.open("raycipe://home")
            let outcome = await Self.scope(inbox).open("raycipe://recipes/2")
            #expect(
                outcome.trace.map(\.note) == [
                    "waiting raycipe://recipes/2 -> detail (arrival 2): the app is not ready to navigate yet (also: dropped raycipe://home -> home (arrival 1): the inbox holds at most 1 waiting link: the oldest makes room)"
                ])
        }

        @Test("a dynamic link's own confidence reaches the delivered link, and its destination only through the risky accessor")
        func confidence() async throws {
            let (inbox, _) = Fixture.readyInbox()
            inbox.grant("signedIn")
            let scope = Self.scope(inbox)
            #expect(await scope.open(Links.long("https://raycipe.example.com/cards/1")).accepted)
            #expect(await scope.open(Links.callback("https://raycipe.example.com/cards/2", matchType: "weak")).accepted)
            let links = await inbox.readUnread()
            #expect(links.map(\.confidence) == [.unique, .weak])
            #expect(try links.map { try $0.destination?.parameter("id", as: Int.self) } == [1, nil])
            #expect(try links.map { try $0.riskyDestination.parameter("id", as: Int.self) } == [1, 2])
        }

        @Test("a short link is resolved and arrives at its long link's confidence; an unknown one is discarded with the reason")
        func shortLinks() async throws {
            let (inbox, _) = Fixture.readyInbox()
            let resolver = SuffixTableResolver(["AbCd": Links.long("https://raycipe.example.com/share?recipeID=3")])
            let scope = Self.scope(inbox, resolver: resolver)
            let known = await scope.open("https://rayciperw.page.link/AbCd")
            #expect(known.accepted)
            let unknown = await scope.open("https://rayciperw.page.link/Zzzz")
            #expect(!unknown.accepted)
            #expect(unknown.reason == "refused https://rayciperw.page.link/Zzzz: the link service does not know the short link https://rayciperw.page.link/Zzzz")
            let link = try #require(await inbox.readUnread().first)
            #expect(link.url == "https://rayciperw.page.link/AbCd")
            #expect(link.confidence == .unique)
            #expect(try link.destination?.parameter("recipeID", as: Int.self) == 3)
        }

        @Test("without a resolver a short link is discarded, with the reason")
        func shortLinkWithoutResolver() async {
            let (inbox, _) = Fixture.readyInbox()
            let outcome = await Self.scope(inbox, forwardingNoRoute: true).open("https://rayciperw.page.link/AbCd")
            #expect(!outcome.accepted)
            #expect(
                outcome.reason
                    == "refused https://rayciperw.page.link/AbCd: 'https://rayciperw.page.link/AbCd' is a short link (suffix 'AbCd'): it carries no data and needs resolving by the service that issued it"
            )
        }

        @Test("a dynamic link whose deep link matches no route is discarded with the deep link's reason, even when forwarding no-route")
        func deepLinkNoRoute() async {
            let (inbox, _) = Fixture.readyInbox()
            let system = RecordingSystemOpener()
            let outcome = await Self.scope(inbox, system: system, forwardingNoRoute: true).open(Links.long("https://raycipe.example.com/nope"))
            #expect(!outcome.accepted)
            #expect(outcome.reason?.hasSuffix(": the deep link https://raycipe.example.com/nope: no-route: no route matches this URL") == true)
            #expect(await system.opened == [])
        }
    }
}
