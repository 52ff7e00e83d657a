import Switchyard
import SwitchyardLinks

extension Inbox where Destination == RouteMatch {
    /// An inbox over a route table with no destinations of the app's own (a routes file, as
    /// the `switchyard inbox` command reads one): each link's destination is its route match.
    ///
    /// ```swift
    /// let table = try RouteTable(routesFile: "profile raycipe://profile requires=signedIn\n", fileName: "app.routes")
    /// let inbox = Inbox(table: table)
    /// inbox.open("raycipe://profile").last?.link?.routeName   // "profile"
    /// ```
    ///
    /// Dynamic links are decoded by `decoder`, their deep links matched against `table` after
    /// `allowlist`, as ``Inbox/init(router:decoder:allowlist:configuration:clock:)`` does.
    public convenience init(
        table: RouteTable, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil,
        configuration: InboxConfiguration = InboxConfiguration(), clock: any InboxClock = ContinuousInboxClock()
    ) {
        self.init(table: table, configuration: configuration, clock: clock) { url in
            Self.route(url, table: table, decoder: decoder, allowlist: allowlist)
        }
    }

    /// Where `url` leads in `table`: the router's answer, with the match as the destination.
    static func route(_ url: String, table: RouteTable, decoder: DynamicLinkDecoder, allowlist: RouteTable?) -> IncomingLinkRoute<RouteMatch> {
        func resolution(_ text: String) -> Resolution<RouteMatch> {
            switch table.match(text) {
            case .matched(let match): .matched(match, match)
            case .notMatched(let miss): .notMatched(miss)
            }
        }
        switch decoder.read(url) {
        case .ordinary:
            return .ordinary(resolution(url))
        case .short(let short):
            return .needsResolving(short)
        case .invalid(let error):
            return .invalidLink(error)
        case .decoded(let decoded):
            let deepLink = decoded.riskyDeepLink.text
            if let allowlist, case .notMatched = allowlist.match(deepLink) {
                return .refused(decoded, .deepLinkNotAllowed(deepLink))
            }
            return .dynamicLink(RoutedDynamicLink(decoded: decoded, resolution: resolution(deepLink)))
        }
    }
}
