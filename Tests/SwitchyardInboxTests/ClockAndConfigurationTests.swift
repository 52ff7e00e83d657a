@testable import SwitchyardInbox
import Testing

extension InboxTests {
    /// The clocks the inbox reads, its limits, and how it writes durations.
    @Suite("Clocks and configuration")
    struct ClockAndConfigurationTests {
        @Test("the manual clock moves only when told, by or to a time")
        func manualClock() {
            let clock = ManualInboxClock()
            #expect(clock.now == .zero)
            clock.advance(by: .milliseconds(300))
            #expect(clock.now == .milliseconds(300))
            clock.advance(to: .seconds(5))
            #expect(clock.now == .seconds(5))
            clock.advance(to: .seconds(5))
            #expect(clock.now == .seconds(5))
            #expect(ManualInboxClock(now: .seconds(9)).now == .seconds(9))
        }

        @Test("the continuous clock starts near zero and never goes back")
        func continuousClock() {
            let clock = ContinuousInboxClock()
            let first = clock.now
            let second = clock.now
            #expect(first >= .zero)
            #expect(second >= first)
        }

        @Test("the documented defaults: a one-second window, ten minutes, 16 links")
        func defaults() {
            let configuration = InboxConfiguration()
            #expect(configuration.duplicateWindow == .seconds(1))
            #expect(configuration.maximumAge == .seconds(600))
            #expect(configuration.capacity == 16)
            #expect(configuration.problem == nil)
        }

        static let problems: [Case<InboxConfiguration, String>] = [
            Case("negative window", InboxConfiguration(duplicateWindow: .seconds(-1)), "the duplicate window must not be negative"),
            Case("zero age", InboxConfiguration(maximumAge: .zero), "the maximum age must be more than zero"),
            Case("zero capacity", InboxConfiguration(capacity: 0), "the capacity must be at least 1 link"),
        ]

        @Test("unusable limits are named", arguments: problems)
        func problem(_ c: Case<InboxConfiguration, String>) {
            #expect(c.input.problem == c.expected)
        }

        static let durations: [Case<Duration, String>] = [
            Case("zero", .zero, "0 seconds"),
            Case("below a millisecond", .nanoseconds(999_999), "0 seconds"),
            Case("tenths", .milliseconds(300), "0.3 seconds"),
            Case("hundredths", .milliseconds(1050), "1.05 seconds"),
            Case("thousandths", .milliseconds(600_001), "600.001 seconds"),
            Case("one", .seconds(1), "1 second"),
            Case("whole", .seconds(600), "600 seconds"),
        ]

        @Test("durations in reasons are seconds to the millisecond", arguments: durations)
        func seconds(_ c: Case<Duration, String>) {
            #expect(InboxReason.seconds(c.input) == c.expected)
        }

        static let reasons: [Case<InboxReason, String>] = [
            Case("not ready", .notReady(needs: []), "the app is not ready to navigate yet"),
            Case("not ready, needs", .notReady(needs: ["signedIn", "onboarded"]), "the app is not ready to navigate yet; the route also needs signedIn, onboarded"),
            Case("needs", .needs(["signedIn"]), "needs signedIn"),
            Case("duplicate", .duplicate(of: 3, after: .milliseconds(250)), "the same URL arrived 0.25 seconds earlier, as arrival 3: counted once"),
            Case("expired", .expired(age: .seconds(601), limit: .seconds(600)), "waited 601 seconds, longer than the maximum age of 600 seconds"),
            Case("full", .full(capacity: 16), "the inbox holds at most 16 waiting links: the oldest makes room"),
            Case("dropped", .droppedByApp, "dropped by the app"),
            Case("cleared", .cleared, "cleared by the app"),
        ]

        @Test("every reason in words", arguments: reasons)
        func reason(_ c: Case<InboxReason, String>) {
            #expect(c.input.description == c.expected)
        }
    }
}
