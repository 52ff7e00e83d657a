import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import SwitchyardOpenURL

/// Every link the app receives (`onOpenURL`, a universal link, a cold start) or opens itself
/// (`Link`, `openURL`), to its place:
///
/// - the app's links, and dynamic links by their deep link with their confidence, arrive in
///   the inbox, which holds them until the app is ready and the route's guard holds;
/// - short links are resolved by the app's link service first;
/// - the app's own links that no route takes are discarded, with the reason;
/// - anything else goes to the system.
func makeAppLinks(inbox: Inbox<Screen>, resolver: any ShortLinkResolver, system: any SystemOpener) throws -> OpenURLScope {
    let own = try OpenURLHandler.ownLinks(of: Links.router.table, moreSchemes: [Links.bundleID])
    let arriving = OpenURLHandler.inbox(inbox, resolver: resolver, forwardingNoRoute: true)
    return try OpenURLChain(system: system).root
        .child("own", handler: own)
        .child("app", handler: arriving)
        .checkingHandlerOrder() // an order that would lose a kind of link throws here
}

/// Shows what the inbox delivers: the destination itself when the app may act on it, the
/// public page when the link is below confidence `unique`.
@MainActor
final class Navigator {
    private(set) var path: [Screen] = []

    func show(_ link: InboxLink<Screen>) {
        if let screen = link.destination {
            path = [screen] // an ordinary link, or a dynamic link at unique
        } else {
            path = [link.riskyDestination.publicPage] // below unique: nothing personal
        }
    }
}
