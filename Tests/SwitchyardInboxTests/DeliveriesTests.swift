import Switchyard
@testable import SwitchyardInbox
import Testing

extension InboxTests {
    /// Deliveries as an `AsyncSequence`: each link once, in order, to the task (and actor) that
    /// reads them; a cancelled reader leaves the links that follow for the next one.
    @Suite("Deliveries", .timeLimit(.minutes(1)))
    struct DeliveriesTests {
        /// Waits until `count` readers wait in the inbox (yielding, never sleeping).
        static func waitForReaders(_ inbox: Inbox<RouteMatch>, _ count: Int) async {
            while inbox.state.withLock({ $0.readerCount }) < count { await Task.yield() }
        }

        @Test("a reader that waits before the link is delivered is handed it")
        func readerFirst() async {
            let (inbox, _) = Fixture.readyInbox()
            let reader = Task { () -> String? in
                var iterator = inbox.deliveries.makeAsyncIterator()
                return await iterator.next()?.url
            }
            await Self.waitForReaders(inbox, 1)
            inbox.open("raycipe://recipes/2")
            #expect(await reader.value == "raycipe://recipes/2")
            #expect(inbox.unread.isEmpty)
        }

        @Test("a cancelled reader ends its loop; the links after it go to the next reader, none lost")
        func cancelledReader() async {
            let (inbox, _) = Fixture.readyInbox()
            inbox.open("raycipe://recipes/1")
            let first = Task { () -> [String] in
                var urls: [String] = []
                for await link in inbox.deliveries { urls.append(link.url) }
                return urls
            }
            await Self.waitForReaders(inbox, 1)
            first.cancel()
            #expect(await first.value == ["raycipe://recipes/1"])
            #expect(inbox.state.withLock { $0.readerCount } == 0)
            inbox.open("raycipe://recipes/2")
            inbox.open("raycipe://recipes/3")
            #expect(inbox.unread == ["raycipe://recipes/2 (detail, arrival 2)", "raycipe://recipes/3 (detail, arrival 3)"])
            let second = await inbox.readUnread()
            #expect(second.map(\.url) == ["raycipe://recipes/2", "raycipe://recipes/3"])
        }

        @Test("a reader already cancelled takes nothing")
        func alreadyCancelled() async {
            let (inbox, _) = Fixture.readyInbox()
            inbox.open("raycipe://recipes/1")
            let reader = Task { () -> String? in
                withUnsafeCurrentTask { $0?.cancel() }
                var iterator = inbox.deliveries.makeAsyncIterator()
                return await iterator.next()?.url
            }
            #expect(await reader.value == nil)
            #expect(inbox.unread == ["raycipe://recipes/1 (detail, arrival 1)"])
        }

        @MainActor
        @Test("read on the main actor, deliveries arrive there, in delivery order")
        func onTheMainActor() async {
            let (inbox, _) = Fixture.inbox()
            inbox.open("raycipe://recipes/1")
            inbox.open("raycipe://profile")
            inbox.open("raycipe://recipes/2")
            inbox.ready()
            inbox.grant("signedIn")
            var urls: [String] = []
            for await link in inbox.deliveries {
                MainActor.assertIsolated("the loop's body runs on the actor that reads")
                urls.append(link.url)
                if urls.count == 3 { break }
            }
            #expect(urls == ["raycipe://recipes/1", "raycipe://recipes/2", "raycipe://profile"])
        }
    }
}
