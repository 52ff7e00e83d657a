import Switchyard
@testable import SwitchyardInbox
import SwitchyardLinks
import Testing

/// The parent of the inbox's suites.
@Suite("Inbox")
enum InboxTests {}

extension InboxTests {
    /// The routes the suites use: two routes that need nothing, three guarded ones.
    enum Fixture {
        static let routes = """
            home      raycipe://home
            detail    raycipe://recipes/:id(int)
            share     https://raycipe.example.com/share?recipeID=:recipeID(int)
            profile   raycipe://profile                  requires=signedIn
            notes     raycipe://recipes/:id(int)/notes   requires=signedIn,onboarded
            welcome   raycipe://welcome                  requires=onboarded
            """

        static let table: RouteTable = {
            do { return try RouteTable(routesFile: routes, fileName: "inbox.routes") } catch { fatalError("\(error)") }
        }()

        /// An inbox on the fixture's table with a manual clock at zero.
        static func inbox(_ configuration: InboxConfiguration = InboxConfiguration()) -> (Inbox, ManualInboxClock) {
            let clock = ManualInboxClock()
            return (Inbox(table: table, configuration: configuration, clock: clock), clock)
        }

        /// An inbox that is ready, on a manual clock at zero.
        static func readyInbox(_ configuration: InboxConfiguration = InboxConfiguration()) -> (Inbox, ManualInboxClock) {
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
func eventLines(_ events: [InboxEvent]) -> [String] {
    events.map(\.description)
}

extension Inbox {
    /// Delivered links no reader has taken yet, as descriptions.
    var unread: [String] { state.withLock { $0.unread.map(\.description) } }

    /// Takes every delivered link no reader has taken yet (a reader that finds one does not wait).
    func readUnread() async -> [InboxLink] {
        let count = state.withLock { $0.unread.count }
        var iterator = deliveries.makeAsyncIterator()
        var links: [InboxLink] = []
        for _ in 0..<count {
            if let link = await iterator.next() { links.append(link) }
        }
        return links
    }

    /// The waiting links as `URL: reason` lines.
    var waitingLines: [String] { waiting.map { "\($0.link.url): \($0.reason)" } }
}
