import Switchyard
@testable import SwitchyardInbox
import SwitchyardLinks
import Testing

/// The parent of the inbox's suites.
@Suite("Inbox")
enum InboxTests {}

extension InboxTests {
    /// The routes the suites use: three routes that need nothing, four guarded ones (one on the web,
    /// for the deep links of dynamic links).
    enum Fixture {
        static let routes = """
            home      raycipe://home
            detail    raycipe://recipes/:id(int)
            share     https://raycipe.example.com/share?recipeID=:recipeID(int)
            profile   raycipe://profile                  requires=signedIn
            notes     raycipe://recipes/:id(int)/notes   requires=signedIn,onboarded
            welcome   raycipe://welcome                  requires=onboarded
            card      https://raycipe.example.com/cards/:id(int)   requires=signedIn
            """

        static let table: RouteTable = {
            do { return try RouteTable(routesFile: routes, fileName: "inbox.routes") } catch { fatalError("\(error)") }
        }()

        /// An inbox on the fixture's table with a manual clock at zero.
        static func inbox(_ configuration: InboxConfiguration = InboxConfiguration()) -> (Inbox<RouteMatch>, ManualInboxClock) {
            let clock = ManualInboxClock()
            return (Inbox(table: table, configuration: configuration, clock: clock), clock)
        }

        /// An inbox that is ready, on a manual clock at zero.
        static func readyInbox(_ configuration: InboxConfiguration = InboxConfiguration()) -> (Inbox<RouteMatch>, ManualInboxClock) {
            let (inbox, clock) = inbox(configuration)
            inbox.ready()
            return (inbox, clock)
        }
    }
}

extension InboxTests {
    /// A named case for parameterised tests: the name is what the test navigator shows.
    struct Case<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
        let name: String
        let input: Input
        let expected: Expected

        init(_ name: String, _ input: Input, _ expected: Expected) {
            self.name = name
            self.input = input
            self.expected = expected
        }

        var testDescription: String { name }
    }
}

/// The events as their one-line descriptions: an expectation then shows what happened.
func eventLines<Destination>(_ events: [InboxEvent<Destination>]) -> [String] {
    events.map(\.description)
}

extension Inbox {
    /// Delivered links no reader has taken yet, as descriptions.
    var unread: [String] { state.withLock { $0.unread.map(\.description) } }

    /// Takes every delivered link no reader has taken yet (a reader that finds one does not wait).
    func readUnread() async -> [InboxLink<Destination>] {
        let count = state.withLock { $0.unread.count }
        var iterator = deliveries.makeAsyncIterator()
        var links: [InboxLink<Destination>] = []
        for _ in 0..<count {
            if let link = await iterator.next() { links.append(link) }
        }
        return links
    }

    /// The waiting links as `URL: reason` lines.
    var waitingLines: [String] { waiting.map { "\($0.link.url): \($0.reason)" } }
}

/// Dynamic links to the fixture's routes.
enum Links {
    /// A long link to `deepLink`: confidence unique.
    static func long(_ deepLink: String) -> String {
        "https://rayciperw.page.link/?link=\(deepLink)&ibi=com.example.raycipe"
    }

    /// The app's custom-scheme callback carrying `deepLink` with `matchType`.
    static func callback(_ deepLink: String, matchType: String) -> String {
        let escapes: [Character: String] = [":": "%3A", "/": "%2F", "?": "%3F", "=": "%3D", "&": "%26"]
        let encoded = deepLink.map { escapes[$0] ?? String($0) }.joined()
        return "com.example.raycipe://google/link/?deep_link_id=\(encoded)&match_type=\(matchType)"
    }
}
