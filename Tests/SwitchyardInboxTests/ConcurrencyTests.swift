import Switchyard
import SwitchyardInbox
import Testing

extension InboxTests {
    /// Concurrency: the inbox is safe to use from any task, and delivers in arrival order.
    @Suite("Concurrency", .timeLimit(.minutes(1)))
    struct ConcurrencyTests {
        @Test("many tasks opening at once: nothing lost, nothing doubled, delivered in arrival order")
        func manyOpeners() async {
            let count = 500
            let (inbox, _) = Fixture.inbox(InboxConfiguration(capacity: count))
            await withTaskGroup(of: Void.self) { group in
                for id in 1...count {
                    group.addTask { inbox.open("raycipe://recipes/\(id)") }
                }
            }
            #expect(inbox.waiting.count == count)
            let delivered = inbox.ready()
            #expect(delivered.count == count)
            let links = await inbox.readUnread()
            #expect(links.count == count)
            #expect(links.map(\.arrival) == Array(1...count), "delivered in arrival order, each arrival once")
            let ids = links.compactMap { try? $0.match?.parameter("id", as: Int.self) }
            #expect(Set(ids) == Set(1...count))
            #expect(ids.count == count)
        }

        @Test("many tasks sending one URL at once count it once")
        func oneURLManyTimes() async {
            let (inbox, _) = Fixture.readyInbox()
            let kinds = await withTaskGroup(of: [InboxEvent<RouteMatch>.Kind].self) { group in
                for _ in 1...200 {
                    group.addTask { inbox.open("raycipe://recipes/9").map(\.kind) }
                }
                var all: [InboxEvent<RouteMatch>.Kind] = []
                for await kinds in group { all += kinds }
                return all
            }
            #expect(kinds.filter { $0 == .delivered }.count == 1)
            #expect(kinds.filter { $0 == .duplicate }.count == 199)
            #expect(inbox.unread == ["raycipe://recipes/9 (detail, arrival 1)"])
        }

        @Test("arrivals, grants and a reader at the same time: each guarded link delivered exactly once")
        func arrivalsGrantsAndReader() async {
            let count = 300
            let (inbox, _) = Fixture.readyInbox(InboxConfiguration(capacity: count))
            let reader = Task {
                var links: [InboxLink<RouteMatch>] = []
                for await link in inbox.deliveries {
                    links.append(link)
                    if links.count == count { break }
                }
                return links
            }
            await withTaskGroup(of: Void.self) { group in
                for id in 1...count {
                    group.addTask { inbox.open("raycipe://recipes/\(id)/notes") }
                    if id == count / 3 { group.addTask { inbox.grant("signedIn") } }
                    if id == count / 2 { group.addTask { inbox.grant("onboarded") } }
                }
            }
            // Whatever the interleaving, once both conditions hold nothing waits.
            inbox.grant("signedIn")
            inbox.grant("onboarded")
            #expect(inbox.waiting.isEmpty)
            let links = await reader.value
            #expect(links.count == count)
            #expect(Set(links.map(\.arrival)) == Set(1...count))
            #expect(Set(links.map(\.url)).count == count)
            #expect(inbox.unread.isEmpty)
        }
    }
}
