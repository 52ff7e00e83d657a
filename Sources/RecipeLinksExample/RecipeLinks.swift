#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import SwitchyardInbox
import SwitchyardLinkClient
import SwitchyardLinks
import SwitchyardOpenURL

/// The steps of the example: a cold start, a universal link, a card link before sign-in, a
/// weak card link, a short link through the link service, the app's own link with no route,
/// and a foreign link.
@MainActor
enum RecipeLinks {
    /// Runs every step; 0 when each ended where it should, 1 otherwise.
    static func run() async -> Int32 {
        var failures = 0
        func check(_ step: String, _ ok: Bool, _ detail: @autoclosure () -> String) {
            print((ok ? "ok      " : "FAILED  ") + step + (ok ? "" : ": " + detail()))
            if !ok { failures += 1 }
        }

        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let switchyard = CommandLine.arguments.dropFirst().first ?? here.appendingPathComponent("switchyard").path
        let service: LinkServiceProcess
        do {
            service = try LinkServiceProcess(switchyard: switchyard)
        } catch {
            print("FAILED  start switchyard serve (\(switchyard)): \(error)")
            return 1
        }
        defer { service.stop() }

        let inbox = Inbox(router: Links.router, decoder: Links.decoder)
        let resolver = LinkServiceResolver(service: service.base, bundleID: Links.bundleID, timeout: .seconds(5))
        let system = RecordingSystemOpener()
        let scope: OpenURLScope
        do {
            scope = try makeAppLinks(inbox: inbox, resolver: resolver, system: system)
        } catch {
            print("FAILED  the chain: \(error)")
            return 1
        }
        let navigator = Navigator()

        /// The next link the inbox delivers.
        func nextDelivery() async -> InboxLink<Screen>? {
            var deliveries = inbox.deliveries.makeAsyncIterator()
            return await deliveries.next()
        }

        /// Opens `url` through the chain; when `expected` is given, reads the delivery it caused and
        /// checks the screen the navigator shows.
        func open(_ step: String, _ url: String, shows expected: Screen?) async {
            let outcome = await scope.open(url)
            guard let expected else {
                check(step, outcome.accepted, outcome.description)
                return
            }
            // Only a link the inbox delivered is read (a waiting one would be waited for).
            guard outcome.trace.first?.note?.hasPrefix("delivered ") == true, let link = await nextDelivery() else {
                check(step, false, outcome.description)
                return
            }
            navigator.show(link)
            check(step, navigator.path == [expected], "shows \(navigator.path), not \(expected) (\(link.confidence))")
        }

        // 1. Cold start: the link arrives before the first screen is up; it waits, then is shown.
        let cold = await scope.open("raycipe://recipes/2")
        check("cold start: the link waits", cold.accepted && inbox.waiting.count == 1, cold.description)
        if inbox.ready().contains(where: { $0.kind == .delivered }), let link = await nextDelivery() { navigator.show(link) }
        check("cold start: shown once the app is ready", navigator.path == [.recipe(id: 2)], "\(navigator.path)")

        // 2. A universal link.
        await open("universal link", "https://raycipe.example.com/recipes/3", shows: .recipe(id: 3))

        // 3. A long dynamic link to the user's card, before sign-in: it waits for the guard.
        let card = await scope.open("https://l.raycipe.example.com/?link=https://raycipe.example.com/cards/7&ibi=com.example.raycipe")
        check("card link before sign-in waits", card.accepted && inbox.waiting.first?.reason == .needs(["signedIn"]), card.description)
        if inbox.grant("signedIn").contains(where: { $0.kind == .delivered }), let link = await nextDelivery() { navigator.show(link) }
        check("card link at unique, after sign-in: the card itself", navigator.path == [.card(id: 7)], "\(navigator.path)")

        // 4. A weak card link (a callback any app could send): only the card's public page.
        await open(
            "weak card link: the public page only",
            "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fcards%2F8&match_type=weak",
            shows: .publicCard(id: 8))

        // 5. A short link of the app's own link service, resolved over HTTP.
        do {
            let short = try await service.shortLink(for: Links.linkDomain + "/?link=https://raycipe.example.com/recipes/5&ibi=com.example.raycipe")
            await open("short link, resolved by the link service", short, shows: .recipe(id: 5))
        } catch {
            check("short link", false, "\(error)")
        }

        // 6. The app's own link with no route: discarded, with the reason, never sent to the system.
        let nope = await scope.open("raycipe://nope")
        check("own link with no route: discarded with the reason", !nope.accepted && nope.decidedBy == "own-links", nope.description)
        print("        " + (nope.reason ?? ""))

        // 7. A foreign link: the system opens it.
        await open("foreign link: the system", "https://www.example.com/", shows: nil)
        let opened = await system.opened
        check("the system opened only the foreign link", opened == ["https://www.example.com/"], "\(opened)")

        return failures == 0 ? 0 : 1
    }
}
