import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import SwitchyardOpenURL

/// The chain `switchyard open` dispatches through: the composition of Docs/Apps.md, over a
/// routes file.
///
/// ```
/// root       the system opener (dry-run by default, or xdg-open)
///  └ own     "own-links": a link of the app's own (one of the table's custom schemes, or its
///     │      web domains) that reaches it is discarded with the reason; anything else forwarded
///     └ app  "inbox": the URL arrives in an inbox that is ready, with the --grant conditions
///            met: an ordinary URL routed, a dynamic link by its deep link with its confidence,
///            a short link resolved by the link service (--service); a guarded route waits;
///            a URL with no route is forwarded; anything else refused is discarded
/// ```
enum OpenChain {
    /// The `app` scope of the chain, to open URLs from, and its inbox.
    ///
    /// - Throws: when a custom scheme or web host of the table is not valid in a pattern.
    static func make(
        routes: RouteTable, system: any SystemOpener, decoder: DynamicLinkDecoder, resolver: (any ShortLinkResolver)?,
        conditions: [String]
    ) throws(RouteTableError) -> (scope: OpenURLScope, inbox: Inbox<RouteMatch>) {
        let inbox = Inbox(table: routes, decoder: decoder, clock: ManualInboxClock())
        inbox.ready()
        for condition in conditions { inbox.grant(condition) }
        let own = try OpenURLHandler.ownLinks(of: routes)
        let arriving = OpenURLHandler.inbox(inbox, resolver: resolver, forwardingNoRoute: true)
        let scope = OpenURLChain(system: system).root.child("own", handler: own).child("app", handler: arriving)
        return (scope, inbox)
    }
}
