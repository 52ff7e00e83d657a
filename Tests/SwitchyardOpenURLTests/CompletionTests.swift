import Testing
@testable import SwitchyardOpenURL

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// One test at a time: a test here holds a thread of the cooperative pool busy for seconds on
/// purpose, which would delay the wake-ups another test of this suite times.
@Suite("Exactly-once completion: throws, cancellation, timeout", .serialized)
struct CompletionTests {
    @Test func aThrowingHandlerCountsAsDiscardedWithTheError() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root
            .child("outer", handler: Fixed.handler("outer", .handled))
            .child("inner", handler: OpenURLHandler("inner") { _ in throw Boom() })

        let outcome = await scope.open("https://example.com/")

        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "inner")
        #expect(outcome.reason == "threw: boom")
        #expect(steps(outcome) == ["inner https://example.com/ discarded [threw: boom]"])
        #expect(await system.opened == [])
    }

    @Test func aHandlerThrowingCancellationErrorCountsAsCancelled() async {
        let scope = OpenURLChain(system: RecordingSystemOpener()).root
            .child("a", handler: OpenURLHandler("a") { _ in throw CancellationError() })

        let outcome = await scope.open("x:1")
        #expect(!outcome.accepted)
        #expect(outcome.reason == "cancelled")
        #expect(outcome.trace.first?.cause == .cancelled)
    }

    @Test func cancellingTheCallerEndsTheDispatchEvenIfTheHandlerIgnoresIt() async {
        let started = Signal()
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root
            .child("outer", handler: Fixed.handler("outer", .handled))
            .child(
                "slow",
                handler: OpenURLHandler("slow") { _ in
                    started.fire()
                    await stubbornSleep(.seconds(3))
                    return .forward
                })

        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { await scope.open("https://example.com/") }
        await started.wait()
        task.cancel()
        let outcome = await task.value

        // Long before the handler's ten seconds are up, with room for a loaded machine.
        #expect(clock.now - start < .seconds(8))
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "slow")
        #expect(outcome.reason == "cancelled")
        #expect(steps(outcome) == ["slow https://example.com/ discarded [cancelled]"])
        #expect(await system.opened == [])
    }

    @Test func anAlreadyCancelledCallerAsksNoHandler() async {
        let asked = Counter()
        let scope = OpenURLChain(system: RecordingSystemOpener()).root
            .child(
                "a",
                handler: OpenURLHandler("a") { _ in
                    await asked.add()
                    return .handled
                })
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await scope.open("x:1")
        }
        let outcome = await task.value
        #expect(!outcome.accepted)
        #expect(outcome.reason == "cancelled")
        #expect(await asked.count == 0)
    }

    @Test func aHandlerPastTheTimeoutCountsAsDiscarded() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root
            .child(
                "slow",
                handler: OpenURLHandler("slow") { _ in
                    await stubbornSleep(.seconds(3))
                    return .systemAction
                })

        let clock = ContinuousClock()
        let start = clock.now
        let outcome = await scope.open("https://example.com/", timeout: .milliseconds(50))

        // Long before the handler's ten seconds are up, with room for a loaded machine.
        #expect(clock.now - start < .seconds(8))
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "slow")
        #expect(outcome.reason == "timed out after 0.05 seconds")
        #expect(outcome.trace.first?.cause == .timedOut(.milliseconds(50)))
        #expect(await system.opened == [])
    }

    @Test func theTimeoutCoversTheWholeDispatchAndComesFromTheChainByDefault() async {
        // A sleep never ends early, so the second sleeper cannot fit; the first has 1.8 s of
        // room, more than a loaded two-core machine under a sanitizer delays a wake-up.
        let chain = OpenURLChain(system: RecordingSystemOpener(), timeout: .milliseconds(4000))
        let sleeper = OpenURLHandler("sleeper") { _ in
            try await Task.sleep(for: .milliseconds(2200))
            return .forward
        }
        let scope = chain.root.child("outer", handler: sleeper).child("inner", handler: sleeper)

        let outcome = await scope.open("x:1")
        // The first sleeper fits in the four seconds, the second does not.
        #expect(steps(outcome) == ["sleeper x:1 forward", "sleeper x:1 discarded [timed out after 4.0 seconds]"])
        // An explicit timeout wins over the chain's.
        #expect(await scope.open("x:1", timeout: .seconds(10)).accepted)
    }

    @Test func aBlockingSynchronousHandlerCannotHoldTheDispatchPastTheTimeout() async {
        // The handler blocks (never suspends) until the test has its outcome, or 60 s at most;
        // the dispatch must end first, by its timeout, whatever the load on the machine.
        let release = Latch()
        let finished = Latch()
        let scope = OpenURLChain(system: RecordingSystemOpener()).root
            .child(
                "blocking",
                handler: OpenURLHandler("blocking") { _ in
                    let end = ContinuousClock.now + .seconds(60)
                    while !release.isSet && ContinuousClock.now < end {}
                    finished.set()
                    return .handled
                })
        let outcome = await scope.open("x:1", timeout: .milliseconds(50))
        let handlerWasStillBlocking = !finished.isSet
        release.set()
        #expect(handlerWasStillBlocking)
        #expect(outcome.reason == "timed out after 0.05 seconds")
    }

    @Test(arguments: ["returns", "throws", "cancelled", "times out"])
    func theCompletionRunsExactlyOnce(behaviour: String) async {
        let calls = Counter()
        let done = Signal()
        let handler = OpenURLHandler("h") { _ in
            switch behaviour {
            case "returns": return .handled
            case "throws": throw Boom()
            default:
                // Far longer than the timeout or the cancellation takes to arrive.
                await stubbornSleep(.seconds(5))
                return .handled
            }
        }
        let scope = OpenURLChain(system: RecordingSystemOpener()).root.child("s", handler: handler)
        let timeout: Duration? = behaviour == "times out" ? .milliseconds(30) : nil

        let task = scope.open("x:1", timeout: timeout) { outcome in
            Task {
                await calls.add(outcome.reason ?? "accepted")
                done.fire()
            }
        }
        if behaviour == "cancelled" {
            try? await Task.sleep(for: .milliseconds(20))
            task.cancel()
        }
        await task.value
        await done.wait()
        // Give a stray second call time to show up.
        try? await Task.sleep(for: .milliseconds(700))

        let expected = [
            "returns": "accepted", "throws": "threw: boom", "cancelled": "cancelled",
            "times out": "timed out after 0.03 seconds",
        ][behaviour]!
        #expect(await calls.values == [expected])
    }

    @Test func anAbandonedHandlerCannotReachTheSystemOpenerLater() async {
        let system = RecordingSystemOpener()
        let finished = Signal()
        let scope = OpenURLChain(system: system).root
            .child(
                "late",
                handler: OpenURLHandler.withRequest("late") { request in
                    await stubbornSleep(.milliseconds(1500))
                    let nested = await request.open(request.url)
                    finished.fire()
                    return nested.accepted ? .handled : .discarded
                })

        let outcome = await scope.open("https://example.com/", timeout: .milliseconds(30))
        #expect(outcome.reason == "timed out after 0.03 seconds")
        await finished.wait()
        #expect(await system.opened == [])
        #expect(outcome.trace.count == 1)
    }

    @Test func theChainIsSharedAcrossManyConcurrentDispatches() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root
            .child("outer", handler: OpenURLHandler("outer") { url in url.hasSuffix("0") ? .handled : .forward })
            .child("inner", handler: Fixed.handler("inner", .forward))

        let accepted = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<100 {
                group.addTask { await scope.open("https://example.com/\(index)").accepted }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(accepted == 100)
        #expect(await system.opened.count == 90)
    }
}
