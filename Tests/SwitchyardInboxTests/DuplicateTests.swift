import Switchyard
import SwitchyardInbox
import Testing

extension InboxTests {
    /// One arrival, several paths: arrivals of the same URL within the window (default one
    /// second) count once; the duplicate is reported, not delivered.
    @Suite("Duplicates")
    struct DuplicateTests {
        @Test("the same link through two callbacks within the window is delivered once")
        func twoCallbacks() async {
            let (inbox, clock) = Fixture.readyInbox()
            let url = "https://raycipe.example.com/share?recipeID=7"
            #expect(eventLines(inbox.open(url)) == ["delivered \(url) -> share (arrival 1)"])
            clock.advance(by: .milliseconds(300))
            #expect(eventLines(inbox.open(url)) == ["duplicate \(url) -> share (arrival 1): the same URL arrived 0.3 seconds earlier, as arrival 1: counted once"])
            let links = await inbox.readUnread()
            #expect(links.count == 1)
        }

        static let edges: [Case<Duration, InboxEvent<RouteMatch>.Kind>] = [
            Case("at once", .zero, .duplicate),
            Case("just inside the window", .milliseconds(999), .duplicate),
            Case("exactly the window later", .seconds(1), .delivered),
            Case("well after", .seconds(5), .delivered),
        ]

        @Test("within means less than the window after the arrival that counted", arguments: edges)
        func windowEdge(_ c: Case<Duration, InboxEvent<RouteMatch>.Kind>) {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://home")
            clock.advance(by: c.input)
            #expect(inbox.open("raycipe://home").map(\.kind) == [c.expected])
        }

        @Test("the window runs from the arrival that counted, not from the duplicate")
        func windowFromCountedArrival() {
            let (inbox, clock) = Fixture.readyInbox()
            inbox.open("raycipe://home")
            clock.advance(to: .milliseconds(600))
            #expect(inbox.open("raycipe://home").map(\.kind) == [.duplicate])
            clock.advance(to: .milliseconds(1200))
            #expect(eventLines(inbox.open("raycipe://home")) == ["delivered raycipe://home -> home (arrival 2)"])
        }

        @Test("a duplicate of a waiting link adds no second one")
        func duplicateOfWaiting() {
            let (inbox, clock) = Fixture.inbox()
            inbox.open("raycipe://recipes/2")
            clock.advance(by: .milliseconds(100))
            #expect(inbox.open("raycipe://recipes/2").map(\.kind) == [.duplicate])
            #expect(inbox.waiting.count == 1)
            #expect(eventLines(inbox.ready()) == ["delivered raycipe://recipes/2 -> detail (arrival 1)"])
        }

        @Test("other URLs, of the same route or not, are not duplicates")
        func otherURLs() {
            let (inbox, _) = Fixture.readyInbox()
            inbox.open("raycipe://recipes/2")
            #expect(inbox.open("raycipe://recipes/3").map(\.kind) == [.delivered])
            #expect(inbox.open("https://raycipe.example.com/share?recipeID=2").map(\.kind) == [.delivered])
        }

        @Test("a window of zero counts every arrival")
        func zeroWindow() {
            let (inbox, _) = Fixture.readyInbox(InboxConfiguration(duplicateWindow: .zero))
            #expect(inbox.open("raycipe://home").map(\.kind) == [.delivered])
            #expect(inbox.open("raycipe://home").map(\.kind) == [.delivered])
        }

        @Test("a configurable window")
        func longerWindow() {
            let (inbox, clock) = Fixture.readyInbox(InboxConfiguration(duplicateWindow: .seconds(5)))
            inbox.open("raycipe://home")
            clock.advance(by: .seconds(4))
            #expect(inbox.open("raycipe://home").map(\.kind) == [.duplicate])
            clock.advance(by: .seconds(1))
            #expect(inbox.open("raycipe://home").map(\.kind) == [.delivered])
        }

        @Test("many URLs moving through the window: each counted once per window, others unaffected")
        func manyURLsOverTime() {
            let (inbox, clock) = Fixture.readyInbox(InboxConfiguration(duplicateWindow: .seconds(1)))
            // URL i arrives at i × 100 ms, again 900 ms later (a duplicate), and again 1 s after
            // its first arrival (counted); the arrivals of the different URLs interleave.
            var schedule: [(at: Int, id: Int, expected: InboxEvent<RouteMatch>.Kind)] = []
            for id in 0..<200 {
                schedule.append((id * 100, id, .delivered))
                schedule.append((id * 100 + 900, id, .duplicate))
                schedule.append((id * 100 + 1000, id, .delivered))
            }
            schedule.sort { ($0.at, $0.expected == .delivered ? 1 : 0) < ($1.at, $1.expected == .delivered ? 1 : 0) }
            var kinds: [InboxEvent<RouteMatch>.Kind] = []
            for step in schedule {
                clock.advance(to: .milliseconds(step.at))
                kinds += inbox.open("raycipe://recipes/\(step.id)").map(\.kind)
            }
            #expect(kinds == schedule.map(\.expected))
        }

        @Test("a refused URL is refused each time, never counted as a duplicate")
        func refusedTwice() {
            let (inbox, _) = Fixture.readyInbox()
            #expect(inbox.open("raycipe://settings").map(\.kind) == [.refused])
            #expect(inbox.open("raycipe://settings").map(\.kind) == [.refused])
        }
    }
}
